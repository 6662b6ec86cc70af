//! Big CFGs through every core call the web explorer's views make (issue 8: a 3,000-block
//! irreducible CFG killed the app on the Cycles tab with a Rust panic in the wasm).
//!
//! Each case runs on a thread with a 1 MiB stack, like the wasm stack, so deep recursion
//! shows as a stack overflow here instead of a dead page.

use reconverge_core::input::compact::to_compact;
use reconverge_core::control_dependence::ControlDependence;
use reconverge_core::convergence::{exact_m_convergence, MOptions};
use reconverge_core::cycles::hierarchies::{all_hierarchies, EnumOptions};
use reconverge_core::cycles::{self, CycleInfo};
use reconverge_core::dfs::DepthFirst;
use reconverge_core::dominator_algorithms::{self, Algorithm};
use reconverge_core::frontiers::{
    iterated_dominance_frontier, DominanceFrontier, PostDominanceFrontier,
};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::layout::{self, LayoutInput, LayoutOptions};
use reconverge_core::uniformity::print as uprint;
use reconverge_core::uniformity::reasons::Context;
use reconverge_core::uniformity::{self, Uniformity};
use reconverge_core::{Block, Cfg, DominatorTree, PostDominatorTree};

/// The wasm stack is about 1 MiB.
const STACK: usize = 1 << 20;

/// Runs `f` on a thread with a [`STACK`]-byte stack; panics (with the thread's message) when
/// it panics or overflows its stack.
fn small_stack<F: FnOnce() + Send + 'static>(f: F) {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("the views ran");
}

/// The layout of `edges` over `n` nodes of one size, rooted at node 0 (how the web draws the
/// dominator trees).
fn tree_layout(n: usize, edges: Vec<(u32, u32)>) -> layout::Layout {
    let input = LayoutInput {
        sizes: vec![(40.0, 24.0); n],
        edges,
        root: 0,
    };
    layout::layout(&input, &LayoutOptions::default())
}

/// Which of the slow calls [`views`] makes (debug builds are 10–30 times slower than the
/// wasm release build).
#[derive(Clone, Copy)]
struct Work {
    /// Lay out the CFG and the dominator tree.
    draw: bool,
    /// Uniformity analysis and its texts.
    uniformity: bool,
    /// `max_steps` of the all-hierarchies enumeration (the web uses 2·10^7), 0 to skip it.
    hierarchy_steps: u64,
}

/// Every view's core calls on `src` (a program text), as `work` says.
fn views(src: &str, work: Work) {
    let Work {
        draw,
        uniformity: uni,
        hierarchy_steps,
    } = work;
    let hierarchies = hierarchy_steps > 0;
    let (program, _directives) = reconverge_core::input::parse_with_directives(src, None).expect("parses");
    for function in &program.functions {
        let cfg = function.cfg();
        let _ = DepthFirst::compute(cfg);
        let ci = CycleInfo::compute(cfg);
        let dt = DominatorTree::compute(cfg);
        let pdt = PostDominatorTree::compute(cfg);
        // Cycles tab.
        let _ = cycles::print::cycles(cfg, &ci);
        let _ = cycles::print::cycles_json(cfg, &ci);
        for c in ci.cycles() {
            let _ = cycles::print::raw_name(cfg, ci.header(c));
            let _ = ci.depth(c);
            let _ = ci.is_reducible(c);
            let _ = ci.entries(c).count();
            let _ = uprint::cycle_line(cfg, &ci, c);
        }
        let _ = ci.dfs_preorder();
        // Uniformity tab.
        let u = uni.then(|| {
            uniformity::analyze(function, src, &uniformity::Options::default()).expect("uniformity")
        });
        if let Some(u) = &u {
            let ctx = Context {
                cfg,
                ir: function.ir(),
                src,
            };
            let _ = uprint::to_json(u, &ctx, None);
            let _ = uprint::graph_text(u, cfg);
            if let Some(f) = function.ir() {
                let _ = uprint::opt_text(u, f, src);
            }
            for b in cfg.blocks() {
                let _ = u.has_divergent_terminator(b);
            }
        }
        // Frontiers tab.
        let _ = DominanceFrontier::compute(cfg, &dt);
        let _ = PostDominanceFrontier::compute(cfg, &pdt);
        let _ = ControlDependence::compute(cfg, &pdt);
        let _ = iterated_dominance_frontier(cfg, &dt, &[Block(0)]);
        // Dominator algorithm stepper.
        // (Iterative data flow keeps `n` bit sets of `n` bits: 1.25 GB at 10^5 blocks; the
        // stepper is for teaching-size CFGs.)
        for alg in Algorithm::ALL
            .into_iter()
            .filter(|&a| a != Algorithm::DataFlow || cfg.num_blocks() <= 10_000)
        {
            let (idoms, _trace) = dominator_algorithms::traced(alg, cfg);
            assert_eq!(idoms.len(), cfg.num_blocks());
        }
        // All hierarchies (web budgets), and their uniformity.
        if hierarchies {
            let all = all_hierarchies(
                cfg,
                &EnumOptions {
                    max_traversals: 500,
                    max_steps: hierarchy_steps,
                    ..EnumOptions::default()
                },
                &mut |_| true,
            );
            let _ = cycles::print::all_hierarchies(cfg, &all);
            let _ = cycles::print::all_hierarchies_json(cfg, &all);
            for h in all.hierarchies.iter().take(3) {
                let _ = reconverge_core::input::dfs_order::format(cfg, &h.order);
                if uni {
                    let _: Uniformity = uniformity::analyze_with(
                        cfg,
                        function.ir(),
                        src,
                        h.info.clone(),
                        &dt,
                        &uniformity::Options::default(),
                    );
                }
            }
            if let (Some(u), true) = (&u, cfg.num_blocks() <= 64) {
                let opts = MOptions {
                    max_len: 14,
                    max_nodes: 20_000,
                    hierarchies: EnumOptions {
                        max_traversals: 2_000,
                        max_steps: 5_000_000,
                        ..EnumOptions::default()
                    },
                };
                let mut m = exact_m_convergence(cfg, &opts);
                let _ = m.compare_with_static(cfg, u);
            }
        }
        let _ = ci.own_regions(cfg);
        if draw {
            let sizes = vec![(40.0, 24.0); cfg.num_blocks()];
            let _ = layout::layout(&LayoutInput::for_cfg(cfg, sizes), &LayoutOptions::default());
            let nodes: Vec<Block> = dt.preorder().to_vec();
            let mut index = vec![u32::MAX; cfg.num_blocks()];
            for (k, b) in nodes.iter().enumerate() {
                index[b.index()] = k as u32;
            }
            let edges = nodes
                .iter()
                .flat_map(|&b| {
                    dt.children(b)
                        .map(|c| (index[b.index()], index[c.index()]))
                        .collect::<Vec<_>>()
                })
                .collect();
            let _ = tree_layout(nodes.len(), edges);
        }
    }
}

