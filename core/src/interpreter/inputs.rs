//! Kernel inputs: the NDRange and one value per kernel parameter, from a JSON document (the
//! CLI's `--inputs`), from scenario directives in `;` comments of the IR, or from defaults.
//!
//! # Directives (in `;` comments, anywhere in the module)
//! ```text
//! run: global G (local L)? (wave W)? (checks on|off)? (schedule lock-step|independent)?
//!                                            G, L := N | N,N | N,N,N | NxN | NxNxN  (also N x N, N×N)
//! arg PARAM = TYPE[N] INIT                   a buffer (global/constant pointer parameter)
//! arg PARAM = local_bytes N                  a __local pointer parameter
//! arg PARAM = VALUE                          a by-value scalar (its type is the parameter's)
//! arg PARAM = TYPExN [V, …]                  a by-value vector (`i32x4 [1, 2, 3, 4]`)
//! arg PARAM = struct { FIELD, … }            a by-value struct (FIELD := TYPE V | TYPExN [V, …]
//!                                            | TYPE[N] [V, …] | struct { … })
//! PARAM := %name | %N | N (0-based position)
//! TYPE  := i8 | u8 | i16 | u16 | i32 | u32 | i64 | u64 | f32 | f64
//! INIT  := zeros | iota | fill(V) | random(LO, HI) (seed S)? | uninit | [V, V, …]
//!          followed by an optional host access flag: read_only | write_only | read_write
//! ```
//! `iota` is 0, 1, 2, …; `random` draws integers uniformly in `LO ..= HI` (floats in
//! `[LO, HI)`) from a SplitMix64 stream seeded with `S` (default 1), so inputs are
//! reproducible. Errors are [`ParseError`]s with line:column.
//!
//! # Defaults (any kernel runs with no directive)
//! Wave size 64 for AMDGPU, 32 for NVPTX; one work-group of two waves (`global = local =
//! [2·wave, 1, 1]`), so kernels that index by the local id alone do not race between groups;
//! with only `global` given, `local = min(global, wave)`. A kernel that says its work-group
//! size ([`super::launch`]: `reqd_work_group_size`, a `__local` array indexed by the local id,
//! a local id compared with a constant) gets that size instead, as one work-group (`global =
//! local`), or with only `global` given, when it fits and was declared or read from a
//! `__local` array. A buffer parameter gets `max(4·N + 256, min(N², 65536))` elements for
//! `N` work-items (`N = max(work-items, 256)` with a size read from the kernel; room for `data[tid * n + i]` with the default `n = N`), of the
//! type its first load or store uses (`i32`
//! if none), filled with `iota`; a `__local` pointer gets `64 ×
//! local items` bytes; an integer scalar gets the number of work-items (a typical `n`), a
//! float scalar `1.0`.

use super::decode::{DecodedProgram, Src, K};
use super::error::{RunError, RunErrorKind};
use super::values::{Ty, Val};
use crate::ir::Function;
use crate::span::{LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};

/// Element type of a buffer or scalar argument.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[allow(missing_docs)]
pub enum ElemType {
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

impl ElemType {
    /// The keyword (`i32`).
    pub fn name(self) -> &'static str {
        use ElemType::*;
        match self {
            I8 => "i8",
            U8 => "u8",
            I16 => "i16",
            U16 => "u16",
            I32 => "i32",
            U32 => "u32",
            I64 => "i64",
            U64 => "u64",
            F32 => "f32",
            F64 => "f64",
        }
    }

    /// From the keyword.
    pub fn from_name(s: &str) -> Option<ElemType> {
        use ElemType::*;
        Some(match s {
            "i8" | "char" => I8,
            "u8" | "uchar" => U8,
            "i16" | "short" => I16,
            "u16" | "ushort" => U16,
            "i32" | "int" => I32,
            "u32" | "uint" => U32,
            "i64" | "long" => I64,
            "u64" | "ulong" => U64,
            "f32" | "float" => F32,
            "f64" | "double" => F64,
            _ => return None,
        })
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        use ElemType::*;
        match self {
            I8 | U8 => 1,
            I16 | U16 => 2,
            I32 | U32 | F32 => 4,
            I64 | U64 | F64 => 8,
        }
    }

    /// Whether floating-point.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F32 | ElemType::F64)
    }

    /// Whether a signed integer.
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64
        )
    }

    /// The element type matching an IR type (`float` → `f32`, `i16` → `i16`).
    pub fn of_ty(t: &Ty) -> Option<ElemType> {
        Some(match t {
            Ty::Int(8) => ElemType::I8,
            Ty::Int(16) => ElemType::I16,
            Ty::Int(32) => ElemType::I32,
            Ty::Int(64) => ElemType::I64,
            Ty::Float => ElemType::F32,
            Ty::Double => ElemType::F64,
            Ty::Vector(_, e) => return ElemType::of_ty(e),
            _ => return None,
        })
    }

    /// Encodes `v` little-endian.
    pub fn encode(self, v: Num, out: &mut Vec<u8>) {
        let n = self.size();
        if self.is_float() {
            let x = v.as_f64();
            if n == 4 {
                out.extend_from_slice(&(x as f32).to_le_bytes());
            } else {
                out.extend_from_slice(&x.to_le_bytes());
            }
        } else {
            let x = v.as_i128() as u128;
            out.extend_from_slice(&x.to_le_bytes()[..n]);
        }
    }

    /// Decodes element `k` of `bytes`.
    pub fn decode(self, bytes: &[u8], k: usize) -> Num {
        let n = self.size();
        let mut b = [0u8; 8];
        if let Some(s) = bytes.get(k * n..k * n + n) {
            b[..n].copy_from_slice(s);
        }
        let u = u64::from_le_bytes(b);
        match self {
            ElemType::F32 => Num::Float(f32::from_bits(u as u32) as f64),
            ElemType::F64 => Num::Float(f64::from_bits(u)),
            ElemType::I8 => Num::Int(u as u8 as i8 as i64),
            ElemType::I16 => Num::Int(u as u16 as i16 as i64),
            ElemType::I32 => Num::Int(u as u32 as i32 as i64),
            ElemType::I64 => Num::Int(u as i64),
            ElemType::U64 => Num::UInt(u),
            _ => Num::Int(u as i64),
        }
    }
}

/// A JSON number: integer (signed or unsigned) or float.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Num {
    /// Signed integer.
    Int(i64),
    /// Unsigned integer above `i64::MAX`.
    UInt(u64),
    /// Floating-point.
    Float(f64),
}

impl Num {
    /// As `f64`.
    pub fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::UInt(u) => u as f64,
            Num::Float(f) => f,
        }
    }

    /// As an integer (floats truncated).
    pub fn as_i128(self) -> i128 {
        match self {
            Num::Int(i) => i as i128,
            Num::UInt(u) => u as i128,
            Num::Float(f) => f as i128,
        }
    }
}

/// The host's access flag of a buffer (`"access"` in INPUTS.json, a trailing word of an
/// `; arg` buffer directive).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HostAccess {
    /// `CL_MEM_READ_ONLY`: the kernel may only read it.
    ReadOnly,
    /// `CL_MEM_WRITE_ONLY`: the kernel may only write it.
    WriteOnly,
    /// `CL_MEM_READ_WRITE` (the default).
    ReadWrite,
}

