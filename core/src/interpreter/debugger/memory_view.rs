//! The debugger's memory view (issue 33 item 4): at a stop, a page of a buffer, of the
//! `__local` memory of the stopped work-item's work-group or of a work-item's private memory
//! (its stack of `alloca`s), as typed elements with their definedness and last writer (the
//! checks' race shadow, [`crate::interpreter::checks::Cell`]).
//!
//! Types: a buffer's element type is the pointee of its parameter's debug type (`float *` →
//! `float`) when the kernel has debug information, else the element type of its input
//! (`i32`, `f32`, …). `__local` memory is listed whole (`local`, `i32` words) and as one typed
//! region per `addrspace(3)` global (named and typed from its `DIGlobalVariable` when it has
//! one: `tile`, `float`; else its IR type's scalar: `[16 x float]` → `f32`) and per
//! `__local` pointer parameter (typed as a buffer is); private memory whole (`private`, `i32`
//! words) and as one region per live `alloca` of the work-item's frames, typed from its
//! `#dbg_declare` variable (an array variable by its element type) or else from the alloca's
//! IR type ([`ir_type_elem`]). A request may name another element type
//! ([`MemoryRequest::elem`]). Pages are `offset` + `count` elements (at most [`MAX_PAGE`]),
//! so a view of a large buffer copies only what is shown.

use serde::{Deserialize, Serialize};

/// The most elements one page holds.
pub const MAX_PAGE: u64 = 65_536;

/// What to show: a region, a range of elements, optionally another element type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryRequest {
    /// The region: a buffer parameter's source name (`in`) or IR name (`%in`), a module global
    /// (`@table`), `local` (or `__local`), or `private`.
    pub region: String,
    /// The first element.
    pub offset: u64,
    /// How many elements (clamped to the region's end and to [`MAX_PAGE`]).
    pub count: u64,
    /// The element type to show instead of the region's: `i8` `u8` `i16` `u16` `i32` `u32`
    /// `i64` `u64` `f16` `f32` `f64` (also C's `char` `uchar` `short` `ushort` `int` `uint`
    /// `long` `ulong` `half` `float` `double`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elem: Option<String>,
}

impl MemoryRequest {
    /// `count` elements of `region` from `offset`, in the region's own type.
    pub fn new(region: &str, offset: u64, count: u64) -> MemoryRequest {
        MemoryRequest { region: region.to_string(), offset, count, elem: None }
    }
}

/// A region the view can show ([`super::DebugSession::memory_regions`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryRegion {
    /// The name a [`MemoryRequest`] uses.
    pub name: String,
    /// `global`, `constant`, `local` or `private`.
    pub space: String,
    /// The kernel parameter it is bound to (0-based), for buffers.
    pub argument: Option<usize>,
    /// Its element type's name (`int`, `float`, `i32`).
    pub elem: String,
    /// Element size in bytes.
    pub elem_size: u32,
    /// Size in elements (rounded down) and in bytes.
    pub len: u64,
    /// Size in bytes.
    pub bytes: u64,
    /// For a sub-range of `local` or `private` (an `addrspace(3)` global, a `__local`
    /// parameter, an `alloca`): its first byte in that memory; 0 otherwise.
    #[serde(default)]
    pub offset: u64,
}

/// Who last wrote a byte (from the race shadow; `None` in [`MemoryElement::writer`]: nobody
/// since the launch, or checks off, or private memory, which has no shadow).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastWriter {
    /// The work-item (global id); for an async copy, the work-item that issued it first.
    pub work_item: [u64; 3],
    /// Whether the write was an async copy (`async_work_group_copy`).
    pub async_copy: bool,
    /// Whether it was an atomic.
    pub atomic: bool,
    /// The function of the writing instruction.
    pub function: String,
    /// Its IR line (1-based; 0: unknown).
    pub ir_line: u32,
    /// Its source line, with debug information.
    pub line: Option<u32>,
}

/// One element of a page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryElement {
    /// Element index in the region.
    pub index: u64,
    /// The value as C prints it.
    pub value: String,
    /// Whether every byte is defined (the checks' definedness; `true` with checks off).
    pub defined: bool,
    /// The last writer of its first written byte.
    pub writer: Option<LastWriter>,
}

/// A page of a region ([`super::DebugSession::memory`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryPage {
    /// The region shown.
    pub region: MemoryRegion,
    /// The element type shown (the request's, else the region's).
    pub elem: String,
    /// Its size in bytes.
    pub elem_size: u32,
    /// The first element.
    pub offset: u64,
    /// The elements.
    pub elements: Vec<MemoryElement>,
    /// For `private`: whose; for `local`: a work-item of the work-group.
    pub work_item: Option<[u64; 3]>,
}

