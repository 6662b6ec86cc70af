//! Intrinsics and OpenCL built-ins: which callee names the interpreter knows, and the math
//! they compute.
//!
//! Names recognised (LangRef "Intrinsic Functions", AMDGPUUsage "LLVM IR Intrinsics",
//! NVPTXUsage, and the Itanium-mangled OpenCL C built-ins clang emits without device
//! libraries, e.g. `_Z13get_global_idj`): work-item ids and sizes, barriers, the HSA dispatch
//! packet and implicit-argument pointers, `llvm.*` math and integer intrinsics, OpenCL math
//! and integer built-ins by mangled name (scalar or vector, applied lane by lane), OpenCL
//! 1.x atomics (`atomic_add`, `atom_add`, …). Classification is `O(len(name))` once per call
//! site at decode time; evaluation is `O(lanes)`.
//!
//! Floating-point math is computed in `f64` and rounded to the result type; this is exact for
//! `sqrt`, `fma`, `+ - * /`, and within an ulp or so of OpenCL's accuracy requirements for the
//! transcendental functions (OpenCL C 2.0 §7.4 allows several ulp).

use super::values::{mask, sext};

/// The id queried by a work-item function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IdKind {
    /// `get_local_id`, `workitem.id`, `sreg.tid`.
    LocalId,
    /// `get_group_id`, `workgroup.id`, `sreg.ctaid`.
    GroupId,
    /// `get_global_id`.
    GlobalId,
    /// `get_local_size`.
    LocalSize,
    /// `get_global_size`.
    GlobalSize,
    /// `get_num_groups`, `sreg.nctaid`.
    NumGroups,
    /// `get_global_offset` (always 0).
    GlobalOffset,
    /// `get_enqueued_local_size` (= local size), `sreg.ntid`.
    EnqueuedLocalSize,
}

/// A read-modify-write operation (`atomicrmw` LangRef, and the OpenCL atomics).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RmwOp {
    /// `xchg`.
    Xchg,
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `and`.
    And,
    /// `nand`.
    Nand,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `max` (signed).
    Max,
    /// `min` (signed).
    Min,
    /// `umax`.
    UMax,
    /// `umin`.
    UMin,
    /// `fadd`.
    FAdd,
    /// `fsub`.
    FSub,
    /// `fmax`.
    FMax,
    /// `fmin`.
    FMin,
    /// `uinc_wrap`.
    UIncWrap,
    /// `udec_wrap`.
    UDecWrap,
}

impl RmwOp {
    /// The `atomicrmw` keyword's operation.
    pub fn from_keyword(w: &str) -> Option<RmwOp> {
        Some(match w {
            "xchg" => RmwOp::Xchg,
            "add" => RmwOp::Add,
            "sub" => RmwOp::Sub,
            "and" => RmwOp::And,
            "nand" => RmwOp::Nand,
            "or" => RmwOp::Or,
            "xor" => RmwOp::Xor,
            "max" => RmwOp::Max,
            "min" => RmwOp::Min,
            "umax" => RmwOp::UMax,
            "umin" => RmwOp::UMin,
            "fadd" => RmwOp::FAdd,
            "fsub" => RmwOp::FSub,
            "fmax" => RmwOp::FMax,
            "fmin" => RmwOp::FMin,
            "uinc_wrap" => RmwOp::UIncWrap,
            "udec_wrap" => RmwOp::UDecWrap,
            _ => return None,
        })
    }

    /// The new memory value for old value `old` and operand `v` of a `bits`-bit integer
    /// (float operations get the value in `f64` through `fl`).
    pub fn apply_int(self, old: u128, v: u128, bits: u32) -> u128 {
        let r = match self {
            RmwOp::Xchg => v,
            RmwOp::Add => old.wrapping_add(v),
            RmwOp::Sub => old.wrapping_sub(v),
            RmwOp::And => old & v,
            RmwOp::Nand => !(old & v),
            RmwOp::Or => old | v,
            RmwOp::Xor => old ^ v,
            RmwOp::Max => {
                if sext(old, bits) >= sext(v, bits) {
                    old
                } else {
                    v
                }
            }
            RmwOp::Min => {
                if sext(old, bits) <= sext(v, bits) {
                    old
                } else {
                    v
                }
            }
            RmwOp::UMax => old.max(v),
            RmwOp::UMin => old.min(v),
            RmwOp::UIncWrap => {
                if old >= v {
                    0
                } else {
                    old + 1
                }
            }
            RmwOp::UDecWrap => {
                if old == 0 || old > v {
                    v
                } else {
                    old - 1
                }
            }
            RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin => v,
        };
        mask(r, bits)
    }

    /// The float result for `fadd`/`fsub`/`fmax`/`fmin`.
    pub fn apply_float(self, old: f64, v: f64) -> f64 {
        match self {
            RmwOp::FAdd => old + v,
            RmwOp::FSub => old - v,
            RmwOp::FMax => old.max(v),
            RmwOp::FMin => old.min(v),
            _ => v,
        }
    }
}