impl HostAccess {
    /// The directive / JSON word (`read_only`).
    pub fn name(self) -> &'static str {
        match self {
            HostAccess::ReadOnly => "read_only",
            HostAccess::WriteOnly => "write_only",
            HostAccess::ReadWrite => "read_write",
        }
    }

    /// The flag named `w`, if any.
    pub fn from_name(w: &str) -> Option<HostAccess> {
        [HostAccess::ReadOnly, HostAccess::WriteOnly, HostAccess::ReadWrite]
            .into_iter()
            .find(|a| a.name() == w)
    }
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ArgInput {
    /// A global/constant buffer: element type and contents.
    Buffer {
        /// Element type.
        buffer: ElemType,
        /// Contents.
        data: Vec<Num>,
        /// Created without data: every byte starts uninitialised for the checks (issue 20;
        /// `data` is still what memory holds).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        uninit: bool,
        /// How the host created the buffer (`CL_MEM_READ_ONLY` / `CL_MEM_WRITE_ONLY` /
        /// `CL_MEM_READ_WRITE`; issue 32): the checks treat a read-only buffer like a `const`
        /// one (a store is `read-only-write`) and a write-only one like a `writeonly` one (a
        /// load is `write-only-read`). Absent: read-write.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        access: Option<HostAccess>,
    },
    /// A `__local` pointer: bytes of local memory to allocate.
    Local {
        /// Size in bytes.
        local_bytes: u64,
    },
    /// A by-value scalar.
    Scalar {
        /// Its type.
        scalar: ElemType,
        /// Its value.
        value: Num,
    },
    /// A by-value vector (`{"vector": "i32x4", "value": [1, 2, 3, 4]}`).
    Vector {
        /// Element type and lanes.
        vector: VecType,
        /// One value per lane.
        value: Vec<Num>,
    },
    /// A by-value struct (`{"struct": [{"i32": 1}, {"f32": 2.5}]}`), fields in order, laid out
    /// by the module's datalayout.
    Struct {
        /// The fields.
        #[serde(rename = "struct")]
        fields: Vec<FieldInput>,
    },
}

/// A vector type `TxN` (`i32x4`, `f32x2`): element type and lanes (2, 3, 4, 8 or 16).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct VecType {
    /// Element type.
    pub elem: ElemType,
    /// Lanes.
    pub lanes: u32,
}

impl VecType {
    /// Parses `i32x4`.
    pub fn parse(s: &str) -> Option<VecType> {
        let (e, n) = s.rsplit_once('x')?;
        let lanes: u32 = n.parse().ok()?;
        matches!(lanes, 2 | 3 | 4 | 8 | 16)
            .then_some(VecType { elem: ElemType::from_name(e)?, lanes })
    }
}

impl std::fmt::Display for VecType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}", self.elem.name(), self.lanes)
    }
}

impl TryFrom<String> for VecType {
    type Error = String;
    fn try_from(s: String) -> Result<VecType, String> {
        VecType::parse(&s).ok_or_else(|| {
            format!("`{s}` is not a vector type (TYPExN, N in 2, 3, 4, 8, 16, e.g. `i32x4`)")
        })
    }
}

impl From<VecType> for String {
    fn from(v: VecType) -> String {
        v.to_string()
    }
}

/// A scalar struct field: `{"i32": 1}` (one key, the element type).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[allow(missing_docs)]
pub enum ScalarField {
    I8(Num),
    U8(Num),
    I16(Num),
    U16(Num),
    I32(Num),
    U32(Num),
    I64(Num),
    U64(Num),
    F32(Num),
    F64(Num),
}

impl ScalarField {
    /// Type and value.
    pub fn parts(self) -> (ElemType, Num) {
        use ScalarField::*;
        match self {
            I8(v) => (ElemType::I8, v),
            U8(v) => (ElemType::U8, v),
            I16(v) => (ElemType::I16, v),
            U16(v) => (ElemType::U16, v),
            I32(v) => (ElemType::I32, v),
            U32(v) => (ElemType::U32, v),
            I64(v) => (ElemType::I64, v),
            U64(v) => (ElemType::U64, v),
            F32(v) => (ElemType::F32, v),
            F64(v) => (ElemType::F64, v),
        }
    }

    /// From type and value.
    pub fn of(et: ElemType, v: Num) -> ScalarField {
        use ScalarField::*;
        match et {
            ElemType::I8 => I8(v),
            ElemType::U8 => U8(v),
            ElemType::I16 => I16(v),
            ElemType::U16 => U16(v),
            ElemType::I32 => I32(v),
            ElemType::U32 => U32(v),
            ElemType::I64 => I64(v),
            ElemType::U64 => U64(v),
            ElemType::F32 => F32(v),
            ElemType::F64 => F64(v),
        }
    }
}

/// One field of a by-value struct: a scalar, a vector, an array or a nested struct.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FieldInput {
    /// A nested struct.
    Struct {
        /// Its fields.
        #[serde(rename = "struct")]
        fields: Vec<FieldInput>,
    },
    /// A vector field.
    Vector {
        /// Element type and lanes.
        vector: VecType,
        /// Lane values.
        value: Vec<Num>,
    },
    /// An array field (`{"array": "f32", "value": [1, 2, 3]}`).
    Array {
        /// Element type.
        array: ElemType,
        /// Elements.
        value: Vec<Num>,
    },
    /// A scalar field (`{"i32": 1}`).
    Scalar(ScalarField),
}

/// The inputs of a run: NDRange (empty = default) and arguments (`None` = default).
/// JSON: `{"global": [gx, gy?, gz?], "local": [...], "wave": 32?, "args": [ArgInput|null…]}`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RunInputs {
    /// Global size per dimension (1 to 3 entries), empty for the default.
    #[serde(default)]
    pub global: Vec<u64>,
    /// Local size (same rank), empty for the default.
    #[serde(default)]
    pub local: Vec<u64>,
    /// Wave size override.
    #[serde(default)]
    pub wave: Option<u32>,
    /// One per kernel parameter (missing or `null`: default).
    #[serde(default)]
    pub args: Vec<Option<ArgInput>>,
    /// `Some(false)` turns the checks off for this run (JSON `"checks": false`, directive
    /// `run: … checks off`): no findings, the run stops at its first fault, full speed. `None`
    /// or `Some(true)`: [`super::Limits`]' `checks.enabled` decides (on by default); inputs
    /// can turn the checks off, never back on over the CLI's `--no-checks`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checks: Option<bool>,
    /// The warp schedule of this run: `Some(true)` runs each warp's lanes in lock-step (a
    /// pre-Volta warp: JSON `"lock_step": true`, directive `run: … schedule lock-step`),
    /// `Some(false)` each work-item alone to its next barrier (`schedule independent`, the
    /// default). `None`: [`super::Limits`]' `checks.lock_step` decides (the CLI's
    /// `--lock-step`). So a text carries its schedule to the page's kernel run and debugger.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lock_step: Option<bool>,
}

impl RunInputs {
    /// The NDRange, wave, checks and schedule of `self`, no arguments.
    fn clone_sizes(&self) -> RunInputs {
        RunInputs { global: self.global.clone(), local: self.local.clone(), wave: self.wave, args: Vec::new(), checks: self.checks, lock_step: self.lock_step }
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): the stream behind `random(…) seed S`.
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

struct P<'s> {
    src: &'s str,
    ix: &'s LineIndex,
    b: &'s [u8],
    pos: usize,
    end: usize,
}

