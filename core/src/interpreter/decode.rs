//! Instruction decoding: from the parsed [`crate::ir::Module`] plus the source text to a
//! compact, pre-resolved instruction form ([`DecodedProgram`]) that the executor runs without
//! touching text again.
//!
//! The IR parser keeps each instruction's opcode, SSA result, block and span, and each
//! block's ordered successors; types, flags, predicates, constants and GEP offsets are
//! decoded here from the instruction's text (LangRef "Instruction Reference"), with sizes
//! from the module's datalayout. Module-level entities the parser skips (named struct
//! types, global variables with their initialisers, `target datalayout`) are read from the
//! source lines that define them.
//!
//! Registers are the function's [`crate::ir::ValueId`]s (arguments first); constants are
//! pooled per function ([`Src::C`]). Branch targets come from the CFG's successor order
//! (`br`: T, F; `switch`: default, then cases), phi blocks from the parser's incoming list.
//!
//! Complexity: `O(source length)` for the whole module. Anything outside the supported
//! subset is a [`RunError`] of kind `Unsupported` naming the instruction's line:column.

use super::builtins::{self, Builtin, RmwOp};
use super::error::{RunError, RunErrorKind};
use super::lexer::{Lexer, Tok};
use super::memory::{ptr_to, retag, TAG_GLOBAL0, TAG_LOCAL};
use super::values::{from_f64, mask, DataLayout, Ty, Val};
use crate::ir::{Function, Opcode, ValueKind};
use crate::span::Span;
use std::collections::HashMap;

/// Scalar type of a register operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum St {
    /// `iN`.
    I(u32),
    /// `half`.
    H,
    /// `float`.
    F,
    /// `double`.
    D,
    /// `ptr addrspace(N)`.
    P(u32),
}

impl St {
    /// Bits of the integer type (pointers: 64).
    #[inline]
    pub fn bits(self) -> u32 {
        match self {
            St::I(n) => n,
            St::H => 16,
            St::F => 32,
            St::D | St::P(_) => 64,
        }
    }

    /// The full type.
    pub fn ty(self) -> Ty {
        match self {
            St::I(n) => Ty::Int(n),
            St::H => Ty::Half,
            St::F => Ty::Float,
            St::D => Ty::Double,
            St::P(a) => Ty::Ptr(a),
        }
    }

    /// Whether floating-point.
    #[inline]
    pub fn is_float(self) -> bool {
        matches!(self, St::H | St::F | St::D)
    }
}

/// A scalar or vector register type: `lanes == 0` for a scalar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Vt {
    /// Element type.
    pub st: St,
    /// Vector length, 0 for scalars.
    pub lanes: u32,
}

/// An operand: a register (SSA value id) or a pooled constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Src {
    /// Register (the function's value id).
    R(u32),
    /// Constant pool index.
    C(u32),
}

/// Binary operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

/// Cast operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    FPTrunc,
    FPExt,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

/// `icmp` / `fcmp` predicates (`fcmp` ones include ordered/unordered).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Pred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    FUgt,
    FUge,
    FUlt,
    FUle,
    FUne,
    Uno,
    True,
}

/// A decoded instruction kind.
#[derive(Clone, Debug)]
pub enum K {
    /// `op ty a, b` (lane-wise on vectors).
    Bin(BinOp, Vt, Src, Src),
    /// `fneg`.
    FNeg(Vt, Src),
    /// `icmp`/`fcmp`.
    Cmp(Pred, Vt, Src, Src),
    /// A cast from the first type to the second.
    Cast(CastOp, Vt, Vt, Src),
    /// `select c, a, b` (scalar or vector condition).
    Select(Src, Src, Src),
    /// Copy (`freeze`, no-op bitcast).
    Copy(Src),
    /// `load ty, ptr p`: the loaded type and the pointer.
    Load(Box<Ty>, Src),
    /// `store ty v, ptr p`.
    Store(Box<Ty>, Src, Src),
    /// `alloca`: `size × count` bytes of private memory aligned to `align`.
    Alloca {
        /// Allocation size of the element type (bytes).
        size: u64,
        /// Element count (a register or a constant).
        count: Src,
        /// Bits of the count's integer type.
        count_bits: u32,
        /// Alignment in bytes.
        align: u64,
        /// The allocated type (the debugger's memory view types a region by it).
        ty: Box<Ty>,
    },
    /// `getelementptr`: `base + offset + Σ sext(index) · scale`, wrapped to `width` bits.
    Gep {
        /// The base pointer.
        base: Src,
        /// The constant part of the offset (bytes), folded at decode time.
        offset: i64,
        /// The variable indices: `(index, scale in bytes, index bits)`.
        idx: Box<[(Src, i64, u32)]>,
        /// Per variable index, the element count `N` of the array type it indexes (0: the
        /// first index or a vector, unbounded); empty when no index steps into an array. The
        /// checks' index bounds (a struct member's array indexed past its end).
        bounds: Box<[u64]>,
        /// The pointer's index width (bits) from the datalayout.
        width: u32,
    },
    /// `extractelement v, i`.
    ExtractElement(Src, Src),
    /// `insertelement v, e, i`.
    InsertElement(Src, Src, Src),
    /// `shufflevector a, b, mask` (`-1` for poison lanes).
    Shuffle(Src, Src, Box<[i32]>, Box<Ty>),
    /// `extractvalue a, i, …`.
    ExtractValue(Src, Box<[u32]>),
    /// `insertvalue a, v, i, …`.
    InsertValue(Src, Src, Box<[u32]>),
    /// A call of defined function `func` (index in [`DecodedProgram::funcs`]).
    Call(u32, Box<[Src]>),
    /// A built-in; the result type.
    Builtin(Builtin, Vt, Box<[Src]>),
    /// `atomicrmw op ptr p, ty v`.
    Rmw(RmwOp, St, Src, Src),
    /// `cmpxchg ptr p, ty cmp, ty new` → `{ ty, i1 }`.
    CmpXchg(St, Src, Src, Src),
    /// `br label %t`.
    Br(u32),
    /// `br i1 c, label %t, label %f`.
    CondBr(Src, u32, u32),
    /// `switch`: value, bits, default, `(case value, target)`.
    Switch(Src, u32, u32, Box<[(u128, u32)]>),
    /// `ret` with an optional value.
    Ret(Option<Src>),
    /// `unreachable`.
    Unreachable,
    /// Nothing (fences, lifetime markers, assumes, debug intrinsics).
    Nop,
}

/// A decoded instruction: the result register (`u32::MAX` if none) and the kind.
#[derive(Clone, Debug)]
pub struct DInst {
    /// Result register, or `u32::MAX`.
    pub dst: u32,
    /// What it does.
    pub k: K,
}

/// A phi: its register and `(incoming block, value)` pairs.
#[derive(Clone, Debug)]
pub struct DPhi {
    /// Result register.
    pub dst: u32,
    /// Incoming `(block, value)`.
    pub incoming: Box<[(u32, Src)]>,
}

/// A decoded function.
#[derive(Clone, Debug)]
pub struct DFunc {
    /// Number of registers (SSA values).
    pub nregs: u32,
    /// Number of formal arguments (registers `0..nargs`).
    pub nargs: u32,
    /// Non-phi instructions of all blocks, in layout order.
    pub insts: Vec<DInst>,
    /// Source span per instruction of `insts`.
    pub spans: Vec<Span>,
    /// The first instruction of each block in `insts` (plus one end entry).
    pub block_start: Vec<u32>,
    /// The phis at the head of each block.
    pub phis: Vec<Vec<DPhi>>,
    /// Span of the first phi of each block (for errors), or the block's span.
    pub phi_spans: Vec<Span>,
    /// The constant pool.
    pub consts: Vec<Val>,
    /// Per constant of the pool: the `undef` / `poison` lanes of a vector constant (bit `k`
    /// for lane `k`, lanes ≥ 63 share bit 63; issue 32: they start undefined for the checks),
    /// 0 for every other constant.
    pub const_undef: Vec<u64>,
    /// Formal argument types.
    pub arg_tys: Vec<Ty>,
    /// Per formal argument, the pointee type of a `byval(T)` pointer (NVPTX and SPIR pass a
    /// by-value struct kernel argument this way; the callee owns a private copy).
    pub byval: Vec<Option<Ty>>,
    /// Whether the function was decoded without error (an error is reported when called).
    pub error: Option<RunError>,
    /// Per formal argument of a kernel, how an integer scalar is used and the default it gets
    /// from that ([`super::scalar_uses`]); empty for other functions.
    pub scalar_uses: Vec<Option<super::scalar_uses::ScalarUse>>,
    /// For a kernel, the launch geometry read from it ([`super::launch`]: the work-group size
    /// it was written for, with the evidence); the default for other functions.
    pub launch: super::launch::Launch,
}