/// A floating-point math function, applied lane by lane in `f64` and rounded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FMath {
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Exp10,
    Log,
    Log2,
    Log10,
    Pow,
    Floor,
    Ceil,
    Trunc,
    Round,
    Rint,
    Fabs,
    Copysign,
    Min,
    Max,
    Fma,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Fmod,
    Fdim,
    Hypot,
    Cbrt,
    Recip,
    Divide,
    Clamp,
    Mix,
    Step,
    Sign,
    Ldexp,
}

impl FMath {
    /// Number of operands.
    pub fn arity(self) -> usize {
        use FMath::*;
        match self {
            Pow | Copysign | Min | Max | Atan2 | Fmod | Fdim | Hypot | Divide | Step | Ldexp => 2,
            Fma | Clamp | Mix => 3,
            _ => 1,
        }
    }

    /// Evaluates on `f64` operands.
    pub fn eval(self, a: &[f64]) -> f64 {
        use FMath::*;
        let x = a[0];
        let y = a.get(1).copied().unwrap_or(0.0);
        let z = a.get(2).copied().unwrap_or(0.0);
        match self {
            Sqrt => x.sqrt(),
            Rsqrt => 1.0 / x.sqrt(),
            Exp => x.exp(),
            Exp2 => x.exp2(),
            Exp10 => 10f64.powf(x),
            Log => x.ln(),
            Log2 => x.log2(),
            Log10 => x.log10(),
            Pow => x.powf(y),
            Floor => x.floor(),
            Ceil => x.ceil(),
            Trunc => x.trunc(),
            Round => x.round(),
            Rint => {
                let r = x.round();
                if (x - x.trunc()).abs() == 0.5 && r % 2.0 != 0.0 {
                    r - x.signum()
                } else {
                    r
                }
            }
            Fabs => x.abs(),
            Copysign => x.copysign(y),
            Min => {
                if x.is_nan() {
                    y
                } else if y.is_nan() {
                    x
                } else {
                    x.min(y)
                }
            }
            Max => {
                if x.is_nan() {
                    y
                } else if y.is_nan() {
                    x
                } else {
                    x.max(y)
                }
            }
            Fma => x.mul_add(y, z),
            Sin => x.sin(),
            Cos => x.cos(),
            Tan => x.tan(),
            Asin => x.asin(),
            Acos => x.acos(),
            Atan => x.atan(),
            Atan2 => x.atan2(y),
            Sinh => x.sinh(),
            Cosh => x.cosh(),
            Tanh => x.tanh(),
            Fmod => x % y,
            Fdim => {
                if x > y {
                    x - y
                } else {
                    0.0
                }
            }
            Hypot => x.hypot(y),
            Cbrt => x.cbrt(),
            Recip => 1.0 / x,
            Divide => x / y,
            Clamp => x.max(y).min(z),
            Mix => x + (y - x) * z,
            Step => {
                if y < x {
                    0.0
                } else {
                    1.0
                }
            }
            Sign => {
                if x.is_nan() {
                    0.0
                } else if x > 0.0 {
                    1.0
                } else if x < 0.0 {
                    -1.0
                } else {
                    x
                }
            }
            Ldexp => x * 2f64.powi(y as i32),
        }
    }
}

/// An integer function, applied lane by lane.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IMath {
    SMax,
    SMin,
    UMax,
    UMin,
    Abs,
    Fshl,
    Fshr,
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    Bitreverse,
    SClamp,
    UClamp,
    Mad24S,
    Mad24U,
    Mul24S,
    Mul24U,
    MadSat,
    Rotate,
    SAbsDiff,
    UAbsDiff,
    SAddSat,
    UAddSat,
    SSubSat,
    USubSat,
    SHadd,
    UHadd,
    /// `rhadd`: `(x + y + 1) >> 1` without overflow.
    SRHadd,
    /// `rhadd` on unsigned operands.
    URHadd,
    MulHiS,
    MulHiU,
}

impl IMath {
    /// Number of operands.
    pub fn arity(self) -> usize {
        use IMath::*;
        match self {
            Abs | Ctpop | Ctlz | Cttz | Bswap | Bitreverse => 1,
            Fshl | Fshr | SClamp | UClamp | Mad24S | Mad24U | MadSat => 3,
            _ => 2,
        }
    }