impl<'s> P<'s> {
    fn ws(&mut self) {
        while self.pos < self.end && matches!(self.b[self.pos], b' ' | b'\t' | b'\r') {
            self.pos += 1;
        }
    }
    fn err(&self, s: usize, e: usize, expected: &str) -> ParseError {
        let found = crate::span::describe_found(self.src.get(s..e).unwrap_or(""));
        ParseError::with_index(
            self.ix,
            self.src,
            Span::new(s, e),
            format!("expected {expected}, found {found}"),
        )
    }
    fn word(&mut self) -> (usize, usize) {
        self.ws();
        let s = self.pos;
        while self.pos < self.end
            && (self.b[self.pos].is_ascii_alphanumeric()
                || matches!(self.b[self.pos], b'_' | b'.' | b'%' | b'-' | b'+' | b'"'))
        {
            self.pos += 1;
        }
        (s, self.pos)
    }
    /// The next word, which must be `yes` (true) or `no` (false).
    fn either(&mut self, yes: &str, no: &str) -> Result<bool, ParseError> {
        let (s, e) = self.word();
        match self.text(s, e) {
            w if w == yes => Ok(true),
            w if w == no => Ok(false),
            _ => Err(self.err(s, e, &format!("`{yes}` or `{no}`"))),
        }
    }
    fn text(&self, s: usize, e: usize) -> &'s str {
        self.src.get(s..e).unwrap_or("")
    }
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.b
            .get(self.pos)
            .copied()
            .filter(|_| self.pos < self.end)
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn token_end(&self) -> usize {
        let mut e = self.pos;
        while e < self.end && !matches!(self.b[e], b' ' | b'\t' | b'\r') {
            e += 1;
        }
        e.max((self.pos + 1).min(self.end))
    }
    fn num(&mut self) -> Result<Num, ParseError> {
        let (s, e) = self.word();
        let t = self.text(s, e);
        if let Ok(i) = t.parse::<i64>() {
            return Ok(Num::Int(i));
        }
        if let Ok(u) = t.parse::<u64>() {
            return Ok(Num::UInt(u));
        }
        match t.parse::<f64>() {
            Ok(f) => Ok(Num::Float(f)),
            Err(_) => Err(self.err(s, if e > s { e } else { self.token_end() }, "a number")),
        }
    }
    fn uint(&mut self, what: &str) -> Result<u64, ParseError> {
        let (s, e) = self.word();
        self.text(s, e)
            .parse::<u64>()
            .map_err(|_| self.err(s, if e > s { e } else { self.token_end() }, what))
    }
    /// `N`, `N,N`, `N,N,N`, `NxN`, `NxNxN` (also `N x N`, `N×N`, `N, N`): at most three
    /// positive sizes.
    fn dims(&mut self) -> Result<Vec<u64>, ParseError> {
        let mut v = Vec::new();
        loop {
            self.ws();
            let s = self.pos;
            while self.pos < self.end && self.b[self.pos].is_ascii_digit() {
                self.pos += 1;
            }
            let n = self.text(s, self.pos).parse::<u64>().ok();
            let Some(n) = n else {
                let e = self.token_end();
                return Err(self.err(s, e, "a size (`64`, `64,64`, `64x64`)"));
            };
            // `32y16`: a size runs into other letters.
            if self.pos < self.end && self.b[self.pos].is_ascii_alphanumeric() && !matches!(self.b[self.pos], b'x' | b'X') {
                let e = self.token_end();
                return Err(self.err(s, e, "a size (`64`, `64,64`, `64x64`)"));
            }
            v.push(n);
            let save = self.pos;
            self.ws();
            let sep = match self.b.get(self.pos).filter(|_| self.pos < self.end) {
                Some(b',' | b'x' | b'X' | b'*') => 1,
                // `×` (U+00D7) is two bytes in UTF-8.
                Some(0xC3) if self.b.get(self.pos + 1) == Some(&0x97) => 2,
                _ => 0,
            };
            // A separator followed by a digit continues the list (`x` alone is not one).
            let mut after = self.pos + sep;
            while after < self.end && matches!(self.b[after], b' ' | b'\t') {
                after += 1;
            }
            if sep == 0 || !(after < self.end && self.b[after].is_ascii_digit()) {
                self.pos = save;
                break;
            }
            self.pos = after;
        }
        if v.len() > 3 {
            return Err(self.err(self.pos, self.pos, "at most three dimensions"));
        }
        Ok(v)
    }
    fn done(&mut self) -> Result<(), ParseError> {
        self.ws();
        if self.pos < self.end {
            let e = self.token_end();
            return Err(self.err(self.pos, e, "end of the directive"));
        }
        Ok(())
    }
}

/// Reads the `run:` and `arg` directives of `src` for kernel `f` into `inputs` (later
/// directives override earlier ones). `O(len)`.
///
/// # Errors
/// Malformed directives, unknown parameter names, a list longer or shorter than its count.
pub fn parse_directives(src: &str, f: &Function) -> Result<RunInputs, ParseError> {
    let (out, mut errors) = parse_directives_lenient(src, f);
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors.swap_remove(0))
    }
}

