//! The inputs form of a kernel run (issue 21 item 1): the NDRange, the wave size and one row
//! per kernel parameter — its kind read from the IR (buffer, `__local`, scalar, struct,
//! vector), its type, and its value as a `; arg` directive's right-hand side — read from the
//! text's `; run:` / `; arg` lines (defaults where there are none) and written back as such
//! lines ([`replace_directives`]), so a share link keeps them. The web page only edits the
//! fields; parsing and printing live here.
//!
//! [`suggest`] makes the defaults smarter: it runs the kernel and, while a run stops on an
//! access past the end of a buffer argument, grows that buffer to cover the access (at least
//! doubling) and runs again (at most [`MAX_GROW_RUNS`] runs); a fault that remains is mapped to
//! the row of the input to change ([`FormFault::row`]); a run past the end of local memory
//! grows the last `__local` parameter the same way. Integer scalars are sized from how the
//! kernel uses them ([`super::scalar_uses`]: a loop bound, a row width, a divisor, …) and each
//! such row says why ([`FormRow::hint`]).
//!
//! The `*_decoded` forms take the program a run already decoded (the session's,
//! [`crate::session::Session::input_form`]), so a run and its form decode the module once.
//!
//! Cost: `O(source)` to read and write the lines; [`suggest`] is at most [`MAX_GROW_RUNS`]
//! interpreter runs.

use super::decode::DecodedProgram;
use super::inputs::{self, ArgInput, FieldInput, Num, RunInputs};
use super::values::Ty;
use super::{Limits, ModuleRef, RunError, RunErrorKind};
use serde::{Deserialize, Serialize};

/// Runs [`suggest`] makes at most.
pub const MAX_GROW_RUNS: usize = 6;

/// What a kernel parameter is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ArgKind {
    /// A global or constant pointer: a buffer.
    Buffer,
    /// A `__local` pointer: bytes of local memory.
    Local,
    /// A by-value scalar.
    Scalar,
    /// A by-value struct (an aggregate or a `byval` pointer).
    Struct,
    /// A by-value vector.
    Vector,
}

/// One row of the form.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FormRow {
    /// Parameter position.
    pub index: usize,
    /// Its name as written (`%in`, `%0`).
    pub name: String,
    /// Its kind.
    pub kind: ArgKind,
    /// Its IR type (`ptr addrspace(1)`, `i32`, `%struct.S`, `<4 x i32>`).
    pub ir_type: String,
    /// Buffers: element type (`i32`).
    pub elem: String,
    /// Buffers: element count; `__local`: bytes.
    pub len: u64,
    /// Buffers: the initialiser (`zeros`, `iota`, `fill(V)`, `random(LO, HI) seed S`,
    /// `[V, …]`, `uninit`); scalars, structs and vectors: the value (`5`, `i32x4 [1, 2, 3, 4]`,
    /// `struct { i32 1, f32 2.5 }`).
    pub value: String,
    /// Whether the text has a directive for it (else a default).
    pub from_text: bool,
    /// Why a default scalar has its value (`loop bound in %for.cond (line 42)`,
    /// [`super::scalar_uses::ScalarUse::why`]); empty for other rows and written values.
    #[serde(default)]
    pub hint: String,
}

impl FormRow {
    /// The `; arg` directive's right-hand side.
    pub fn rhs(&self) -> String {
        match self.kind {
            ArgKind::Buffer => format!("{}[{}] {}", self.elem, self.len, self.value.trim()),
            ArgKind::Local => format!("local_bytes {}", self.len),
            _ => self.value.trim().to_string(),
        }
    }
}

/// A run that faulted with the suggested inputs: which row to change, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FormFault {
    /// The row of the input to change, when the fault names one (an access outside a buffer
    /// argument); `None` for others (a division by zero: look at the scalars).
    pub row: Option<usize>,
    /// The interpreter's message with line:column.
    pub message: String,
    /// What would fix it, when changing the marked row's size would not (`the index is
    /// negative: …`); empty when growing the row's buffer is the fix.
    #[serde(default)]
    pub advice: String,
}

