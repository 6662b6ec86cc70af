//! Debugging helper: lays out a few sample graphs and writes one SVG per graph, to be looked at
//! (e.g. rendered to PNG with headless Chromium).
//!
//! ```text
//! cargo run -p reconverge-core --example layout_svg -- OUT_DIR
//! ```
//!
//! Writes `figure.svg`, `loop_nest.svg`, `irreducible.svg`, `kernel.svg`, `random40.svg`,
//! `random300.svg` and `domtree40.svg` (the dominator tree of `random40`). Boxes carry the node names, edges
//! have arrowheads, back edges are dashed.

use reconverge_core::layout::{layout, random_cfg_edges, Layout, LayoutInput, LayoutOptions};
use std::fmt::Write as _;

fn svg(l: &Layout, names: &[String], title: &str) -> String {
    let mut s = String::new();
    let th = 22.0;
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 {ty} {w} {h}" font-family="DejaVu Sans, sans-serif">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker>
<marker id="arrowb" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#b03030"/></marker></defs>
<rect x="0" y="{ty}" width="{w}" height="{h}" fill="white"/>
<text x="6" y="-6" font-size="13" fill="#555">{title}</text>
"##,
        w = l.width.max(7.0 * title.len() as f32),
        h = l.height + th,
        ty = -th,
    );
    for e in &l.edges {
        if e.points.is_empty() {
            continue;
        }
        let mut d = format!("M{:.1},{:.1}", e.points[0].0, e.points[0].1);
        for c in e.points[1..].chunks(3) {
            let _ = write!(d, " C{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", c[0].0, c[0].1, c[1].0, c[1].1, c[2].0, c[2].1);
        }
        let (stroke, extra, marker) = if e.back_edge { ("#b03030", r#" stroke-dasharray="5,3""#, "arrowb") } else { ("#333", "", "arrow") };
        let _ = writeln!(s, r#"<path d="{d}" fill="none" stroke="{stroke}" stroke-width="1.3"{extra} marker-end="url(#{marker})"/>"#);
    }
    for (v, b) in l.nodes.iter().enumerate() {
        let _ = writeln!(
            s,
            r##"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="4" fill="#eef3ff" stroke="#345"/><text x="{:.1}" y="{:.1}" font-size="13" text-anchor="middle" dominant-baseline="central">{}</text>"##,
            b.x - b.w / 2.0,
            b.y - b.h / 2.0,
            b.w,
            b.h,
            b.x,
            b.y,
            names[v]
        );
    }
    s.push_str("</svg>\n");
    s
}

fn sizes(names: &[String]) -> Vec<(f32, f32)> {
    names.iter().map(|n| (16.0 + 8.0 * n.chars().count() as f32, 28.0)).collect()
}

/// A CFG from `name -> succ, succ` lines, entry first.
fn parse(text: &str) -> (Vec<String>, Vec<(u32, u32)>) {
    let mut names: Vec<String> = Vec::new();
    let id = |n: &str, names: &mut Vec<String>| -> u32 {
        match names.iter().position(|x| x == n) {
            Some(i) => i as u32,
            None => {
                names.push(n.to_string());
                names.len() as u32 - 1
            }
        }
    };
    let mut edges = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (a, rest) = line.split_once("->").unwrap_or((line, ""));
        let a = id(a.trim(), &mut names);
        for t in rest.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            let t = id(t, &mut names);
            edges.push((a, t));
        }
    }
    (names, edges)
}