/// [`parse_directives`] that reads every line it can: the inputs of the well-formed lines and
/// the error of each malformed one (in text order), so the inputs form stays on screen with
/// the error next to it. `O(len)`.
pub fn parse_directives_lenient(src: &str, f: &Function) -> (RunInputs, Vec<ParseError>) {
    let ix = LineIndex::new(src);
    let mut out = RunInputs {
        args: vec![None; f.args.len()],
        ..RunInputs::default()
    };
    let mut errors = Vec::new();
    let b = src.as_bytes();
    let mut line_start = 0usize;
    while line_start < b.len() {
        let line_end = b[line_start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(b.len(), |p| line_start + p);
        let mut p = line_start;
        while p < line_end && matches!(b[p], b' ' | b'\t') {
            p += 1;
        }
        if p < line_end && b[p] == b';' {
            while p < line_end && b[p] == b';' {
                p += 1;
            }
            let mut q = P {
                src,
                ix: &ix,
                b,
                pos: p,
                end: line_end,
            };
            // A malformed line changes nothing (`directive_line` writes only once it is read).
            if let Err(e) = directive_line(&mut q, src, f, &ix, &mut out) {
                errors.push(e);
            }
        }
        line_start = line_end + 1;
    }
    (out, errors)
}

/// One comment line: a `run:` or `arg` directive read into `out`, anything else ignored.
fn directive_line(q: &mut P, src: &str, f: &Function, ix: &LineIndex, outer: &mut RunInputs) -> Result<(), ParseError> {
    let (ws, we) = q.word();
    match q.text(ws, we) {
        "run" if q.eat(b':') => {
            let mut line = outer.clone_sizes();
            let out = &mut line;
            loop {
                let (ks, ke) = q.word();
                match q.text(ks, ke) {
                    "global" => out.global = q.dims()?,
                    "local" => out.local = q.dims()?,
                    "wave" => {
                        let w = q.uint("a wave size")?;
                        if !(1..=1024).contains(&w) {
                            return Err(q.err(ks, q.pos, "a wave size in 1 ..= 1024"));
                        }
                        out.wave = Some(w as u32);
                    }
                    "checks" => out.checks = Some(q.either("on", "off")?),
                    "schedule" => out.lock_step = Some(q.either("lock-step", "independent")?),
                    "" => break,
                    _ => return Err(q.err(ks, ke, "`global`, `local`, `wave`, `checks` or `schedule`")),
                }
            }
            q.done()?;
            let line = std::mem::take(out);
            (outer.global, outer.local, outer.wave, outer.checks, outer.lock_step) = (line.global, line.local, line.wave, line.checks, line.lock_step);
        }
        "arg" => {
            let (ns, ne) = q.word();
            let name = q.text(ns, ne);
            if name.is_empty() || !q.eat(b'=') {
                // Not an argument directive (an ordinary comment starting with "arg").
                return Ok(());
            }
            let k = find_param(src, f, name).ok_or_else(|| {
                let names: Vec<&str> = f.values[..f.args.len()]
                    .iter()
                    .map(|v| v.span.text(src))
                    .collect();
                ParseError::with_index(
                    ix,
                    src,
                    Span::new(ns, ne),
                    format!(
                        "`{name}` is not a parameter of `@{}` (parameters: {})",
                        f.name,
                        names.join(", ")
                    ),
                )
            })?;
            let v = arg_value(q)?;
            q.done()?;
            outer.args[k] = Some(v);
        }
        _ => {}
    }
    Ok(())
}

pub(crate) fn find_param(src: &str, f: &Function, name: &str) -> Option<usize> {
    if let Ok(k) = name.parse::<usize>() {
        return (k < f.args.len()).then_some(k);
    }
    let want = if name.starts_with('%') {
        name.to_string()
    } else {
        format!("%{name}")
    };
    (0..f.args.len()).find(|&k| f.values[k].span.text(src) == want)
}

/// `[V, V, …]` with exactly `n` values (`n = None`: any number).
fn num_list(q: &mut P, n: Option<usize>) -> Result<Vec<Num>, ParseError> {
    let start = q.pos;
    if !q.eat(b'[') {
        return Err(q.err(q.pos, q.token_end(), "`[`"));
    }
    let mut v = Vec::new();
    if !q.eat(b']') {
        loop {
            v.push(q.num()?);
            if q.eat(b']') {
                break;
            }
            if !q.eat(b',') {
                return Err(q.err(q.pos, q.token_end(), "`,` or `]`"));
            }
        }
    }
    if let Some(n) = n {
        if v.len() != n {
            return Err(q.err(start, q.pos, &format!("{n} values (the list has {})", v.len())));
        }
    }
    Ok(v)
}

/// A struct field or by-value value: `TYPE V` | `TYPExN [V, …]` | `TYPE[N] [V, …]` |
/// `struct { FIELD, … }`.
fn field(q: &mut P, depth: u32) -> Result<FieldInput, ParseError> {
    let (ts, te) = q.word();
    let t = q.text(ts, te);
    if t == "struct" {
        if depth > 16 {
            return Err(q.err(ts, te, "at most 16 nested structs"));
        }
        return Ok(FieldInput::Struct { fields: struct_fields(q, depth + 1)? });
    }
    if let Some(vector) = VecType::parse(t) {
        let value = num_list(q, Some(vector.lanes as usize))?;
        return Ok(FieldInput::Vector { vector, value });
    }
    match ElemType::from_name(t) {
        Some(array) if q.peek() == Some(b'[') => {
            q.pos += 1;
            let n = q.uint("an element count")? as usize;
            if !q.eat(b']') {
                return Err(q.err(q.pos, q.token_end(), "`]`"));
            }
            let value = num_list(q, Some(n))?;
            Ok(FieldInput::Array { array, value })
        }
        Some(et) => Ok(FieldInput::Scalar(ScalarField::of(et, q.num()?))),
        None => Err(q.err(
            ts,
            if te > ts { te } else { q.token_end() },
            "a field (`i32 1`, `f32x2 [1, 2]`, `i32[3] [1, 2, 3]` or `struct { … }`)",
        )),
    }
}

/// `{ FIELD, FIELD, … }`.
fn struct_fields(q: &mut P, depth: u32) -> Result<Vec<FieldInput>, ParseError> {
    if !q.eat(b'{') {
        return Err(q.err(q.pos, q.token_end(), "`{`"));
    }
    let mut fields = Vec::new();
    if q.eat(b'}') {
        return Ok(fields);
    }
    loop {
        fields.push(field(q, depth)?);
        if q.eat(b'}') {
            return Ok(fields);
        }
        if !q.eat(b',') {
            return Err(q.err(q.pos, q.token_end(), "`,` or `}`"));
        }
    }
}

fn arg_value(q: &mut P) -> Result<ArgInput, ParseError> {
    let save = q.pos;
    let (ts, te) = q.word();
    let t = q.text(ts, te);
    if t == "local_bytes" || t == "local" {
        return Ok(ArgInput::Local {
            local_bytes: q.uint("a byte count")?,
        });
    }
    if t == "struct" {
        return Ok(ArgInput::Struct { fields: struct_fields(q, 0)? });
    }
    if let Some(vector) = VecType::parse(t) {
        let value = num_list(q, Some(vector.lanes as usize))?;
        return Ok(ArgInput::Vector { vector, value });
    }
    if let Some(et) = ElemType::from_name(t) {
        if q.eat(b'[') {
            let n = q.uint("an element count")?;
            if n > 1 << 26 {
                return Err(q.err(ts, q.pos, "at most 67108864 elements"));
            }
            if !q.eat(b']') {
                let e = q.token_end();
                return Err(q.err(q.pos, e, "`]`"));
            }
            let n = n as usize;
            let (is, ie) = q.word();
            // `uninit`: a buffer created without data (zeros, undefined for the checks).
            let uninit = q.text(is, ie) == "uninit";
            let data: Vec<Num> = match q.text(is, ie) {
                "zeros" | "uninit" => vec![Num::Int(0); n],
                "iota" => (0..n)
                    .map(|i| {
                        if et.is_float() {
                            Num::Float(i as f64)
                        } else {
                            Num::Int(i as i64)
                        }
                    })
                    .collect(),
                "fill" => {
                    if !q.eat(b'(') {
                        return Err(q.err(q.pos, q.token_end(), "`(`"));
                    }
                    let v = q.num()?;
                    if !q.eat(b')') {
                        return Err(q.err(q.pos, q.token_end(), "`)`"));
                    }
                    vec![v; n]
                }
                "random" => {
                    if !q.eat(b'(') {
                        return Err(q.err(q.pos, q.token_end(), "`(`"));
                    }
                    let lo = q.num()?;
                    if !q.eat(b',') {
                        return Err(q.err(q.pos, q.token_end(), "`,`"));
                    }
                    let hi = q.num()?;
                    if !q.eat(b')') {
                        return Err(q.err(q.pos, q.token_end(), "`)`"));
                    }
                    let mut seed = 1u64;
                    let (ss, se) = q.word();
                    if q.text(ss, se) == "seed" {
                        seed = q.uint("a seed")?;
                    } else {
                        q.pos = ss;
                    }
                    random_data(et, lo, hi, seed, n)
                }
                "" if q.peek() == Some(b'[') => num_list(q, Some(n))?,
                _ => {
                    return Err(q.err(
                        is,
                        if ie > is { ie } else { q.token_end() },
                        "`zeros`, `iota`, `fill(V)`, `random(LO, HI)`, `uninit` or `[V, …]`",
                    ))
                }
            };
            // An optional host access flag after the contents (`… iota read_only`).
            let (ws, we) = q.word();
            let access = HostAccess::from_name(q.text(ws, we));
            if access.is_none() {
                q.pos = ws;
            }
            return Ok(ArgInput::Buffer { buffer: et, data, uninit, access });
        }
        // `arg %n = i32 5`: a typed scalar.
        let v = q.num()?;
        return Ok(ArgInput::Scalar {
            scalar: et,
            value: v,
        });
    }
    q.pos = save;
    let v = q.num()?;
    Ok(ArgInput::Scalar {
        scalar: if matches!(v, Num::Float(_)) {
            ElemType::F64
        } else {
            ElemType::I64
        },
        value: v,
    })
}

/// `n` values uniformly in `lo ..= hi` (ints) or `[lo, hi)` (floats), SplitMix64 seeded with
/// `seed`.
pub fn random_data(et: ElemType, lo: Num, hi: Num, seed: u64, n: usize) -> Vec<Num> {
    let mut r = SplitMix(seed);
    (0..n)
        .map(|_| {
            let u = r.next_u64();
            if et.is_float() {
                let f = (u >> 11) as f64 / (1u64 << 53) as f64;
                Num::Float(lo.as_f64() + f * (hi.as_f64() - lo.as_f64()))
            } else {
                // Bounds clamped to i64 (the values are stored as i64): a bound written far
                // outside it (a huge literal reads as a float, saturating to i128::MIN) made
                // `b - a + 1` overflow (fuzz finding, tests/fuzz_regressions).
                let clamp = |v: i128| v.clamp(i64::MIN as i128, i64::MAX as i128);
                let (a, b) = (clamp(lo.as_i128()), clamp(hi.as_i128().max(lo.as_i128())));
                let span = (b - a + 1) as u128;
                Num::Int((a + (u as u128 % span) as i128) as i64)
            }
        })
        .collect()
}

/// A resolved argument.
#[derive(Clone, Debug)]
pub enum Resolved {
    /// A buffer: element type and bytes.
    Buffer(ElemType, Vec<u8>),
    /// Local memory bytes.
    Local(u64),
    /// A scalar value (bits for the parameter's type), or a vector or struct passed in
    /// registers (AMDGPU passes `%struct.S %arg` as an SSA aggregate).
    Scalar(Val),
    /// A `byval(T)` pointer parameter: the bytes of its private copy (laid out by the
    /// datalayout) and `T`. Each work-item gets its own copy on its private stack.
    Byval(Vec<u8>, Ty),
}

/// The field form of an argument (a struct's fields and a by-value vector or scalar are
/// converted alike).
fn as_field(a: &ArgInput) -> Option<FieldInput> {
    Some(match a {
        ArgInput::Scalar { scalar, value } => FieldInput::Scalar(ScalarField::of(*scalar, *value)),
        ArgInput::Vector { vector, value } => FieldInput::Vector { vector: *vector, value: value.clone() },
        ArgInput::Struct { fields } => FieldInput::Struct { fields: fields.clone() },
        _ => return None,
    })
}

fn field_kind(f: &FieldInput) -> String {
    match f {
        FieldInput::Struct { fields } => format!("a struct of {} field(s)", fields.len()),
        FieldInput::Vector { vector, .. } => format!("a vector `{vector}`"),
        FieldInput::Array { array, value } => format!("an array of {} `{}`", value.len(), array.name()),
        FieldInput::Scalar(s) => format!("a scalar `{}`", s.parts().0.name()),
    }
}

/// Whether element type `et` fits IR scalar type `t` (same size; float for float).
fn elem_fits(et: ElemType, t: &Ty) -> bool {
    match t {
        Ty::Int(b) => !et.is_float() && (et.size() as u32 * 8 == *b || (*b == 1 && et.size() == 1)),
        Ty::Float => et == ElemType::F32,
        Ty::Double => et == ElemType::F64,
        _ => false,
    }
}

fn scalar_val(v: Num, t: &Ty) -> Val {
    match t {
        Ty::Int(bits) => Val::S(super::values::mask(v.as_i128() as u128, *bits)),
        t => Val::S(super::values::from_f64(v.as_f64(), t)),
    }
}

/// The value of field input `f` for IR type `t` (`what` names it in errors). Structs must
/// have as many fields as the IR type, vectors and arrays as many elements, scalars the same
/// size and kind (`i32`/`u32` for `i32`, `f32` for `float`).
///
/// # Errors
/// A shape or type mismatch, naming the field path.
pub fn field_value(f: &FieldInput, t: &Ty, what: &str) -> Result<Val, String> {
    let mismatch = || format!("{what}: the kernel's type is `{t}`, the input is {}", field_kind(f));
    match (f, t) {
        (FieldInput::Scalar(s), t) => {
            let (et, v) = s.parts();
            if !elem_fits(et, t) {
                return Err(mismatch());
            }
            Ok(scalar_val(v, t))
        }
        (FieldInput::Vector { vector, value }, Ty::Vector(n, e)) => {
            if vector.lanes != *n || !elem_fits(vector.elem, e) || value.len() != *n as usize {
                return Err(format!("{}; `{vector}` needs {} value(s), found {}", mismatch(), vector.lanes, value.len()));
            }
            Ok(Val::V(value.iter().map(|&v| scalar_val(v, e)).collect()))
        }
        (FieldInput::Array { array, value }, Ty::Array(n, e)) => {
            if value.len() as u64 != *n || !elem_fits(*array, e) {
                return Err(format!("{}; {} value(s) given", mismatch(), value.len()));
            }
            Ok(Val::V(value.iter().map(|&v| scalar_val(v, e)).collect()))
        }
        (FieldInput::Struct { fields }, Ty::Struct(ts, _)) => {
            if fields.len() != ts.len() {
                return Err(format!("{what}: the kernel's struct `{t}` has {} field(s), the input {}", ts.len(), fields.len()));
            }
            let vals = fields
                .iter()
                .zip(ts)
                .enumerate()
                .map(|(k, (f, t))| field_value(f, t, &format!("{what}, field {k}")))
                .collect::<Result<Vec<Val>, String>>()?;
            Ok(Val::V(vals.into()))
        }
        _ => Err(mismatch()),
    }
}

/// The default value of a by-value parameter of type `t`: integers the number of
/// work-items `items`, floats 1.0, lane by lane and field by field. `None` for types without
/// an input form (pointers inside structs, `half`).
pub fn default_value(t: &Ty, items: u64) -> Option<Val> {
    Some(match t {
        Ty::Int(bits) => Val::S(super::values::mask(items as u128, *bits)),
        Ty::Float | Ty::Double => Val::S(super::values::from_f64(1.0, t)),
        Ty::Vector(n, e) => Val::V((0..*n).map(|_| default_value(e, items)).collect::<Option<Vec<_>>>()?.into()),
        Ty::Array(n, e) if *n <= 1 << 16 => {
            Val::V((0..*n).map(|_| default_value(e, items)).collect::<Option<Vec<_>>>()?.into())
        }
        Ty::Struct(ts, _) => Val::V(ts.iter().map(|t| default_value(t, items)).collect::<Option<Vec<_>>>()?.into()),
        _ => return None,
    })
}

fn num_of(v: &Val, t: &Ty) -> Num {
    match t {
        Ty::Int(bits) => Num::Int(super::values::sext(v.s(), *bits) as i64),
        t => Num::Float(super::values::to_f64(v.s(), t)),
    }
}

/// The field input describing value `v` of IR type `t` (the inverse of [`field_value`]).
/// `None` for types without an input form.
pub fn field_of(v: &Val, t: &Ty) -> Option<FieldInput> {
    Some(match t {
        Ty::Vector(n, e) => FieldInput::Vector {
            vector: VecType { elem: ElemType::of_ty(e)?, lanes: *n },
            value: v.elems().iter().map(|x| num_of(x, e)).collect(),
        },
        Ty::Array(_, e) => FieldInput::Array {
            array: ElemType::of_ty(e)?,
            value: v.elems().iter().map(|x| num_of(x, e)).collect(),
        },
        Ty::Struct(ts, _) => FieldInput::Struct {
            fields: v.elems().iter().zip(ts).map(|(x, t)| field_of(x, t)).collect::<Option<Vec<_>>>()?,
        },
        t => FieldInput::Scalar(ScalarField::of(ElemType::of_ty(t)?, num_of(v, t))),
    })
}

/// The argument input of a by-value vector or struct (or scalar) value.
fn arg_of(v: &Val, t: &Ty) -> Option<ArgInput> {
    Some(match field_of(v, t)? {
        FieldInput::Struct { fields } => ArgInput::Struct { fields },
        FieldInput::Vector { vector, value } => ArgInput::Vector { vector, value },
        FieldInput::Scalar(s) => {
            let (scalar, value) = s.parts();
            ArgInput::Scalar { scalar, value }
        }
        FieldInput::Array { .. } => return None,
    })
}

/// The element type the kernel's first load or store through parameter `k` uses.
pub fn guess_elem(prog: &DecodedProgram, fi: usize, k: usize) -> Option<ElemType> {
    let f = &prog.funcs[fi];
    let mut derived = vec![false; f.nregs as usize];
    if let Some(d) = derived.get_mut(k) {
        *d = true;
    }
    let from = |s: &Src, derived: &[bool]| matches!(s, Src::R(r) if derived.get(*r as usize).copied().unwrap_or(false));
    for inst in &f.insts {
        match &inst.k {
            K::Gep { base, .. } if from(base, &derived) => {
                if let Some(d) = derived.get_mut(inst.dst as usize) {
                    *d = true;
                }
            }
            K::Load(t, p) if from(p, &derived) => return ElemType::of_ty(t),
            K::Store(t, _, p) if from(p, &derived) => return ElemType::of_ty(t),
            K::Rmw(_, st, p, _) | K::CmpXchg(st, p, ..) if from(p, &derived) => {
                return ElemType::of_ty(&st.ty())
            }
            _ => {}
        }
    }
    None
}

/// What [`resolve`] gives: `(global, local, wave, dims, arguments)`.
pub type Resolution = ([u64; 3], [u64; 3], u32, u32, Vec<Resolved>);

/// Fills in defaults and converts the arguments for kernel `fi`: `(global, local, wave,
/// args)`.
///
/// # Errors
/// Rank mismatches, zero sizes, an argument that does not fit its parameter.
pub fn resolve(prog: &DecodedProgram, fi: usize, inputs: &RunInputs) -> Result<Resolution, RunError> {
    let bad = |m: String| RunError::general(RunErrorKind::Input, m);
    let wave = inputs.wave.unwrap_or(if prog.nvptx { 32 } else { 64 });
    if !(1..=1024).contains(&wave) {
        return Err(bad(format!("wave size {wave} is not in 1 ..= 1024")));
    }
    let launch = &prog.funcs[fi].launch;
    // The kernel's own geometry (`launch::infer`) when neither size is given, or when only
    // `global` is and the inferred group fits it.
    let inferred: Option<&[u64]> = match (inputs.global.is_empty(), inputs.local.is_empty(), launch.local.is_empty()) {
        (_, false, _) | (_, _, true) => None,
        (true, true, false) => Some(&launch.local),
        (false, true, false) => (launch.strong
            && inputs.global.len() == launch.local.len()
            && inputs.global.iter().zip(&launch.local).all(|(g, l)| l <= g))
        .then_some(&launch.local[..]),
    };
    let rank = inputs.global.len().max(inputs.local.len()).max(inferred.map_or(1, <[u64]>::len)).max(1);
    if rank > 3 {
        return Err(bad("global/local sizes have at most 3 dimensions".into()));
    }
    if !inputs.global.is_empty()
        && !inputs.local.is_empty()
        && inputs.global.len() != inputs.local.len()
    {
        return Err(bad(format!(
            "`global` has {} dimensions but `local` has {}",
            inputs.global.len(),
            inputs.local.len()
        )));
    }
    let mut local = [1u64; 3];
    let mut global = [1u64; 3];
    if let Some(l) = inferred {
        local[..l.len()].copy_from_slice(l);
    } else if inputs.local.is_empty() {
        let cap = launch.max_total.unwrap_or(u64::MAX).max(1);
        local[0] = if inputs.global.is_empty() {
            (2 * wave as u64).min(cap)
        } else {
            inputs.global[0].min(wave as u64).min(cap)
        };
    } else {
        local[..inputs.local.len()].copy_from_slice(&inputs.local);
    }
    if inputs.global.is_empty() {
        global[0] = local[0];
        global[1..3].copy_from_slice(&local[1..3]);
    } else {
        global[..inputs.global.len()].copy_from_slice(&inputs.global);
    }
    if global.contains(&0) || local.contains(&0) {
        return Err(bad("global and local sizes must be positive".into()));
    }
    let items: u64 = global.iter().fold(1u64, |a, &b| a.saturating_mul(b));
    let group_items: u64 = local.iter().fold(1u64, |a, &b| a.saturating_mul(b));
    if group_items > 1024 {
        return Err(bad(format!(
            "a work-group of {group_items} work-items is larger than 1024"
        )));
    }
    if items > 1 << 22 {
        return Err(bad(format!("{items} work-items is more than 4194304")));
    }
    let f = &prog.funcs[fi];
    // Integer scalars first: a default buffer is grown to what its accesses reach at these
    // values (`buffer_extent`: `wall[cols * (step + i) + x]` with `i < iterations`).
    let scalar_default = |k: usize| match f.scalar_uses.get(k).and_then(Option::as_ref) {
        // With a work-group size read from the kernel, a row width is at least the default
        // launch's width (two waves): rows wider than a 16-wide tile.
        Some(u) if inferred.is_some() && matches!(u.deciding().map(|d| d.role), Some(super::scalar_uses::ScalarRole::Stride)) => u.default_value(global[0].max(2 * wave as u64), items),
        Some(u) => u.default_value(global[0], items),
        None => items,
    };
    let scalars: Vec<Option<i64>> = f
        .arg_tys
        .iter()
        .enumerate()
        .map(|(k, t)| match (t, inputs.args.get(k).cloned().flatten()) {
            (Ty::Int(bits), Some(ArgInput::Scalar { value, .. })) => Some(super::values::sext(super::values::mask(value.as_i128() as u128, *bits), *bits) as i64),
            (Ty::Int(bits), None) if f.byval.get(k).cloned().flatten().is_none() => Some(super::values::sext(super::values::mask(scalar_default(k) as u128, *bits), *bits) as i64),
            _ => None,
        })
        .collect();
    let extents = super::buffer_extent::extents(prog, fi, &super::buffer_extent::Env { global, local, scalars });
    let mut args = Vec::new();
    for (k, t) in f.arg_tys.iter().enumerate() {
        let given = inputs.args.get(k).cloned().flatten();
        let what = format!("argument {k}");
        // By-value structs and vectors: in registers (AMDGPU) or a `byval` copy (NVPTX, SPIR).
        if let Some(bt) = f.byval.get(k).cloned().flatten() {
            let v = match &given {
                Some(a) => match as_field(a) {
                    Some(fi) => field_value(&fi, &bt, &what).map_err(bad)?,
                    None => return Err(bad(format!("{what} is a by-value `{bt}` (a `byval` pointer); it cannot take {}", describe(a)))),
                },
                None => default_value(&bt, items).ok_or_else(|| bad(format!("{what} of type `{bt}` has no default; give it explicitly")))?,
            };
            let mut bytes = vec![0u8; prog.layout.alloc_size(&bt) as usize];
            super::memory::write_val(&prog.layout, &mut bytes, &bt, &v);
            args.push(Resolved::Byval(bytes, bt));
            continue;
        }
        if matches!(t, Ty::Vector(..) | Ty::Struct(..) | Ty::Array(..)) {
            let v = match &given {
                Some(a) => match as_field(a) {
                    Some(fi) => field_value(&fi, t, &what).map_err(bad)?,
                    None => return Err(bad(format!("{what} of type `{t}` cannot take {}", describe(a)))),
                },
                None => default_value(t, items).ok_or_else(|| bad(format!("{what} of type `{t}` has no default; give it explicitly")))?,
            };
            args.push(Resolved::Scalar(v));
            continue;
        }
        let r = match (t, given) {
            (Ty::Ptr(3), Some(ArgInput::Local { local_bytes }))
            | (Ty::Ptr(_), Some(ArgInput::Local { local_bytes })) => {
                if local_bytes > 1 << 26 {
                    return Err(bad(format!(
                        "argument {k}: local_bytes {local_bytes} is more than 64 MiB"
                    )));
                }
                Resolved::Local(local_bytes)
            }
            // With a work-group size read from the kernel, as for two waves at least: a tile
            // and its border (`(16 + 1)²` ints) fit.
            (Ty::Ptr(3), None) => Resolved::Local(64 * if inferred.is_some() { group_items.max(2 * wave as u64) } else { group_items }),
            (Ty::Ptr(_), Some(ArgInput::Buffer { buffer, data, .. })) => {
                let mut bytes = Vec::with_capacity(data.len() * buffer.size());
                for v in data {
                    buffer.encode(v, &mut bytes);
                }
                Resolved::Buffer(buffer, bytes)
            }
            (Ty::Ptr(_), None) => {
                let et = guess_elem(prog, fi, k).unwrap_or(ElemType::I32);
                // With a work-group size read from the kernel, sized as for 256 work-items at
                // least (65,536 elements): room for rows of the default width.
                let nb = if inferred.is_some() { items.max(256) } else { items };
                let reach = extents.get(k).cloned().flatten().map_or(0, |e| e.bytes.div_ceil(et.size() as u64).min(super::buffer_extent::MAX_ELEMENTS));
                let n = (4 * nb + 256).max((nb * nb).min(1 << 16)).max(reach) as usize;
                let mut bytes = Vec::with_capacity(n * et.size());
                for i in 0..n {
                    et.encode(
                        if et.is_float() {
                            Num::Float(i as f64)
                        } else {
                            Num::Int(i as i64)
                        },
                        &mut bytes,
                    );
                }
                Resolved::Buffer(et, bytes)
            }
            (Ty::Int(bits), Some(ArgInput::Scalar { value, .. })) => {
                Resolved::Scalar(Val::S(super::values::mask(value.as_i128() as u128, *bits)))
            }
            // Sized from how the kernel uses it (a loop bound, a row width, a divisor, …).
            (Ty::Int(bits), None) => {
                let v = scalar_default(k);
                Resolved::Scalar(Val::S(super::values::mask(v as u128, *bits)))
            }
            (t @ (Ty::Float | Ty::Double | Ty::Half), Some(ArgInput::Scalar { value, .. })) => {
                Resolved::Scalar(Val::S(super::values::from_f64(value.as_f64(), t)))
            }
            (t @ (Ty::Float | Ty::Double | Ty::Half), None) => {
                Resolved::Scalar(Val::S(super::values::from_f64(1.0, t)))
            }
            (t, Some(a)) => {
                return Err(bad(format!(
                    "argument {k} of type `{t}` cannot take {}",
                    describe(&a)
                )))
            }
            (t, None) => {
                return Err(bad(format!(
                    "argument {k} of type `{t}` has no default; give it explicitly"
                )))
            }
        };
        args.push(r);
    }
    let dims = rank as u32;
    Ok((global, local, wave, dims, args))
}

fn describe(a: &ArgInput) -> &'static str {
    match a {
        ArgInput::Buffer { .. } => "a buffer",
        ArgInput::Local { .. } => "local_bytes",
        ArgInput::Scalar { .. } => "a scalar",
        ArgInput::Vector { .. } => "a vector",
        ArgInput::Struct { .. } => "a struct",
    }
}