    /// Evaluates on `bits`-bit operands (masked); the result is masked.
    pub fn eval(self, a: &[u128], bits: u32) -> u128 {
        use IMath::*;
        let x = a[0];
        let y = a.get(1).copied().unwrap_or(0);
        let z = a.get(2).copied().unwrap_or(0);
        let (sx, sy) = (sext(x, bits), sext(y, bits));
        let r: u128 = match self {
            SMax => sx.max(sy) as u128,
            SMin => sx.min(sy) as u128,
            UMax => x.max(y),
            UMin => x.min(y),
            Abs => sx.unsigned_abs(),
            Fshl | Fshr | Rotate => {
                let (hi, lo, sh) = if self == Rotate { (x, x, y) } else { (x, y, z) };
                let s = (sh % bits as u128) as u32;
                if s == 0 {
                    if self == Fshr {
                        lo
                    } else {
                        hi
                    }
                } else if self == Fshr {
                    (lo >> s) | (hi << (bits - s))
                } else {
                    (hi << s) | (lo >> (bits - s))
                }
            }
            Ctpop => x.count_ones() as u128,
            Ctlz => (x.leading_zeros() - (128 - bits)) as u128,
            Cttz => x.trailing_zeros().min(bits) as u128,
            Bswap => {
                let bytes = bits / 8;
                let mut r = 0u128;
                for i in 0..bytes {
                    r |= ((x >> (8 * i)) & 0xff) << (8 * (bytes - 1 - i));
                }
                r
            }
            Bitreverse => x.reverse_bits() >> (128 - bits),
            SClamp => sx.max(sy).min(sext(z, bits)) as u128,
            UClamp => x.max(y).min(z),
            Mad24S => (sext(x, 24).wrapping_mul(sext(y, 24)) as u128).wrapping_add(z),
            Mad24U => (mask(x, 24) * mask(y, 24)).wrapping_add(z),
            Mul24S => sext(x, 24).wrapping_mul(sext(y, 24)) as u128,
            Mul24U => mask(x, 24) * mask(y, 24),
            MadSat => x.wrapping_mul(y).wrapping_add(z),
            SAbsDiff => sx.abs_diff(sy),
            UAbsDiff => x.abs_diff(y),
            // Wide (128-bit) operands saturate/wrap in i128 instead of overflowing.
            SAddSat | SSubSat => {
                let r = if self == SAddSat {
                    sx.saturating_add(sy)
                } else {
                    sx.saturating_sub(sy)
                };
                if bits >= 128 {
                    r as u128
                } else {
                    let lim = 1i128 << (bits - 1);
                    r.clamp(-lim, lim - 1) as u128
                }
            }
            UAddSat => x.saturating_add(y).min(mask(u128::MAX, bits)),
            USubSat => x.saturating_sub(y),
            SHadd => ((sx >> 1).wrapping_add(sy >> 1).wrapping_add(sx & sy & 1)) as u128,
            UHadd => (x >> 1).wrapping_add(y >> 1).wrapping_add(x & y & 1),
            SRHadd => ((sx >> 1).wrapping_add(sy >> 1).wrapping_add((sx | sy) & 1)) as u128,
            URHadd => (x >> 1).wrapping_add(y >> 1).wrapping_add((x | y) & 1),
            MulHiS => {
                if bits > 64 {
                    0
                } else {
                    (sx.wrapping_mul(sy) >> bits) as u128
                }
            }
            MulHiU => {
                if bits > 64 {
                    0
                } else {
                    x.wrapping_mul(y) >> bits
                }
            }
        };
        mask(r, bits)
    }
}

/// A callee the interpreter implements natively.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// A work-item id with a fixed dimension (`llvm.amdgcn.workitem.id.y` → `(LocalId, 1)`).
    Id(IdKind, u8),
    /// An OpenCL id function whose dimension is its argument (`_Z12get_local_idj`).
    OclId(IdKind),
    /// `get_work_dim`.
    WorkDim,
    /// The lane id within the wave (`llvm.nvvm.read.ptx.sreg.laneid`).
    LaneId,
    /// The wave size (`llvm.nvvm.read.ptx.sreg.warpsize`, `llvm.amdgcn.wavefrontsize`).
    WaveSize,
    /// A work-group barrier (`llvm.amdgcn.s.barrier`, `llvm.nvvm.barrier0`, `_Z7barrierj`,
    /// `_Z18work_group_barrierj`).
    Barrier,
    /// `llvm.amdgcn.dispatch.ptr`: the HSA kernel dispatch packet.
    DispatchPtr,
    /// `llvm.amdgcn.implicitarg.ptr`: code object v5 hidden kernel arguments.
    ImplicitArgPtr,
    /// `llvm.amdgcn.mbcnt.lo` / `.hi`: the lane-id idiom (`mbcnt(-1, 0)`).
    Mbcnt(bool),
    /// No effect: `llvm.lifetime.*`, `llvm.assume`, `llvm.dbg.*`, fences, `llvm.experimental.noalias.scope.decl`, …
    Nop,
    /// Floating-point math.
    F(FMath),
    /// Integer math.
    I(IMath),
    /// `llvm.memcpy` / `llvm.memmove`.
    Memcpy,
    /// `llvm.memset`.
    Memset,
    /// An OpenCL 1.x atomic on `(ptr, value)`; `signed` for `min`/`max` on `int`.
    OclAtomic(RmwOp),
    /// `atomic_inc` / `atomic_dec` (one operand, the pointer).
    OclAtomicIncDec(bool),
    /// `atomic_cmpxchg(ptr, cmp, val)`.
    OclCmpxchg,
    /// OpenCL built-ins that read or write memory or format output ([`OclFn`]; run by
    /// `interpreter::ocl`).
    Ocl(OclFn),
    /// `llvm.vector.reduce.*`: a vector folded to its element type.
    VecReduce(VecReduce),
    /// A warp / wave cross-lane operation (shuffles, votes, …; run by
    /// `interpreter::cross_lane`).
    CrossLane(super::cross_lane::XOp),
}

