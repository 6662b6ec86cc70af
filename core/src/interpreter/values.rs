//! Types and run-time values of the interpreter.
//!
//! A [`Ty`] is an LLVM first-class type as written in the IR (LangRef "Type System"); sizes
//! and alignments come from the module's datalayout ([`DataLayout`], LangRef "Data Layout").
//! A [`Val`] is a scalar held as raw bits in a `u128` (integers zero-extended to 128 bits
//! and masked to their width, floating-point values as their IEEE bit pattern, pointers as
//! the tagged 64-bit address of [`super::memory`]) or, for vectors and aggregates, a boxed
//! list of element values.
//!
//! Invariant: an integer value of width `w` never has bits set at or above `w`. Every
//! arithmetic helper here re-establishes it with [`mask`].

use std::fmt;

/// An LLVM type (the subset the interpreter runs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `void`.
    Void,
    /// `iN`, `1 ≤ N ≤ 128`.
    Int(u32),
    /// `half` (IEEE binary16).
    Half,
    /// `float` (IEEE binary32).
    Float,
    /// `double` (IEEE binary64).
    Double,
    /// `ptr` / `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>`.
    Vector(u32, Box<Ty>),
    /// `[N x T]`.
    Array(u64, Box<Ty>),
    /// `{ T, … }` (packed when written `<{ … }>`).
    Struct(Vec<Ty>, bool),
    /// `label`, `metadata`, `token`: only as operands of skipped intrinsics.
    Other,
}

/// Most [`Val`]s one value of a program's type may hold ([`Ty::value_count`]): 2^24.
pub const MAX_VALUES: u64 = 1 << 24;

impl Ty {
    /// Whether this is a floating-point scalar.
    pub fn is_float(&self) -> bool {
        matches!(self, Ty::Half | Ty::Float | Ty::Double)
    }

    /// How many [`Val`]s a value of this type holds (as [`Val::zero`] and
    /// [`super::memory::read_val`] build it: arrays capped at 2^20 elements per level),
    /// saturating. The decoder rejects types over [`MAX_VALUES`] so that no value built from
    /// the program's types can exhaust memory. `O(depth + fields)`.
    pub fn value_count(&self) -> u64 {
        match self {
            Ty::Vector(n, e) => (*n as u64).saturating_mul(e.value_count()),
            Ty::Array(n, e) => (*n).min(1 << 20).saturating_mul(e.value_count()),
            Ty::Struct(fs, _) => fs
                .iter()
                .fold(1u64, |a, f| a.saturating_add(f.value_count())),
            _ => 1,
        }
    }

    /// The scalar type of a vector, or the type itself.
    pub fn scalar(&self) -> &Ty {
        match self {
            Ty::Vector(_, t) => t,
            t => t,
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Void => f.write_str("void"),
            Ty::Int(n) => write!(f, "i{n}"),
            Ty::Half => f.write_str("half"),
            Ty::Float => f.write_str("float"),
            Ty::Double => f.write_str("double"),
            Ty::Ptr(0) => f.write_str("ptr"),
            Ty::Ptr(a) => write!(f, "ptr addrspace({a})"),
            Ty::Vector(n, t) => write!(f, "<{n} x {t}>"),
            Ty::Array(n, t) => write!(f, "[{n} x {t}]"),
            Ty::Struct(ts, p) => {
                f.write_str(if *p { "<{ " } else { "{ " })?;
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(if *p { " }>" } else { " }" })
            }
            Ty::Other => f.write_str("label"),
        }
    }
}

/// The datalayout facts the interpreter needs: pointer size per address space and ABI
/// alignments (LangRef "Data Layout"; defaults as `DataLayout.cpp`).
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// Pointer size in bits, per address space 0..=9 (`pN:size:abi`).
    pub ptr_bits: [u32; 10],
    /// ABI alignment in bytes of `i64` (`i64:64`).
    pub i64_align: u64,
}

impl Default for DataLayout {
    fn default() -> DataLayout {
        DataLayout {
            ptr_bits: [64; 10],
            i64_align: 8,
        }
    }
}