/// Merges `over` into `base` (non-empty / `Some` entries of `over` win).
pub fn merge(base: &RunInputs, over: &RunInputs) -> RunInputs {
    let mut out = base.clone();
    if !over.global.is_empty() {
        out.global = over.global.clone();
    }
    if !over.local.is_empty() {
        out.local = over.local.clone();
    }
    if over.wave.is_some() {
        out.wave = over.wave;
    }
    if over.checks.is_some() {
        out.checks = over.checks;
    }
    if over.lock_step.is_some() {
        out.lock_step = over.lock_step;
    }
    if out.args.len() < over.args.len() {
        out.args.resize(over.args.len(), None);
    }
    for (k, a) in over.args.iter().enumerate() {
        if a.is_some() {
            out.args[k] = a.clone();
        }
    }
    out
}

/// The inputs a run would use, all explicit: NDRange, wave size and every argument's
/// contents (directives and defaults applied). For the inputs editor and the differential
/// tests.
///
/// # Errors
/// As [`resolve`].
pub fn materialize(prog: &DecodedProgram, fi: usize, inputs: &RunInputs) -> Result<RunInputs, RunError> {
    let (global, local, wave, dims, args) = resolve(prog, fi, inputs)?;
    let f = &prog.funcs[fi];
    let args = args
        .into_iter()
        .zip(&f.arg_tys)
        .enumerate()
        .map(|(k, (a, t))| {
            Some(match a {
                Resolved::Buffer(et, bytes) => ArgInput::Buffer {
                    buffer: et,
                    data: (0..bytes.len() / et.size())
                        .map(|i| et.decode(&bytes, i))
                        .collect(),
                    uninit: matches!(
                        inputs.args.get(k),
                        Some(Some(ArgInput::Buffer { uninit: true, .. }))
                    ),
                    access: match inputs.args.get(k) {
                        Some(Some(ArgInput::Buffer { access, .. })) => *access,
                        _ => None,
                    },
                },
                Resolved::Local(n) => ArgInput::Local { local_bytes: n },
                Resolved::Byval(bytes, bt) => {
                    let v = super::memory::read_val(&prog.layout, &bytes, &bt);
                    arg_of(&v, &bt)?
                }
                Resolved::Scalar(v) if matches!(t, Ty::Vector(..) | Ty::Struct(..)) => arg_of(&v, t)?,
                Resolved::Scalar(v) => {
                    let et = ElemType::of_ty(t).unwrap_or(ElemType::I64);
                    let value = if et.is_float() {
                        Num::Float(super::values::to_f64(v.s(), t))
                    } else {
                        Num::Int(super::values::sext(v.s(), t_bits(t)) as i64)
                    };
                    ArgInput::Scalar { scalar: et, value }
                }
            })
        })
        .collect();
    let d = dims as usize;
    Ok(RunInputs {
        global: global[..d].to_vec(),
        local: local[..d].to_vec(),
        wave: Some(wave),
        args,
        checks: inputs.checks,
        lock_step: inputs.lock_step,
    })
}