/// A module global variable.
#[derive(Clone, Debug)]
pub struct GlobalVar {
    /// Raw name.
    pub name: String,
    /// Address space.
    pub addrspace: u32,
    /// Value type.
    pub ty: Ty,
    /// Its address (tagged pointer).
    pub addr: u64,
    /// Initial contents (`alloc_size` bytes).
    pub init: Vec<u8>,
}

/// The decoded module.
#[derive(Clone, Debug)]
pub struct DecodedProgram {
    /// Datalayout.
    pub layout: DataLayout,
    /// Functions, parallel to [`crate::ir::Module::functions`].
    pub funcs: Vec<DFunc>,
    /// Global variables (LDS ones at [`TAG_LOCAL`] offsets, others in their own regions
    /// `TAG_GLOBAL0 + k`).
    pub globals: Vec<GlobalVar>,
    /// Bytes of statically allocated local (LDS) memory.
    pub lds_bytes: u64,
    /// Whether the target is NVPTX (else AMDGPU conventions).
    pub nvptx: bool,
}

struct Ctx<'a> {
    src: &'a str,
    layout: DataLayout,
    types: HashMap<String, Ty>,
    globals: HashMap<String, (u64, u32)>,
    funcs: HashMap<&'a str, u32>,
}

fn unsupported(src: &str, span: Span, msg: impl Into<String>) -> RunError {
    RunError::at(RunErrorKind::Unsupported, src, span, msg)
}

type R<T> = Result<T, RunError>;

impl<'a> Ctx<'a> {
    fn err(&self, span: Span, msg: impl Into<String>) -> RunError {
        unsupported(self.src, span, msg)
    }

    fn expect(&self, lx: &mut Lexer, p: u8) -> R<()> {
        let (t, sp) = lx.next();
        if t == Tok::Punct(p) {
            Ok(())
        } else {
            Err(self.err(
                sp,
                format!(
                    "expected `{}`, found {}",
                    p as char,
                    crate::span::describe_found(lx.text(sp))
                ),
            ))
        }
    }

    /// Parses a type.
    fn ty(&self, lx: &mut Lexer) -> R<Ty> {
        self.ty_depth(lx, 0)
    }

    fn ty_depth(&self, lx: &mut Lexer, depth: u32) -> R<Ty> {
        if depth > 32 {
            let (_, sp) = lx.peek();
            return Err(self.err(sp, "type nested deeper than 32 levels"));
        }
        let (t, sp) = lx.next();
        let text = lx.text(sp);
        let ty = match t {
            Tok::Word => {
                match text {
                    "void" => Ty::Void,
                    "half" => Ty::Half,
                    "float" => Ty::Float,
                    "double" => Ty::Double,
                    "label" | "metadata" | "token" => Ty::Other,
                    "ptr" => {
                        let mut a = 0;
                        if lx.eat_word("addrspace") {
                            self.expect(lx, b'(')?;
                            a = self.int_tok(lx)? as u32;
                            self.expect(lx, b')')?;
                        }
                        Ty::Ptr(a)
                    }
                    _ if text.starts_with('i') && text[1..].parse::<u32>().is_ok() => {
                        let n: u32 = text[1..].parse().unwrap_or(0);
                        if n == 0 || n > 128 {
                            return Err(self.err(sp, format!("integers wider than 128 bits are not supported, found `{text}`")));
                        }
                        Ty::Int(n)
                    }
                    _ => return Err(self.err(sp, format!("unsupported type `{text}`"))),
                }
            }
            Tok::Punct(b'<') => {
                if lx.eat(b'{') {
                    let fields = self.fields(lx, b'}', depth)?;
                    self.expect(lx, b'>')?;
                    Ty::Struct(fields, true)
                } else {
                    let n = self.int_tok(lx)?;
                    self.x(lx)?;
                    let e = self.ty_depth(lx, depth + 1)?;
                    self.expect(lx, b'>')?;
                    if n == 0 || n > 4096 {
                        return Err(self.err(sp, "vector length must be 1 ..= 4096"));
                    }
                    if !matches!(e, Ty::Int(_) | Ty::Half | Ty::Float | Ty::Double | Ty::Ptr(_)) {
                        return Err(self.err(sp, format!("vector elements must be integers, floating-point values or pointers, found `{e}`")));
                    }
                    Ty::Vector(n as u32, Box::new(e))
                }
            }
            Tok::Punct(b'[') => {
                let n = self.int_tok(lx)?;
                self.x(lx)?;
                let e = self.ty_depth(lx, depth + 1)?;
                self.expect(lx, b']')?;
                Ty::Array(n as u64, Box::new(e))
            }
            Tok::Punct(b'{') => Ty::Struct(self.fields(lx, b'}', depth)?, false),
            Tok::Local => match self.types.get(text) {
                Some(t) => t.clone(),
                None => return Err(self.err(sp, format!("unknown or opaque type `{text}`"))),
            },
            _ => {
                return Err(self.err(
                    sp,
                    format!(
                        "expected a type, found {}",
                        crate::span::describe_found(text)
                    ),
                ))
            }
        };
        if depth == 0 && ty.value_count() > super::values::MAX_VALUES {
            return Err(self.err(
                sp,
                format!(
                    "type `{ty}` holds more than {} values, more than a run can hold",
                    super::values::MAX_VALUES
                ),
            ));
        }
        if lx.peek().0 == Tok::Punct(b'*') {
            let (_, sp) = lx.peek();
            return Err(self.err(
                sp,
                "typed pointers (`T*`) are not supported; use opaque `ptr`",
            ));
        }
        if lx.peek().0 == Tok::Punct(b'(')
            && depth == 0
            && matches!(
                ty,
                Ty::Void
                    | Ty::Int(_)
                    | Ty::Float
                    | Ty::Double
                    | Ty::Half
                    | Ty::Ptr(_)
                    | Ty::Struct(..)
                    | Ty::Vector(..)
            )
        {
            // A function type `ret (args)` only appears in calls; the caller skips it.
        }
        Ok(ty)
    }

    fn x(&self, lx: &mut Lexer) -> R<()> {
        let (t, sp) = lx.next();
        if t == Tok::Word && lx.text(sp) == "x" {
            Ok(())
        } else {
            Err(self.err(
                sp,
                format!(
                    "expected `x`, found {}",
                    crate::span::describe_found(lx.text(sp))
                ),
            ))
        }
    }

