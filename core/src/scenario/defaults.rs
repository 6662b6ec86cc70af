//! A default thread scenario for a CFG without thread directives (the Warp tab of issue 8:
//! "generate rules for each divergent branch from the thread id").
//!
//! [`default_threads`] writes directive lines (the grammar of [`crate::scenario`]):
//! `threads: N`, then one `rule` per block with two or more distinct successors:
//! - a **divergent loop exit** (a block of a cycle with a successor inside and one outside its
//!   innermost cycle) stays in the cycle for a trip count that depends on the thread id:
//!   `visit <= tid % 3 + 1 ? inside : outside` (threads run 1, 2 or 3 iterations);
//! - another **divergent branch** splits the warp at a threshold that differs per branch:
//!   `tid < k ? first : second` (`k` starts at `N/2` and steps by 3 through `1 ..= N-1`:
//!   4, 7, 3, 6, … for 8 threads), or `tid % d == i` arms for a switch;
//! - a **uniform branch** (or an unmarked one the analysis calls uniform) takes one successor
//!   for every thread: its loop exits after two visits, other branches take their first
//!   successor.
//!
//! # Termination (why every generated path ends at an exit)
//! Only successors that can reach an exit are ever chosen (`dist` = BFS distance to an exit on
//! the reversed CFG; infinite loops are never entered). Every rule is guarded by
//! `visit > K ? s* : …` with `K = 3` and `s*` the successor of least `dist` (omitted when the
//! rule already gives `s*` after `K` visits). Along a path, a branch block's first `K` visits
//! are free choices; every other step (a later visit, or a block with one successor) strictly
//! decreases `dist`. So a path has at most `K·b` free steps (`b` branch blocks) and at most
//! `n` steps between two free ones: its length is below `(K·b + 1)·(n + 1)`, far less in
//! practice (a `steps:` line raises the cap when that bound exceeds the default).
//!
//! Complexity: `O(n + m)` plus the text. The result resolves with
//! [`Scenario::resolve`](crate::scenario::Scenario::resolve) and
//! [`Scenario::paths`](crate::scenario::Scenario::paths) whenever the entry can reach an exit
//! (checked on every gallery example and on random CFGs by `tests/scenario_defaults.rs`).

use crate::cfg::{Block, Cfg};
use crate::input::Format;
use crate::uniformity::Uniformity;

/// Free visits of a branch block before its rule heads for an exit.
const FREE_VISITS: u32 = 3;

/// The warp width to use for `cfg`: 8 threads for teaching-size CFGs (up to 64 blocks), else
/// 32 (a warp).
pub fn default_width(cfg: &Cfg) -> u32 {
    if cfg.num_blocks() <= 64 {
        8
    } else {
        32
    }
}

/// A block name as the directive grammar reads it: bare when it is a plain name (`[A-Za-z0-9_.$]+`,
/// an optional leading `%`) other than `tid` / `visit`, else quoted.
fn directive_name(cfg: &Cfg, b: Block) -> String {
    let name = cfg.name_of(b);
    let body = name.strip_prefix('%').unwrap_or(name);
    let plain = !body.is_empty() && body.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'));
    if plain && name != "tid" && name != "visit" {
        name.to_string()
    } else {
        format!("\"{}\"", body.trim_matches('"'))
    }
}

