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
