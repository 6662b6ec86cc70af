//! The Warp tab's hardware traces on the page's side: which gallery entries are recordings,
//! where their traces are served, and the trace the person loaded (pure data; the comparison
//! itself is `reconverge_core::hardware::HwWarpView`, computed in the worker).
//!
//! The eight recordings of `web/examples/hardware/` (NVIDIA H200, `../shared/hardware/`) are
//! gallery entries `hw-<kernel>` whose text is `recon.ll`; their traces (23–56 KB of JSON each)
//! are copied next to the page by Trunk (`copy-dir` in `index.html`) and fetched when the Warp
//! tab needs them, so they are never compiled into the wasm (docs/PERFORMANCE.md's budget).

use reconverge_core::hardware::trace::WorkItemLog;
use reconverge_core::hardware::HardwareTrace;
use reconverge_core::interpreter::inputs::{ArgInput, ElemType, FieldInput, Num, RunInputs, ScalarField, VecType};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// Where Trunk serves the recordings (relative to the page).
pub const TRACE_DIR: &str = "hardware";

/// The prefix of a recording's gallery id (`hw-k_nested`).
pub const GALLERY_PREFIX: &str = "hw-";

/// The kernel a gallery entry records (`hw-k_nested` → `k_nested`), if it is a recording.
pub fn recording(example_id: &str) -> Option<&'static str> {
    let e = crate::examples::find(example_id)?;
    e.id.strip_prefix(GALLERY_PREFIX)
}

/// The address of a recorded kernel's trace (`hardware/k_nested.trace.json`).
pub fn trace_url(kernel: &str) -> String {
    format!("{TRACE_DIR}/{kernel}.trace.json")
}

/// A trace held against the kernel in the Warp tab.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedTrace {
    /// The file name (`k_nested.trace.json`).
    pub name: String,
    /// The parsed trace, or why it does not parse; `None` while it is fetched (a gallery
    /// recording) or when a link named a trace loaded from a file (which a link cannot carry:
    /// it must be loaded again).
    pub trace: Option<Result<Rc<WireTrace>, String>>,
    /// Whether it is a gallery recording (fetched again from the gallery name).
    pub gallery: bool,
}

impl LoadedTrace {
    /// The gallery recording of `kernel`, not fetched yet.
    pub fn gallery(kernel: &str) -> LoadedTrace {
        LoadedTrace { name: format!("{kernel}.trace.json"), trace: None, gallery: true }
    }

    /// A trace read from `text` ([`HardwareTrace::parse`]: its errors at line:column).
    pub fn parse(name: String, text: &str, gallery: bool) -> LoadedTrace {
        let trace = Some(HardwareTrace::parse(text).map(|t| Rc::new(WireTrace::from(&t))).map_err(|e| e.to_string()));
        LoadedTrace { name, trace, gallery }
    }
}

/// A JSON number of a trace, tagged (bincode, the worker's codec, cannot read the untagged
/// [`Num`]).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WireNum {
    /// [`Num::Int`].
    Int(i64),
    /// [`Num::UInt`].
    UInt(u64),
    /// [`Num::Float`].
    Float(f64),
}

impl From<&Num> for WireNum {
    fn from(n: &Num) -> WireNum {
        match *n {
            Num::Int(i) => WireNum::Int(i),
            Num::UInt(u) => WireNum::UInt(u),
            Num::Float(f) => WireNum::Float(f),
        }
    }
}

impl From<WireNum> for Num {
    fn from(n: WireNum) -> Num {
        match n {
            WireNum::Int(i) => Num::Int(i),
            WireNum::UInt(u) => Num::UInt(u),
            WireNum::Float(f) => Num::Float(f),
        }
    }
}

