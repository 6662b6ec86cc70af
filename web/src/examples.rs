//! The example gallery: every example is a text the person could have typed.
//!
//! The kernels are real `clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2`
//! output of the OpenCL C files next to them in `web/examples/`; the compact CFGs are the
//! figures of the dominance chapter (seed `004_…`) and small teaching graphs. The `hw-…`
//! entries are the eight kernels recorded on an NVIDIA H200 (`web/examples/hardware/`, from
//! `../shared/hardware/`): their text is `recon.ll`, the trace is fetched when the Warp tab
//! opens ([`crate::hardware_view::recording`]).

/// One gallery entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// Stable id, used in links (`e` field of the scenario) and by the e2e tests.
    pub id: &'static str,
    /// What the picker shows.
    pub title: &'static str,
    /// The text loaded into the editor.
    pub source: &'static str,
}

/// All examples; the first is the default.
pub const EXAMPLES: &[Example] = &[
    Example {
        id: "reduce",
        title: "Kernel: work-group tree reduction (clang -O2, AMDGPU)",
        source: include_str!("../examples/reduce.ll"),
    },
    Example {
        id: "imgvf",
        title: "Kernel: Rodinia-style IMGVF stencil, 63 blocks (clang -O0; helper first)",
        source: include_str!("../examples/imgvf_like.ll"),
    },
    Example {
        id: "loops",
        title: "Kernels: loop with break/continue; goto making an irreducible loop (clang -O2)",
        source: include_str!("../examples/loops.ll"),
    },
    Example {
        id: "tokens-anchor-in-loop",
        title: "LLVM doc: convergence tokens — an anchor in a loop, the loop heart (controlled convergence)",
        source: include_str!("../../core/tests/convergence_control/anchor-in-loop.ll"),
    },
    Example {
        id: "tokens-loop-heart",
        title: "LLVM doc: convergence tokens — loop heart with a divergent exit",
        source: include_str!("../../core/tests/convergence_control/loop-heart-divergent-exit.ll"),
    },
    Example {
        id: "tokens-invalid",
        title: "LLVM doc: convergence tokens — a heart outside the loop header (rejected by the verifier)",
        source: include_str!("../../core/tests/convergence_control/heart-not-header-invalid.ll"),
    },
    Example {
        id: "natural-loop",
        title: "LLVM doc: natural loop, two threads (maximal convergence table)",
        source: include_str!("../../core/tests/convergence/natural_loop.cfg"),
    },
    Example {
        id: "nested-irreducible",
        title: "LLVM doc: nested irreducible cycles with headers R and S",
        source: include_str!("../../core/tests/convergence/nested_irreducible.cfg"),
    },
    Example {
        id: "closed-path",
        title: "LLVM doc: closed path P→Q→R→S, diverged entry R",
        source: include_str!("../../core/tests/convergence/closed_path_diverged_entry.cfg"),
    },
    Example {
        id: "diverged-outside",
        title: "LLVM doc: diverged paths reaching a cycle (R header)",
        source: include_str!("../../core/tests/convergence/diverged_outside_r_header.cfg"),
    },
    Example {
        id: "patent",
        title: "ARM patent figure 3B: convergence markers, threads T0–T3",
        source: include_str!("../../core/tests/convergence/patent_fig3b.cfg"),
    },
    Example {
        id: "warp-kernel",
        title: "Warp: 8 threads through a kernel-shaped CFG (rules, trip counts)",
        source: include_str!("../examples/warp_kernel.cfg"),
    },
    Example {
        id: "ifconv-seed",
        title: "If-conversion, seed 001: the running example (R, K, augment K)",
        source: include_str!("../../core/tests/if_conversion/seed001.cfg"),
    },
    Example {
        id: "ifconv-nested",
        title: "If-conversion, seed 001 §2.4: nested if (p2, p3 initialised at the entry)",
        source: include_str!("../../core/tests/if_conversion/seed001_nested.cfg"),
    },
    Example {
        id: "predication-wins",
        title: "Warp: where full predication beats the ipdom stack",
        source: include_str!("../../core/tests/if_conversion/predication_wins.cfg"),
    },
    Example {
        id: "fig4-2",
        title: "Figure 4-2: CFG of the dominance chapter",
        source: FIG_4_2,
    },
    Example {
        id: "fig4-6",
        title: "Figure 4-6: sdom(4) = 1 but idom(4) = 0",
        source: FIG_4_6,
    },
    Example {
        id: "irreducible",
        title: "Irreducible loop: a cycle with two entries",
        source: IRREDUCIBLE,
    },
    Example {
        id: "nested",
        title: "Nested irreducible cycles: the hierarchy depends on the DFS order",
        source: NESTED,
    },
    Example {
        id: "infinite",
        title: "Several exits and an infinite loop (post-dominator roots)",
        source: INFINITE,
    },
    Example {
        id: "dot",
        title: "Graphviz DOT: a loop nest",
        source: DOT,
    },
    Example {
        id: "seed002-scalar-expansion",
        title: "C loops (seed 002): fission needs scalar expansion of t",
        source: include_str!("../../core/tests/loops/seed002_scalar_expansion.c"),
    },
    Example {
        id: "seed002-forward-substitution",
        title: "C loops (seed 002): interchange needs forward substitution of t",
        source: include_str!("../../core/tests/loops/seed002_forward_substitution.c"),
    },
    Example {
        id: "seed002-interchange-legal",
        title: "C loops (seed 002): interchange legal by live ranges",
        source: include_str!("../../core/tests/loops/seed002_interchange_legal.c"),
    },
    Example {
        id: "gemm",
        title: "C loops: PolyBench gemm",
        source: include_str!("../examples/gemm.c"),
    },
    Example {
        id: "jacobi-1d",
        title: "C loops: PolyBench jacobi-1d",
        source: include_str!("../examples/jacobi-1d.c"),
    },
    Example {
        id: "seidel-2d",
        title: "C loops: PolyBench seidel-2d",
        source: include_str!("../examples/seidel-2d.c"),
    },
    Example {
        id: "lu",
        title: "C loops: PolyBench lu",
        source: include_str!("../examples/lu.c"),
    },
    Example {
        id: "atax",
        title: "C loops: PolyBench atax",
        source: include_str!("../examples/atax.c"),
    },
    Example {
        id: "doitgen",
        title: "C loops: PolyBench doitgen",
        source: include_str!("../examples/doitgen.c"),
    },
    Example {
        id: "hw-k_ifelse",
        title: "Recorded on an H200: k_ifelse, divergent if/else, then a join",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_nested",
        title: "Recorded on an H200: k_nested, nested ifs: a join that post-dominates no branch",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_looptrip",
        title: "Recorded on an H200: k_looptrip, loop with a per-lane trip count",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_loopbreak",
        title: "Recorded on an H200: k_loopbreak, loop with a divergent break",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_twoexits",
        title: "Recorded on an H200: k_twoexits, loop with two divergent exits (no policy matches)",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_irreducible",
        title: "Recorded on an H200: k_irreducible, irreducible loop made with goto",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_switch",
        title: "Recorded on an H200: k_switch, switch with a fall-through",
        source: include_str!("../examples/hardware/recon.ll"),
    },
    Example {
        id: "hw-k_barrier",
        title: "Recorded on an H200: k_barrier, a divergent branch before a barrier",
        source: include_str!("../examples/hardware/recon.ll"),
    },
];