/// A math built-in with a pointer output (OpenCL C 2.0 §6.13.2, Table 6.8): the result is
/// returned and a second value stored through the last (pointer) operand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PtrMath {
    /// `fract(x, iptr)`: `fmin(x − floor(x), 0x1.fffffep-1f)`, `*iptr = floor(x)`.
    Fract,
    /// `modf(x, iptr)`: `x − trunc(x)` (sign of `x`), `*iptr = trunc(x)`.
    Modf,
    /// `sincos(x, cosval)`: `sin(x)`, `*cosval = cos(x)`.
    Sincos,
    /// `frexp(x, exp)`: mantissa in `[0.5, 1)`, `*exp` the `int` exponent.
    Frexp,
    /// `remquo(x, y, quo)`: IEEE `remainder(x, y)`, `*quo` the sign of `x/y` and the low 7 bits
    /// of the integral quotient (the specification asks for at least 3).
    Remquo,
    /// `lgamma_r(x, signp)`: `ln |Γ(x)|`, `*signp` the sign of `Γ(x)` (0 at the poles).
    LgammaR,
}

impl PtrMath {
    /// Whether the stored value is an `int` (else the result type).
    pub fn stores_int(self) -> bool {
        matches!(self, PtrMath::Frexp | PtrMath::Remquo | PtrMath::LgammaR)
    }

    /// Number of operands including the pointer.
    pub fn arity(self) -> usize {
        if self == PtrMath::Remquo {
            3
        } else {
            2
        }
    }
}

/// A half-precision conversion's rounding mode (`vstore_half_rte` …; no suffix is `rte`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HalfRound {
    /// To nearest, ties to even.
    Rte,
    /// Toward zero.
    Rtz,
    /// Toward +∞.
    Rtp,
    /// Toward −∞.
    Rtn,
}

/// OpenCL C built-ins that need memory or the work-group (OpenCL C 2.0 §6.13.1, §6.13.7,
/// §6.13.10, §6.13.13) and the printf lowerings of clang.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OclFn {
    /// `get_global_linear_id()`.
    GlobalLinearId,
    /// `get_local_linear_id()`.
    LocalLinearId,
    /// `async_work_group_copy(dst, src, n, event)`: `elem` bytes per element, `to_local` when
    /// the destination is `__local`.
    AsyncCopy {
        /// Bytes per element (a vector counts as one element; 3-vectors take 4 lanes).
        elem: u32,
    },
    /// `async_work_group_strided_copy(dst, src, n, stride, event)`.
    AsyncStridedCopy {
        /// Bytes per element.
        elem: u32,
        /// Whether the destination is `__local` (the stride applies to the source), else the
        /// stride applies to the (global) destination.
        to_local: bool,
    },
    /// `wait_group_events(n, events)` (the copies are complete when issued).
    WaitGroupEvents,
    /// `prefetch(p, n)` (no effect).
    Prefetch,
    /// `vloadN(offset, p)` (`lanes` 0 never occurs; the result type gives the element).
    VLoad(u32),
    /// `vstoreN(data, offset, p)`.
    VStore(u32),
    /// `vload_halfN` (`aligned`: `vloada_halfN`, 3-vectors step by 4).
    VLoadHalf {
        /// Lanes (1 for the scalar form).
        lanes: u32,
        /// `vloada_`.
        aligned: bool,
    },
    /// `vstore_halfN[_rte|_rtz|_rtp|_rtn]` / `vstorea_halfN…`.
    VStoreHalf {
        /// Lanes (1 for the scalar form).
        lanes: u32,
        /// `vstorea_`.
        aligned: bool,
        /// Rounding.
        round: HalfRound,
    },
    /// A math function with a pointer output.
    PtrMath(PtrMath),
    /// `printf(format, …)` as a call (NVPTX, SPIR).
    Printf,
    /// `__printf_alloc(bytes)`: AMDGPU's buffered printf (`AMDGPUPrintfRuntimeBinding`) asks
    /// for a record in the printf buffer; the kernel then stores the format id and the
    /// arguments there.
    PrintfAlloc,
}

/// Bytes of the OpenCL type whose Itanium mangling starts `s` (`f` → 4, `Dv4_i` → 16,
/// `Dv3_f` → 16), and the rest of `s`. `None` for anything else.
fn mangled_type_size(s: &str) -> Option<(u32, &str)> {
    if let Some(r) = s.strip_prefix("Dv") {
        let digits = r.bytes().take_while(u8::is_ascii_digit).count();
        let n: u32 = r[..digits].parse().ok()?;
        let r = r[digits..].strip_prefix('_')?;
        let (e, rest) = mangled_type_size(r)?;
        return Some((if n == 3 { 4 } else { n } * e, rest));
    }
    if let Some(r) = s.strip_prefix("Dh") {
        return Some((2, r));
    }
    let c = s.as_bytes().first()?;
    let n = match c {
        b'c' | b'a' | b'h' => 1,
        b's' | b't' => 2,
        b'i' | b'j' | b'f' => 4,
        b'l' | b'm' | b'd' => 8,
        _ => return None,
    };
    Some((n, &s[1..]))
}

