//! `Uniformity::is_divergent_branch`, the one per-block "divergent branch" query (issue 8: a
//! block ending in `ret` was drawn as a divergent branch while the header counted 0 divergent
//! branches, in a helper function of a Rodinia kernel).

use reconverge_core::input::parse_with_directives as parse_input;
use reconverge_core::uniformity::print::to_json;
use reconverge_core::uniformity::reasons::Context;
use reconverge_core::uniformity::{self, Options};

/// A helper whose `ret` returns a divergent value and whose only branch is uniform, and a
/// kernel with one divergent branch and a `ret` of a divergent value.
const SRC: &str = r#"target triple = "amdgcn-amd-amdhsa"

define i32 @helper(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 1, 4
  br i1 %c, label %small, label %done
small:
  br label %done
done:
  %r = add i32 %tid, %n
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 4
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %dup = icmp eq i32 %tid, 0
  br i1 %dup, label %end, label %end
end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"#;

#[test]
fn a_ret_with_a_divergent_operand_is_not_a_divergent_branch() {
    let (program, _) = parse_input(SRC, None).unwrap();
    let f = &program.functions[0];
    let cfg = f.cfg();
    let u = uniformity::analyze(f, SRC, &Options::default()).unwrap();
    let done = cfg.find("done").unwrap();
    assert!(
        u.has_divergent_terminator(done),
        "opt prints the ret as DIVERGENT"
    );
    assert!(!u.is_divergent_branch(done));
    assert_eq!(u.num_divergent_branches(), 0);
    for b in cfg.blocks() {
        assert!(!u.is_divergent_branch(b), "{}", cfg.name_of(b));
    }
    let j = to_json(
        &u,
        &Context {
            cfg,
            ir: f.ir(),
            src: SRC,
        },
        None,
    );
    assert!(j.divergent_branches.is_empty());
    let drawn: Vec<&str> = j
        .blocks
        .iter()
        .filter(|b| b.divergent_branch)
        .map(|b| b.name.as_str())
        .collect();
    assert!(drawn.is_empty(), "{drawn:?}");
    // The field the web used before: true on the `ret` block, hence the contradiction.
    assert!(j
        .blocks
        .iter()
        .any(|b| b.divergent_terminator && b.name == "done"));
}

#[test]
fn drawn_branches_are_exactly_the_counted_ones() {
    let (program, _) = parse_input(SRC, None).unwrap();
    for f in &program.functions {
        let cfg = f.cfg();
        let u = uniformity::analyze(f, SRC, &Options::default()).unwrap();
        let j = to_json(
            &u,
            &Context {
                cfg,
                ir: f.ir(),
                src: SRC,
            },
            None,
        );
        let drawn: Vec<String> = j
            .blocks
            .iter()
            .filter(|b| b.divergent_branch)
            .map(|b| b.name.clone())
            .collect();
        let mut counted: Vec<String> = u
            .divergent_branches()
            .map(|b| cfg.name_of(b).to_string())
            .collect();
        counted.sort_by_key(|n| cfg.find(n).unwrap());
        assert_eq!(drawn, counted, "{}", f.name());
        assert_eq!(j.divergent_branches.len(), u.num_divergent_branches());
        for b in cfg.blocks() {
            assert_eq!(
                u.is_divergent_branch(b),
                u.has_divergent_terminator(b) && cfg.succs(b).len() >= 2,
                "{}",
                cfg.name_of(b)
            );
        }
    }
    let k = &program.functions[1];
    let u = uniformity::analyze(k, SRC, &Options::default()).unwrap();
    assert_eq!(
        u.divergent_branches()
            .map(|b| k.cfg().name_of(b))
            .collect::<Vec<_>>(),
        ["entry", "b"]
    );
}