/// The inputs form of a kernel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InputForm {
    /// The kernel.
    pub function: String,
    /// Global size (`256`, `64,64`).
    pub global: String,
    /// Local size.
    pub local: String,
    /// Wave size.
    pub wave: u32,
    /// One row per parameter.
    pub rows: Vec<FormRow>,
    /// What [`suggest`] changed and why (one sentence each).
    pub notes: Vec<String>,
    /// The fault of the last run, if it still faults.
    pub fault: Option<FormFault>,
    /// Why the NDRange is what it is when the text gives no `local` ([`super::launch`]'s
    /// evidence: `local 16: `@temp` is `[16 x float]` indexed by `get_local_id(0)`, line 42`,
    /// and what it could not infer); empty when the text's `; run:` line gives it.
    #[serde(default)]
    pub launch: Vec<String>,
    /// The input the kernel does not say and this run depends on (`local 16x16 is not read from
    /// the kernel: …`, [`super::launch::Launch::guess`]), when the text's `; run:` line does not
    /// give it: the page opens the form with that field marked.
    #[serde(default)]
    pub guess: Option<String>,
    /// The error of the text's `; run:` / `; arg` lines or of the inputs they give (with
    /// line:column), when there is one: the form then shows what could be read (the NDRange
    /// fields as written) so it can be fixed in place.
    #[serde(default)]
    pub error: Option<String>,
    /// The text's other `; run:` words (`checks off`, `schedule lock-step`; empty when it says
    /// neither): [`print_directives`] writes them again, so the form keeps them.
    #[serde(default)]
    pub run_options: String,
}

/// The `checks` and `schedule` words of a `; run:` line that gives `inputs`' (empty for
/// neither).
fn run_options(inputs: &RunInputs) -> String {
    let checks = inputs.checks.map(|c| if c { "checks on" } else { "checks off" });
    let schedule = inputs.lock_step.map(|l| if l { "schedule lock-step" } else { "schedule independent" });
    [checks, schedule].into_iter().flatten().collect::<Vec<_>>().join(" ")
}

fn dims(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

fn num(n: &Num) -> String {
    match n {
        Num::Int(i) => i.to_string(),
        Num::UInt(u) => u.to_string(),
        Num::Float(f) => format!("{f:?}"),
    }
}

fn list(v: &[Num]) -> String {
    format!("[{}]", v.iter().map(num).collect::<Vec<_>>().join(", "))
}

/// A field input as directive text (`i32 1`, `f32x2 [1.0, 2.0]`, `struct { … }`).
pub fn field_text(f: &FieldInput) -> String {
    match f {
        FieldInput::Scalar(s) => {
            let (et, v) = s.parts();
            format!("{} {}", et.name(), num(&v))
        }
        FieldInput::Vector { vector, value } => format!("{vector} {}", list(value)),
        FieldInput::Array { array, value } => format!("{}[{}] {}", array.name(), value.len(), list(value)),
        FieldInput::Struct { fields } => format!("struct {{ {} }}", fields.iter().map(field_text).collect::<Vec<_>>().join(", ")),
    }
}

/// The `; arg` right-hand sides written in `src` for kernel `f`, per parameter (the last
/// one wins). `O(len(src))`.
fn written_rhs(src: &str, f: &crate::ir::Function) -> Vec<Option<String>> {
    let mut out = vec![None; f.args.len()];
    for line in src.lines() {
        let t = line.trim_start().trim_start_matches(';').trim_start();
        let Some(rest) = t.strip_prefix("arg ") else { continue };
        let Some((name, rhs)) = rest.split_once('=') else { continue };
        if let Some(k) = inputs::find_param(src, f, name.trim()) {
            out[k] = Some(rhs.trim().to_string());
        }
    }
    out
}

fn kind_of(t: &Ty, byval: bool) -> ArgKind {
    match t {
        _ if byval => ArgKind::Struct,
        Ty::Ptr(3) => ArgKind::Local,
        Ty::Ptr(_) => ArgKind::Buffer,
        Ty::Vector(..) => ArgKind::Vector,
        Ty::Struct(..) | Ty::Array(..) => ArgKind::Struct,
        _ => ArgKind::Scalar,
    }
}

/// The index of `function` in `module`, or an input error naming it.
fn function_index(module: &ModuleRef, function: &str) -> Result<usize, RunError> {
    module
        .functions
        .iter()
        .position(|f| f.name == function)
        .ok_or_else(|| RunError::general(RunErrorKind::Input, format!("no function named `{function}`")))
}

/// The form for kernel `function` of `module` (parsed from `src`): the text's directives,
/// defaults for the rest.
///
/// # Errors
/// Unknown function, undecodable IR, malformed directives.
pub fn input_form<'a>(module: impl Into<ModuleRef<'a>>, src: &str, function: &str) -> Result<InputForm, RunError> {
    let module: ModuleRef = module.into();
    let prog = super::decode::decode(&module, src)?;
    input_form_decoded(&prog, &module, src, function)
}

