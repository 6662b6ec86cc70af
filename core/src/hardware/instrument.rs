//! Instrumentation for recording a trace on a GPU: every block of a kernel appends
//! `(block index, active mask)` to its work-item's log, with no new branch (the CFG is
//! unchanged), so a real GPU records its own reconvergence (`reconverge instrument`,
//! `scripts/record-gpu`, docs/HARDWARE.md).
//!
//! What is added to each instrumented kernel (NVPTX: the mask is `llvm.nvvm.activemask`;
//! AMDGPU: `llvm.amdgcn.ballot.i64(i1 true)`, the exec mask):
//! - two last parameters, `ptr addrspace(1) %__rc_log` (the log, `i32` elements) and
//!   `i32 %__rc_cap` (entries per work-item);
//! - in the entry block, the work-item's record: global linear id
//!   `g = x + y·GX + z·GX·GY` from the PTX special registers (AMDGPU: the work-item and
//!   work-group ids and the HSA dispatch packet's sizes), record `g · (1 + W·cap)`;
//! - in every block, after its phis: read the mask, read and bump the record's counter (word
//!   0, volatile), and store the entry at words `1 + W·k …` where `k` is the old counter
//!   clamped to `cap - 1` with a `select` (an overflowing log overwrites its last entry; the
//!   counter still says how many there were).
//!
//! Log layout per work-item (`i32` words): NVPTX `[count, b0, m0, b1, m1, …]` (`W = 2`);
//! AMDGPU `[count, b0, m0 low, m0 high, …]` (`W = 3`, waves of 64). Block indices are
//! the function's blocks in layout order; a comment line
//! `; reconverge-instrument: @k blocks %4 %12 …` before each kernel names them (what the
//! trace's `blocks` are).
//!
//! The OpenCL work-item built-ins the module declares (`get_global_id`, `get_local_id`,
//! `get_group_id`, `get_local_size`, `get_num_groups`, `get_global_size`, Itanium-mangled
//! with an `i32` dimension) and `barrier` are replaced by definitions over the PTX special
//! registers and `llvm.nvvm.barrier0` (AMDGPU: the ids, the dispatch packet and
//! `llvm.amdgcn.s.barrier` between work-group fences), as select chains (no branch).
//!
//! Only named values are added (`%__rc_…`), so the function's numbered values keep their
//! numbers. Cost: `O(source)`. AMDGPU is checked to compile (`llc -march=amdgcn`), untested on
//! hardware.

use crate::ir::Opcode;
use std::fmt::Write;

/// The OpenCL built-ins defined over PTX special registers: mangled name, special register
/// family (`None`: computed).
const BUILTINS: [(&str, &str); 6] = [
    ("_Z13get_global_idj", "global_id"),
    ("_Z12get_local_idj", "tid"),
    ("_Z12get_group_idj", "ctaid"),
    ("_Z14get_local_sizej", "ntid"),
    ("_Z14get_num_groupsj", "nctaid"),
    ("_Z15get_global_sizej", "global_size"),
];

/// The GPU whose mask and special registers the instrumentation reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GpuTarget {
    /// NVIDIA (`nvptx64-nvidia-cuda`): `llvm.nvvm.activemask`, PTX special registers.
    Nvptx,
    /// AMD (`amdgcn-amd-amdhsa`): the exec mask by `llvm.amdgcn.ballot.i64(i1 true)`, the HSA
    /// dispatch packet. Untested on hardware.
    Amdgpu,
}

impl GpuTarget {
    /// Log words per entry: block index and mask (AMDGPU: mask low and high).
    pub fn words_per_entry(self) -> u32 {
        match self {
            GpuTarget::Nvptx => 2,
            GpuTarget::Amdgpu => 3,
        }
    }
}

/// Instruments kernel `function` (every kernel when `None`) of the NVPTX module `src`
/// ([`instrument`] for NVPTX).
///
/// # Errors
/// As [`instrument`]; a module that is not NVPTX.
pub fn instrument_nvptx(src: &str, function: Option<&str>) -> Result<String, String> {
    match instrument(src, function)? {
        (GpuTarget::Nvptx, t) => Ok(t),
        _ => Err("instrument: not an NVPTX module".into()),
    }
}