/// Default directive lines (without comment markers) for `cfg` analysed as `uniformity`,
/// with `width` threads (clamped to `1 ..= 4096`): see the module documentation. One line per
/// directive, `threads:` first, rules in block order.
pub fn default_threads(cfg: &Cfg, uniformity: &Uniformity, width: u32) -> Vec<String> {
    let n = cfg.num_blocks();
    let width = width.clamp(1, crate::scenario::MAX_THREADS);
    // BFS distance to an exit on the reversed CFG.
    let mut dist = vec![u32::MAX; n];
    let mut queue: Vec<Block> = cfg.blocks().filter(|&b| cfg.succs(b).is_empty()).collect();
    for &b in &queue {
        dist[b.index()] = 0;
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &p in cfg.preds(v) {
            if dist[p.index()] == u32::MAX {
                dist[p.index()] = dist[v.index()] + 1;
                queue.push(p);
            }
        }
    }
    let ci = uniformity.cycles();
    let mut lines = vec![format!("threads: {width}")];
    let mut branches = 0u32;
    let mut free_blocks = 0u64;
    for b in cfg.blocks() {
        // Distinct successors that can reach an exit, in successor order.
        let mut succs: Vec<Block> = Vec::new();
        for &s in cfg.succs(b) {
            if dist[s.index()] != u32::MAX && !succs.contains(&s) {
                succs.push(s);
            }
        }
        let distinct = {
            let mut all: Vec<Block> = cfg.succs(b).to_vec();
            crate::sort::sort(&mut all);
            all.dedup();
            all.len()
        };
        if distinct < 2 || dist[b.index()] == u32::MAX {
            continue;
        }
        let name = |x: Block| directive_name(cfg, x);
        let Some(&best) = succs.iter().min_by_key(|s| dist[s.index()]) else { continue };
        if succs.len() == 1 {
            // Every other successor can never reach an exit.
            lines.push(format!("rule {}: {}", name(b), name(best)));
            continue;
        }
        free_blocks += 1;
        let divergent = uniformity.has_divergent_terminator(b);
        let cycle = ci.cycle_of(b);
        let inside = cycle.and_then(|c| succs.iter().copied().find(|&s| ci.contains(c, s)));
        let outside = cycle.and_then(|c| succs.iter().copied().find(|&s| !ci.contains(c, s)));
        let (body, settles_on) = match (inside, outside) {
            (Some(i), Some(o)) => {
                let trips = if divergent { format!("tid % {FREE_VISITS} + 1") } else { "2".to_string() };
                (format!("visit <= {trips} ? {} : {}", name(i), name(o)), Some(o))
            }
            _ if !divergent => (name(succs[0]), Some(succs[0])),
            _ if succs.len() == 2 => {
                branches += 1;
                // Half the warp first, then other thresholds: 4, 7, 3, 6, 2, 5, 1 for 8 threads.
                let k = if width > 1 { 1 + (width / 2 + 3 * (branches - 1) + width - 2) % (width - 1) } else { 1 };
                (format!("tid < {k} ? {} : {}", name(succs[0]), name(succs[1])), None)
            }
            _ => {
                let arms = succs.len().min(8);
                let mut e = name(succs[arms - 1]);
                for i in (0..arms - 1).rev() {
                    e = if e.contains('?') { format!("tid % {arms} == {i} ? {} : ({e})", name(succs[i])) } else { format!("tid % {arms} == {i} ? {} : {e}", name(succs[i])) };
                }
                (e, None)
            }
        };
        // After FREE_VISITS visits every rule heads for an exit (termination).
        let line = match (settles_on == Some(best), body.contains('?')) {
            (true, _) => body,
            (false, true) => format!("visit > {FREE_VISITS} ? {} : ({body})", name(best)),
            (false, false) => format!("visit > {FREE_VISITS} ? {} : {body}", name(best)),
        };
        lines.push(format!("rule {}: {line}", name(b)));
    }
    let bound = (u64::from(FREE_VISITS) * free_blocks + 1) * (n as u64 + 1);
    if bound > u64::from(crate::scenario::DEFAULT_STEP_CAP) {
        lines.push(format!("steps: {}", bound.min(u64::from(crate::scenario::MAX_STEP_CAP))));
    }
    lines
}

/// [`default_threads`] as text to append to an input of `format`: one directive per line,
/// inside `;` comments for LLVM IR and `//` comments for DOT, bare for compact text.
pub fn default_threads_text(cfg: &Cfg, uniformity: &Uniformity, width: u32, format: Format) -> String {
    let prefix = match format {
        Format::Compact => "",
        Format::LlvmIr | Format::Spirv => "; ",
        Format::Dot => "// ",
    };
    let mut out = String::new();
    for l in default_threads(cfg, uniformity, width) {
        out.push_str(prefix);
        out.push_str(&l);
        out.push('\n');
    }
    out
}
