//! Unit tests of the lesson parser and the question engine.

use super::*;

const DOM: &str = "# Dominance
source: Cooper, Harvey & Kennedy, \"A Simple, Fast Dominance Algorithm\" (2001)

An intro line.

## The CFG
Every path from `a` to `d` passes through `a`.
```
a -> b, c
b -> d
c -> d
d
```
tab: trees
question: dominators d

## The immediate dominator
algorithm: cooper-harvey-kennedy
question: idom d
options: a, b, c
";

fn no_examples(_: &str) -> Option<String> {
    None
}

#[test]
fn parses_title_source_steps() {
    let l = parse(DOM);
    assert!(l.all_errors().is_empty(), "{:?}", l.all_errors());
    assert_eq!(l.title, "Dominance");
    assert!(l.source.starts_with("Cooper"));
    assert_eq!(l.intro, "An intro line.");
    assert_eq!(l.steps.len(), 2);
    assert_eq!(l.steps[0].scenario.tab.as_deref(), Some("trees"));
    assert_eq!(l.steps[0].scenario.source_line, 9);
    // The second step carries the first one's text.
    assert_eq!(l.steps[1].scenario.source, l.steps[0].scenario.source);
}

#[test]
fn answers_dominators_and_idom() {
    let l = parse(DOM);
    let a = answer(&l, 0, &no_examples).unwrap();
    assert_eq!(a.items, vec!["a", "d"]);
    let b = answer(&l, 1, &no_examples).unwrap();
    assert_eq!(b.items, vec!["a"]);
}

#[test]
fn directive_errors_stay_in_their_step() {
    let l = parse("# T\n## A\nText.\n```\na -> b\nb\n```\ntab: trees\ntab: cycles\nprompt: early\nquestion: dominators a\noptions: a, b\n## B\nquestion: frontier\nwarp-step: x\n## C\n```\nx\n");
    let e: Vec<(usize, u32, u32)> = l.steps.iter().flat_map(|s| s.errors.iter().map(move |e| (s.number, e.line, e.col))).collect();
    // `tab:` twice, `prompt:` before the question, options on a set question; a question
    // without its block; a bad number; the unclosed fence.
    assert_eq!(e, vec![(1, 9, 1), (1, 10, 9), (1, 12, 10), (2, 14, 11), (2, 15, 12), (3, 17, 1)], "{:?}", l.all_errors());
    assert_eq!(l.steps[2].scenario.source.as_deref(), Some("x\n"));
    assert_eq!(l.steps[0].scenario.tab.as_deref(), Some("trees"));
}

#[test]
fn the_first_step_needs_a_scenario_and_later_ones_inherit() {
    let l = parse("# T\n## A\nquestion: markers\n## B\n```\na -> b\nb\n```\nfunction: f\n## C\nText.\n");
    assert_eq!(l.steps[0].errors.len(), 1);
    assert_eq!(l.steps[0].errors[0].line, 2);
    assert_eq!(l.steps[2].scenario.source.as_deref(), Some("a -> b\nb\n"));
    assert_eq!(l.steps[2].scenario.function.as_deref(), Some("f"));
}

#[test]
fn answers_carry_reasons_and_highlights() {
    let l = parse("# T\n## S\nText.\n```\nentry ~> a, b\na -> b\nb => a, exit\nexit\n```\ndfs: entry: b a\nquestion: cycle-header a\n");
    let a = answer(&l, 0, &no_examples).unwrap();
    assert_eq!(a.items, vec!["a"]);
    assert_eq!(a.shape, Some(Shape::One));
    assert!(a.reasons.iter().any(|r| r.contains("entry: b a")));
    assert!(!a.highlight.is_empty());
}