/// Instruments kernel `function` (every kernel when `None`) of `src`, for the GPU its
/// `target triple` names. Returns the target and the instrumented module.
///
/// # Errors
/// A parse error (`line:col: message`); a module that is neither NVPTX nor AMDGPU; no such
/// kernel.
pub fn instrument(src: &str, function: Option<&str>) -> Result<(GpuTarget, String), String> {
    let m = crate::input::parse(src, Some(crate::input::Format::LlvmIr)).map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    let triple = m.target_triple.as_deref().unwrap_or("");
    let target = if triple.starts_with("nvptx") {
        GpuTarget::Nvptx
    } else if triple.starts_with("amdgcn") {
        GpuTarget::Amdgpu
    } else {
        return Err("instrument: only NVPTX (`target triple = \"nvptx64-…\"`) and AMDGPU (`amdgcn-…`) modules are supported".into());
    };
    let picked: Vec<&crate::input::Function> = match function {
        Some(n) => {
            let n0 = n.strip_prefix('@').unwrap_or(n);
            vec![m.functions.iter().find(|f| f.name() == n0).ok_or_else(|| format!("instrument: no function named `{n}`"))?]
        }
        None => m.functions.iter().filter(|f| f.is_kernel()).collect(),
    };
    if picked.is_empty() {
        return Err("instrument: the module defines no kernel".into());
    }
    // Edits as (byte offset, text to insert) or (range, replacement).
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for f in picked {
        edits.extend(function_edits(src, f, target)?);
    }
    // Built-ins: replace their declarations by definitions.
    for line_start in line_starts(src) {
        let line = &src[line_start..].split('\n').next().unwrap_or("");
        if target == GpuTarget::Amdgpu && line.starts_with("attributes #") && line.contains("\"amdgpu-no-") {
            // The log reads the dispatch packet and every id: drop the promises that it does not.
            let mut l = line.to_string();
            for a in ["dispatch-ptr", "workitem-id-x", "workitem-id-y", "workitem-id-z", "workgroup-id-x", "workgroup-id-y", "workgroup-id-z"] {
                l = l.replace(&format!("\"amdgpu-no-{a}\" "), "").replace(&format!("\"amdgpu-no-{a}\""), "");
            }
            edits.push((line_start, line_start + line.len(), l));
            continue;
        }
        if !line.starts_with("declare") {
            continue;
        }
        for (name, what) in BUILTINS {
            if line.contains(&format!("@{name}(")) {
                edits.push((line_start, line_start + line.len(), builtin(name, what, target)));
            }
        }
        if line.contains("@_Z7barrierj(") {
            let body = match target {
                GpuTarget::Nvptx => "  call void @llvm.nvvm.barrier0()",
                GpuTarget::Amdgpu => "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire",
            };
            edits.push((line_start, line_start + line.len(), format!("define internal void @_Z7barrierj(i32 %flags) alwaysinline nounwind {{\n{body}\n  ret void\n}}")));
        }
    }
    crate::sort::sort_by_key(&mut edits, |e| (e.0, e.1));
    let mut out = String::with_capacity(src.len() * 2);
    let mut at = 0;
    for (s, e, text) in edits {
        out.push_str(&src[at..s]);
        out.push_str(&text);
        at = e;
    }
    out.push_str(&src[at..]);
    out.push_str("\n; reconverge-instrument: the intrinsics the log uses\n");
    let decls: Vec<String> = match target {
        GpuTarget::Nvptx => {
            let mut v: Vec<String> = vec!["declare i32 @llvm.nvvm.activemask()".into(), "declare void @llvm.nvvm.barrier0()".into()];
            for r in ["tid", "ctaid", "ntid", "nctaid"] {
                for d in ["x", "y", "z"] {
                    v.push(format!("declare i32 @llvm.nvvm.read.ptx.sreg.{r}.{d}()"));
                }
            }
            v
        }
        GpuTarget::Amdgpu => {
            let mut v: Vec<String> = vec!["declare i64 @llvm.amdgcn.ballot.i64(i1)".into(), "declare void @llvm.amdgcn.s.barrier()".into(), "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()".into()];
            for r in ["workitem", "workgroup"] {
                for d in ["x", "y", "z"] {
                    v.push(format!("declare i32 @llvm.amdgcn.{r}.id.{d}()"));
                }
            }
            v
        }
    };
    for d in decls {
        let at = d.find('@').unwrap_or(0);
        let name = &d[at..at + d[at..].find('(').unwrap_or(d.len() - at)];
        if !src.lines().any(|l| l.starts_with("declare") && l.contains(&format!("{name}("))) {
            let _ = writeln!(out, "{d}");
        }
    }
    Ok((target, out))
}