    fn fields(&self, lx: &mut Lexer, close: u8, depth: u32) -> R<Vec<Ty>> {
        let mut v = Vec::new();
        if lx.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.ty_depth(lx, depth + 1)?);
            if lx.eat(close) {
                return Ok(v);
            }
            self.expect(lx, b',')?;
        }
    }

    fn int_tok(&self, lx: &mut Lexer) -> R<i128> {
        let (t, sp) = lx.next();
        let text = lx.text(sp);
        if t == Tok::Num {
            if let Ok(v) = text.parse::<i128>() {
                return Ok(v);
            }
            if let Ok(v) = text.parse::<u128>() {
                return Ok(v as i128);
            }
        }
        Err(self.err(
            sp,
            format!(
                "expected an integer, found {}",
                crate::span::describe_found(text)
            ),
        ))
    }

    /// Parses a constant of type `ty` (the next tokens).
    fn constant(&self, lx: &mut Lexer, ty: &Ty, depth: u32) -> R<Val> {
        if depth > 32 {
            let (_, sp) = lx.peek();
            return Err(self.err(sp, "constant nested deeper than 32 levels"));
        }
        let (t, sp) = lx.next();
        let text = lx.text(sp);
        match (t, text) {
            (Tok::Word, "undef" | "poison" | "zeroinitializer") => return Ok(Val::zero(ty)),
            (Tok::Word, "null") => return Ok(Val::S(0)),
            (Tok::Word, "true") => return Ok(Val::S(1)),
            (Tok::Word, "false") => return Ok(Val::S(0)),
            (Tok::Global, g) => {
                let name = unquote(&g[1..]);
                return match self.globals.get(name.as_str()) {
                    Some(&(addr, _)) => Ok(Val::S(addr as u128)),
                    None if self.funcs.contains_key(name.as_str()) => {
                        Err(self.err(sp, format!("function pointers are not supported (`{g}`)")))
                    }
                    None => Err(self.err(sp, format!("unknown global `{g}`"))),
                };
            }
            (Tok::Num, n) => return self.number(sp, n, ty),
            (Tok::Word, "splat") => {
                self.expect(lx, b'(')?;
                let et = self.ty(lx)?;
                let v = self.constant(lx, &et, depth + 1)?;
                self.expect(lx, b')')?;
                let n = match ty {
                    Ty::Vector(n, _) => *n as usize,
                    _ => return Err(self.err(sp, "`splat` of a non-vector type")),
                };
                return Ok(Val::V(vec![v; n].into()));
            }
            (Tok::Punct(open @ (b'<' | b'[' | b'{')), _) => {
                let packed = open == b'<' && lx.eat(b'{');
                let close = match open {
                    b'<' if packed => b'}',
                    b'<' => b'>',
                    b'[' => b']',
                    _ => b'}',
                };
                let mut out = Vec::new();
                if !lx.eat(close) {
                    loop {
                        let et = self.ty(lx)?;
                        out.push(self.constant(lx, &et, depth + 1)?);
                        if lx.eat(close) {
                            break;
                        }
                        self.expect(lx, b',')?;
                    }
                }
                if packed {
                    self.expect(lx, b'>')?;
                }
                return Ok(Val::V(out.into()));
            }
            (Tok::Str, s) if s.starts_with('c') => {
                let bytes = unescape(&s[2..s.len().saturating_sub(1)]);
                return Ok(Val::V(
                    bytes.into_iter().map(|b| Val::S(b as u128)).collect(),
                ));
            }
            (
                Tok::Word,
                op @ ("getelementptr" | "bitcast" | "addrspacecast" | "ptrtoint" | "inttoptr"
                | "trunc" | "zext" | "sext"),
            ) => {
                return self.const_expr(lx, op, sp, ty, depth);
            }
            _ => {}
        }
        Err(self.err(
            sp,
            format!("unsupported constant {}", crate::span::describe_found(text)),
        ))
    }

    fn const_expr(&self, lx: &mut Lexer, op: &str, sp: Span, _ty: &Ty, depth: u32) -> R<Val> {
        while matches!(lx.peek_text(), "inbounds" | "nuw" | "nsw" | "nusw") {
            lx.next();
        }
        if lx.peek_text() == "inrange" {
            lx.next();
            lx.skip_group();
        }
        self.expect(lx, b'(')?;
        if op == "getelementptr" {
            let src_ty = self.ty(lx)?;
            self.expect(lx, b',')?;
            let bt = self.ty(lx)?;
            let base = self.constant(lx, &bt, depth + 1)?.s();
            let mut cur = src_ty.clone();
            let mut off: i64 = 0;
            let mut first = true;
            while lx.eat(b',') {
                if lx.peek_text() == "inrange" {
                    lx.next();
                    lx.skip_group();
                }
                let it = self.ty(lx)?;
                let bits = match it {
                    Ty::Int(b) => b,
                    _ => return Err(self.err(sp, "vector GEP indices are not supported")),
                };
                let v = super::values::sext(self.constant(lx, &it, depth + 1)?.s(), bits) as i64;
                if first {
                    off = off.wrapping_add(v.wrapping_mul(self.layout.alloc_size(&cur) as i64));
                    first = false;
                } else {
                    let (d, next) = self.step_into(&cur, v, sp)?;
                    off = off.wrapping_add(d);
                    cur = next;
                }
            }
            self.expect(lx, b')')?;
            let tag = base & !super::memory::OFF_MASK as u128;
            let o = ((base as u64 & super::memory::OFF_MASK) as i64).wrapping_add(off) as u64
                & super::memory::OFF_MASK;
            return Ok(Val::S(tag | o as u128));
        }
        let ft = self.ty(lx)?;
        let v = self.constant(lx, &ft, depth + 1)?;
        let tt = if lx.eat_word("to") {
            self.ty(lx)?
        } else {
            ft.clone()
        };
        self.expect(lx, b')')?;
        let x = v.s();
        Ok(Val::S(match (op, &ft, &tt) {
            ("ptrtoint" | "trunc", _, Ty::Int(n)) | ("zext", _, Ty::Int(n)) => mask(x, *n),
            ("sext", Ty::Int(f), Ty::Int(n)) => mask(super::values::sext(x, *f) as u128, *n),
            ("inttoptr", _, Ty::Ptr(a)) => retag(x, *a, &self.layout),
            _ => x,
        }))
    }

    /// One GEP step into aggregate `cur` with index `v`: `(byte offset, element type)`.
    fn step_into(&self, cur: &Ty, v: i64, sp: Span) -> R<(i64, Ty)> {
        match cur {
            Ty::Array(_, e) | Ty::Vector(_, e) => Ok((
                v.wrapping_mul(self.layout.alloc_size(e) as i64),
                (**e).clone(),
            )),
            Ty::Struct(fs, packed) => {
                let k = usize::try_from(v)
                    .ok()
                    .filter(|&k| k < fs.len())
                    .ok_or_else(|| self.err(sp, format!("struct field index {v} out of range")))?;
                Ok((
                    self.layout.field_offset(fs, *packed, k) as i64,
                    fs[k].clone(),
                ))
            }
            _ => Err(self.err(sp, format!("cannot index into `{cur}`"))),
        }
    }

    fn number(&self, sp: Span, n: &str, ty: &Ty) -> R<Val> {
        let bad = || self.err(sp, format!("bad constant `{n}` for type `{ty}`"));
        match ty {
            Ty::Int(bits) => {
                let v = if let Ok(v) = n.parse::<i128>() {
                    v as u128
                } else if let Ok(v) = n.parse::<u128>() {
                    v
                } else if let Some(h) = n.strip_prefix("u0x").or_else(|| n.strip_prefix("s0x")) {
                    u128::from_str_radix(h, 16).map_err(|_| bad())?
                } else {
                    return Err(bad());
                };
                Ok(Val::S(mask(v, *bits)))
            }
            Ty::Half | Ty::Float | Ty::Double => {
                if let Some(h) = n.strip_prefix("0xH") {
                    let bits = u16::from_str_radix(h, 16).map_err(|_| bad())?;
                    let x = super::values::f16_to_f32(bits) as f64;
                    return Ok(Val::S(from_f64(x, ty)));
                }
                if let Some(h) = n.strip_prefix("0x") {
                    if h.starts_with(['K', 'L', 'M', 'R']) {
                        return Err(bad());
                    }
                    // Hex constants are the double's bits (also for `float`, LangRef).
                    let bits = u64::from_str_radix(h, 16).map_err(|_| bad())?;
                    let x = f64::from_bits(bits);
                    return Ok(Val::S(match ty {
                        Ty::Double => bits as u128,
                        _ => from_f64(x, ty),
                    }));
                }
                let x: f64 = n.parse().map_err(|_| bad())?;
                Ok(Val::S(from_f64(x, ty)))
            }
            Ty::Ptr(_) => {
                if n == "0" {
                    Ok(Val::S(0))
                } else {
                    Err(bad())
                }
            }
            _ => Err(bad()),
        }
    }
}

