//! Memory of a kernel run: typed address spaces as byte regions, tagged pointers, loads and
//! stores with bounds checks, and the write shadow that finds data races.
//!
//! A pointer is a `u64`: bits 48..64 are a region *tag*, bits 0..48 the byte offset in it.
//! Tags: 0 null, [`TAG_LOCAL`] the work-group's local (LDS) arena (static `addrspace(3)`
//! globals first, then `__local` kernel arguments), [`TAG_PRIVATE`] the running work-item's
//! private stack (`alloca`), [`TAG_DISPATCH`] / [`TAG_IMPLICIT`] the HSA dispatch packet and
//! the hidden kernel arguments, `TAG_GLOBAL0 + k` module global `k`, then one tag per buffer
//! argument. 32-bit pointers (`addrspace(3)`, `addrspace(5)` on AMDGPU) hold only the offset
//! in memory and get their tag back when loaded, so `ptrtoint` of a local pointer gives the
//! real LDS offset.
//!
//! Checks (issue 20, [`super::checks`]): every byte of global and local memory has a race
//! shadow [`Cell`] (last writer, two readers) and a "defined" byte; private memory has the
//! defined bytes only (per work-item, in [`super::exec`]). Regions know whether the kernel may
//! write ([`Access`]). With the checks off the shadows are empty.

use super::checks::Cell;
use super::values::{f16_to_f32, from_f64, DataLayout, Ty, Val};

/// Mask of the offset bits of a pointer.
pub const OFF_MASK: u64 = (1 << 48) - 1;
/// The work-group's local arena.
pub const TAG_LOCAL: u16 = 1;
/// The running work-item's private stack.
pub const TAG_PRIVATE: u16 = 2;
/// The HSA kernel dispatch packet (`llvm.amdgcn.dispatch.ptr`).
pub const TAG_DISPATCH: u16 = 3;
/// The hidden kernel arguments (`llvm.amdgcn.implicitarg.ptr`).
pub const TAG_IMPLICIT: u16 = 4;
/// First module-global region.
pub const TAG_GLOBAL0: u16 = 8;

/// A pointer to `offset` of region `tag`.
#[inline]
pub fn ptr_to(tag: u16, offset: u64) -> u64 {
    ((tag as u64) << 48) | (offset & OFF_MASK)
}

/// Re-tags an integer converted to a pointer of address space `a` (`inttoptr`, or a 32-bit
/// pointer loaded from memory): 32-bit local and private pointers carry only the offset in
/// memory and get [`TAG_LOCAL`] / [`TAG_PRIVATE`] back; wider ones carry the tag and are
/// truncated to 64 bits. `O(1)`.
pub fn retag(x: u128, a: u32, layout: &DataLayout) -> u128 {
    if layout.ptr_bytes(a) <= 4 {
        let tag = if a == 5 { TAG_PRIVATE } else { TAG_LOCAL };
        ptr_to(tag, (x as u64) & 0xffff_ffff) as u128
    } else {
        x & 0xffff_ffff_ffff_ffff
    }
}

/// The tag and offset of pointer `p`.
#[inline]
pub fn split(p: u64) -> (u16, u64) {
    ((p >> 48) as u16, p & OFF_MASK)
}

/// What a region holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Space {
    /// A buffer argument or writable module global (`addrspace(1)`, flat).
    Global,
    /// A constant module global or the dispatch packet / hidden arguments.
    Constant,
    /// The local arena.
    Local,
}

/// What the kernel may do with a region.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read and write.
    ReadWrite,
    /// Read only (`__constant`, a `const` buffer, a constant global).
    ReadOnly,
    /// Write only (a `writeonly` buffer parameter).
    WriteOnly,
}

/// One region: bytes plus (for global and local memory, when checking) the shadows.
#[derive(Clone, Debug)]
pub struct Region {
    /// What to call it in messages (`buffer %in`, `@tile`, `local memory`).
    pub name: String,
    /// Address space kind.
    pub space: Space,
    /// Contents.
    pub bytes: Vec<u8>,
    /// Per byte: the race shadow (empty when not tracked).
    pub shadow: Vec<Cell>,
    /// Per byte: 1 if defined (empty: all defined).
    pub def: Vec<u8>,
    /// What the kernel may do with it.
    pub access: Access,
}

impl Region {
    /// A region of `bytes`; `track` gives it a race shadow (all bytes defined).
    pub fn new(name: String, space: Space, bytes: Vec<u8>, track: bool) -> Region {
        let shadow = if track {
            vec![Cell::default(); bytes.len()]
        } else {
            Vec::new()
        };
        Region {
            name,
            space,
            bytes,
            shadow,
            def: Vec::new(),
            access: if space == Space::Constant {
                Access::ReadOnly
            } else {
                Access::ReadWrite
            },
        }
    }

    /// The address space's name for findings.
    pub fn space_name(&self) -> &'static str {
        match self.space {
            Space::Global => "global",
            Space::Constant => "constant",
            Space::Local => "local",
        }
    }
}