/// [`input_form`] on the program `module` decodes to (no second decode).
///
/// # Errors
/// As [`input_form`].
pub fn input_form_decoded(prog: &DecodedProgram, module: &ModuleRef, src: &str, function: &str) -> Result<InputForm, RunError> {
    let fi = function_index(module, function)?;
    let f = module.functions[fi];
    let (directives, errors) = inputs::parse_directives_lenient(src, f);
    let error = errors.first().map(|e| e.to_string());
    let (m, error) = materialize_or_defaults(prog, fi, &directives, error)?;
    Ok(with_error(form_of(prog, fi, f, src, &m, &directives), error, src))
}

/// The inputs the form shows: the directives' own, else (when they do not fit the kernel) the
/// directives without their NDRange, else the defaults; with the first error.
fn materialize_or_defaults(prog: &DecodedProgram, fi: usize, directives: &RunInputs, error: Option<String>) -> Result<(RunInputs, Option<String>), RunError> {
    match inputs::materialize(prog, fi, directives) {
        Ok(m) => Ok((m, error)),
        Err(e) => {
            let error = error.or_else(|| Some(e.to_string()));
            let sizeless = RunInputs { global: Vec::new(), local: Vec::new(), wave: None, ..directives.clone() };
            let m = inputs::materialize(prog, fi, &sizeless).or_else(|_| inputs::materialize(prog, fi, &RunInputs::default()))?;
            Ok((m, error))
        }
    }
}

/// `form` with `error` set and, when there is one, the NDRange fields as the text's last
/// `; run:` line wrote them (so a size the parser rejected stays in the field to fix).
fn with_error(mut form: InputForm, error: Option<String>, src: &str) -> InputForm {
    if error.is_some() {
        if let Some((g, l)) = written_ndrange(src) {
            if !g.is_empty() {
                form.global = g;
            }
            if !l.is_empty() {
                form.local = l;
            }
        }
    }
    form.error = error;
    form
}

/// The `global` and `local` values of the last `; run:` line as written (`32y16`).
fn written_ndrange(src: &str) -> Option<(String, String)> {
    let line = src.lines().rev().find_map(|l| {
        let t = l.trim_start();
        t.starts_with(';').then(|| t.trim_start_matches(';').trim_start()).and_then(|t| t.strip_prefix("run:"))
    })?;
    let (mut g, mut l) = (String::new(), String::new());
    let mut cur: Option<&mut String> = None;
    for w in line.split_whitespace() {
        match w {
            "global" => cur = Some(&mut g),
            "local" => cur = Some(&mut l),
            "wave" | "checks" | "schedule" => cur = None,
            _ => {
                if let Some(c) = cur.as_deref_mut() {
                    if !c.is_empty() {
                        c.push(' ');
                    }
                    c.push_str(w);
                }
            }
        }
    }
    Some((g, l))
}