/// The first pointer parameter of a mangled parameter list: `(address space, pointee bytes)`
/// (`PU3AS3f` → `(3, 4)`; no `U3AS` is the private/generic space 0).
fn first_pointer(params: &str) -> Option<(u32, u32)> {
    let mut r = params.strip_prefix('P')?;
    let mut space = 0;
    if let Some(q) = r.strip_prefix("U3AS") {
        let digits = q.bytes().take_while(u8::is_ascii_digit).count();
        space = q[..digits].parse().ok()?;
        r = &q[digits..];
    }
    let r = r.trim_start_matches(['K', 'V', 'r']);
    Some((space, mangled_type_size(r)?.0))
}

/// The OpenCL built-ins of [`OclFn`] by (demangled) base name and mangled parameters.
fn ocl_fn(base: &str, params: &str) -> Option<OclFn> {
    use OclFn::*;
    Some(match base {
        "get_global_linear_id" => GlobalLinearId,
        "get_local_linear_id" => LocalLinearId,
        "async_work_group_copy" => AsyncCopy { elem: first_pointer(params)?.1 },
        "async_work_group_strided_copy" => {
            let (space, elem) = first_pointer(params)?;
            AsyncStridedCopy { elem, to_local: space == 3 }
        }
        "wait_group_events" => WaitGroupEvents,
        "prefetch" => Prefetch,
        "fract" => PtrMath(self::PtrMath::Fract),
        "modf" => PtrMath(self::PtrMath::Modf),
        "sincos" => PtrMath(self::PtrMath::Sincos),
        "frexp" => PtrMath(self::PtrMath::Frexp),
        "remquo" => PtrMath(self::PtrMath::Remquo),
        "lgamma_r" => PtrMath(self::PtrMath::LgammaR),
        _ => {
            let lanes_of = |s: &str| -> Option<u32> {
                if s.is_empty() {
                    Some(1)
                } else {
                    let n: u32 = s.parse().ok()?;
                    matches!(n, 2 | 3 | 4 | 8 | 16).then_some(n)
                }
            };
            if let Some(r) = base.strip_prefix("vload_half").or_else(|| base.strip_prefix("vloada_half")) {
                return Some(VLoadHalf { lanes: lanes_of(r)?, aligned: base.starts_with("vloada") });
            }
            if let Some(r) = base.strip_prefix("vstore_half").or_else(|| base.strip_prefix("vstorea_half")) {
                let (n, round) = match r.split_once('_') {
                    None => (r, HalfRound::Rte),
                    Some((n, m)) => (
                        n,
                        match m {
                            "rte" => HalfRound::Rte,
                            "rtz" => HalfRound::Rtz,
                            "rtp" => HalfRound::Rtp,
                            "rtn" => HalfRound::Rtn,
                            _ => return None,
                        },
                    ),
                };
                return Some(VStoreHalf { lanes: lanes_of(n)?, aligned: base.starts_with("vstorea"), round });
            }
            if let Some(r) = base.strip_prefix("vload") {
                let n = lanes_of(r)?;
                return (n > 1).then_some(VLoad(n));
            }
            if let Some(r) = base.strip_prefix("vstore") {
                let n = lanes_of(r)?;
                return (n > 1).then_some(VStore(n));
            }
            return None;
        }
    })
}

/// The OpenCL mangled name split into base name and the first parameter's type code
/// (`_Z4fmaxff` → `("fmax", "ff")`).
fn demangle(name: &str) -> Option<(&str, &str)> {
    let rest = name.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let n: usize = rest[..digits].parse().ok()?;
    let base = rest.get(digits..digits + n)?;
    Some((base, &rest[digits + n..]))
}

/// Whether the first parameter of a mangled parameter list is unsigned (`j`, `m`, `t`, `h`,
/// possibly as a vector `Dv4_j`).
fn first_param_unsigned(params: &str) -> bool {
    let p = params.strip_prefix("Dv").map_or(params, |r| {
        r.trim_start_matches(|c: char| c.is_ascii_digit())
            .trim_start_matches('_')
    });
    matches!(p.as_bytes().first(), Some(b'j' | b'm' | b't' | b'h'))
}

fn float_fn(base: &str) -> Option<FMath> {
    use FMath::*;
    let b = base
        .strip_prefix("native_")
        .or_else(|| base.strip_prefix("half_"))
        .unwrap_or(base);
    Some(match b {
        "sqrt" => Sqrt,
        "rsqrt" => Rsqrt,
        "exp" => Exp,
        "exp2" => Exp2,
        "exp10" => Exp10,
        "log" => Log,
        "log2" => Log2,
        "log10" => Log10,
        "pow" | "powr" => Pow,
        "floor" => Floor,
        "ceil" => Ceil,
        "trunc" => Trunc,
        "round" => Round,
        "rint" | "nearbyint" | "roundeven" => Rint,
        "fabs" => Fabs,
        "copysign" => Copysign,
        "fmin" | "minnum" | "minimumnum" => Min,
        "fmax" | "maxnum" | "maximumnum" => Max,
        "fma" | "mad" | "fmuladd" => Fma,
        "sin" => Sin,
        "cos" => Cos,
        "tan" => Tan,
        "asin" => Asin,
        "acos" => Acos,
        "atan" => Atan,
        "atan2" => Atan2,
        "sinh" => Sinh,
        "cosh" => Cosh,
        "tanh" => Tanh,
        "fmod" => Fmod,
        "fdim" => Fdim,
        "hypot" => Hypot,
        "cbrt" => Cbrt,
        "recip" => Recip,
        "divide" => Divide,
        "mix" => Mix,
        "step" => Step,
        "sign" => Sign,
        "ldexp" => Ldexp,
        _ => return None,
    })
}