/// A kernel argument of a trace's inputs, tagged ([`ArgInput`] is untagged).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WireArg {
    /// [`ArgInput::Buffer`]: element type, contents, uninitialised.
    Buffer(ElemType, Vec<WireNum>, bool),
    /// [`ArgInput::Local`].
    Local(u64),
    /// [`ArgInput::Scalar`].
    Scalar(ElemType, WireNum),
    /// [`ArgInput::Vector`].
    Vector(VecType, Vec<WireNum>),
    /// [`ArgInput::Struct`].
    Struct(Vec<WireField>),
}

/// A field of a by-value struct argument, tagged ([`FieldInput`] is untagged).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WireField {
    /// [`FieldInput::Struct`].
    Struct(Vec<WireField>),
    /// [`FieldInput::Vector`].
    Vector(VecType, Vec<WireNum>),
    /// [`FieldInput::Array`].
    Array(ElemType, Vec<WireNum>),
    /// [`FieldInput::Scalar`].
    Scalar(ElemType, WireNum),
}

impl From<&FieldInput> for WireField {
    fn from(f: &FieldInput) -> WireField {
        let num = |v: &Vec<Num>| v.iter().map(WireNum::from).collect();
        match f {
            FieldInput::Struct { fields } => WireField::Struct(fields.iter().map(WireField::from).collect()),
            FieldInput::Vector { vector, value } => WireField::Vector(*vector, num(value)),
            FieldInput::Array { array, value } => WireField::Array(*array, num(value)),
            FieldInput::Scalar(s) => {
                let (t, v) = s.parts();
                WireField::Scalar(t, WireNum::from(&v))
            }
        }
    }
}

impl WireField {
    /// The field again.
    pub fn to_field(&self) -> FieldInput {
        let num = |v: &Vec<WireNum>| v.iter().map(|&n| Num::from(n)).collect();
        match self {
            WireField::Struct(fields) => FieldInput::Struct { fields: fields.iter().map(WireField::to_field).collect() },
            WireField::Vector(vector, value) => FieldInput::Vector { vector: *vector, value: num(value) },
            WireField::Array(array, value) => FieldInput::Array { array: *array, value: num(value) },
            WireField::Scalar(t, v) => FieldInput::Scalar(ScalarField::of(*t, Num::from(*v))),
        }
    }
}

/// A parsed [`HardwareTrace`] as the page sends it to the worker: the page parses the JSON
/// (its `serde_json` reader is already in the page; the worker has none, and adding one cost
/// 25 KB of its gzipped wasm), the worker gets this bincode-friendly copy and turns it back
/// ([`WireTrace::to_trace`]). Same fields, numbers and arguments tagged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WireTrace {
    /// `format`, `device`, `toolchain`, `ir`, `function`.
    pub texts: [String; 5],
    /// `global`, `local`.
    pub ndrange: (Vec<u64>, Vec<u64>),
    /// `wave`.
    pub wave: u32,
    /// `inputs.global`, `inputs.local`, `inputs.wave`.
    pub inputs: (Vec<u64>, Vec<u64>, Option<u32>, Option<bool>),
    /// `inputs.args`.
    pub args: Vec<Option<WireArg>>,
    /// `blocks`.
    pub blocks: Vec<String>,
    /// `work_items`.
    pub work_items: Vec<WorkItemLog>,
    /// `buffers`.
    pub buffers: Vec<Option<Vec<WireNum>>>,
}

