//! Scale of the uniformity analysis (issue 12): LLVM's own `print<uniformity>` output is
//! quadratic in the number of blocks on nested loops, so no implementation that prints it
//! can be sub-quadratic there; and the analysis' pruning of cycle exits that can no longer
//! change a result leaves the report identical to LLVM's.
//!
//! The family: `k` nested loops `h1 … hk body lk … l1`, each latch `li` branching on the
//! thread id back to its header or out to `l(i-1)`. Every loop has a divergent exit, so
//! `CYCLES WITH DIVERGENT EXIT` lists all `k` loops, the depth-`i` one with its
//! `2(k - i + 1) + 1` blocks: `k² + 2k` block names for `2k + 3` blocks.
//! `opt-22` (when installed; `RECONVERGE_SKIP_LLVM=1` skips) prints the same text.

mod uniformity_support;

use reconverge_core::input;
use reconverge_core::uniformity::{self, print::opt_text, Options};
use uniformity_support::{compare, opt_uniformity, ours, scratch_dir, tool};

/// The nested-loops kernel with `k` loops.
fn nested_loops(k: usize) -> String {
    let mut s =
        String::from("target triple = \"amdgcn-amd-amdhsa\"\n\ndefine amdgpu_kernel void @nest(ptr addrspace(1) %out) {\nentry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  br label %h1\n");
    for i in 1..=k {
        let next = if i < k { format!("h{}", i + 1) } else { "body".to_string() };
        s += &format!("h{i}:\n  br label %{next}\n");
    }
    s += &format!("body:\n  store i32 %tid, ptr addrspace(1) %out, align 4\n  br label %l{k}\n");
    for i in (1..=k).rev() {
        let prev = if i > 1 { format!("l{}", i - 1) } else { "exit".to_string() };
        s += &format!("l{i}:\n  %c{i} = icmp eq i32 %tid, {i}\n  br i1 %c{i}, label %h{i}, label %{prev}\n");
    }
    s += "exit:\n  ret void\n}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n";
    s
}

/// Block names listed under `CYCLES WITH DIVERGENT EXIT`.
fn exit_cycle_names(text: &str) -> usize {
    text.lines()
        .skip_while(|l| !l.starts_with("CYCLES WITH DIVERGENT EXIT:"))
        .skip(1)
        .take_while(|l| l.starts_with("  depth="))
        .map(|l| l.replace("entries(", "").replace(')', "").split_whitespace().count() - 1)
        .sum()
}

#[test]
fn llvm_output_is_quadratic_on_nested_loops() {
    for k in [1usize, 2, 5, 40, 300] {
        let src = nested_loops(k);
        let p = input::parse(&src, None).expect("parses");
        let f = &p.functions[0];
        let u = uniformity::analyze(f, &src, &Options::default()).unwrap();
        assert_eq!(u.divergent_exit_cycles().len(), k);
        let text = opt_text(&u, f.ir().unwrap(), &src);
        assert_eq!(exit_cycle_names(&text), k * k + 2 * k, "k = {k}");
    }
}

#[test]
fn nested_loops_match_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let dir = scratch_dir("uniformity_scale");
    for k in [3usize, 17, 200] {
        let src = nested_loops(k);
        let file = dir.join(format!("nest{k}.ll"));
        std::fs::write(&file, &src).unwrap();
        let theirs = opt_uniformity(&opt, &file, Some("amdgcn--"));
        let (mine, hashed) = ours(&src, None);
        let t = compare(&theirs, &mine, &format!("nest{k}"), &hashed);
        assert_eq!(t.agree, t.values, "k = {k}");
        assert_eq!(exit_cycle_names(&theirs), k * k + 2 * k, "opt-22's own output, k = {k}");
    }
}