/// A scalar element type by name: (size, kind) with kind `i` signed, `u` unsigned, `f` float.
pub fn scalar_type(name: &str) -> Option<(u32, char)> {
    Some(match name {
        "i8" | "char" | "schar" => (1, 'i'),
        "u8" | "uchar" | "bool" => (1, 'u'),
        "i16" | "short" => (2, 'i'),
        "u16" | "ushort" => (2, 'u'),
        "i32" | "int" => (4, 'i'),
        "u32" | "uint" | "unsigned int" => (4, 'u'),
        "i64" | "long" => (8, 'i'),
        "u64" | "ulong" | "unsigned long" | "size_t" => (8, 'u'),
        "f16" | "half" => (2, 'f'),
        "f32" | "float" => (4, 'f'),
        "f64" | "double" => (8, 'f'),
        _ => return None,
    })
}

/// Formats little-endian `bytes` as a scalar of `size` bytes and kind `k` ([`scalar_type`]).
pub fn format_scalar(bytes: &[u8], size: u32, k: char) -> String {
    let x = bytes.iter().take(size as usize).enumerate().fold(0u128, |a, (i, &b)| a | (b as u128) << (8 * i));
    let bits = 8 * size;
    match k {
        'f' => match size {
            2 => format!("{}", super::super::values::f16_to_f32(x as u16)),
            4 => format!("{}", f32::from_bits(x as u32)),
            _ => format!("{}", f64::from_bits(x as u64)),
        },
        'i' => {
            let sh = 128 - bits.min(128);
            format!("{}", ((x << sh) as i128) >> sh)
        }
        _ => format!("{x}"),
    }
}

/// The scalar element of an IR type written as text (`i32`, `[16 x float]`, `<4 x half>`,
/// `ptr addrspace(5)`): its name for [`scalar_type`], size and kind, with `ptr_bytes` the
/// size of a pointer element. Structs and other types give `None`. `O(text)`.
pub fn ir_type_elem(text: &str, ptr_bytes: u32) -> Option<(String, u32, char)> {
    let t = text.trim();
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')).or_else(|| t.strip_prefix('<').and_then(|r| r.strip_suffix('>'))) {
        let (_, elem) = inner.split_once(" x ")?;
        return ir_type_elem(elem, ptr_bytes);
    }
    let name = match t {
        "i8" | "i16" | "i32" | "i64" => t.to_string(),
        "half" => "f16".into(),
        "float" => "f32".into(),
        "double" => "f64".into(),
        _ if t == "ptr" || t.starts_with("ptr ") => (if ptr_bytes == 4 { "u32" } else { "u64" }).into(),
        _ => return None,
    };
    let (size, kind) = scalar_type(&name)?;
    Some((name, size, kind))
}

/// [`ir_type_elem`] of a decoded IR type.
pub(crate) fn ty_elem(ty: &super::super::values::Ty, layout: &super::super::values::DataLayout) -> Option<(String, u32, char)> {
    use super::super::values::Ty;
    match ty {
        Ty::Array(_, e) | Ty::Vector(_, e) => ty_elem(e, layout),
        Ty::Int(n) => ir_type_elem(&format!("i{n}"), 8),
        Ty::Half => ir_type_elem("half", 8),
        Ty::Float => ir_type_elem("float", 8),
        Ty::Double => ir_type_elem("double", 8),
        Ty::Ptr(_) => ir_type_elem("ptr", layout.alloc_size(ty) as u32),
        _ => None,
    }
}

/// The element of an aggregate IR type for the memory view when it has no scalar element
/// ([`ty_elem`] gives `None`: a struct, or an array of structs): the innermost non-array type
/// and its allocation size in bytes (`getTypeAllocSize`). `None` for zero-sized or
/// other types. `O(type)`.
pub(crate) fn aggregate_elem<'t>(ty: &'t super::super::values::Ty, layout: &super::super::values::DataLayout) -> Option<(&'t super::super::values::Ty, u32)> {
    use super::super::values::Ty;
    let mut t = ty;
    while let Ty::Array(_, e) = t {
        t = e;
    }
    let size = layout.alloc_size(t);
    (matches!(t, Ty::Struct(..) | Ty::Vector(..)) && size > 0 && size <= u32::MAX as u64).then_some((t, size as u32))
}

/// The innermost element's text of an array type written as text (`[4 x %struct.pair]` →
/// `%struct.pair`; any other type is its own element). `O(text)`.
pub fn array_elem_text(text: &str) -> &str {
    let mut t = text.trim();
    while let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        match inner.split_once(" x ") {
            Some((_, e)) => t = e.trim(),
            None => break,
        }
    }
    t
}

/// Formats little-endian `bytes` as a value of IR type `ty` laid out by `layout`: read as the
/// interpreter loads it ([`crate::interpreter::memory::read_val`]: fields at their `layout`
/// offsets, 32-bit local and private pointers tagged) and printed as a register of that type
/// is ([`super::ssa_types::format_register`]). Used for private and `__local` memory with no
/// debug type. `O(size of ty)`.
pub(crate) fn format_ir(ty: &super::super::values::Ty, layout: &super::super::values::DataLayout, bytes: &[u8]) -> String {
    super::ssa_types::format_register(&super::super::memory::read_val(layout, bytes, ty), ty)
}