/// Writes `v` of type `t` little-endian into `out` (which has `store_size(t)` bytes or
/// more; extra bytes are left as they are). Never panics: writes are clipped to `out`.
pub fn write_val(l: &DataLayout, out: &mut [u8], t: &Ty, v: &Val) {
    match t {
        Ty::Int(_) | Ty::Half | Ty::Float | Ty::Double | Ty::Ptr(_) => {
            // Values are at most 128 bits wide (`Val::S`); the store size of a wider integer
            // (`i32000`) is written as the value's 16 bytes and zeros, as `read_val` reads it.
            let n = (l.store_size(t) as usize).min(out.len());
            let x = v.s().to_le_bytes();
            let k = n.min(x.len());
            out[..k].copy_from_slice(&x[..k]);
            out[k..n].fill(0);
        }
        Ty::Vector(n, e) => {
            if let Ty::Int(b) = **e {
                if b % 8 != 0 {
                    // Packed bit vector (`<8 x i1>`): lane k is bit k.
                    let mut bits: u128 = 0;
                    for (k, x) in v.elems().iter().enumerate().take(*n as usize) {
                        bits |= (x.s() & ((1u128 << b) - 1)) << (k as u32 * b).min(127);
                    }
                    let m = (l.store_size(t) as usize).min(out.len()).min(16);
                    out[..m].copy_from_slice(&bits.to_le_bytes()[..m]);
                    return;
                }
            }
            let es = l.store_size(e) as usize;
            for (k, x) in v.elems().iter().enumerate().take(*n as usize) {
                if let Some(o) = out.get_mut(k * es..) {
                    write_val(l, o, e, x);
                }
            }
        }
        Ty::Array(n, e) => {
            let es = l.alloc_size(e) as usize;
            for (k, x) in v.elems().iter().enumerate().take(*n as usize) {
                if let Some(o) = out.get_mut(k * es..) {
                    write_val(l, o, e, x);
                }
            }
        }
        Ty::Struct(fs, packed) => {
            for (k, (f, x)) in fs.iter().zip(v.elems()).enumerate() {
                let off = l.field_offset(fs, *packed, k) as usize;
                if let Some(o) = out.get_mut(off..) {
                    write_val(l, o, f, x);
                }
            }
        }
        Ty::Void | Ty::Other => {}
    }
}

/// Reads a value of type `t` from `b` (little-endian). 32-bit local/private pointers get
/// their tag back.
pub fn read_val(l: &DataLayout, b: &[u8], t: &Ty) -> Val {
    match t {
        Ty::Int(_) | Ty::Half | Ty::Float | Ty::Double => {
            let n = (l.store_size(t) as usize).min(b.len()).min(16);
            let mut x = [0u8; 16];
            x[..n].copy_from_slice(&b[..n]);
            let mut v = u128::from_le_bytes(x);
            if let Ty::Int(bits) = t {
                v = super::values::mask(v, *bits);
            }
            Val::S(v)
        }
        Ty::Ptr(a) => {
            let n = (l.ptr_bytes(*a) as usize).min(b.len()).min(8);
            let mut x = [0u8; 8];
            x[..n].copy_from_slice(&b[..n]);
            let raw = u64::from_le_bytes(x);
            if n <= 4 {
                Val::S(retag(raw as u128, *a, l))
            } else {
                Val::S(raw as u128)
            }
        }
        Ty::Vector(n, e) => {
            if let Ty::Int(bits) = **e {
                if bits % 8 != 0 {
                    let m = (l.store_size(t) as usize).min(b.len()).min(16);
                    let mut x = [0u8; 16];
                    x[..m].copy_from_slice(&b[..m]);
                    let all = u128::from_le_bytes(x);
                    return Val::V(
                        (0..*n)
                            .map(|k| Val::S((all >> (k * bits).min(127)) & ((1u128 << bits) - 1)))
                            .collect(),
                    );
                }
            }
            let es = l.store_size(e) as usize;
            Val::V(
                (0..*n as usize)
                    .map(|k| read_val(l, b.get(k * es..).unwrap_or(&[]), e))
                    .collect(),
            )
        }
        Ty::Array(n, e) => {
            let es = l.alloc_size(e) as usize;
            Val::V(
                (0..(*n).min(1 << 20) as usize)
                    .map(|k| read_val(l, b.get(k * es..).unwrap_or(&[]), e))
                    .collect(),
            )
        }
        Ty::Struct(fs, packed) => Val::V(
            fs.iter()
                .enumerate()
                .map(|(k, f)| {
                    read_val(
                        l,
                        b.get(l.field_offset(fs, *packed, k) as usize..)
                            .unwrap_or(&[]),
                        f,
                    )
                })
                .collect(),
        ),
        Ty::Void | Ty::Other => Val::S(0),
    }
}

/// The `f64` value of a float scalar of type `t` stored as bits.
pub fn float_of(bits: u128, t: &Ty) -> f64 {
    match t {
        Ty::Half => f16_to_f32(bits as u16) as f64,
        _ => super::values::to_f64(bits, t),
    }
}

/// Bits of `x` rounded to `t`.
pub fn float_bits(x: f64, t: &Ty) -> u128 {
    from_f64(x, t)
}