impl From<&HardwareTrace> for WireTrace {
    fn from(t: &HardwareTrace) -> WireTrace {
        let num = |v: &Vec<Num>| v.iter().map(WireNum::from).collect();
        WireTrace {
            texts: [t.format.clone(), t.device.clone(), t.toolchain.clone(), t.ir.clone(), t.function.clone()],
            ndrange: (t.global.clone(), t.local.clone()),
            wave: t.wave,
            inputs: (t.inputs.global.clone(), t.inputs.local.clone(), t.inputs.wave, t.inputs.checks),
            args: t
                .inputs
                .args
                .iter()
                .map(|a| {
                    a.as_ref().map(|a| match a {
                        ArgInput::Buffer { buffer, data, uninit, .. } => WireArg::Buffer(*buffer, num(data), *uninit),
                        ArgInput::Local { local_bytes } => WireArg::Local(*local_bytes),
                        ArgInput::Scalar { scalar, value } => WireArg::Scalar(*scalar, WireNum::from(value)),
                        ArgInput::Vector { vector, value } => WireArg::Vector(*vector, num(value)),
                        ArgInput::Struct { fields } => WireArg::Struct(fields.iter().map(WireField::from).collect()),
                    })
                })
                .collect(),
            blocks: t.blocks.clone(),
            work_items: t.work_items.clone(),
            buffers: t.buffers.iter().map(|b| b.as_ref().map(num)).collect(),
        }
    }
}

impl WireTrace {
    /// The trace again.
    pub fn to_trace(&self) -> HardwareTrace {
        let num = |v: &Vec<WireNum>| v.iter().map(|&n| Num::from(n)).collect();
        let [format, device, toolchain, ir, function] = self.texts.clone();
        HardwareTrace {
            format,
            device,
            toolchain,
            ir,
            function,
            global: self.ndrange.0.clone(),
            local: self.ndrange.1.clone(),
            wave: self.wave,
            inputs: RunInputs {
                global: self.inputs.0.clone(),
                local: self.inputs.1.clone(),
                wave: self.inputs.2,
                checks: self.inputs.3,
                // A recording's own launch: the schedule is the comparison's policy, not an input.
                lock_step: None,
                args: self
                    .args
                    .iter()
                    .map(|a| {
                        a.as_ref().map(|a| match a {
                            WireArg::Buffer(buffer, data, uninit) => ArgInput::Buffer { buffer: *buffer, data: num(data), uninit: *uninit, access: None },
                            WireArg::Local(local_bytes) => ArgInput::Local { local_bytes: *local_bytes },
                            WireArg::Scalar(scalar, value) => ArgInput::Scalar { scalar: *scalar, value: Num::from(*value) },
                            WireArg::Vector(vector, value) => ArgInput::Vector { vector: *vector, value: num(value) },
                            WireArg::Struct(fields) => ArgInput::Struct { fields: fields.iter().map(WireField::to_field).collect() },
                        })
                    })
                    .collect(),
            },
            blocks: self.blocks.clone(),
            work_items: self.work_items.clone(),
            buffers: self.buffers.iter().map(|b| b.as_ref().map(num)).collect(),
        }
    }
}

/// `agree` of `n` as the page prints an agreement: `91.9 %` (one decimal, as `hw-compare`).
pub fn percent(agree: u64, n: u64) -> String {
    if n == 0 {
        "—".to_string()
    } else {
        format!("{:.1} %", 100.0 * agree as f64 / n as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every recording of the gallery has its trace in `web/examples/hardware/`, and its kernel
    /// is a function of the text.
    #[test]
    fn the_gallery_recordings_have_their_traces() {
        let ids: Vec<&str> = crate::examples::EXAMPLES.iter().filter_map(|e| e.id.strip_prefix(GALLERY_PREFIX)).collect();
        assert_eq!(ids.len(), 8);
        for k in ids {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples").join(trace_url(k));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let t = reconverge_core::hardware::HardwareTrace::parse(&text).unwrap();
            assert_eq!(t.function, k);
            // Through the worker's codec and back: the same trace.
            let wire: WireTrace = bincode::deserialize(&bincode::serialize(&WireTrace::from(&t)).unwrap()).unwrap();
            assert_eq!(wire.to_trace(), t);
            let e = crate::examples::find(&format!("{GALLERY_PREFIX}{k}")).unwrap();
            assert!(e.source.contains(&format!("@{k}(")), "{k}");
            assert_eq!(recording(e.id), Some(k));
        }
        assert_eq!(recording("reduce"), None);
        assert_eq!(percent(521, 567), "91.9 %");
    }
}
