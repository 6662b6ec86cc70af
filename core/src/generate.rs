//! Random CFG generators and an AMDGPU-kernel writer, for property tests, differential tests
//! against `opt`, benchmarks and the browser benchmark page.
//!
//! Deterministic: every generator takes a [`Rng`] (SplitMix64, Steele, Lea & Flood,
//! *Fast Splittable Pseudorandom Number Generators*, OOPSLA 2014), so a seed names a graph
//! on every platform.
//!
//! Every block is reachable from the entry (a random spanning tree is laid first), except the
//! `unreachable` extra blocks. Shapes ([`Shape`]):
//! - [`Shape::Reducible`]: forward edges in layout order plus back edges only to a dominator
//!   of the source (so every cycle has one entry);
//! - [`Shape::Random`]: arbitrary edges, mostly short forward jumps: irreducible cycles,
//!   infinite loops and unreachable blocks appear naturally.
//!
//! The entry never has predecessors (LLVM requires it). Options add exits, self loops, `switch`-like fan-out, duplicate successors, blocks
//! unreachable from the entry and a shuffled block layout. All generators are `O(n + m)`
//! except the reducible one, which computes a dominator tree (`O(m log n)`).

use crate::cfg::{Block, Cfg, CfgBuilder};
use crate::convergence::ThreadPaths;
use crate::dominators::DominatorTree;
use crate::span::Span;
use std::fmt::Write as _;

/// SplitMix64 pseudo-random numbers.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix64(self.0)
    }

    /// Uniform in `0..n` (`n > 0`; returns 0 for `n == 0`).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            ((self.next_u64() >> 11) % n as u64) as usize
        }
    }

    /// `true` with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }
}