fn t_bits(t: &Ty) -> u32 {
    match t {
        Ty::Int(n) => *n,
        _ => 64,
    }
}

impl ElemType {
    /// The IR type of this element type (`u32` → `i32`, `f32` → `float`).
    pub fn ty(self) -> Ty {
        match self {
            ElemType::F32 => Ty::Float,
            ElemType::F64 => Ty::Double,
            e => Ty::Int(8 * e.size() as u32),
        }
    }
}

impl FieldInput {
    /// The IR type the input describes (`{"i32": 1}` → `i32`, a struct → `{ … }`).
    pub fn ty(&self) -> Ty {
        match self {
            FieldInput::Scalar(s) => s.parts().0.ty(),
            FieldInput::Vector { vector, .. } => Ty::Vector(vector.lanes, Box::new(vector.elem.ty())),
            FieldInput::Array { array, value } => Ty::Array(value.len() as u64, Box::new(array.ty())),
            FieldInput::Struct { fields } => Ty::Struct(fields.iter().map(FieldInput::ty).collect(), false),
        }
    }
}

impl ArgInput {
    /// The bytes of a by-value vector, struct or scalar as the host passes them
    /// (`clSetKernelArg`): its own types laid out by `layout` (the default datalayout gives
    /// OpenCL C's natural alignment: `{i32, f32, i8, f64}` is 24 bytes, `int3` 16). `None` for
    /// buffers and `__local` sizes.
    pub fn by_value_bytes(&self, layout: &super::values::DataLayout) -> Option<Vec<u8>> {
        let f = as_field(self)?;
        let t = f.ty();
        let v = field_value(&f, &t, "argument").ok()?;
        let mut bytes = vec![0u8; layout.alloc_size(&t) as usize];
        super::memory::write_val(layout, &mut bytes, &t, &v);
        Some(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "%struct.S = type { i32, float, i8, double }\n\
        define void @k(ptr addrspace(1) %out, %struct.S %s, <3 x i32> %v, ptr byval(%struct.S) align 8 %b) {\n\
        entry:\n  ret void\n}\n\
        ; run: global 4\n\
        ; arg %s = struct { i32 7, f32 2.5, i8 -3, f64 0.125 }\n\
        ; arg %v = i32x3 [1, -2, 3]\n\
        ; arg %b = struct { i32 1, f32 2, i8 3, f64 4 }\n";

    #[test]
    fn struct_and_vector_directives_and_json() {
        let m = crate::ir::parse_module(SRC).unwrap();
        let f = &m.functions[0];
        let d = parse_directives(SRC, f).unwrap();
        let want_s = ArgInput::Struct {
            fields: vec![
                FieldInput::Scalar(ScalarField::I32(Num::Int(7))),
                FieldInput::Scalar(ScalarField::F32(Num::Float(2.5))),
                FieldInput::Scalar(ScalarField::I8(Num::Int(-3))),
                FieldInput::Scalar(ScalarField::F64(Num::Float(0.125))),
            ],
        };
        assert_eq!(d.args[1].as_ref(), Some(&want_s));
        let v: ArgInput = serde_json::from_str(r#"{"vector": "i32x3", "value": [1, -2, 3]}"#).unwrap();
        assert_eq!(d.args[2].as_ref(), Some(&v));
        let s: ArgInput = serde_json::from_str(r#"{"struct": [{"i32": 7}, {"f32": 2.5}, {"i8": -3}, {"f64": 0.125}]}"#).unwrap();
        assert_eq!(s, want_s);
        assert_eq!(serde_json::to_value(&s).unwrap(), serde_json::json!({"struct": [{"i32": 7}, {"f32": 2.5}, {"i8": -3}, {"f64": 0.125}]}));
        // Laid out by the datalayout: {i32 @0, f32 @4, i8 @8, f64 @16} = 24 bytes.
        let b = s.by_value_bytes(&super::super::values::DataLayout::default()).unwrap();
        assert_eq!(b.len(), 24);
        assert_eq!(&b[..4], &7i32.to_le_bytes());
        assert_eq!(&b[16..], &0.125f64.to_le_bytes());
        // Materialised: the aggregate, the vector and the byval copy come back as they went in.
        let prog = super::super::decode::decode(&m, SRC).unwrap();
        assert_eq!(prog.funcs[0].byval[3], Some(Ty::Struct(vec![Ty::Int(32), Ty::Float, Ty::Int(8), Ty::Double], false)));
        let mat = materialize(&prog, 0, &d).unwrap();
        assert_eq!(mat.args[1], Some(want_s));
        assert_eq!(mat.args[2], Some(v));
        assert!(matches!(&mat.args[3], Some(ArgInput::Struct { fields }) if fields.len() == 4));
    }

    #[test]
    fn mismatches_are_clear_errors() {
        let m = crate::ir::parse_module(SRC).unwrap();
        let prog = super::super::decode::decode(&m, SRC).unwrap();
        let bad = RunInputs {
            args: vec![None, Some(ArgInput::Struct { fields: vec![FieldInput::Scalar(ScalarField::I32(Num::Int(1)))] })],
            ..RunInputs::default()
        };
        let e = resolve(&prog, 0, &bad).unwrap_err();
        assert!(e.message.contains("has 4 field(s), the input 1"), "{}", e.message);
        let bad = RunInputs {
            args: vec![None, None, Some(ArgInput::Vector { vector: VecType::parse("f32x3").unwrap(), value: vec![Num::Int(1); 3] })],
            ..RunInputs::default()
        };
        let e = resolve(&prog, 0, &bad).unwrap_err();
        assert!(e.message.contains("argument 2: the kernel's type is `<3 x i32>`"), "{}", e.message);
        let src = SRC.replace("i32x3 [1, -2, 3]", "i32x3 [1, 2]");
        let e = parse_directives(&src, &m.functions[0]).unwrap_err();
        assert!(e.to_string().contains("3 values (the list has 2)"), "{e}");
        assert!(serde_json::from_str::<ArgInput>(r#"{"vector": "i32x5", "value": []}"#).is_err());
    }
}
