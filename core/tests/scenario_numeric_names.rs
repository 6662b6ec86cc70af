//! Numeric block names in scenario directives (issue 8: `rule 5: tid < 2 ? 11 : 15` was
//! rejected with "found a number") and the hint that directives in IR go in `;` comments.

use reconverge_core::input::parse_with_directives as parse_input;
use reconverge_core::scenario::{Scenario, Thread};

/// The paths of every thread of `src` (compact text with directives), as block names.
fn paths(src: &str) -> Result<Vec<Vec<String>>, String> {
    let (program, directives) = parse_input(src, None).map_err(|e| e.to_string())?;
    let cfg = program.functions[0].cfg();
    let sc = Scenario::resolve(src, &directives, cfg).map_err(|e| e.to_string())?;
    let p = sc.paths(src, cfg).map_err(|e| e.to_string())?;
    Ok((0..p.num_threads())
        .map(|t| {
            p.path(Thread(t as u32))
                .iter()
                .map(|&b| cfg.name_of(b).to_string())
                .collect()
        })
        .collect())
}

const NUMERIC: &str = "1 -> 5\n5 ~> 11, 15\n11 -> 20\n15 -> 20\n20\n";

#[test]
fn numbers_name_blocks_in_rule_arms() {
    let p = paths(&format!("{NUMERIC}threads: 4\nrule 5: tid < 2 ? 11 : 15\n")).unwrap();
    assert_eq!(p[0], ["1", "5", "11", "20"]);
    assert_eq!(p[3], ["1", "5", "15", "20"]);
    // A rule that is just a block, nested conditionals, parentheses.
    let p = paths(&format!("{NUMERIC}threads: 3\nrule 5: 15\n")).unwrap();
    assert!(p.iter().all(|p| p[2] == "15"));
    let p = paths(&format!(
        "{NUMERIC}threads: 3\nrule 5: tid == 0 ? (11) : tid == 1 ? 15 : 11\n"
    ))
    .unwrap();
    assert_eq!(
        p.iter().map(|p| p[2].as_str()).collect::<Vec<_>>(),
        ["11", "15", "11"]
    );
}

#[test]
fn integers_stay_integers_where_numbers_are_meant() {
    // Conditions and operands are numbers even when a block has that name (11, 15, 5).
    let p = paths(&format!(
        "{NUMERIC}threads: 16\nrule 5: tid < 11 ? 11 : 15\n"
    ))
    .unwrap();
    assert_eq!(p.iter().filter(|p| p[2] == "11").count(), 11);
    let p = paths(&format!(
        "{NUMERIC}threads: 16\nrule 5: 15 > tid + 5 ? 15 : 11\n"
    ))
    .unwrap();
    assert_eq!(p.iter().filter(|p| p[2] == "15").count(), 10);
    // A numeric condition before `?` (block 1 exists but is a number here).
    let p = paths(&format!("{NUMERIC}threads: 2\nrule 5: 1 ? 11 : 15\n")).unwrap();
    assert!(p.iter().all(|p| p[2] == "11"));
    // Trip counts are numbers.
    let src = "1 -> 2\n2 -> 3\n3 ~> 2, 4\n4\nthreads: 2\ntrips 3: tid + 2\n";
    let p = paths(src).unwrap();
    assert_eq!(p[0], ["1", "2", "3", "2", "3", "4"]);
}

#[test]
fn numbers_that_are_not_successors_are_errors() {
    let e = paths(&format!("{NUMERIC}threads: 2\nrule 5: tid < 2 ? 11 : 20\n")).unwrap_err();
    assert!(e.contains("`20` is not a successor of `5`"), "{e}");
    let e = paths(&format!("{NUMERIC}threads: 2\nrule 5: tid < 2 ? 11 : 99\n")).unwrap_err();
    assert!(e.contains("both arms of `?:` must be blocks"), "{e}");
    let e = paths(&format!("{NUMERIC}threads: 2\nrule 5: tid + 1\n")).unwrap_err();
    assert!(e.contains("found a number"), "{e}");
}

#[test]
fn directives_outside_comments_in_ir_get_a_hint() {
    let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\nthreads: 4\n";
    let e = parse_input(src, None).unwrap_err();
    assert!(
        e.message
            .contains("in LLVM IR, directives go in `;` comments: `; threads …`"),
        "{e}"
    );
    assert_eq!(e.line, 9);
    let ok = src.replace("threads: 4", "; threads: 4");
    assert_eq!(parse_input(&ok, None).unwrap().1.len(), 1);
    let e = parse_input("digraph { a -> b }\nthread T1: a b\n", None).unwrap_err();
    assert!(
        e.message.contains("in DOT, directives go in `//` comments"),
        "{e}"
    );
    // Other IR errors are unchanged.
    let e = parse_input("define void @f() {\n  retx void\n}\n", None).unwrap_err();
    assert!(!e.message.contains("directives"), "{e}");
}

/// Mutated inputs with numeric block names and directives (compact text and IR) never panic.
#[test]
fn mutated_inputs_never_panic() {
    use reconverge_core::generate::Rng;
    let bases = [
        format!("{NUMERIC}threads: 4\nrule 5: tid < 2 ? 11 : 15\nrule 1: 5\ntrips 5: tid + 1\n"),
        "define void @f(i1 %c) {\n0:\n  br i1 %c, label %1, label %2\n1:\n  br label %2\n2:\n  ret void\n}\n; threads: 4\n; rule 0: tid < 2 ? 1 : 2\n".to_string(),
    ];
    let alphabet: Vec<char> = "0125 ,:;#/\n\"%?()<>=!&|+-*tidvsrule".chars().collect();
    let mut rng = Rng::new(11);
    for k in 0..6_000 {
        let mut s: Vec<char> = bases[k % 2].chars().collect();
        for _ in 0..1 + rng.below(5) {
            let i = rng.below(s.len() + 1);
            match rng.below(3) {
                0 if i < s.len() => {
                    s.remove(i);
                }
                1 if i < s.len() => s[i] = alphabet[rng.below(alphabet.len())],
                _ => s.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text: String = s.into_iter().collect();
        if let Ok((program, dirs)) = parse_input(&text, None) {
            let cfg = program.functions[0].cfg();
            if let Ok(sc) = Scenario::resolve(&text, &dirs, cfg) {
                let _ = sc.paths(&text, cfg);
            }
        }
    }
}