/// SplitMix64's output function (Steele, Lea, Flood, OOPSLA 2014): a bijective 64-bit hash,
/// for decisions keyed by values instead of drawn in sequence. `O(1)`.
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `threads` warp-coherent random walks of `len` blocks each from the entry (shorter when an
/// exit is reached): at the `k`-th visit of a block the threads take the same successor with
/// probability 0.85 (a hash of `seed`, block and `k`), otherwise each decides alone — so they
/// diverge and reconverge as a warp does. The workload of the warp-engine benchmarks
/// (`benches/engine.rs`, `examples/warp_bench.rs`). `O(threads · (len + n))` time.
pub fn coherent_paths(cfg: &Cfg, threads: usize, len: usize, seed: u64) -> ThreadPaths {
    let mut out = Vec::with_capacity(threads);
    for t in 0..threads as u64 {
        let mut visits = vec![0u64; cfg.num_blocks()];
        let mut p = Vec::with_capacity(len);
        let mut b = cfg.entry();
        p.push(b);
        while p.len() < len {
            let s = cfg.succs(b);
            if s.is_empty() {
                break;
            }
            let k = visits[b.index()];
            visits[b.index()] += 1;
            let shared = mix64(seed ^ (b.0 as u64) << 40 ^ k);
            let pick = if shared % 100 < 85 { mix64(shared) } else { mix64(shared ^ (t + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) };
            b = s[(pick % s.len() as u64) as usize];
            p.push(b);
        }
        out.push(p);
    }
    ThreadPaths::from_paths(&out)
}

/// The warp-engine benchmark CFG: 64 blocks, random shape (irreducible cycles), back edges
/// with probability 0.25, no exit (paths are cut at their length, like a scenario's step
/// cap); seed 11.
pub fn engine_bench_cfg() -> Cfg {
    let mut o = GenOptions::new(64, Shape::Random);
    o.exit = 0.0;
    o.back_edge = 0.25;
    random_cfg(&mut Rng::new(11), &o)
}

/// The overall shape of a generated CFG.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every cycle has a single entry (back edges go to dominators).
    Reducible,
    /// Arbitrary edges: irreducible cycles, infinite loops, unreachable blocks.
    Random,
}

/// Parameters of [`random_cfg`]. Probabilities are per block.
#[derive(Clone, Debug)]
pub struct GenOptions {
    /// Number of blocks (at least 1).
    pub blocks: usize,
    /// Reducible or arbitrary.
    pub shape: Shape,
    /// Probability that a block is an exit (no successors). The last block is one unless
    /// this is `0.0` (then the CFG has no exit at all).
    pub exit: f64,
    /// Probability of a self loop successor.
    pub self_loop: f64,
    /// Probability of a 3–5-way `switch` instead of a one- or two-way branch.
    pub switch: f64,
    /// Probability that a two-way branch has the same target twice.
    pub duplicate: f64,
    /// Probability of a back edge (a cycle) from a block.
    pub back_edge: f64,
    /// Number of extra blocks unreachable from the entry (appended, may jump into the graph).
    pub unreachable: usize,
    /// Shuffle the block layout (the entry stays first).
    pub shuffle_layout: bool,
}

impl GenOptions {
    /// Defaults for `blocks` blocks of `shape`: a few exits, loops and switches.
    pub fn new(blocks: usize, shape: Shape) -> GenOptions {
        GenOptions { blocks, shape, exit: 0.05, self_loop: 0.03, switch: 0.05, duplicate: 0.02, back_edge: 0.15, unreachable: 0, shuffle_layout: false }
    }
}

/// A random CFG with blocks named `b0`, `b1`, … (`b0` the entry) following `opts`.
pub fn random_cfg(rng: &mut Rng, opts: &GenOptions) -> Cfg {
    let n = opts.blocks.max(1);
    let total = n + opts.unreachable;
    // 1. Exits: never the entry; the last block unless exits are off.
    let exit: Vec<bool> = (0..n).map(|i| i > 0 && ((i == n - 1 && opts.exit > 0.0) || rng.chance(opts.exit))).collect();
    // 2. A spanning tree keeps every block reachable: block i hangs below a non-exit block
    //    among the previous four (or the nearest non-exit before it).
    let mut tree_children: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut last_non_exit = 0usize;
    for i in 1..n {
        let window: Vec<usize> = (i.saturating_sub(4)..i).filter(|&j| !exit[j]).collect();
        let p = if window.is_empty() { last_non_exit } else { window[rng.below(window.len())] };
        tree_children[p].push(i as u32);
        if !exit[i] {
            last_non_exit = i;
        }
    }
    // 3. Successor lists: the tree edges plus random short forward jumps, shuffled. Later
    //    mutations only replace the extra jumps (or append), never a tree edge.
    let mut succs: Vec<Vec<u32>> = vec![Vec::new(); total];
    for i in 0..n {
        if exit[i] {
            continue;
        }
        let want = if rng.chance(opts.switch) { 3 + rng.below(3) } else if rng.chance(0.55) { 2 } else { 1 };
        let mut list: Vec<(u32, bool)> = tree_children[i].iter().map(|&c| (c, true)).collect();
        while list.len() < want {
            let t = if i + 1 < n {
                let span = if rng.chance(0.8) { 3 } else { n };
                (i + 1 + rng.below(span.min(n - 1 - i))) as u32
            } else {
                rng.below(n) as u32 // the last block, when it is not an exit, jumps back
            };
            list.push((t, false));
        }
        for k in (1..list.len()).rev() {
            list.swap(k, rng.below(k + 1));
        }
        let free: Vec<usize> = (0..list.len()).filter(|&k| !list[k].1).collect();
        let out = &mut succs[i];
        *out = list.iter().map(|x| x.0).collect();
        let mutate = |rng: &mut Rng, target: u32, out: &mut Vec<u32>| {
            if free.is_empty() {
                out.push(target);
            } else {
                out[free[rng.below(free.len())]] = target;
            }
        };
        if out.len() == 2 && rng.chance(opts.duplicate) {
            let first = out[0];
            mutate(rng, first, out);
        }
        if opts.shape == Shape::Random {
            if rng.chance(opts.back_edge) {
                let t = rng.below(i + 1) as u32;
                mutate(rng, t, out);
            }
            if rng.chance(opts.back_edge * 0.3) {
                let t = rng.below(n) as u32;
                mutate(rng, t, out);
            }
        }
        if rng.chance(opts.self_loop) {
            mutate(rng, i as u32, out);
        }
    }
    for out in &mut succs[n..total] {
        // Unreachable blocks: jump into the graph or among themselves.
        out.push(if rng.chance(0.5) { rng.below(n) as u32 } else { (n + rng.below(opts.unreachable)) as u32 });
        if rng.chance(0.4) {
            out.push(rng.below(total) as u32);
        }
    }
    if opts.shape == Shape::Reducible {
        add_reducible_back_edges(rng, &mut succs[..n], opts.back_edge);
    }
    // LLVM: the entry block must not have predecessors. Edges into it go to block 1 instead.
    for out in succs.iter_mut() {
        if n > 1 {
            out.iter_mut().filter(|t| **t == 0).for_each(|t| *t = 1);
        } else {
            out.retain(|&t| t != 0);
        }
    }
    let mut order: Vec<usize> = (0..total).collect();
    if opts.shuffle_layout {
        for i in (2..total).rev() {
            let j = 1 + rng.below(i);
            order.swap(i, j);
        }
    }
    build(&succs, &order)
}

/// Adds back edges `v → d` with `d` a dominator of `v`: they keep every cycle single-entry.
fn add_reducible_back_edges(rng: &mut Rng, succs: &mut [Vec<u32>], p: f64) {
    let n = succs.len();
    let edges: Vec<(u32, u32)> = succs.iter().enumerate().flat_map(|(i, s)| s.iter().map(move |&t| (i as u32, t))).collect();
    let dag = crate::cfg::from_edges(n, &edges);
    let dt = DominatorTree::compute(&dag);
    for (v, out) in succs.iter_mut().enumerate() {
        if !dt.is_reachable(Block::new(v)) || !rng.chance(p) {
            continue;
        }
        // Pick an ancestor in the dominator tree, usually a close one (a loop header).
        let mut d = Block::new(v);
        let hops = 1 + rng.below(4);
        for _ in 0..hops {
            match dt.idom(d) {
                Some(x) => d = x,
                None => break,
            }
        }
        if d.0 == 0 {
            // The entry may not have predecessors in LLVM; a loop needs a header below it.
            continue;
        }
        // Append (never replace: every existing edge may be a spanning-tree edge).
        out.push(d.0);
    }
}

/// Builds a CFG with blocks named `b{i}` laid out in `order` (`order[0] == 0`).
fn build(succs: &[Vec<u32>], order: &[usize]) -> Cfg {
    let mut b = CfgBuilder::new("cfg");
    for &i in order {
        b.block(&format!("b{i}"));
    }
    for &i in order {
        let from = b.get(&format!("b{i}")).unwrap_or(Block(0));
        for &t in &succs[i] {
            let to = b.get(&format!("b{t}")).unwrap_or(Block(0));
            b.edge(from, to, "", Span::default());
        }
    }
    let mut cfg = b.finish();
    crate::cfg::label_two_way_branches(&mut cfg);
    cfg
}

/// Writes `cfg` as an AMDGPU kernel `define amdgpu_kernel void @NAME(ptr addrspace(1) %out,
/// i32 %n)`, one LLVM block per CFG block in layout order with the CFG's names.
///
/// Two-way branches test a value derived from `llvm.amdgcn.workitem.id.x` (divergent) or
/// from `%n` (uniform), alternating; wider fan-out becomes a `switch` on the thread id; exits
/// `ret void`. Each block also stores a value so the IR looks like a kernel. The text is what
/// the differential tests feed to both `opt-22` and our parser. `O(n + m)`.
///
/// Block names must be valid unquoted LLVM names (the generators' `b{i}` are).
pub fn kernel_ir(cfg: &Cfg, name: &str) -> String {
    let mut s = String::with_capacity(cfg.num_blocks() * 160);
    let _ = writeln!(s, "define amdgpu_kernel void @{name}(ptr addrspace(1) %out, i32 %n) {{");
    for b in cfg.blocks() {
        let bn = cfg.name_of(b);
        let _ = writeln!(s, "{bn}:");
        if b == cfg.entry() {
            let _ = writeln!(s, "  %tid = call i32 @llvm.amdgcn.workitem.id.x()");
        }
        let i = b.index();
        let _ = writeln!(s, "  %p.{i} = getelementptr i32, ptr addrspace(1) %out, i32 {i}");
        let _ = writeln!(s, "  store i32 %tid, ptr addrspace(1) %p.{i}, align 4");
        let succs = cfg.succs(b);
        match succs.len() {
            0 => s.push_str("  ret void\n"),
            1 => {
                let _ = writeln!(s, "  br label %{}", cfg.name_of(succs[0]));
            }
            2 => {
                let src = if i % 2 == 0 { "%tid" } else { "%n" };
                let _ = writeln!(s, "  %c.{i} = icmp slt i32 {src}, {}", i % 7 + 1);
                let _ = writeln!(s, "  br i1 %c.{i}, label %{}, label %{}", cfg.name_of(succs[0]), cfg.name_of(succs[1]));
            }
            _ => {
                let _ = writeln!(s, "  switch i32 %tid, label %{} [", cfg.name_of(succs[0]));
                for (k, &t) in succs[1..].iter().enumerate() {
                    let _ = writeln!(s, "    i32 {k}, label %{}", cfg.name_of(t));
                }
                s.push_str("  ]\n");
            }
        }
    }
    s.push_str("}\n");
    s
}

/// [`kernel_ir`]'s kernel in the style of hand-written or `opt -instnamer` IR: blocks named
/// `%bb{i}`, every value named (`%v.bb{i}`, `%w{k}.bb{i}`, `%c.bb{i}`), and `phis` phis in every
/// block with two or more predecessors, each listing every predecessor (`[ %v.bbP, %bbP ]`):
/// the wide-phi, named-value kernels on which the parser's name lookups dominate (issue 22
/// item 4, `scripts/bench-vs-opt named`). Each block defines `%v.bb{i}` (its last phi, or an
/// `add` of its single predecessor's), which is available at the end of the block, so every
/// incoming value is defined on its edge. `O(n + m · phis)`.
pub fn kernel_ir_named(cfg: &Cfg, name: &str, phis: usize) -> String {
    let phis = phis.max(1);
    let mut s = String::with_capacity(cfg.num_blocks() * (200 + 60 * phis));
    let _ = writeln!(s, "define amdgpu_kernel void @{name}(ptr addrspace(1) %out, i32 %n) {{");
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); cfg.num_blocks()];
    for b in cfg.blocks() {
        for &t in cfg.succs(b) {
            // One phi entry per edge (LLVM's verifier: one per predecessor, duplicates kept).
            preds[t.index()].push(b.index());
        }
    }
    for b in cfg.blocks() {
        let i = b.index();
        let _ = writeln!(s, "bb{i}:");
        let ps = &preds[i];
        if b == cfg.entry() {
            s.push_str("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
            let _ = writeln!(s, "  %v.bb{i} = add i32 %tid, 1");
        } else if ps.len() >= 2 {
            for k in 0..phis {
                let res = if k + 1 == phis { format!("%v.bb{i}") } else { format!("%w{k}.bb{i}") };
                let _ = write!(s, "  {res} = phi i32 ");
                for (j, p) in ps.iter().enumerate() {
                    let _ = write!(s, "{}[ %v.bb{p}, %bb{p} ]", if j > 0 { ", " } else { "" });
                }
                s.push('\n');
            }
        } else if let Some(p) = ps.first() {
            let _ = writeln!(s, "  %v.bb{i} = add i32 %v.bb{p}, {}", i % 13 + 1);
        } else {
            let _ = writeln!(s, "  %v.bb{i} = add i32 %n, {}", i % 13 + 1);
        }
        let _ = writeln!(s, "  %p.bb{i} = getelementptr i32, ptr addrspace(1) %out, i32 {i}");
        let _ = writeln!(s, "  store i32 %v.bb{i}, ptr addrspace(1) %p.bb{i}, align 4");
        let succs = cfg.succs(b);
        match succs.len() {
            0 => s.push_str("  ret void\n"),
            1 => {
                let _ = writeln!(s, "  br label %bb{}", succs[0].index());
            }
            2 => {
                let src = if i % 2 == 0 { format!("%v.bb{i}") } else { "%n".to_string() };
                let _ = writeln!(s, "  %c.bb{i} = icmp slt i32 {src}, {}", i % 7 + 1);
                let _ = writeln!(s, "  br i1 %c.bb{i}, label %bb{}, label %bb{}", succs[0].index(), succs[1].index());
            }
            _ => {
                let _ = writeln!(s, "  switch i32 %tid, label %bb{} [", succs[0].index());
                for (k, &t) in succs[1..].iter().enumerate() {
                    let _ = writeln!(s, "    i32 {k}, label %bb{}", t.index());
                }
                s.push_str("  ]\n");
            }
        }
    }
    s.push_str("}\n");
    s
}