fn form_of(prog: &DecodedProgram, fi: usize, f: &crate::ir::Function, src: &str, m: &RunInputs, directives: &RunInputs) -> InputForm {
    let written = written_rhs(src, f);
    let df = &prog.funcs[fi];
    let launch = if directives.local.is_empty() { df.launch.reasons() } else { Vec::new() };
    let guess = if directives.local.is_empty() { df.launch.guess.clone() } else { None };
    // What each buffer's accesses reach at these inputs (`buffer_extent`): a default buffer
    // sized by it says so.
    let at = |v: &[u64]| [0, 1, 2].map(|d| v.get(d).copied().unwrap_or(1));
    let scalars = m.args.iter().map(|a| match a {
        Some(ArgInput::Scalar { value, .. }) => Some(value.as_i128() as i64),
        _ => None,
    });
    let env = super::buffer_extent::Env { global: at(&m.global), local: at(&m.local), scalars: scalars.collect() };
    let extents = super::buffer_extent::extents(prog, fi, &env);
    let ix = crate::span::LineIndex::new(src);
    let rows = (0..f.args.len())
        .map(|k| {
            let t = df.arg_tys.get(k).cloned().unwrap_or(Ty::Other);
            let byval = df.byval.get(k).cloned().flatten();
            let kind = kind_of(&t, byval.is_some());
            let name = f.values[k].span.text(src).to_string();
            let ir_type = byval.as_ref().map_or_else(|| t.to_string(), |b| format!("byval {b}"));
            let from_text = directives.args.get(k).is_some_and(Option::is_some);
            let (elem, len, value) = match m.args.get(k).cloned().flatten() {
                Some(ArgInput::Buffer { buffer, data, .. }) => {
                    // Keep the written initialiser (`random(0, 9) seed 3`), not its values.
                    let init = written[k]
                        .as_deref()
                        .and_then(|r| r.split_once(']').map(|(_, i)| i.trim().to_string()))
                        .filter(|i| !i.is_empty())
                        .unwrap_or_else(|| "iota".into());
                    (buffer.name().to_string(), data.len() as u64, init)
                }
                Some(ArgInput::Local { local_bytes }) => (String::new(), local_bytes, String::new()),
                Some(ArgInput::Scalar { scalar, value }) => {
                    (String::new(), 0, written[k].clone().unwrap_or_else(|| format!("{} {}", scalar.name(), num(&value))))
                }
                Some(ArgInput::Vector { vector, value }) => (String::new(), 0, format!("{vector} {}", list(&value))),
                Some(ArgInput::Struct { fields }) => (String::new(), 0, field_text(&FieldInput::Struct { fields })),
                None => (String::new(), 0, String::new()),
            };
            let hint = match (kind, from_text, df.scalar_uses.get(k)) {
                (ArgKind::Scalar, false, Some(Some(u))) => u.why(),
                (ArgKind::Buffer, false, _) => match (extents.get(k).cloned().flatten(), inputs::ElemType::from_name(&elem)) {
                    (Some(e), Some(et)) if e.bytes.div_ceil(et.size() as u64) == len => {
                        let line = df.spans.get(e.inst).map_or(0, |sp| ix.line_col(src, sp.start as usize).line);
                        format!("sized to what its accesses reach at these scalars and NDRange: {} bytes (line {line})", e.bytes)
                    }
                    _ => String::new(),
                },
                _ => String::new(),
            };
            FormRow { index: k, name, kind, ir_type, elem, len, value, from_text, hint }
        })
        .collect();
    InputForm {
        function: f.name.clone(),
        global: dims(&m.global),
        local: dims(&m.local),
        wave: m.wave.unwrap_or(64),
        rows,
        notes: Vec::new(),
        fault: None,
        launch,
        guess,
        error: None,
        run_options: run_options(directives),
    }
}

/// The form's NDRange fields as one `; run:` line's values: a field may hold what the docs
/// show for the whole line (`global 64x64 local 16x16`, `64x64 local 16x16 wave 32`, `local
/// 16`): its keywords are read, and a size typed after `local` in the global field wins over
/// the local field. Returns `(global, local, wave)`.
pub fn ndrange_fields(form: &InputForm) -> (String, String, u32) {
    let (mut g, mut l, mut w) = (String::new(), String::new(), form.wave);
    let read = |text: &str, first: &str, g: &mut String, l: &mut String, w: &mut u32| {
        let mut cur = first.to_string();
        for word in text.split_whitespace() {
            match word {
                "global" | "local" | "wave" | "checks" | "schedule" => {
                    cur = word.to_string();
                    if word == "global" || word == "local" {
                        let slot = if word == "global" { &mut *g } else { &mut *l };
                        slot.clear();
                    }
                }
                _ => match cur.as_str() {
                    "global" | "local" => {
                        let slot = if cur == "global" { &mut *g } else { &mut *l };
                        if !slot.is_empty() {
                            slot.push(' ');
                        }
                        slot.push_str(word);
                    }
                    "wave" => *w = word.parse().unwrap_or(*w),
                    _ => {}
                },
            }
        }
    };
    read(&form.local, "local", &mut g, &mut l, &mut w);
    let (g0, l0) = (g.clone(), l.clone());
    g.clear();
    read(&form.global, "global", &mut g, &mut l, &mut w);
    if g.is_empty() {
        g = g0;
    }
    if l.is_empty() {
        l = l0;
    }
    (g, l, w)
}