/// `name` without quotes and with `\XX` escapes decoded.
fn unquote(name: &str) -> String {
    if let Some(q) = name.strip_prefix('"').and_then(|n| n.strip_suffix('"')) {
        String::from_utf8_lossy(&unescape(q)).into_owned()
    } else {
        name.to_string()
    }
}

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\'
            && i + 2 < b.len()
            && b[i + 1].is_ascii_hexdigit()
            && b.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
        {
            out.push(u8::from_str_radix(&s[i + 1..i + 3], 16).unwrap_or(0));
            i += 3;
        } else if b[i] == b'\\' && b.get(i + 1) == Some(&b'\\') {
            out.push(b'\\');
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

const FLAGS: &[&str] = &[
    "nuw", "nsw", "exact", "disjoint", "nneg", "fast", "nnan", "ninf", "nsz", "arcp", "contract",
    "afn", "reassoc", "inbounds", "nusw", "volatile", "samesign", "tail", "musttail", "notail",
];

fn skip_flags(lx: &mut Lexer) {
    while FLAGS.contains(&lx.peek_text()) {
        lx.next();
    }
}

/// Parameter / return attributes to skip in calls (with an optional `(…)` or number).
fn is_attr(w: &str) -> bool {
    matches!(
        w,
        "noundef"
            | "signext"
            | "zeroext"
            | "inreg"
            | "nonnull"
            | "noalias"
            | "nocapture"
            | "readonly"
            | "writeonly"
            | "readnone"
            | "returned"
            | "align"
            | "dereferenceable"
            | "dereferenceable_or_null"
            | "byval"
            | "byref"
            | "sret"
            | "range"
            | "immarg"
            | "nofree"
            | "captures"
            | "elementtype"
            | "noext"
            | "nest"
            | "swiftself"
            | "allocalign"
            | "allocptr"
            | "nofpclass"
            | "initializes"
            | "dead_on_unwind"
            | "writable"
    )
}

fn skip_attrs(lx: &mut Lexer) {
    loop {
        let w = lx.peek_text();
        if lx.peek().0 != Tok::Word || !is_attr(w) {
            return;
        }
        lx.next();
        if w == "align" {
            lx.next();
        } else if lx.peek().0 == Tok::Punct(b'(') {
            lx.skip_group();
        }
    }
}

/// Function-level builder: value lookup and the constant pool.
struct FnB<'a, 'c> {
    cx: &'c Ctx<'a>,
    f: &'a Function,
    names: HashMap<&'a str, u32>,
    consts: Vec<Val>,
    /// [`DFunc::const_undef`] (only up to the last vector constant with undefined lanes).
    const_undef: Vec<u64>,
}

impl<'a, 'c> FnB<'a, 'c> {
    fn value(&mut self, lx: &mut Lexer<'a>, ty: &Ty) -> R<Src> {
        let (t, sp) = lx.peek();
        if t == Tok::Local {
            lx.next();
            let text = lx.text(sp);
            return match self.names.get(text) {
                Some(&v) => Ok(Src::R(v)),
                None => Err(self.cx.err(sp, format!("unknown value `{text}`"))),
            };
        }
        let start = lx.peek().1.start as usize;
        let v = self.cx.constant(lx, ty, 0)?;
        self.consts.push(v);
        if let Ty::Vector(n, _) = ty {
            let m = undef_lanes(lx.text(Span::new(start, lx.pos())), *n);
            if m != 0 {
                self.const_undef.resize(self.consts.len() - 1, 0);
                self.const_undef.push(m);
            }
        }
        Ok(Src::C(self.consts.len() as u32 - 1))
    }

    /// `ty value`.
    fn typed_value(&mut self, lx: &mut Lexer<'a>) -> R<(Ty, Src)> {
        let ty = self.cx.ty(lx)?;
        let v = self.value(lx, &ty)?;
        Ok((ty, v))
    }
}

fn vt_of(cx: &Ctx, ty: &Ty, sp: Span) -> R<Vt> {
    let st = |t: &Ty| -> R<St> {
        Ok(match t {
            Ty::Int(n) => St::I(*n),
            Ty::Half => St::H,
            Ty::Float => St::F,
            Ty::Double => St::D,
            Ty::Ptr(a) => St::P(*a),
            _ => return Err(cx.err(sp, format!("expected a scalar or vector type, found `{t}`"))),
        })
    };
    match ty {
        Ty::Vector(n, e) => Ok(Vt {
            st: st(e)?,
            lanes: *n,
        }),
        t => Ok(Vt {
            st: st(t)?,
            lanes: 0,
        }),
    }
}

fn pred(w: &str) -> Option<Pred> {
    use Pred::*;
    Some(match w {
        "eq" => Eq,
        "ne" => Ne,
        "ugt" => Ugt,
        "uge" => Uge,
        "ult" => Ult,
        "ule" => Ule,
        "sgt" => Sgt,
        "sge" => Sge,
        "slt" => Slt,
        "sle" => Sle,
        _ => return None,
    })
}

fn fpred(w: &str) -> Option<Pred> {
    use Pred::*;
    Some(match w {
        "false" => False,
        "oeq" => Oeq,
        "ogt" => Ogt,
        "oge" => Oge,
        "olt" => Olt,
        "ole" => Ole,
        "one" => One,
        "ord" => Ord,
        "ueq" => Ueq,
        "ugt" => FUgt,
        "uge" => FUge,
        "ult" => FUlt,
        "ule" => FUle,
        "une" => FUne,
        "uno" => Uno,
        "true" => True,
        _ => return None,
    })
}

thread_local! {
    static DECODES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many modules this thread has decoded ([`decode`]): a test hook showing that a
/// pipeline (a run, then its inputs form) decodes a text once, as
/// [`crate::input::parse_count`] shows it parses once. `O(1)`.
pub fn decode_count() -> u64 {
    DECODES.with(|c| c.get())
}

/// Decodes `module` (parsed from `src`).
///
/// # Errors
/// Malformed module-level definitions used by the kernel (types, globals). Unsupported
/// instructions of a function are stored in [`DFunc::error`] and reported when the function
/// is run or called.
pub fn decode<'a>(module: impl Into<super::ModuleRef<'a>>, src: &str) -> R<DecodedProgram> {
    DECODES.with(|c| c.set(c.get() + 1));
    let module: super::ModuleRef = module.into();
    let mut cx = Ctx {
        src,
        layout: DataLayout::default(),
        types: HashMap::new(),
        globals: HashMap::new(),
        funcs: HashMap::new(),
    };
    for (i, f) in module.functions.iter().enumerate() {
        cx.funcs.entry(f.name.as_str()).or_insert(i as u32);
    }
    let nvptx = module
        .target_triple
        .is_some_and(|t| t.starts_with("nvptx"));
    // Module-level lines: datalayout, named types, globals.
    let mut type_lines = Vec::new();
    let mut global_lines = Vec::new();
    let mut off = 0usize;
    let mut in_fn = false;
    for line in src.split_inclusive('\n') {
        let start = off;
        off += line.len();
        let l = line.trim_end();
        if in_fn {
            if l.starts_with('}') {
                in_fn = false;
            }
            continue;
        }
        if l.starts_with("define") {
            in_fn = !l.ends_with('}');
            continue;
        }
        if let Some(rest) = l.strip_prefix("target datalayout") {
            if let Some(q) = rest.split('"').nth(1) {
                cx.layout = DataLayout::parse(q);
            }
        } else if l.starts_with('%') && l.contains("= type") {
            type_lines.push(Span::new(start, start + l.len()));
        } else if l.starts_with('@') {
            global_lines.push(Span::new(start, start + l.len()));
        }
    }
    // Named types, resolved in dependency order by repeated passes.
    let mut pending = type_lines;
    for _ in 0..16 {
        let mut next = Vec::new();
        for sp in pending {
            let mut lx = Lexer::new(src, sp);
            let (_, nsp) = lx.next();
            let name = lx.text(nsp).to_string();
            lx.next(); // =
            lx.next(); // type
            if lx.peek_text() == "opaque" {
                continue;
            }
            match cx.ty(&mut lx) {
                Ok(t) => {
                    cx.types.insert(name, t);
                }
                Err(_) => next.push(sp),
            }
        }
        if next.is_empty() {
            break;
        }
        pending = next;
    }
    // Globals: first their addresses, then their initialisers.
    let mut gs: Vec<(String, u32, Ty, Span, usize, u64)> = Vec::new();
    for sp in &global_lines {
        let mut lx = Lexer::new(src, *sp);
        let (_, nsp) = lx.next();
        let name = unquote(&lx.text(nsp)[1..]);
        if !lx.eat(b'=') {
            continue;
        }
        let mut addrspace = 0u32;
        let mut is_var = false;
        loop {
            let (t, wsp) = lx.next();
            let w = lx.text(wsp);
            match (t, w) {
                (Tok::Word, "addrspace") => {
                    lx.eat(b'(');
                    addrspace = cx.int_tok(&mut lx).unwrap_or(0) as u32;
                    lx.eat(b')');
                }
                (Tok::Word, "global" | "constant") => {
                    is_var = true;
                    break;
                }
                (Tok::Word, "alias" | "ifunc") | (Tok::End, _) => break,
                (Tok::Word, _) => {}
                _ => break,
            }
        }
        if !is_var {
            continue;
        }
        let ty = match cx.ty(&mut lx) {
            Ok(t) => t,
            Err(_) => continue, // reported if the kernel uses it (unknown global)
        };
        let init_pos = lx.pos();
        // Alignment: `, align N` anywhere after the initialiser.
        let text = sp.text(src);
        let align = text
            .rsplit_once("align ")
            .and_then(|(_, a)| {
                a.split(|c: char| !c.is_ascii_digit())
                    .next()?
                    .parse::<u64>()
                    .ok()
            })
            .unwrap_or(cx.layout.align(&ty))
            .max(1);
        gs.push((name, addrspace, ty, *sp, init_pos, align));
    }
    let mut lds = 0u64;
    let mut nglob = 0u64;
    let mut addrs = Vec::new();
    for (name, a, ty, _, _, align) in &gs {
        let addr = if *a == 3 {
            lds = lds.div_ceil(*align) * align;
            let p = ptr_to(TAG_LOCAL, lds);
            lds += cx.layout.alloc_size(ty);
            p
        } else {
            nglob += 1;
            ptr_to(TAG_GLOBAL0 + nglob as u16 - 1, 0)
        };
        cx.globals.insert(name.clone(), (addr, *a));
        addrs.push(addr);
    }
    let mut globals = Vec::new();
    for ((name, a, ty, sp, init_pos, _), addr) in gs.into_iter().zip(addrs) {
        let size = cx.layout.alloc_size(&ty);
        if size > 1 << 28 {
            return Err(cx.err(sp, format!("global `@{name}` is larger than 256 MiB")));
        }
        let mut init = vec![0u8; size as usize];
        let mut lx = Lexer::new(src, Span::new(init_pos, sp.end as usize));
        let (t, _) = lx.peek();
        if a != 3 && !matches!(t, Tok::Punct(b',') | Tok::End) {
            if let Ok(v) = cx.constant(&mut lx, &ty, 0) {
                super::memory::write_val(&cx.layout, &mut init, &ty, &v);
            }
        }
        globals.push(GlobalVar {
            name,
            addrspace: a,
            ty,
            addr,
            init,
        });
    }
    let funcs = module.functions.iter().map(|&f| decode_fn(&cx, f)).collect();
    let mut prog = DecodedProgram {
        layout: cx.layout,
        funcs,
        globals,
        lds_bytes: lds,
        nvptx,
    };
    let launches: Vec<Option<super::launch::Launch>> = module
        .functions
        .iter()
        .enumerate()
        .map(|(i, &f)| (f.is_kernel && prog.funcs[i].error.is_none()).then(|| super::launch::infer(&prog, i, f, src)))
        .collect();
    for (d, l) in prog.funcs.iter_mut().zip(launches) {
        if let Some(l) = l {
            d.launch = l;
        }
    }
    Ok(prog)
}

fn decode_fn(cx: &Ctx, f: &Function) -> DFunc {
    let nb = f.cfg.num_blocks();
    let mut d = DFunc {
        nregs: f.values.len() as u32,
        nargs: f.args.len() as u32,
        insts: Vec::new(),
        spans: Vec::new(),
        block_start: Vec::with_capacity(nb + 1),
        phis: vec![Vec::new(); nb],
        phi_spans: vec![Span::default(); nb],
        consts: Vec::new(),
        const_undef: Vec::new(),
        arg_tys: Vec::new(),
        byval: Vec::new(),
        error: None,
        scalar_uses: if f.is_kernel { super::scalar_uses::scalar_uses(f, cx.src) } else { Vec::new() },
        launch: super::launch::Launch::default(),
    };
    let mut names: HashMap<&str, u32> = HashMap::new();
    for (i, v) in f.values.iter().enumerate() {
        let t = v.span.text(cx.src);
        if t.starts_with('%')
            && (matches!(v.kind, ValueKind::Arg(_)) || matches!(v.kind, ValueKind::Inst(_)))
        {
            names.insert(t, i as u32);
        }
    }
    for s in &f.arg_spans {
        let mut lx = Lexer::new(cx.src, s.ty);
        match cx.ty(&mut lx) {
            Ok(t) => d.arg_tys.push(t),
            Err(e) => {
                d.error = Some(e);
                d.arg_tys.push(Ty::Other);
            }
        }
        // `byval(T)` among the parameter attributes.
        let attrs = s.attrs.text(cx.src);
        let byval = attrs.find("byval(").and_then(|at| {
            let start = s.attrs.start as usize + at + "byval(".len();
            let mut lx = Lexer::new(cx.src, Span::new(start, s.attrs.end as usize));
            cx.ty(&mut lx).ok()
        });
        d.byval.push(byval);
    }
    let mut b = FnB {
        cx,
        f,
        names,
        consts: Vec::new(),
        const_undef: Vec::new(),
    };
    for blk in 0..nb {
        d.block_start.push(d.insts.len() as u32);
        let block = crate::cfg::Block(blk as u32);
        for inst in f.block_insts(block) {
            let r = if inst.opcode == Opcode::Phi {
                decode_phi(&mut b, inst).map(|p| d.phis[blk].push(p))
            } else {
                decode_inst(&mut b, inst, block).map(|k| {
                    d.insts.push(DInst {
                        dst: inst.result.map_or(u32::MAX, |v| v.0),
                        k,
                    })
                })
            };
            if inst.opcode == Opcode::Phi && d.phis[blk].len() == 1 {
                d.phi_spans[blk] = inst.span;
            } else if inst.opcode != Opcode::Phi {
                d.spans.push(inst.span);
            }
            if let Err(e) = r {
                if d.error.is_none() {
                    d.error = Some(e);
                }
                if inst.opcode != Opcode::Phi {
                    d.insts.push(DInst {
                        dst: u32::MAX,
                        k: K::Unreachable,
                    });
                }
            }
        }
    }
    d.block_start.push(d.insts.len() as u32);
    d.const_undef = b.const_undef;
    d.const_undef.resize(b.consts.len(), 0);
    d.consts = b.consts;
    d
}

/// The undefined lanes of the text of a vector constant with `n` lanes: every lane of
/// `undef` / `poison` (or a `splat` of one), else the elements of a `<T a, T b, …>` literal
/// that are `undef` / `poison` (bit `k` for lane `k`, lanes ≥ 63 on bit 63). `O(text)`.
pub fn undef_lanes(text: &str, n: u32) -> u64 {
    let all = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    let t = text.trim();
    let is_undef = |w: &str| matches!(w.trim(), "undef" | "poison");
    if is_undef(t) {
        return all;
    }
    if let Some(inner) = t.strip_prefix("splat").map(str::trim) {
        let inner = inner.trim_start_matches('(').trim_end_matches(')');
        return if inner.split_whitespace().last().is_some_and(is_undef) { all } else { 0 };
    }
    let Some(inner) = t.strip_prefix('<').and_then(|x| x.strip_suffix('>')) else {
        return 0;
    };
    let elems: Vec<&str> = inner.split(',').collect();
    if elems.len() != n as usize {
        return 0; // constant expressions with commas: not tracked
    }
    elems
        .iter()
        .enumerate()
        .filter(|(_, e)| e.split_whitespace().last().is_some_and(is_undef))
        .fold(0, |m, (k, _)| m | 1 << k.min(63))
}

/// `span` up to its first metadata attachment (`, !dbg !12`, `, !tbaa !3`): a `!` token at
/// bracket depth 0 that follows a comma.
fn without_attachments(src: &str, span: Span) -> Span {
    let mut lx = Lexer::new(src, span);
    let mut depth = 0i32;
    let mut last_comma: Option<u32> = None;
    loop {
        let (t, sp) = lx.next();
        match t {
            Tok::End => return span,
            Tok::Punct(b'(' | b'[' | b'{' | b'<') => depth += 1,
            Tok::Punct(b')' | b']' | b'}' | b'>') => depth -= 1,
            Tok::Punct(b',') if depth == 0 => {
                last_comma = Some(sp.start);
                continue;
            }
            Tok::Meta if depth == 0 => {
                if let Some(c) = last_comma {
                    return Span {
                        start: span.start,
                        end: c,
                    };
                }
            }
            _ => {}
        }
        last_comma = None;
    }
}

/// A lexer positioned after `%x =` of `inst` and its opcode keyword (and `tail` etc.).
fn start<'a>(src: &'a str, inst: &crate::ir::Instruction) -> Lexer<'a> {
    let mut lx = Lexer::new(src, without_attachments(src, inst.span));
    if inst.result.is_some() {
        let (t, _) = lx.peek();
        if t == Tok::Local {
            lx.next();
            lx.eat(b'=');
        }
    }
    while matches!(lx.peek_text(), "tail" | "musttail" | "notail") {
        lx.next();
    }
    lx.next(); // opcode
    lx
}