fn line_starts(src: &str) -> impl Iterator<Item = usize> + '_ {
    std::iter::once(0).chain(src.match_indices('\n').map(|(i, _)| i + 1)).filter(move |&i| i < src.len())
}

/// The start of the line holding byte `i`.
fn line_start(src: &str, i: usize) -> usize {
    src[..i].rfind('\n').map_or(0, |p| p + 1)
}

/// The global linear id and the special-register reads, as instruction lines (`p` prefixes
/// the names): `%{p}tid.d`, `ctaid.d`, `ntid.d`, `nctaid.d`, `gid.d`, `gsz.d`, `lin`.
fn linear_id(p: &str, target: GpuTarget) -> String {
    let mut s = String::new();
    match target {
        GpuTarget::Nvptx => {
            for r in ["tid", "ctaid", "ntid", "nctaid"] {
                for d in ["x", "y", "z"] {
                    let _ = writeln!(s, "  %{p}{r}.{d} = call i32 @llvm.nvvm.read.ptx.sreg.{r}.{d}()");
                }
            }
        }
        GpuTarget::Amdgpu => {
            // HSA kernel dispatch packet: workgroup_size_{x,y,z} (u16) at bytes 4, 6, 8;
            // grid_size_{x,y,z} (u32, in work-items) at 12, 16, 20.
            let _ = writeln!(s, "  %{p}dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()");
            for (i, d) in ["x", "y", "z"].into_iter().enumerate() {
                let _ = writeln!(s, "  %{p}tid.{d} = call i32 @llvm.amdgcn.workitem.id.{d}()");
                let _ = writeln!(s, "  %{p}ctaid.{d} = call i32 @llvm.amdgcn.workgroup.id.{d}()");
                let _ = writeln!(s, "  %{p}wsp.{d} = getelementptr i8, ptr addrspace(4) %{p}dp, i64 {}", 4 + 2 * i);
                let _ = writeln!(s, "  %{p}ws16.{d} = load i16, ptr addrspace(4) %{p}wsp.{d}, align 2");
                let _ = writeln!(s, "  %{p}ntid.{d} = zext i16 %{p}ws16.{d} to i32");
                let _ = writeln!(s, "  %{p}gsp.{d} = getelementptr i8, ptr addrspace(4) %{p}dp, i64 {}", 12 + 4 * i);
                let _ = writeln!(s, "  %{p}grid.{d} = load i32, ptr addrspace(4) %{p}gsp.{d}, align 4");
                let _ = writeln!(s, "  %{p}nctaid.{d} = udiv i32 %{p}grid.{d}, %{p}ntid.{d}");
            }
        }
    }
    for d in ["x", "y", "z"] {
        let _ = writeln!(s, "  %{p}gb.{d} = mul i32 %{p}ctaid.{d}, %{p}ntid.{d}");
        let _ = writeln!(s, "  %{p}gid.{d} = add i32 %{p}gb.{d}, %{p}tid.{d}");
        let _ = writeln!(s, "  %{p}gsz.{d} = mul i32 %{p}nctaid.{d}, %{p}ntid.{d}");
    }
    let _ = writeln!(s, "  %{p}yz = mul i32 %{p}gid.z, %{p}gsz.y");
    let _ = writeln!(s, "  %{p}yz2 = add i32 %{p}yz, %{p}gid.y");
    let _ = writeln!(s, "  %{p}yzx = mul i32 %{p}yz2, %{p}gsz.x");
    let _ = writeln!(s, "  %{p}lin = add i32 %{p}yzx, %{p}gid.x");
    s
}

/// The definition of an OpenCL work-item built-in over the special registers (a select on
/// the dimension; out of range: 0, or 1 for sizes).
fn builtin(name: &str, what: &str, target: GpuTarget) -> String {
    let mut s = format!("define internal i64 @{name}(i32 %d) alwaysinline nounwind {{\n");
    s.push_str(&linear_id("", target));
    let (v, dflt) = match what {
        "global_id" => ("gid", 0),
        "global_size" => ("gsz", 1),
        r => (r, if r == "tid" || r == "ctaid" { 0 } else { 1 }),
    };
    let _ = writeln!(s, "  %is0 = icmp eq i32 %d, 0\n  %is1 = icmp eq i32 %d, 1\n  %is2 = icmp eq i32 %d, 2");
    let _ = writeln!(s, "  %r2 = select i1 %is2, i32 %{v}.z, i32 {dflt}\n  %r1 = select i1 %is1, i32 %{v}.y, i32 %r2\n  %r0 = select i1 %is0, i32 %{v}.x, i32 %r1");
    let _ = writeln!(s, "  %r = zext i32 %r0 to i64\n  ret i64 %r\n}}");
    s
}