/// The module header and trailer that [`kernel_ir`] functions need: the AMDGPU target triple
/// and the workitem-id intrinsic declaration.
pub fn kernel_module(functions: &[String]) -> String {
    let mut s = String::from("target triple = \"amdgcn-amd-amdhsa\"\n\n");
    for f in functions {
        s.push_str(f);
        s.push('\n');
    }
    s.push_str("declare i32 @llvm.amdgcn.workitem.id.x()\n");
    s
}

/// A random *structured* CFG of about `blocks` blocks: starting from `entry → b1 → exit`, a
/// random edge is repeatedly replaced by a single-entry single-exit construct — a block, an
/// if-then-else diamond, an if-then, a `while` loop (header with an exit, one-block body) or a
/// `do-while` loop — as a compiler's output of nested `if`s and loops looks. Every cycle is
/// reducible, every branch's post-dominator region is the construct it opens, so analyses
/// that walk those regions stay near-linear. Blocks are named `b0` (entry), `b1`, … in
/// creation order; the exit is `b2`. Deterministic in `rng`; `O(blocks)`.
pub fn structured_cfg(rng: &mut Rng, blocks: usize) -> Cfg {
    let target = blocks.max(3);
    let mut succs: Vec<Vec<u32>> = vec![vec![1], vec![2], vec![]];
    // Edges that can be replaced: (from, index in its successor list).
    let mut edges: Vec<(u32, u32)> = vec![(0, 0), (1, 0)];
    let new_block = |succs: &mut Vec<Vec<u32>>| -> u32 {
        succs.push(Vec::new());
        (succs.len() - 1) as u32
    };
    while succs.len() < target {
        let k = rng.below(edges.len());
        let (u, i) = edges[k];
        let v = succs[u as usize][i as usize];
        let x = new_block(&mut succs);
        succs[u as usize][i as usize] = x;
        edges[k] = (u, i);
        match rng.below(5) {
            0 => {
                // block: u → x → v
                succs[x as usize].push(v);
                edges.push((x, 0));
            }
            1 => {
                // diamond: x → a, b; a → v; b → v
                let a = new_block(&mut succs);
                let b = new_block(&mut succs);
                succs[x as usize].extend([a, b]);
                succs[a as usize].push(v);
                succs[b as usize].push(v);
                edges.extend([(x, 0), (x, 1), (a, 0), (b, 0)]);
            }
            2 => {
                // if-then: x → a, v; a → v
                let a = new_block(&mut succs);
                succs[x as usize].extend([a, v]);
                succs[a as usize].push(v);
                edges.extend([(x, 0), (a, 0)]);
            }
            3 => {
                // while: x → a, v; a → x
                let a = new_block(&mut succs);
                succs[x as usize].extend([a, v]);
                succs[a as usize].push(x);
                edges.extend([(x, 0)]);
            }
            _ => {
                // do-while: x → a; a → x, v
                let a = new_block(&mut succs);
                succs[x as usize].push(a);
                succs[a as usize].extend([x, v]);
                edges.extend([(x, 0), (a, 1)]);
            }
        }
    }
    let order: Vec<usize> = (0..succs.len()).collect();
    build(&succs, &order)
}