fn decode_phi(b: &mut FnB, inst: &crate::ir::Instruction) -> R<DPhi> {
    let cx = b.cx;
    let mut lx = start(cx.src, inst);
    skip_flags(&mut lx);
    let ty = cx.ty(&mut lx)?;
    let blocks: Vec<u32> = b.f.phi_incoming(inst).iter().map(|&(_, bb)| bb.0).collect();
    let mut incoming = Vec::with_capacity(blocks.len());
    for (k, &bb) in blocks.iter().enumerate() {
        if k > 0 {
            cx.expect(&mut lx, b',')?;
        }
        cx.expect(&mut lx, b'[')?;
        let v = b.value(&mut lx, &ty)?;
        incoming.push((bb, v));
        cx.expect(&mut lx, b',')?;
        lx.next(); // the block
        cx.expect(&mut lx, b']')?;
    }
    Ok(DPhi {
        dst: inst.result.map_or(u32::MAX, |v| v.0),
        incoming: incoming.into(),
    })
}

fn decode_inst(b: &mut FnB, inst: &crate::ir::Instruction, block: crate::cfg::Block) -> R<K> {
    let cx = b.cx;
    let src = cx.src;
    let sp = inst.span;
    let mut lx = start(src, inst);
    let succs = b.f.cfg.succs(block);
    use Opcode as O;
    let op = inst.opcode;
    Ok(match op {
        O::Add
        | O::Sub
        | O::Mul
        | O::UDiv
        | O::SDiv
        | O::URem
        | O::SRem
        | O::Shl
        | O::LShr
        | O::AShr
        | O::And
        | O::Or
        | O::Xor
        | O::FAdd
        | O::FSub
        | O::FMul
        | O::FDiv
        | O::FRem => {
            skip_flags(&mut lx);
            let ty = cx.ty(&mut lx)?;
            let vt = vt_of(cx, &ty, sp)?;
            let a = b.value(&mut lx, &ty)?;
            cx.expect(&mut lx, b',')?;
            let c = b.value(&mut lx, &ty)?;
            let bop = match op {
                O::Add => BinOp::Add,
                O::Sub => BinOp::Sub,
                O::Mul => BinOp::Mul,
                O::UDiv => BinOp::UDiv,
                O::SDiv => BinOp::SDiv,
                O::URem => BinOp::URem,
                O::SRem => BinOp::SRem,
                O::Shl => BinOp::Shl,
                O::LShr => BinOp::LShr,
                O::AShr => BinOp::AShr,
                O::And => BinOp::And,
                O::Or => BinOp::Or,
                O::Xor => BinOp::Xor,
                O::FAdd => BinOp::FAdd,
                O::FSub => BinOp::FSub,
                O::FMul => BinOp::FMul,
                O::FDiv => BinOp::FDiv,
                _ => BinOp::FRem,
            };
            K::Bin(bop, vt, a, c)
        }
        O::FNeg => {
            skip_flags(&mut lx);
            let (ty, a) = b.typed_value(&mut lx)?;
            K::FNeg(vt_of(cx, &ty, sp)?, a)
        }
        O::ICmp | O::FCmp => {
            skip_flags(&mut lx);
            let (_, psp) = lx.next();
            let w = lx.text(psp);
            let p = if op == O::ICmp { pred(w) } else { fpred(w) }
                .ok_or_else(|| cx.err(psp, format!("unknown predicate `{w}`")))?;
            let ty = cx.ty(&mut lx)?;
            let a = b.value(&mut lx, &ty)?;
            cx.expect(&mut lx, b',')?;
            let c = b.value(&mut lx, &ty)?;
            K::Cmp(p, vt_of(cx, &ty, sp)?, a, c)
        }
        O::Trunc
        | O::ZExt
        | O::SExt
        | O::FPToUI
        | O::FPToSI
        | O::UIToFP
        | O::SIToFP
        | O::FPTrunc
        | O::FPExt
        | O::PtrToInt
        | O::IntToPtr
        | O::BitCast
        | O::AddrSpaceCast => {
            skip_flags(&mut lx);
            let (ft, a) = b.typed_value(&mut lx)?;
            if !lx.eat_word("to") {
                let (_, s2) = lx.peek();
                return Err(cx.err(s2, "expected `to`"));
            }
            let tt = cx.ty(&mut lx)?;
            if op == O::BitCast {
                let (fv, tv) = (vt_of(cx, &ft, sp), vt_of(cx, &tt, sp));
                match (fv, tv) {
                    (Ok(fv), Ok(tv))
                        if fv == tv
                            || (fv.lanes == 0
                                && tv.lanes == 0
                                && !fv.st.is_float()
                                && !tv.st.is_float()) =>
                    {
                        return Ok(K::Copy(a))
                    }
                    (Ok(fv), Ok(tv)) => return Ok(K::Cast(CastOp::BitCast, fv, tv, a)),
                    _ => {
                        return Err(cx.err(sp, format!("unsupported bitcast from `{ft}` to `{tt}`")))
                    }
                }
            }
            let c = match op {
                O::Trunc => CastOp::Trunc,
                O::ZExt => CastOp::ZExt,
                O::SExt => CastOp::SExt,
                O::FPToUI => CastOp::FPToUI,
                O::FPToSI => CastOp::FPToSI,
                O::UIToFP => CastOp::UIToFP,
                O::SIToFP => CastOp::SIToFP,
                O::FPTrunc => CastOp::FPTrunc,
                O::FPExt => CastOp::FPExt,
                O::PtrToInt => CastOp::PtrToInt,
                O::IntToPtr => CastOp::IntToPtr,
                _ => CastOp::AddrSpaceCast,
            };
            K::Cast(c, vt_of(cx, &ft, sp)?, vt_of(cx, &tt, sp)?, a)
        }
        O::Select => {
            skip_flags(&mut lx);
            let (_, c) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, x) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, y) = b.typed_value(&mut lx)?;
            K::Select(c, x, y)
        }
        O::Freeze => {
            let (_, a) = b.typed_value(&mut lx)?;
            K::Copy(a)
        }
        O::Load => {
            lx.eat_word("atomic");
            lx.eat_word("volatile");
            let ty = cx.ty(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, p) = b.typed_value(&mut lx)?;
            if matches!(ty, Ty::Void | Ty::Other) {
                return Err(cx.err(sp, format!("cannot load `{ty}`")));
            }
            K::Load(Box::new(ty), p)
        }
        O::Store => {
            lx.eat_word("atomic");
            lx.eat_word("volatile");
            let (ty, v) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, p) = b.typed_value(&mut lx)?;
            K::Store(Box::new(ty), v, p)
        }
        O::Alloca => {
            lx.eat_word("inalloca");
            let ty = cx.ty(&mut lx)?;
            let mut count = None;
            let mut align = cx.layout.align(&ty);
            while lx.eat(b',') {
                if lx.eat_word("align") {
                    align = cx.int_tok(&mut lx)?.max(1) as u64;
                } else if lx.eat_word("addrspace") {
                    lx.skip_group();
                } else {
                    let (t, v) = b.typed_value(&mut lx)?;
                    let bits = match t {
                        Ty::Int(n) => n,
                        _ => 64,
                    };
                    count = Some((v, bits));
                }
            }
            let (count, count_bits) = match count {
                Some(c) => c,
                None => {
                    b.consts.push(Val::S(1));
                    (Src::C(b.consts.len() as u32 - 1), 32)
                }
            };
            K::Alloca {
                size: cx.layout.alloc_size(&ty),
                count,
                count_bits,
                align,
                ty: Box::new(ty),
            }
        }
        O::GetElementPtr => {
            skip_flags(&mut lx);
            if lx.peek_text() == "inrange" {
                lx.next();
                lx.skip_group();
            }
            let src_ty = cx.ty(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (bt, base) = b.typed_value(&mut lx)?;
            let asn = match bt {
                Ty::Ptr(a) => a,
                _ => {
                    return Err(cx.err(
                        sp,
                        format!("vector getelementptr (`{bt}` base) is not supported"),
                    ))
                }
            };
            let width = (cx.layout.ptr_bytes(asn) * 8) as u32;
            let mut cur = src_ty.clone();
            let mut offset: i64 = 0;
            let mut idx = Vec::new();
            let mut bounds = Vec::new();
            let mut first = true;
            while lx.eat(b',') {
                let (it, v) = b.typed_value(&mut lx)?;
                let bits = match it {
                    Ty::Int(n) => n,
                    _ => {
                        return Err(cx.err(
                            sp,
                            format!("vector getelementptr indices (`{it}`) are not supported"),
                        ))
                    }
                };
                let konst = match v {
                    Src::C(c) => Some(super::values::sext(b.consts[c as usize].s(), bits) as i64),
                    Src::R(_) => None,
                };
                let bound = match (&cur, first) {
                    (Ty::Array(n, _), false) => *n,
                    _ => 0,
                };
                let (scale, next) = if first {
                    first = false;
                    (cx.layout.alloc_size(&cur) as i64, cur.clone())
                } else {
                    match &cur {
                        Ty::Struct(..) => {
                            let k = konst
                                .ok_or_else(|| cx.err(sp, "struct index must be a constant"))?;
                            let (d, n) = cx.step_into(&cur, k, sp)?;
                            offset = offset.wrapping_add(d);
                            cur = n;
                            continue;
                        }
                        Ty::Array(_, e) | Ty::Vector(_, e) => {
                            (cx.layout.alloc_size(e) as i64, (**e).clone())
                        }
                        t => return Err(cx.err(sp, format!("cannot index into `{t}`"))),
                    }
                };
                match konst {
                    Some(k) => offset = offset.wrapping_add(k.wrapping_mul(scale)),
                    None => {
                        idx.push((v, scale, bits));
                        bounds.push(bound);
                    }
                }
                cur = next;
            }
            if bounds.iter().all(|&n| n == 0) {
                bounds.clear();
            }
            K::Gep {
                base,
                offset,
                idx: idx.into(),
                bounds: bounds.into(),
                width,
            }
        }
        O::ExtractElement => {
            let (_, v) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, i) = b.typed_value(&mut lx)?;
            K::ExtractElement(v, i)
        }
        O::InsertElement => {
            let (_, v) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, e) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, i) = b.typed_value(&mut lx)?;
            K::InsertElement(v, e, i)
        }
        O::ShuffleVector => {
            let (ty, x) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, y) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let mt = cx.ty(&mut lx)?;
            let m = cx.constant(&mut lx, &mt, 0)?;
            let lanes = match &mt {
                Ty::Vector(n, _) => *n as usize,
                _ => 0,
            };
            let mut mask_v: Vec<i32> = m.elems().iter().map(|e| e.s() as u32 as i32).collect();
            // undef/poison lanes parse as 0; mark them by re-reading the text is not needed:
            // any value is allowed for them.
            mask_v.resize(lanes, 0);
            K::Shuffle(x, y, mask_v.into(), Box::new(ty))
        }
        O::ExtractValue | O::InsertValue => {
            let (_, a) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let v = if op == O::InsertValue {
                let (_, v) = b.typed_value(&mut lx)?;
                cx.expect(&mut lx, b',')?;
                Some(v)
            } else {
                None
            };
            let mut idx = vec![cx.int_tok(&mut lx)? as u32];
            while lx.eat(b',') {
                if lx.peek().0 != Tok::Num {
                    break;
                }
                idx.push(cx.int_tok(&mut lx)? as u32);
            }
            match v {
                Some(v) => K::InsertValue(a, v, idx.into()),
                None => K::ExtractValue(a, idx.into()),
            }
        }
        O::Call => decode_call(b, inst, lx)?,
        O::AtomicRMW => {
            lx.eat_word("volatile");
            let (_, w) = lx.next();
            let word = lx.text(w);
            let rop = RmwOp::from_keyword(word)
                .ok_or_else(|| cx.err(w, format!("unsupported atomicrmw operation `{word}`")))?;
            let (_, p) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (ty, v) = b.typed_value(&mut lx)?;
            let vt = vt_of(cx, &ty, sp)?;
            if vt.lanes != 0 {
                return Err(cx.err(sp, "vector atomics are not supported"));
            }
            K::Rmw(rop, vt.st, p, v)
        }
        O::AtomicCmpXchg => {
            lx.eat_word("weak");
            lx.eat_word("volatile");
            let (_, p) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (ty, c) = b.typed_value(&mut lx)?;
            cx.expect(&mut lx, b',')?;
            let (_, n) = b.typed_value(&mut lx)?;
            let vt = vt_of(cx, &ty, sp)?;
            K::CmpXchg(vt.st, p, c, n)
        }
        O::Fence => K::Nop,
        O::Br => {
            if succs.len() == 1 {
                K::Br(succs[0].0)
            } else {
                let (_, c) = b.typed_value(&mut lx)?;
                K::CondBr(c, succs[0].0, succs[1].0)
            }
        }
        O::Switch => {
            let (ty, v) = b.typed_value(&mut lx)?;
            let bits = match ty {
                Ty::Int(n) => n,
                _ => return Err(cx.err(sp, "switch on a non-integer")),
            };
            cx.expect(&mut lx, b',')?;
            lx.next(); // label
            lx.next(); // %default
            cx.expect(&mut lx, b'[')?;
            let mut cases = Vec::new();
            let mut k = 1;
            while !lx.eat(b']') {
                let (ct, csrc) = b.typed_value(&mut lx)?;
                let cv = match csrc {
                    Src::C(c) => b.consts[c as usize].s(),
                    Src::R(_) => return Err(cx.err(sp, "switch case must be a constant")),
                };
                let _ = ct;
                cx.expect(&mut lx, b',')?;
                lx.next();
                let (t, _) = lx.next();
                if t == Tok::End {
                    return Err(cx.err(sp, "unterminated switch"));
                }
                let target = succs
                    .get(k)
                    .ok_or_else(|| cx.err(sp, "switch case without a successor"))?;
                cases.push((cv, target.0));
                k += 1;
            }
            K::Switch(v, bits, succs[0].0, cases.into())
        }
        O::Ret => {
            if lx.eat_word("void") {
                K::Ret(None)
            } else {
                let (_, v) = b.typed_value(&mut lx)?;
                K::Ret(Some(v))
            }
        }
        O::Unreachable => K::Unreachable,
        other => return Err(cx.err(sp, format!("unsupported instruction `{}`", other.name()))),
    })
}

