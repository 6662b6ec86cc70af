//! The interpreter's run against the recording: paths and final buffers, with the first
//! difference of each. `O(Σ paths + Σ buffers)`.

use super::trace::HardwareTrace;
use crate::interpreter::{Num, Run};
use serde::Serialize;

/// The first entry where a work-item's interpreted path leaves the recorded one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PathDifference {
    /// Global linear id.
    pub work_item: u64,
    /// Entry index in its path.
    pub entry: usize,
    /// The recorded block (`None`: the recording ends here).
    pub recorded: Option<String>,
    /// The interpreted block (`None`: the interpreted path ends here).
    pub interpreted: Option<String>,
    /// Whether the work-item is one of the run's racing work-items (a store of another
    /// work-item to the same byte without a barrier between), so that the difference may
    /// follow a racing read: the interpreter's schedule is one of the allowed ones, not
    /// necessarily the GPU's.
    pub after_racing_read: bool,
}

/// Paths: identical or the first difference (in work-item order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PathComparison {
    /// Whether every work-item's path is the recorded one.
    pub identical: bool,
    /// The first difference.
    pub first_difference: Option<PathDifference>,
}

/// The first differing buffer element.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BufferDifference {
    /// The kernel argument.
    pub argument: usize,
    /// The element index (`None`: the buffers differ in length or kind).
    pub index: Option<usize>,
    /// The recorded element (or length).
    pub recorded: serde_json::Value,
    /// The interpreted element (or length).
    pub interpreted: serde_json::Value,
}

/// Buffers: identical or the first difference (in argument then element order).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BufferComparison {
    /// Whether every recorded buffer equals the interpreter's.
    pub identical: bool,
    /// The first difference.
    pub first_difference: Option<BufferDifference>,
}

/// Compares the run's paths with the recorded ones, by block name.
pub fn paths(trace: &HardwareTrace, run: &Run) -> PathComparison {
    let racing = |i: u64| {
        let gx = trace.global.first().copied().unwrap_or(1);
        let gy = trace.global.get(1).copied().unwrap_or(1);
        let id = [i % gx, (i / gx) % gy, i / (gx * gy)];
        run.races.iter().any(|r| r.work_items.contains(&id))
    };
    let name = |b: crate::Block| run.block_names.get(b.index()).map_or("?", |s| s.as_str());
    let n = trace.work_items.len().max(run.paths.len());
    for i in 0..n {
        let rec = trace.work_items.get(i).map_or(&[][..], |w| &w.entries[..]);
        let int = run.paths.get(i).map_or(&[][..], |p| &p[..]);
        for k in 0..rec.len().max(int.len()) {
            let r = rec.get(k).map(|&(b, _)| trace.block_name(b));
            let x = int.get(k).map(|&b| name(b).strip_prefix('%').unwrap_or(name(b)));
            if r != x {
                let pct = |s: Option<&str>| s.map(|s| format!("%{s}"));
                return PathComparison { identical: false, first_difference: Some(PathDifference { work_item: i as u64, entry: k, recorded: pct(r), interpreted: pct(x), after_racing_read: racing(i as u64) }) };
            }
        }
    }
    PathComparison { identical: true, first_difference: None }
}

/// Element equality; an `f32` buffer's elements compare as `f32` (the recorded JSON number is
/// the `f32` widened to `f64`, so a decimal printed elsewhere with fewer digits still matches).
fn num_eq(a: &Num, b: &Num, f32_elements: bool) -> bool {
    match (a, b) {
        (Num::Float(_), _) | (_, Num::Float(_)) => {
            let (x, y) = (a.as_f64(), b.as_f64());
            if f32_elements {
                let (x, y) = (x as f32, y as f32);
                return x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
            }
            x == y || (x.is_nan() && y.is_nan())
        }
        (Num::Int(x), Num::Int(y)) => x == y,
        (Num::UInt(x), Num::UInt(y)) => x == y,
        (Num::Int(x), Num::UInt(y)) | (Num::UInt(y), Num::Int(x)) => *x >= 0 && *x as u64 == *y,
    }
}

/// Compares the recorded buffers with the run's final buffers (an argument recorded as `null`
/// is not compared).
pub fn buffers(trace: &HardwareTrace, run: &Run) -> BufferComparison {
    let v = |x: &Num| serde_json::to_value(x).unwrap_or_default();
    for (a, rec) in trace.buffers.iter().enumerate() {
        let Some(rec) = rec else { continue };
        let out = run.buffers.get(a).and_then(|b| b.as_ref());
        let f32_elements = out.is_some_and(|b| b.elem == crate::interpreter::ElemType::F32);
        let int = out.map(|b| &b.data);
        let Some(int) = int else {
            return BufferComparison { identical: false, first_difference: Some(BufferDifference { argument: a, index: None, recorded: rec.len().into(), interpreted: serde_json::Value::Null }) };
        };
        if let Some(i) = rec.iter().zip(int).position(|(x, y)| !num_eq(x, y, f32_elements)) {
            return BufferComparison { identical: false, first_difference: Some(BufferDifference { argument: a, index: Some(i), recorded: v(&rec[i]), interpreted: v(&int[i]) }) };
        }
        if rec.len() != int.len() {
            return BufferComparison { identical: false, first_difference: Some(BufferDifference { argument: a, index: None, recorded: rec.len().into(), interpreted: int.len().into() }) };
        }
    }
    BufferComparison { identical: true, first_difference: None }
}