/// Options of [`uniformity_kernel`].
#[derive(Clone, Debug)]
pub struct KernelOptions {
    /// `amdgpu_kernel` (uniform arguments) or a plain function (`define void`, whose
    /// arguments are divergent unless `inreg`).
    pub kernel: bool,
    /// Probability that a branch condition is computed from the thread id (otherwise from
    /// any value available there, uniform or not).
    pub divergent_condition: f64,
    /// Probability of an extra phi whose incoming values are one value, a constant or
    /// `undef` (LLVM never makes such a phi divergent at a join).
    pub constant_phi: f64,
    /// Probability of a `readfirstlane` (always uniform) in a block.
    pub readfirstlane: f64,
    /// Probability of a load from private memory (a divergence source) in a block.
    pub private_load: f64,
}

impl Default for KernelOptions {
    fn default() -> KernelOptions {
        KernelOptions { kernel: true, divergent_condition: 0.35, constant_phi: 0.15, readfirstlane: 0.08, private_load: 0.04 }
    }
}

/// Writes `cfg` as an AMDGPU function with real data flow for uniformity testing: every
/// block with several predecessor edges starts with a phi (one entry per edge), every block
/// defines a value from values of its dominators (so values defined in cycles are used
/// after them), conditions of two-way branches and `switch`es are computed from the thread
/// id, the uniform argument `%n`, phis or any dominating value, and some blocks add
/// constant/undef phis, `readfirstlane` calls, private loads and stores. Blocks unreachable
/// from the entry only use entry values. The text is canonical (what `opt` prints back).
///
/// Needs the declarations of [`uniformity_module`]. Deterministic in `rng`. `O(n + m)`
/// after the dominator tree.
pub fn uniformity_kernel(cfg: &Cfg, name: &str, rng: &mut Rng, opts: &KernelOptions) -> String {
    let n = cfg.num_blocks();
    let dt = DominatorTree::compute(cfg);
    // The values each block defines, by name (entry: the thread id, the argument copies).
    let mut defs: Vec<Vec<String>> = vec![Vec::new(); n];
    let has_phi: Vec<bool> = cfg.blocks().map(|b| cfg.preds(b).len() >= 2).collect();
    for b in cfg.blocks() {
        let i = b.index();
        if b == cfg.entry() {
            defs[i].extend(["%tid", "%u0", "%d0", "%u1", "%n"].map(String::from));
        }
        if has_phi[i] {
            defs[i].push(format!("%p.{i}"));
        }
        defs[i].push(format!("%v.{i}"));
    }
    // A value available at the end of `b` (strictly above it when `strict`), preferring
    // close dominators.
    let pick = |rng: &mut Rng, b: Block, strict: bool| -> String {
        if !dt.is_reachable(b) {
            return ["%tid", "%n", "%u0"][rng.below(3)].to_string();
        }
        let mut x = if strict { dt.idom(b) } else { Some(b) };
        let mut hops = rng.below(6);
        while let Some(cur) = x {
            if hops == 0 || cur == cfg.entry() {
                let d = &defs[cur.index()];
                if !d.is_empty() {
                    return d[rng.below(d.len())].clone();
                }
            }
            hops = hops.saturating_sub(1);
            x = dt.idom(cur);
        }
        "%n".to_string()
    };
    let sig = if opts.kernel { "amdgpu_kernel void" } else { "void" };
    let args = if opts.kernel { "ptr addrspace(1) %out, i32 %n" } else { "ptr addrspace(1) inreg %out, i32 inreg %n, i32 %a" };
    let mut s = String::with_capacity(n * 200);
    let _ = writeln!(s, "define {sig} @{name}({args}) {{");
    let ops = ["add", "sub", "mul", "xor", "and", "or"];
    for b in cfg.blocks() {
        let i = b.index();
        let _ = writeln!(s, "{}:", cfg.name_of(b));
        if has_phi[i] {
            let mut incoming: Vec<(Block, String)> = Vec::new();
            for &p in cfg.preds(b) {
                let v = match incoming.iter().find(|(q, _)| *q == p) {
                    Some((_, v)) => v.clone(),
                    None => pick(rng, p, false),
                };
                incoming.push((p, v));
            }
            let list: Vec<String> = incoming.iter().map(|(p, v)| format!("[ {v}, %{} ]", cfg.name_of(*p))).collect();
            let _ = writeln!(s, "  %p.{i} = phi i32 {}", list.join(", "));
            if rng.chance(opts.constant_phi) {
                let one = ["7", "undef", "%n", "%tid"][rng.below(4)];
                let mut chosen: Vec<(Block, &str)> = Vec::new();
                let mut list: Vec<String> = Vec::new();
                for (k, &p) in cfg.preds(b).iter().enumerate() {
                    let v = match chosen.iter().find(|(q, _)| *q == p) {
                        Some(&(_, v)) => v,
                        None => {
                            let v = if k > 0 && rng.chance(0.3) { "undef" } else { one };
                            chosen.push((p, v));
                            v
                        }
                    };
                    list.push(format!("[ {v}, %{} ]", cfg.name_of(p)));
                }
                let _ = writeln!(s, "  %q.{i} = phi i32 {}", list.join(", "));
            }
        }
        if b == cfg.entry() {
            let _ = writeln!(s, "  %tid = call i32 @llvm.amdgcn.workitem.id.x()");
            let _ = writeln!(s, "  %priv = alloca i32, align 4, addrspace(5)");
            let _ = writeln!(s, "  %u0 = add i32 %n, 1");
            let _ = writeln!(s, "  %u1 = mul i32 %n, 3");
            let _ = writeln!(s, "  %d0 = add i32 %tid, %u0");
        }
        let a = if has_phi[i] && rng.chance(0.5) { format!("%p.{i}") } else { pick(rng, b, true) };
        let c = if rng.chance(0.5) { (rng.below(9) + 1).to_string() } else { pick(rng, b, true) };
        let _ = writeln!(s, "  %v.{i} = {} i32 {a}, {c}", ops[rng.below(ops.len())]);
        if rng.chance(opts.readfirstlane) {
            let _ = writeln!(s, "  %r.{i} = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v.{i})");
        }
        if rng.chance(opts.private_load) {
            let _ = writeln!(s, "  %l.{i} = load i32, ptr addrspace(5) %priv, align 4");
            let _ = writeln!(s, "  store i32 %l.{i}, ptr addrspace(1) %out, align 4");
        } else if rng.chance(0.2) {
            let _ = writeln!(s, "  store i32 %v.{i}, ptr addrspace(1) %out, align 4");
        }
        let succs = cfg.succs(b);
        let cond_src = |rng: &mut Rng| -> String {
            if rng.chance(opts.divergent_condition) {
                if rng.chance(0.5) {
                    "%tid".to_string()
                } else {
                    "%d0".to_string()
                }
            } else if rng.chance(0.5) {
                format!("%v.{i}")
            } else {
                pick(rng, b, false)
            }
        };
        match succs.len() {
            0 => s.push_str("  ret void\n"),
            1 => {
                let _ = writeln!(s, "  br label %{}", cfg.name_of(succs[0]));
            }
            2 => {
                let x = cond_src(rng);
                let _ = writeln!(s, "  %c.{i} = icmp slt i32 {x}, {}", rng.below(7) + 1);
                let _ = writeln!(s, "  br i1 %c.{i}, label %{}, label %{}", cfg.name_of(succs[0]), cfg.name_of(succs[1]));
            }
            _ => {
                let x = cond_src(rng);
                let _ = writeln!(s, "  switch i32 {x}, label %{} [", cfg.name_of(succs[0]));
                for (k, &t) in succs[1..].iter().enumerate() {
                    let _ = writeln!(s, "    i32 {k}, label %{}", cfg.name_of(t));
                }
                s.push_str("  ]\n");
            }
        }
    }
    s.push_str("}\n");
    s
}