impl DataLayout {
    /// Parses a datalayout string (unknown specifications are ignored).
    pub fn parse(s: &str) -> DataLayout {
        let mut l = DataLayout::default();
        for spec in s.split('-') {
            if let Some(rest) = spec.strip_prefix('p') {
                let mut it = rest.split(':');
                let head = it.next().unwrap_or("");
                let asn: usize = if head.is_empty() {
                    0
                } else {
                    head.parse().unwrap_or(99)
                };
                if let (Some(bits), true) =
                    (it.next().and_then(|b| b.parse::<u32>().ok()), asn < 10)
                {
                    l.ptr_bits[asn] = bits;
                }
            } else if let Some(rest) = spec.strip_prefix("i64:") {
                if let Some(a) = rest.split(':').next().and_then(|a| a.parse::<u64>().ok()) {
                    l.i64_align = (a / 8).max(1);
                }
            }
        }
        l
    }

    /// Pointer size in bytes for address space `a`.
    pub fn ptr_bytes(&self, a: u32) -> u64 {
        (self.ptr_bits.get(a as usize).copied().unwrap_or(64) as u64).div_ceil(8)
    }

    /// ABI alignment in bytes (`DataLayout::getABITypeAlign`).
    pub fn align(&self, t: &Ty) -> u64 {
        match t {
            Ty::Int(n) => match n {
                0..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                33..=64 => self.i64_align,
                _ => 16,
            },
            Ty::Half => 2,
            Ty::Float => 4,
            Ty::Double => 8,
            Ty::Ptr(a) => self.ptr_bytes(*a),
            Ty::Vector(..) => self.store_size(t).next_power_of_two().max(1),
            Ty::Array(_, e) => self.align(e),
            Ty::Struct(ts, packed) => {
                if *packed {
                    1
                } else {
                    ts.iter().map(|t| self.align(t)).max().unwrap_or(1)
                }
            }
            Ty::Void | Ty::Other => 1,
        }
    }

    /// Bytes written by a store of `t` (`getTypeStoreSize`).
    pub fn store_size(&self, t: &Ty) -> u64 {
        match t {
            Ty::Int(n) => (*n as u64).div_ceil(8),
            Ty::Half => 2,
            Ty::Float => 4,
            Ty::Double => 8,
            Ty::Ptr(a) => self.ptr_bytes(*a),
            Ty::Vector(n, e) => {
                let bits = match &**e {
                    Ty::Int(b) => *b as u64,
                    other => self.store_size(other) * 8,
                };
                (bits * *n as u64).div_ceil(8)
            }
            Ty::Array(..) | Ty::Struct(..) => self.alloc_size(t),
            Ty::Void | Ty::Other => 0,
        }
    }

    /// Distance between consecutive elements of type `t` (`getTypeAllocSize`).
    pub fn alloc_size(&self, t: &Ty) -> u64 {
        match t {
            Ty::Array(n, e) => n.saturating_mul(self.alloc_size(e)),
            Ty::Struct(ts, packed) => {
                let (size, _) = self.struct_offsets(ts, *packed, usize::MAX);
                let a = self.align(t);
                size.div_ceil(a) * a
            }
            _ => {
                let a = self.align(t);
                self.store_size(t).div_ceil(a) * a
            }
        }
    }

    /// `(offset of field k, end of fields before k)`: with `k = usize::MAX`, `(_, size)`.
    /// Returns `(size_so_far, offset_of_k)`.
    pub fn struct_offsets(&self, ts: &[Ty], packed: bool, k: usize) -> (u64, u64) {
        let mut off = 0u64;
        for (i, t) in ts.iter().enumerate() {
            let a = if packed { 1 } else { self.align(t) };
            off = off.div_ceil(a) * a;
            if i == k {
                return (off, off);
            }
            off += self.alloc_size(t);
        }
        (off, off)
    }

    /// The byte offset of field `k` of struct `ts`.
    pub fn field_offset(&self, ts: &[Ty], packed: bool, k: usize) -> u64 {
        self.struct_offsets(ts, packed, k).1
    }
}

/// A run-time value: a scalar's bits, or the elements of a vector or aggregate.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// Integer (masked to its width), float bits, or tagged pointer.
    S(u128),
    /// Vector or aggregate elements, in order.
    V(Box<[Val]>),
}

impl Val {
    /// The scalar bits (0 for a vector: callers decode by type, so this is never reached
    /// for well-typed IR).
    #[inline]
    pub fn s(&self) -> u128 {
        match self {
            Val::S(x) => *x,
            Val::V(_) => 0,
        }
    }

    /// The elements of a vector/aggregate (a scalar is one element).
    pub fn elems(&self) -> &[Val] {
        match self {
            Val::V(v) => v,
            s => std::slice::from_ref(s),
        }
    }