fn random_text(blocks: usize, seed: u64) -> String {
    let cfg: Cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(blocks, Shape::Random));
    to_compact(&cfg)
}

fn random_ir(blocks: usize, seed: u64) -> String {
    let cfg: Cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(blocks, Shape::Random));
    reconverge_core::generate::kernel_ir(&cfg, "k")
}

fn timed(what: &str, f: impl FnOnce() + Send + 'static) {
    let t = std::time::Instant::now();
    small_stack(f);
    eprintln!("{what}: {:.1?}", t.elapsed());
}

/// Random irreducible CFGs of 600 to 3,000 blocks (compact text and LLVM IR) through
/// every view; the 3,000-block one without the drawing and the uniformity analysis, which
/// take seconds in debug builds.
#[test]
fn random_irreducible_cfgs_through_every_view() {
    let all = Work {
        draw: true,
        uniformity: true,
        hierarchy_steps: 2_000_000,
    };
    timed("1000 compact, everything", move || {
        views(&random_text(1000, 7), all)
    });
    timed("600 IR, everything", move || views(&random_ir(600, 8), all));
    let lean = Work {
        draw: false,
        uniformity: false,
        hierarchy_steps: 1_000_000,
    };
    timed("3000 compact, no drawing, no uniformity", move || {
        views(&random_text(3000, 2026), lean)
    });
}

/// The shaded cycle regions of a random irreducible 3,000-block CFG stay linear in its size
/// (drawing every cycle's blocks is 8·10^5 boxes and 1.4·10^6 edge paths: the Cycles tab's
/// allocation failure of issue 8).
#[test]
fn cycle_regions_partition_the_cycles() {
    for seed in 0..64u64 {
        let cfg = random_cfg(
            &mut Rng::new(seed),
            &GenOptions::new(5 + seed as usize, Shape::Random),
        );
        let ci = CycleInfo::compute(&cfg);
        let regions = ci.own_regions(&cfg);
        let edges: Vec<(Block, Block)> = cfg.edges().collect();
        for c in ci.cycles() {
            let sub = c.0..ci.subtree_end(c).0;
            let mut blocks: Vec<Block> = sub
                .clone()
                .flat_map(|d| regions[d as usize].blocks.clone())
                .collect();
            blocks.sort();
            let mut want: Vec<Block> = ci.blocks(c).collect();
            want.sort();
            assert_eq!(blocks, want, "seed {seed}");
            let mut es: Vec<u32> = sub
                .flat_map(|d| regions[d as usize].edges.clone())
                .collect();
            es.sort();
            let want: Vec<u32> = (0..edges.len() as u32)
                .filter(|&k| {
                    ci.contains(c, edges[k as usize].0) && ci.contains(c, edges[k as usize].1)
                })
                .collect();
            assert_eq!(es, want, "seed {seed}");
        }
    }
}

#[test]
fn cycle_regions_are_linear() {
    let cfg = random_cfg(&mut Rng::new(2026), &GenOptions::new(3000, Shape::Random));
    let ci = CycleInfo::compute(&cfg);
    let full: usize = ci.cycles().map(|c| ci.num_blocks_of(c)).sum();
    assert!(full > 100 * cfg.num_blocks(), "the case is deep: {full}");
    let regions = ci.own_regions(&cfg);
    let blocks: usize = regions.iter().map(|r| r.blocks.len()).sum();
    let edges: usize = regions.iter().map(|r| r.edges.len()).sum();
    assert!(blocks <= cfg.num_blocks() && edges <= cfg.num_edges());
}

/// A 100,000-block straight line with a loop around it (one cycle holding every block, a
/// dominator tree 100,000 deep): recursion anywhere overflows the 1 MiB stack.
#[test]
fn deep_chain_100k_blocks() {
    let n = 100_000;
    let mut src = String::with_capacity(16 * n);
    for i in 0..n - 1 {
        src.push_str(&format!("b{i}->b{}\n", i + 1));
    }
    src.push_str(&format!("b{}->b0,exit\n", n - 1));
    timed("100k chain, everything", move || {
        views(
            &src,
            Work {
                draw: true,
                uniformity: true,
                hierarchy_steps: 1_000_000,
            },
        )
    });
}