/// The `; run:` and `; arg` lines of `form` (one per row).
pub fn print_directives(form: &InputForm) -> String {
    let (g, l, w) = ndrange_fields(form);
    let mut s = if l.is_empty() { format!("; run: global {g} wave {w}") } else { format!("; run: global {g} local {l} wave {w}") };
    if !form.run_options.is_empty() {
        s.push(' ');
        s.push_str(&form.run_options);
    }
    s.push('\n');
    for r in &form.rows {
        s.push_str(&format!("; arg {} = {}\n", r.name, r.rhs()));
    }
    s
}

/// `src` with its `; run:` / `; arg` directive lines replaced by those of `form` (written where
/// the first of them was, else at the end). Other comments are kept. `O(len(src))`.
pub fn replace_directives(src: &str, form: &InputForm) -> String {
    let is_directive = |l: &str| {
        let t = l.trim_start();
        if !t.starts_with(';') {
            return false;
        }
        let t = t.trim_start_matches(';').trim_start();
        t.starts_with("run:") || (t.starts_with("arg ") && t.contains('='))
    };
    let mut out = String::with_capacity(src.len() + 256);
    let mut placed = false;
    for line in src.split_inclusive('\n') {
        if is_directive(line) {
            if !placed {
                out.push_str(&print_directives(form));
                placed = true;
            }
            continue;
        }
        out.push_str(line);
    }
    if !placed {
        if !out.is_empty() && !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&print_directives(form));
    }
    out
}

/// The argument index and the byte range (signed: an index before the start is negative) of
/// an out-of-bounds access in a run error's message (`bytes 1106432..1106436 outside buffer
/// %1 (argument 1) (65536 bytes)`, `bytes -8..-4 outside buffer %1 …`).
fn outside(message: &str) -> Option<(usize, i64, i64)> {
    let (_, after) = message.split_once("bytes ")?;
    let (range, rest) = after.split_once(" outside buffer ")?;
    let (start, end) = range.split_once("..")?;
    let (start, end): (i64, i64) = (start.parse().ok()?, end.parse().ok()?);
    let (_, arg) = rest.split_once("(argument ")?;
    let k: usize = arg.split(')').next()?.parse().ok()?;
    Some((k, start, end))
}

/// What to change for a fault that growing a buffer does not fix (empty when it does).
fn advice(e: &RunError) -> String {
    match outside(&e.message) {
        Some((_, start, _)) if start < 0 => "The index is negative (before the buffer's start): a larger buffer cannot fix it. Look at the scalars that offset the index (a block or diagonal number, an offset) and at the NDRange: more work-groups than the scalars allow make a negative index.".into(),
        Some(_) => String::new(),
        None if e.message.contains("outside local memory") && e.message.contains("negative") => "The index into local memory is negative: look at the scalars and the work-group size.".into(),
        None if e.message.contains("division") || e.message.contains("divide") => "Look at the scalars: a divisor is 0.".into(),
        None => "Look at the scalars (a divisor, a loop bound) and the NDRange.".into(),
    }
}

/// Grows the last `__local` parameter of `args` when `message` is an access past the end of
/// local memory (`bytes 8704..8708 outside local memory (8192 bytes)`): by what the access
/// needed, at least doubled, rounded to 16 bytes. Returns `(parameter, old bytes, new bytes)`.
fn grow_local(message: &str, args: &mut [Option<ArgInput>]) -> Option<(usize, u64, u64)> {
    let (_, after) = message.split_once("bytes ")?;
    let (range, rest) = after.split_once(" outside local memory (")?;
    let (start, end) = range.split_once("..")?;
    if start.starts_with('-') {
        return None;
    }
    let end: u64 = end.parse().ok()?;
    let len: u64 = rest.split(' ').next()?.parse().ok()?;
    let k = args.iter().rposition(|a| matches!(a, Some(ArgInput::Local { .. })))?;
    let Some(ArgInput::Local { local_bytes }) = &mut args[k] else { return None };
    let old = *local_bytes;
    let n = (old + end.saturating_sub(len)).max(2 * old).div_ceil(16) * 16;
    if n > 1 << 24 {
        return None;
    }
    *local_bytes = n;
    Some((k, old, n))
}