    /// The zero value of type `t` (`zeroinitializer`).
    pub fn zero(t: &Ty) -> Val {
        match t {
            Ty::Vector(n, e) => Val::V(vec![Val::zero(e); *n as usize].into()),
            Ty::Array(n, e) => Val::V(vec![Val::zero(e); (*n).min(1 << 20) as usize].into()),
            Ty::Struct(ts, _) => Val::V(ts.iter().map(Val::zero).collect()),
            _ => Val::S(0),
        }
    }
}

/// `x` masked to `bits` bits.
#[inline]
pub fn mask(x: u128, bits: u32) -> u128 {
    if bits >= 128 {
        x
    } else {
        x & ((1u128 << bits) - 1)
    }
}

/// `x` (a `bits`-bit integer) sign-extended to `i128`.
#[inline]
pub fn sext(x: u128, bits: u32) -> i128 {
    if bits >= 128 || bits == 0 {
        x as i128
    } else {
        let sh = 128 - bits;
        ((x << sh) as i128) >> sh
    }
}

/// IEEE binary16 bits to `f32` (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = if exp == 0 {
        if man == 0 {
            sign
        } else {
            // Subnormal: value = man · 2^-24.
            let v = man as f32 * f32::from_bits(0x3380_0000); // 2^-24
            return if sign != 0 { -v } else { v };
        }
    } else if exp == 31 {
        sign | 0x7f80_0000 | (man << 13)
    } else {
        sign | ((exp + 127 - 15) << 23) | (man << 13)
    };
    f32::from_bits(bits)
}

/// `f64` to IEEE binary16 bits, rounding to nearest even (as `APFloat::convert`).
pub fn f64_to_f16(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return sign | 0x7e00;
    }
    let a = x.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 6.103_515_625e-5 {
        // Subnormal range: units of 2^-24.
        let units = a / 5.960_464_477_539_063e-8;
        let r = round_half_even(units) as u16;
        return sign | r;
    }
    let e = a.log2().floor() as i32;
    let mut e = e.clamp(-14, 15);
    if a < 2f64.powi(e) {
        e -= 1;
    }
    if a >= 2f64.powi(e + 1) {
        e += 1;
    }
    let frac = a / 2f64.powi(e) - 1.0; // [0, 1)
    let mut m = round_half_even(frac * 1024.0) as u32;
    let mut ee = e + 15;
    if m == 1024 {
        m = 0;
        ee += 1;
    }
    if ee >= 31 {
        return sign | 0x7c00;
    }
    sign | ((ee as u16) << 10) | m as u16
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 && r % 2.0 != 0.0 {
        r - x.signum()
    } else {
        r
    }
}

/// The `f64` value of float bits of type `t` (`half`, `float`, `double`).
#[inline]
pub fn to_f64(bits: u128, t: &Ty) -> f64 {
    match t {
        Ty::Float => f32::from_bits(bits as u32) as f64,
        Ty::Double => f64::from_bits(bits as u64),
        Ty::Half => f16_to_f32(bits as u16) as f64,
        _ => 0.0,
    }
}

/// The bits of `x` rounded to type `t` (`half`, `float`, `double`).
#[inline]
pub fn from_f64(x: f64, t: &Ty) -> u128 {
    match t {
        Ty::Float => (x as f32).to_bits() as u128,
        Ty::Double => x.to_bits() as u128,
        Ty::Half => f64_to_f16(x) as u128,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trips_every_finite_value() {
        for h in 0u16..=0xffff {
            let f = f16_to_f32(h);
            if f.is_nan() {
                continue;
            }
            assert_eq!(f64_to_f16(f as f64), h, "{h:#x} {f}");
        }
    }

    #[test]
    fn layout_of_structs_and_pointers() {
        let l = DataLayout::parse("e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64");
        assert_eq!(l.ptr_bytes(3), 4);
        assert_eq!(l.ptr_bytes(1), 8);
        let s = Ty::Struct(vec![Ty::Int(8), Ty::Int(32), Ty::Double], false);
        assert_eq!(l.alloc_size(&s), 16);
        assert_eq!(
            l.field_offset(&[Ty::Int(8), Ty::Int(32), Ty::Double], false, 2),
            8
        );
        assert_eq!(l.alloc_size(&Ty::Vector(3, Box::new(Ty::Float))), 16);
        assert_eq!(l.alloc_size(&Ty::Array(4, Box::new(Ty::Int(16)))), 8);
    }
}