/// Marks in `mask` (one flag per byte of an element of type `ty`, from byte `at`) the bytes
/// that hold a value: a struct's padding and the unused bytes of an `i1` or `i7` are left
/// unmarked, so an element whose every field is written counts as defined (the checks'
/// definedness is per byte, and nothing writes padding). `O(size of ty)`.
pub(crate) fn ir_value_bytes(ty: &super::super::values::Ty, layout: &super::super::values::DataLayout, at: usize, mask: &mut [bool]) {
    use super::super::values::Ty;
    match ty {
        Ty::Struct(ts, packed) => {
            for (k, t) in ts.iter().enumerate() {
                ir_value_bytes(t, layout, at + layout.field_offset(ts, *packed, k) as usize, mask);
            }
        }
        Ty::Array(n, e) => {
            // One element's bytes, repeated.
            let es = layout.alloc_size(e) as usize;
            let mut one = vec![false; es];
            ir_value_bytes(e, layout, 0, &mut one);
            for k in 0..(*n).min(mask.len() as u64) as usize {
                let Some(dst) = mask.get_mut(at + k * es..) else { break };
                for (m, o) in dst.iter_mut().zip(&one) {
                    *m |= *o;
                }
            }
        }
        _ => {
            let n = layout.store_size(ty) as usize;
            for m in mask.iter_mut().skip(at).take(n) {
                *m = true;
            }
        }
    }
}

/// The IR type of an `alloca` instruction's text (`%x = alloca [4 x i32], align 4, …`).
pub fn alloca_type(inst: &str) -> Option<&str> {
    let rest = inst.split_once("alloca ")?.1.trim_start();
    let rest = rest.strip_prefix("inalloca ").unwrap_or(rest);
    // The type ends at the first comma outside brackets.
    let mut depth = 0i32;
    for (i, c) in rest.char_indices() {
        match c {
            '[' | '<' | '{' | '(' => depth += 1,
            ']' | '>' | '}' | ')' => depth -= 1,
            ',' if depth == 0 => return Some(rest[..i].trim()),
            _ => {}
        }
    }
    Some(rest.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_format_as_c_prints_them() {
        assert_eq!(format_scalar(&[0xff, 0xff, 0xff, 0xff], 4, 'i'), "-1");
        assert_eq!(format_scalar(&[0xff, 0xff, 0xff, 0xff], 4, 'u'), "4294967295");
        assert_eq!(format_scalar(&1.5f32.to_le_bytes(), 4, 'f'), "1.5");
        assert_eq!(format_scalar(&0x3c00u16.to_le_bytes(), 2, 'f'), "1");
        assert_eq!(scalar_type("float"), Some((4, 'f')));
        assert_eq!(scalar_type("vec"), None);
    }

    #[test]
    fn ir_types_give_their_scalar_element() {
        assert_eq!(ir_type_elem("[16 x float]", 8), Some(("f32".into(), 4, 'f')));
        assert_eq!(ir_type_elem("[2 x [3 x i16]]", 8), Some(("i16".into(), 2, 'i')));
        assert_eq!(ir_type_elem("<4 x half>", 8), Some(("f16".into(), 2, 'f')));
        assert_eq!(ir_type_elem("ptr addrspace(3)", 4), Some(("u32".into(), 4, 'u')));
        assert_eq!(ir_type_elem("{ i32, float }", 8), None);
        assert_eq!(alloca_type("%4 = alloca ptr addrspace(1), align 8, addrspace(5)"), Some("ptr addrspace(1)"));
        assert_eq!(alloca_type("%a = alloca [4 x i32], align 4"), Some("[4 x i32]"));
        assert_eq!(alloca_type("%a = alloca i32"), Some("i32"));
        assert_eq!(array_elem_text("[2 x [4 x %struct.pair]]"), "%struct.pair");
        assert_eq!(array_elem_text("{ i32, float }"), "{ i32, float }");
        // `[2 x { i8, float }]`: each element's 3 padding bytes hold no value.
        use super::super::super::values::{DataLayout, Ty};
        let pair = Ty::Struct(vec![Ty::Int(8), Ty::Float], false);
        let mut mask = vec![false; 16];
        ir_value_bytes(&Ty::Array(2, Box::new(pair.clone())), &DataLayout::default(), 0, &mut mask);
        let one = [true, false, false, false, true, true, true, true];
        assert_eq!(mask, [one, one].concat());
        let mut packed = vec![false; 5];
        ir_value_bytes(&Ty::Struct(vec![Ty::Int(8), Ty::Float], true), &DataLayout::default(), 0, &mut packed);
        assert!(packed.iter().all(|&b| b));
        assert_eq!(format_ir(&pair, &DataLayout::default(), &[0xfd, 0, 0, 0, 0, 0, 0x20, 0x40]), "{-3, 2.5}");
    }
}