/// A module of [`uniformity_kernel`] functions: the AMDGPU triple and the intrinsic
/// declarations they call.
pub fn uniformity_module(functions: &[String]) -> String {
    let mut s = String::from("target triple = \"amdgcn-amd-amdhsa\"\n\n");
    for f in functions {
        s.push_str(f);
        s.push('\n');
    }
    s.push_str("declare i32 @llvm.amdgcn.workitem.id.x()\n\ndeclare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_well_formed() {
        for shape in [Shape::Reducible, Shape::Random] {
            let mut o = GenOptions::new(50, shape);
            o.unreachable = 3;
            o.shuffle_layout = true;
            let a = random_cfg(&mut Rng::new(7), &o);
            let b = random_cfg(&mut Rng::new(7), &o);
            assert_eq!(a, b);
            assert_eq!(a.num_blocks(), 53);
            assert_eq!(a.name_of(a.entry()), "b0");
        }
    }

    /// Retreating edges of a DFS (target on the DFS stack), by an explicit-stack DFS.
    fn retreating_edges(cfg: &Cfg) -> Vec<(Block, Block)> {
        let n = cfg.num_blocks();
        let (mut state, mut out) = (vec![0u8; n], Vec::new()); // 0 new, 1 on stack, 2 done
        let mut stack = vec![(cfg.entry(), 0usize)];
        state[0] = 1;
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&w) = cfg.succs(v).get(*i) {
                *i += 1;
                match state[w.index()] {
                    0 => {
                        state[w.index()] = 1;
                        stack.push((w, 0));
                    }
                    1 => out.push((v, w)),
                    _ => {}
                }
            } else {
                state[v.index()] = 2;
                stack.pop();
            }
        }
        out
    }

    #[test]
    fn every_block_but_the_extra_ones_is_reachable() {
        for seed in 0..20 {
            for shape in [Shape::Reducible, Shape::Random] {
                let mut o = GenOptions::new(300, shape);
                o.exit = [0.0, 0.05, 0.3][seed as usize % 3];
                o.unreachable = 2;
                let cfg = random_cfg(&mut Rng::new(seed), &o);
                let dt = DominatorTree::compute(&cfg);
                assert_eq!(cfg.blocks().filter(|&b| dt.is_reachable(b)).count(), 300, "seed {seed} {shape:?}");
            }
        }
    }

    #[test]
    fn structured_cfgs_are_reducible_with_one_exit() {
        for seed in 0..10 {
            let cfg = structured_cfg(&mut Rng::new(seed), 500);
            assert!(cfg.num_blocks() >= 500 && cfg.num_blocks() < 504);
            assert_eq!(cfg.exits().collect::<Vec<_>>(), [Block(2)]);
            let dt = DominatorTree::compute(&cfg);
            assert!(cfg.blocks().all(|b| dt.is_reachable(b)));
            for (f, t) in retreating_edges(&cfg) {
                assert!(dt.dominates(t, f), "seed {seed}: retreating edge {f}->{t} is not a back edge");
            }
        }
    }

    #[test]
    fn reducible_shape_is_reducible_and_random_is_not() {
        let mut irreducible = 0;
        for seed in 0..20 {
            let cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(120, Shape::Reducible));
            let dt = DominatorTree::compute(&cfg);
            for (f, t) in retreating_edges(&cfg) {
                assert!(dt.dominates(t, f), "seed {seed}: retreating edge {f}->{t} is not a back edge");
            }
            let cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(120, Shape::Random));
            let dt = DominatorTree::compute(&cfg);
            irreducible += retreating_edges(&cfg).iter().any(|&(f, t)| !dt.dominates(t, f)) as usize;
        }
        assert!(irreducible >= 10, "random shape should usually be irreducible ({irreducible}/20)");
    }
}