/// Smarter inputs for kernel `function`: runs it with the text's inputs and defaults and, while
/// a run reads or writes past the end of a buffer argument, grows that buffer to cover the
/// access (rounded up to a power of two, at least doubled) and runs again (at most
/// [`MAX_GROW_RUNS`] runs). The form's notes say what grew and why; a fault that remains is
/// [`InputForm::fault`], with the row to change when it names a buffer.
///
/// # Errors
/// As [`input_form`].
pub fn suggest<'a>(module: impl Into<ModuleRef<'a>>, src: &str, function: &str, limits: &Limits) -> Result<InputForm, RunError> {
    let module: ModuleRef = module.into();
    let prog = std::sync::Arc::new(super::decode::decode(&module, src)?);
    suggest_decoded(prog, &module, src, function, limits)
}

/// [`suggest`] on the program `module` decodes to (no second decode).
///
/// # Errors
/// As [`input_form`].
pub fn suggest_decoded(prog: std::sync::Arc<DecodedProgram>, module: &ModuleRef, src: &str, function: &str, limits: &Limits) -> Result<InputForm, RunError> {
    suggest_with_inputs(prog, module, src, function, limits).map(|(f, _)| f)
}

/// [`suggest_decoded`], with the inputs of its last run (all explicit): with no
/// [`InputForm::fault`] they run without a fault, so the page can show that run.
///
/// # Errors
/// As [`input_form`].
pub fn suggest_with_inputs(prog: std::sync::Arc<DecodedProgram>, module: &ModuleRef, src: &str, function: &str, limits: &Limits) -> Result<(InputForm, RunInputs), RunError> {
    let fi = function_index(module, function)?;
    let f = module.functions[fi];
    let (directives, errors) = inputs::parse_directives_lenient(src, f);
    if let Some(e) = errors.first() {
        // Nothing is run on malformed lines: the form shows them with the error.
        let (m, error) = materialize_or_defaults(&prog, fi, &directives, Some(e.to_string()))?;
        return Ok((with_error(form_of(&prog, fi, f, src, &m, &directives), error, src), m));
    }
    let mut m = match inputs::materialize(&prog, fi, &directives) {
        Ok(m) => m,
        Err(e) => {
            let (m, error) = materialize_or_defaults(&prog, fi, &directives, Some(e.to_string()))?;
            return Ok((with_error(form_of(&prog, fi, f, src, &m, &directives), error, src), m));
        }
    };
    let mut notes = Vec::new();
    let mut fault = None;
    // The growth runs stop at the first fault (the checks would report it and run on).
    let limits = &{
        let mut l = limits.clone();
        l.checks.enabled = false;
        l
    };
    for _ in 0..MAX_GROW_RUNS {
        match super::run_decoded(prog.clone(), module, src, fi, &m, limits) {
            Ok(_) => {
                fault = None;
                break;
            }
            Err(e) => {
                let grown = match (e.kind, outside(&e.message)) {
                    // Only an access past the end is fixed by a larger buffer.
                    (RunErrorKind::OutOfBounds, Some((k, start, end))) if start >= 0 => match m.args.get_mut(k) {
                        Some(Some(ArgInput::Buffer { buffer, data, .. })) => {
                            let end = end as u64;
                            let need = end.div_ceil(buffer.size() as u64);
                            let n = need.next_power_of_two().max(2 * data.len() as u64);
                            if n > 1 << 26 {
                                None
                            } else {
                                let old = data.len();
                                let fill = |i: u64| if buffer.is_float() { Num::Float(i as f64) } else { Num::Int(i as i64) };
                                data.extend((old as u64..n).map(fill));
                                notes.push(format!(
                                    "{} grown from {old} to {n} elements: a run reached byte {end} ({})",
                                    f.values[k].span.text(src),
                                    e
                                ));
                                Some(k)
                            }
                        }
                        _ => None,
                    },
                    _ => grow_local(&e.message, &mut m.args).map(|(k, old, n)| {
                        notes.push(format!("{} grown from {old} to {n} bytes: a run reached past the end of local memory ({e})", f.values[k].span.text(src)));
                        k
                    }),
                };
                fault = Some(FormFault { row: grown.or_else(|| outside(&e.message).map(|(k, ..)| k)), message: e.to_string(), advice: if grown.is_some() { String::new() } else { advice(&e) } });
                if grown.is_none() {
                    break;
                }
            }
        }
    }
    let mut form = form_of(&prog, fi, f, src, &m, &directives);
    form.notes = notes;
    form.fault = fault;
    Ok((form, m))
}