/// The edits that instrument one kernel: the parameters, the header comment, the record in
/// the entry block, the logging code of every block.
fn function_edits(src: &str, func: &crate::input::Function, target: GpuTarget) -> Result<Vec<(usize, usize, String)>, String> {
    let f = func.ir().ok_or("instrument: not an IR function")?;
    let cfg = func.cfg();
    let mut edits = Vec::new();
    let name_end = f.span.end as usize;
    let open = name_end + src[name_end..].find('(').ok_or("instrument: no parameter list")?;
    let close = crate::ir::matching_paren(src, open).ok_or("instrument: unclosed parameter list")?;
    let empty = src[open + 1..close].trim().is_empty();
    edits.push((close, close, format!("{}ptr addrspace(1) %__rc_log, i32 %__rc_cap", if empty { "" } else { ", " })));
    let names: Vec<String> = cfg.blocks().map(|b| format!("%{}", cfg.name_of(b))).collect();
    let def = line_start(src, f.span.start as usize);
    edits.push((def, def, format!("; reconverge-instrument: @{} blocks {}\n", f.name, names.join(" "))));
    for b in 0..f.block_starts.len() - 1 {
        let (s, e) = (f.block_starts[b] as usize, f.block_starts[b + 1] as usize);
        let Some(first) = (s..e).find(|&i| f.insts[i].opcode != Opcode::Phi) else { continue };
        let at = line_start(src, f.insts[first].span.start as usize);
        let mut code = String::new();
        if b == 0 {
            code.push_str(&linear_id("__rc_", target));
            let _ = writeln!(code, "  %__rc_words = mul i32 %__rc_cap, {w}\n  %__rc_words1 = add i32 %__rc_words, 1\n  %__rc_lin64 = zext i32 %__rc_lin to i64\n  %__rc_w64 = zext i32 %__rc_words1 to i64\n  %__rc_rec = mul i64 %__rc_lin64, %__rc_w64\n  %__rc_cnt = getelementptr i32, ptr addrspace(1) %__rc_log, i64 %__rc_rec\n  %__rc_capm1 = sub i32 %__rc_cap, 1", w = target.words_per_entry());
        }
        let p = format!("%__rc_{b}_");
        let w = target.words_per_entry();
        match target {
            GpuTarget::Nvptx => {
                let _ = writeln!(code, "  {p}m = call i32 @llvm.nvvm.activemask()");
            }
            GpuTarget::Amdgpu => {
                let _ = writeln!(code, "  {p}m64 = call i64 @llvm.amdgcn.ballot.i64(i1 true)\n  {p}m = trunc i64 {p}m64 to i32\n  {p}mh64 = lshr i64 {p}m64, 32\n  {p}mh = trunc i64 {p}mh64 to i32");
            }
        }
        let _ = writeln!(code, "  {p}c = load volatile i32, ptr addrspace(1) %__rc_cnt, align 4\n  {p}n = add i32 {p}c, 1\n  store volatile i32 {p}n, ptr addrspace(1) %__rc_cnt, align 4\n  {p}in = icmp ult i32 {p}c, %__rc_cap\n  {p}k = select i1 {p}in, i32 {p}c, i32 %__rc_capm1\n  {p}k64 = zext i32 {p}k to i64\n  {p}o = mul i64 {p}k64, {w}\n  {p}o1 = add i64 {p}o, 1\n  {p}pb = getelementptr i32, ptr addrspace(1) %__rc_cnt, i64 {p}o1\n  store volatile i32 {b}, ptr addrspace(1) {p}pb, align 4\n  {p}pm = getelementptr i32, ptr addrspace(1) {p}pb, i64 1\n  store volatile i32 {p}m, ptr addrspace(1) {p}pm, align 4");
        if target == GpuTarget::Amdgpu {
            let _ = writeln!(code, "  {p}ph = getelementptr i32, ptr addrspace(1) {p}pb, i64 2\n  store volatile i32 {p}mh, ptr addrspace(1) {p}ph, align 4");
        }
        edits.push((at, at, code));
    }
    Ok(edits)
}