/// Immediate dominators by the iterative algorithm of Cooper, Harvey and Kennedy (2001).
fn idoms(n: usize, edges: &[(u32, u32)]) -> Vec<Option<u32>> {
    let mut succ = vec![Vec::new(); n];
    let mut pred = vec![Vec::new(); n];
    for &(a, b) in edges {
        succ[a as usize].push(b as usize);
        pred[b as usize].push(a as usize);
    }
    // Reverse postorder from 0.
    let mut post = Vec::new();
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some(&mut (v, ref mut i)) = stack.last_mut() {
        if *i < succ[v].len() {
            let w = succ[v][*i];
            *i += 1;
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    let mut po = vec![usize::MAX; n];
    for (i, &v) in post.iter().enumerate() {
        po[v] = i;
    }
    let mut idom = vec![usize::MAX; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &v in post.iter().rev().skip(1) {
            let mut new = usize::MAX;
            for &p in &pred[v] {
                if idom[p] == usize::MAX {
                    continue;
                }
                if new == usize::MAX {
                    new = p;
                    continue;
                }
                let (mut a, mut b) = (p, new);
                while a != b {
                    while po[a] < po[b] {
                        a = idom[a];
                    }
                    while po[b] < po[a] {
                        b = idom[b];
                    }
                }
                new = a;
            }
            if idom[v] != new {
                idom[v] = new;
                changed = true;
            }
        }
    }
    (0..n).map(|v| if v == 0 || idom[v] == usize::MAX { None } else { Some(idom[v] as u32) }).collect()
}

fn main() {
    let out = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    if let Some(sizes) = std::env::args().nth(2).filter(|a| a == "--scale") {
        // Timing and counters only: `layout_svg OUT --scale`.
        let _ = sizes;
        for n in [30u32, 300, 1000, 3000, 5000, 10000] {
            let input = LayoutInput { sizes: vec![(80.0, 28.0); n as usize], edges: random_cfg_edges(n, 42), root: 0 };
            let t = std::time::Instant::now();
            let l = layout(&input, &LayoutOptions::default());
            println!("n={n}: {:.1} ms, {:?}, {:.0}x{:.0}", t.elapsed().as_secs_f64() * 1e3, l.stats, l.width, l.height);
        }
        return;
    }
    std::fs::create_dir_all(&out).expect("create output dir");
    let opts = LayoutOptions::default();
    let write = |file: &str, names: &[String], edges: Vec<(u32, u32)>, title: &str| {
        let input = LayoutInput { sizes: sizes(names), edges, root: 0 };
        let t = std::time::Instant::now();
        let l = layout(&input, &opts);
        let dt = t.elapsed();
        std::fs::write(format!("{out}/{file}"), svg(&l, names, title)).expect("write svg");
        let back = l.edges.iter().filter(|e| e.back_edge).count();
        println!(
            "{file}: {} nodes, {} edges ({back} back), {:.0}x{:.0}, {:.2} ms, {:?}",
            l.nodes.len(),
            l.edges.len(),
            l.width,
            l.height,
            dt.as_secs_f64() * 1e3,
            l.stats
        );
    };

    let (names, edges) = parse("1 -> 2, 5\n 2 -> 3, 4\n 3 -> 6\n 4 -> 6\n 5 -> 7\n 6 -> 7\n 7");
    write("figure.svg", &names, edges, "1->2,5 2->3,4 3->6 4->6 5->7 6->7");

    let (names, edges) = parse(
        "entry -> outer, outer
         outer -> inner, exit
         inner -> body
         body -> body, latch
         latch -> inner, next
         next -> outer, exit
         exit",
    );
    write("loop_nest.svg", &names, edges, "loop nest: duplicate entry edge, self loop, two back edges");

    let (names, edges) = parse("a -> b, c\n b -> c\n c -> b, d\n d");
    write("irreducible.svg", &names, edges, "irreducible: a->b,c b->c c->b,d");

    let (names, edges) = parse(
        "entry -> for.cond
         for.cond -> for.body, for.end
         for.body -> if.then, if.else
         if.then -> c0, c1, c2, default
         c0 -> for.inc
         c1 -> for.inc, c1
         c2 -> for.end
         default -> for.inc
         if.else -> for.inc, for.cond
         for.inc -> for.cond
         for.end -> exit
         exit",
    );
    write("kernel.svg", &names, edges, "kernel: loop, switch, break, continue, self loop");

    for n in [40u32, 300] {
        let names: Vec<String> = (0..n).map(|i| format!("bb{i}")).collect();
        write(&format!("random{n}.svg"), &names, random_cfg_edges(n, 42), &format!("random CFG, {n} blocks (seed 42)"));
    }

    let n = 40;
    let names: Vec<String> = (0..n).map(|i| format!("bb{i}")).collect();
    let tree = idoms(n, &random_cfg_edges(n as u32, 42));
    let input = LayoutInput::for_tree(&tree, vec![]);
    write("domtree40.svg", &names, input.edges, "dominator tree of random40");
}