/// The operands an [`builtins::OclFn`] needs (`printf` takes a format and any number more).
fn builtins_ocl_arity(o: builtins::OclFn) -> usize {
    use builtins::OclFn::*;
    match o {
        GlobalLinearId | LocalLinearId => 0,
        Printf | PrintfAlloc => 1,
        WaitGroupEvents | Prefetch | VLoad(_) | VLoadHalf { .. } => 2,
        VStore(_) | VStoreHalf { .. } => 3,
        AsyncCopy { .. } => 4,
        AsyncStridedCopy { .. } => 5,
        PtrMath(m) => m.arity(),
    }
}

fn decode_call<'a>(b: &mut FnB<'a, '_>, inst: &crate::ir::Instruction, mut lx: Lexer<'a>) -> R<K> {
    let cx = b.cx;
    let sp = inst.span;
    let name = match b.f.callee_name(inst) {
        Some(n) => n,
        None => {
            // CUDA's `__activemask` is inline assembly (`activemask.b32`).
            let text = sp.text(cx.src);
            if let Some(op) = super::cross_lane::classify_asm(text) {
                return Ok(K::Builtin(Builtin::CrossLane(op), Vt { st: St::I(32), lanes: 0 }, Box::new([])));
            }
            return Err(cx.err(sp, "indirect calls and inline assembly are not supported"));
        }
    };
    if name.starts_with("llvm.dbg.") {
        return Ok(K::Nop);
    }
    // `call [fmf] [cconv] [ret attrs] ty [fnty] @f(args)`.
    skip_flags(&mut lx);
    loop {
        let w = lx.peek_text();
        if lx.peek().0 == Tok::Word
            && (is_attr(w)
                || matches!(
                    w,
                    "fastcc" | "coldcc" | "ccc" | "spir_func" | "amdgpu_gfx" | "cc"
                ))
        {
            lx.next();
            if w == "align" || w == "cc" {
                lx.next();
            } else if lx.peek().0 == Tok::Punct(b'(') {
                lx.skip_group();
            }
        } else {
            break;
        }
    }
    let ret = cx.ty(&mut lx)?;
    if lx.peek().0 == Tok::Punct(b'(') {
        lx.skip_group(); // function type of a varargs callee
    }
    let (t, _) = lx.next();
    if t != Tok::Global {
        return Err(cx.err(sp, "expected the callee"));
    }
    cx.expect(&mut lx, b'(')?;
    let mut args = Vec::new();
    let mut arg_tys = Vec::new();
    if !lx.eat(b')') {
        loop {
            let ty = cx.ty(&mut lx)?;
            skip_attrs(&mut lx);
            if ty == Ty::Other {
                // metadata / label operand: skip it.
                let (t, _) = lx.peek();
                if t == Tok::Meta {
                    lx.next();
                    if lx.peek().0 == Tok::Punct(b'(') || lx.peek().0 == Tok::Punct(b'{') {
                        lx.skip_group();
                    }
                } else {
                    lx.next();
                }
            } else {
                args.push(b.value(&mut lx, &ty)?);
                arg_tys.push(ty);
            }
            if lx.eat(b')') {
                break;
            }
            cx.expect(&mut lx, b',')?;
        }
    }
    let float_ret =
        ret.scalar().is_float() || arg_tys.first().is_some_and(|t| t.scalar().is_float());
    if let Some(&fi) = cx.funcs.get(name) {
        if !name.starts_with("llvm.") {
            return Ok(K::Call(fi, args.into()));
        }
    }
    // NVVM's read-only loads (`__ldg`: `llvm.nvvm.ldg.global.{i,f,p}.*(ptr, align)`) are
    // loads; its `atomicInc` / `atomicDec` (`llvm.nvvm.atomic.load.{inc,dec}.32`, which
    // opt auto-upgrades to `atomicrmw uinc_wrap` / `udec_wrap`) are those read-modify-writes.
    if let (Some(r), Some(&p)) = (name.strip_prefix("llvm.nvvm."), args.first()) {
        if r.starts_with("ldg.global.") || r.starts_with("ldu.global.") {
            return Ok(K::Load(Box::new(ret), p));
        }
        let rmw = if r.starts_with("atomic.load.inc.32") {
            Some(RmwOp::UIncWrap)
        } else if r.starts_with("atomic.load.dec.32") {
            Some(RmwOp::UDecWrap)
        } else {
            None
        };
        if let (Some(op), Some(&v)) = (rmw, args.get(1)) {
            return Ok(K::Rmw(op, vt_of(cx, &ret, sp)?.st, p, v));
        }
    }
    let bi = builtins::classify(name, float_ret).ok_or_else(|| cx.err(sp, format!("unsupported call of `@{name}` (not defined in the module and not a known built-in)")))?;
    let vt = match &ret {
        Ty::Void | Ty::Other => Vt {
            st: St::I(32),
            lanes: 0,
        },
        // The `p` shuffles and `match.all` return `{value, i1}`: the value's type.
        Ty::Struct(fs, _) if matches!(bi, Builtin::CrossLane(_)) && !fs.is_empty() => vt_of(cx, &fs[0], sp)?,
        Ty::Struct(..) | Ty::Array(..) => {
            return Err(cx.err(
                sp,
                format!("built-in `@{name}` returning an aggregate is not supported"),
            ))
        }
        t => vt_of(cx, t, sp)?,
    };
    // Arity checks (their operands are all of the result type for math built-ins).
    let need = match bi {
        Builtin::Ocl(o) => builtins_ocl_arity(o),
        Builtin::Memcpy | Builtin::Memset | Builtin::OclCmpxchg => 3,
        Builtin::OclAtomic(_) | Builtin::Mbcnt(_) => 2,
        Builtin::OclAtomicIncDec(_) => 1,
        _ => 0,
    };
    if args.len() < need {
        return Err(cx.err(
            sp,
            format!("`@{name}` takes {need} operands, found {}", args.len()),
        ));
    }
    match bi {
        Builtin::F(m) if args.len() != m.arity() => {
            return Err(cx.err(
                sp,
                format!(
                    "`@{name}` takes {} operands, found {}",
                    m.arity(),
                    args.len()
                ),
            ))
        }
        Builtin::I(m) if args.len() < m.arity() => {
            return Err(cx.err(
                sp,
                format!(
                    "`@{name}` takes {} operands, found {}",
                    m.arity(),
                    args.len()
                ),
            ))
        }
        _ => {}
    }
    // The integer type of OpenCL atomics comes from the value operand.
    let vt = match bi {
        Builtin::OclAtomic(_) | Builtin::OclCmpxchg | Builtin::OclAtomicIncDec(_) => {
            match arg_tys.get(1).or(Some(&ret)) {
                Some(t) => vt_of(cx, t, sp).unwrap_or(vt),
                None => vt,
            }
        }
        // Stores take their element type from the data operand.
        Builtin::Ocl(builtins::OclFn::VStore(_) | builtins::OclFn::VStoreHalf { .. }) => {
            vt_of(cx, &arg_tys[0], sp)?
        }
        Builtin::Memset | Builtin::Memcpy => match arg_tys.get(2) {
            Some(Ty::Int(n)) => Vt {
                st: St::I(*n),
                lanes: 0,
            },
            _ => vt,
        },
        _ => vt,
    };
    Ok(K::Builtin(bi, vt, args.into()))
}