const FIG_4_2: &str = "# Figure 4-2 of the dominance chapter (seed 004):\n# 2 dominates 3, 4, 6 but not 7 (7 is reached by 1->5->7).\n1->2,5  2->3,4  3->6  4->6  5->7  6->7\n";

const FIG_4_6: &str = "# Figure 4-6 of the dominance chapter, rebuilt from its text:\n# the DFS visits 0 1 2 3 4 5; the fork at 1 reaches 4, so sdom(4) = 1,\n# but 0->5->3->4 avoids 1, so idom(4) = 0 (and sdom(3) = idom(3) = 0).\n0 -> 1, 5\n1 -> 2, 4\n2 -> 3\n3 -> 4\n5 -> 3\n4\n";

const IRREDUCIBLE: &str = "# A loop entered at two blocks: the cycle {a, b} has entries a and b.\n# `~>` marks a divergent branch, `=>` a uniform one.\nentry ~> a, b\na -> b\nb => a, exit\n";

const NESTED: &str = "# The outer cycle {A, B, C, D, E} has two entries, A and B. Which one the DFS\n# reaches first becomes the header, and that decides the cycles nested inside:\n# 2 distinct hierarchies (tab \"All hierarchies\"; rotate entry's successors with ⟳).\nentry ~> A, B\nA -> B\nB -> C\nC ~> A, D\nD -> B, E\nE -> C, exit\n";

const INFINITE: &str = "# Two exits and a loop with no way out: LLVM adds the loop's\n# furthest block as an extra post-dominator root.\nentry -> check, spin\ncheck -> ok, fail\nok\nfail\nspin -> spin2\nspin2 -> spin\n";

const DOT: &str = "// Plain Graphviz: nodes in order of appearance, the first is the entry.\ndigraph nest {\n  entry -> outer;\n  outer -> inner;\n  inner -> inner [label=\"T\"];\n  inner -> latch [label=\"F\"];\n  latch -> outer;\n  latch -> exit;\n}\n";

/// The first C loop example (the Loops tab's hint loads it).
pub const LOOP_EXAMPLE: &str = "seed002-scalar-expansion";

/// The example with `id`.
pub fn find(id: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.id == id)
}

/// The default example (the first).
pub fn default_example() -> &'static Example {
    &EXAMPLES[0]
}