/// Classifies a callee name; `float_result` says whether the call's result (or first
/// operand) is floating-point, which picks between `min`/`max`/`clamp`/`abs` meanings.
/// `None`: not a known built-in (a defined function is called; otherwise an error).
pub fn classify(name: &str, float_result: bool) -> Option<Builtin> {
    use Builtin::*;
    let dim = |s: &str| match s {
        "x" => Some(0u8),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    };
    if let Some(op) = super::cross_lane::classify(name) {
        return Some(CrossLane(op));
    }
    if let Some(r) = name.strip_prefix("llvm.vector.reduce.") {
        return Some(VecReduce(self::VecReduce::from_name(r.split('.').next().unwrap_or(""))?));
    }
    if let Some(r) = name.strip_prefix("llvm.amdgcn.") {
        if let Some(d) = r.strip_prefix("workitem.id.") {
            return Some(Id(IdKind::LocalId, dim(d)?));
        }
        if let Some(d) = r.strip_prefix("workgroup.id.") {
            return Some(Id(IdKind::GroupId, dim(d)?));
        }
        return Some(match r {
            "s.barrier" => Barrier,
            "dispatch.ptr" => DispatchPtr,
            "implicitarg.ptr" => ImplicitArgPtr,
            "mbcnt.lo" => Mbcnt(false),
            "mbcnt.hi" => Mbcnt(true),
            "wavefrontsize" => WaveSize,
            "wave.barrier" | "s.waitcnt" | "sched.barrier" | "s.setprio" => Nop,
            _ => return None,
        });
    }
    if let Some(r) = name.strip_prefix("llvm.nvvm.") {
        if let Some(s) = r.strip_prefix("read.ptx.sreg.") {
            let (kind, d) = s.split_once('.').unwrap_or((s, ""));
            return Some(match kind {
                "tid" => Id(IdKind::LocalId, dim(d)?),
                "ctaid" => Id(IdKind::GroupId, dim(d)?),
                // `%ntid` is the CTA shape, the same in every CTA (CUDA grids have no partial blocks).
                "ntid" => Id(IdKind::EnqueuedLocalSize, dim(d)?),
                "nctaid" => Id(IdKind::NumGroups, dim(d)?),
                "laneid" => LaneId,
                "warpsize" => WaveSize,
                _ => return None,
            });
        }
        return Some(match r {
            "barrier0" | "barrier.sync" | "bar.sync" | "barrier.n" | "barrier" | "barrier.sync.cnt"
            | "barrier.cta.sync" | "barrier.cta.sync.all" | "barrier.cta.sync.aligned"
            | "barrier.cta.sync.aligned.all" | "barrier.cta.sync.count"
            | "barrier.cta.sync.aligned.count" => Barrier,
            "membar.cta" | "membar.gl" | "membar.sys" | "fence.sc.cluster" => Nop,
            "fabs.f" | "fabs.d" => F(FMath::Fabs),
            "sqrt.f" | "sqrt.rn.f" | "sqrt.rn.d" => F(FMath::Sqrt),
            _ => return None,
        });
    }
    if let Some(r) = name.strip_prefix("llvm.") {
        let base = r.split('.').next().unwrap_or("");
        let base2 = r.splitn(3, '.').take(2).collect::<Vec<_>>().join(".");
        if matches!(
            base2.as_str(),
            "lifetime.start"
                | "lifetime.end"
                | "dbg.value"
                | "dbg.declare"
                | "dbg.label"
                | "experimental.noalias"
                | "invariant.start"
                | "invariant.end"
        ) || matches!(
            base,
            "assume"
                | "donothing"
                | "sideeffect"
                | "dbg"
                | "lifetime"
                | "experimental"
                | "invariant"
                | "var"
                | "annotation"
                | "ptr"
        ) {
            return Some(Nop);
        }
        return Some(match base {
            "smax" => I(IMath::SMax),
            "smin" => I(IMath::SMin),
            "umax" => I(IMath::UMax),
            "umin" => I(IMath::UMin),
            "abs" => I(IMath::Abs),
            "fshl" => I(IMath::Fshl),
            "fshr" => I(IMath::Fshr),
            "ctpop" => I(IMath::Ctpop),
            "ctlz" => I(IMath::Ctlz),
            "cttz" => I(IMath::Cttz),
            "bswap" => I(IMath::Bswap),
            "bitreverse" => I(IMath::Bitreverse),
            "sadd" if r.starts_with("sadd.sat") => I(IMath::SAddSat),
            "uadd" if r.starts_with("uadd.sat") => I(IMath::UAddSat),
            "ssub" if r.starts_with("ssub.sat") => I(IMath::SSubSat),
            "usub" if r.starts_with("usub.sat") => I(IMath::USubSat),
            "memcpy" | "memmove" => Memcpy,
            "memset" => Memset,
            "minimum" => F(FMath::Min),
            "maximum" => F(FMath::Max),
            b => F(float_fn(b)?),
        });
    }
    match name {
        "printf" => return Some(Ocl(OclFn::Printf)),
        "__printf_alloc" => return Some(Ocl(OclFn::PrintfAlloc)),
        _ => {}
    }
    let (base, params) = demangle(name)?;
    if let Some(o) = ocl_fn(base, params) {
        return Some(Ocl(o));
    }
    let unsigned = first_param_unsigned(params);
    let ocl_id = |k| Some(OclId(k));
    match base {
        "get_local_id" => return ocl_id(IdKind::LocalId),
        "get_global_id" => return ocl_id(IdKind::GlobalId),
        "get_group_id" => return ocl_id(IdKind::GroupId),
        "get_local_size" => return ocl_id(IdKind::LocalSize),
        "get_enqueued_local_size" => return ocl_id(IdKind::EnqueuedLocalSize),
        "get_global_size" => return ocl_id(IdKind::GlobalSize),
        "get_num_groups" => return ocl_id(IdKind::NumGroups),
        "get_global_offset" => return ocl_id(IdKind::GlobalOffset),
        "get_work_dim" => return Some(WorkDim),
        "barrier" | "work_group_barrier" => return Some(Barrier),
        "sub_group_barrier" => return Some(CrossLane(super::cross_lane::XOp::SubGroupBarrier)),
        "mem_fence" | "read_mem_fence" | "write_mem_fence" => return Some(Nop),
        "atomic_inc" | "atom_inc" => return Some(OclAtomicIncDec(true)),
        "atomic_dec" | "atom_dec" => return Some(OclAtomicIncDec(false)),
        "atomic_cmpxchg" | "atom_cmpxchg" => return Some(OclCmpxchg),
        _ => {}
    }
    if let Some(op) = base
        .strip_prefix("atomic_")
        .or_else(|| base.strip_prefix("atom_"))
    {
        let unsigned = params.ends_with('j') || params.ends_with('m');
        let rmw = match op {
            "add" => RmwOp::Add,
            "sub" => RmwOp::Sub,
            "xchg" => RmwOp::Xchg,
            "and" => RmwOp::And,
            "or" => RmwOp::Or,
            "xor" => RmwOp::Xor,
            "min" => {
                if unsigned {
                    RmwOp::UMin
                } else {
                    RmwOp::Min
                }
            }
            "max" => {
                if unsigned {
                    RmwOp::UMax
                } else {
                    RmwOp::Max
                }
            }
            _ => return None,
        };
        return Some(OclAtomic(rmw));
    }
    if float_result {
        return match base {
            "min" => Some(F(FMath::Min)),
            "max" => Some(F(FMath::Max)),
            "clamp" => Some(F(FMath::Clamp)),
            b => float_fn(b).map(F),
        };
    }
    let u = unsigned;
    Some(I(match base {
        "min" => {
            if u {
                IMath::UMin
            } else {
                IMath::SMin
            }
        }
        "max" => {
            if u {
                IMath::UMax
            } else {
                IMath::SMax
            }
        }
        "clamp" => {
            if u {
                IMath::UClamp
            } else {
                IMath::SClamp
            }
        }
        "abs" => IMath::Abs,
        "abs_diff" => {
            if u {
                IMath::UAbsDiff
            } else {
                IMath::SAbsDiff
            }
        }
        "add_sat" => {
            if u {
                IMath::UAddSat
            } else {
                IMath::SAddSat
            }
        }
        "sub_sat" => {
            if u {
                IMath::USubSat
            } else {
                IMath::SSubSat
            }
        }
        "hadd" => {
            if u {
                IMath::UHadd
            } else {
                IMath::SHadd
            }
        }
        "rhadd" => {
            if u {
                IMath::URHadd
            } else {
                IMath::SRHadd
            }
        }
        "mul_hi" => {
            if u {
                IMath::MulHiU
            } else {
                IMath::MulHiS
            }
        }
        "mad24" => {
            if u {
                IMath::Mad24U
            } else {
                IMath::Mad24S
            }
        }
        "mul24" => {
            if u {
                IMath::Mul24U
            } else {
                IMath::Mul24S
            }
        }
        "popcount" => IMath::Ctpop,
        "clz" => IMath::Ctlz,
        "ctz" => IMath::Cttz,
        "rotate" => IMath::Rotate,
        _ => return None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(
            classify("_Z13get_global_idj", false),
            Some(Builtin::OclId(IdKind::GlobalId))
        );
        assert_eq!(classify("_Z7barrierj", false), Some(Builtin::Barrier));
        assert_eq!(
            classify("llvm.amdgcn.workitem.id.y", false),
            Some(Builtin::Id(IdKind::LocalId, 1))
        );
        assert_eq!(
            classify("llvm.nvvm.read.ptx.sreg.ctaid.z", false),
            Some(Builtin::Id(IdKind::GroupId, 2))
        );
        assert_eq!(
            classify("llvm.smax.i32", false),
            Some(Builtin::I(IMath::SMax))
        );
        assert_eq!(
            classify("llvm.fmuladd.f32", true),
            Some(Builtin::F(FMath::Fma))
        );
        assert_eq!(classify("_Z4fmaxff", true), Some(Builtin::F(FMath::Max)));
        assert_eq!(classify("_Z3maxjj", false), Some(Builtin::I(IMath::UMax)));
        assert_eq!(
            classify("_Z10atomic_addPU3AS3Vii", false),
            Some(Builtin::OclAtomic(RmwOp::Add))
        );
        assert_eq!(
            classify("_Z10atomic_maxPU3AS1Vjj", false),
            Some(Builtin::OclAtomic(RmwOp::UMax))
        );
        assert_eq!(
            classify("llvm.lifetime.start.p5", false),
            Some(Builtin::Nop)
        );
        assert_eq!(classify("foo", false), None);
    }

    #[test]
    fn funnel_shifts_and_counts() {
        assert_eq!(IMath::Fshl.eval(&[0x12, 0x34, 4], 8), 0x23);
        assert_eq!(IMath::Fshr.eval(&[0x12, 0x34, 4], 8), 0x23);
        assert_eq!(IMath::Ctlz.eval(&[1], 32), 31);
        assert_eq!(IMath::Cttz.eval(&[0], 32), 32);
        assert_eq!(IMath::Bswap.eval(&[0x1234], 16), 0x3412);
        assert_eq!(IMath::Abs.eval(&[mask(-5i128 as u128, 32)], 32), 5);
    }
}

/// The fold of an `llvm.vector.reduce.*` intrinsic (LangRef "Vector Reduction Intrinsics").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VecReduce {
    /// An integer fold (`add`, `and`, `or`, `xor`, `smax`, `smin`, `umax`, `umin`).
    Int(RmwOp),
    /// `mul`.
    Mul,
    /// `fadd(start, v)` (sequential order).
    FAdd,
    /// `fmul(start, v)`.
    FMul,
    /// `fmax` / `fmaximum`.
    FMax,
    /// `fmin` / `fminimum`.
    FMin,
}

impl VecReduce {
    /// The fold named by the intrinsic's first suffix (`add` in `llvm.vector.reduce.add.v4i32`).
    pub fn from_name(op: &str) -> Option<VecReduce> {
        Some(match op {
            "add" => VecReduce::Int(RmwOp::Add),
            "and" => VecReduce::Int(RmwOp::And),
            "or" => VecReduce::Int(RmwOp::Or),
            "xor" => VecReduce::Int(RmwOp::Xor),
            "smax" => VecReduce::Int(RmwOp::Max),
            "smin" => VecReduce::Int(RmwOp::Min),
            "umax" => VecReduce::Int(RmwOp::UMax),
            "umin" => VecReduce::Int(RmwOp::UMin),
            "mul" => VecReduce::Mul,
            "fadd" => VecReduce::FAdd,
            "fmul" => VecReduce::FMul,
            "fmax" | "fmaximum" => VecReduce::FMax,
            "fmin" | "fminimum" => VecReduce::FMin,
            _ => return None,
        })
    }

    /// Folds `args` (`[v]`, or `[start, v]` for `fadd`/`fmul`) to a `bits`-bit integer, or
    /// (through `to`/`from`, the element type's conversions) a float. `O(lanes)`.
    pub fn eval(self, args: &[super::values::Val], bits: u32, to: impl Fn(u128) -> f64, from: impl Fn(f64) -> u128) -> u128 {
        let (start, v) = match self {
            VecReduce::FAdd | VecReduce::FMul => (args.first().map(|a| a.s()), args.get(1)),
            _ => (None, args.first()),
        };
        let xs: Vec<u128> = v.map_or(Vec::new(), |v| if v.elems().is_empty() { vec![v.s()] } else { v.elems().iter().map(|e| e.s()).collect() });
        let Some((&first, rest)) = xs.split_first() else { return start.unwrap_or(0) };
        match self {
            VecReduce::Int(op) => rest.iter().fold(mask(first, bits), |a, &x| op.apply_int(a, mask(x, bits), bits)),
            VecReduce::Mul => rest.iter().fold(mask(first, bits), |a, &x| mask(a.wrapping_mul(x), bits)),
            VecReduce::FAdd => from(xs.iter().fold(to(start.unwrap_or(0)), |a, &x| a + to(x))),
            VecReduce::FMul => from(xs.iter().fold(to(start.unwrap_or(0)), |a, &x| a * to(x))),
            VecReduce::FMax => from(rest.iter().fold(to(first), |a, &x| a.max(to(x)))),
            VecReduce::FMin => from(rest.iter().fold(to(first), |a, &x| a.min(to(x)))),
        }
    }
}
