//! OpenCL C built-ins that touch memory, the work-group or the output: async work-group
//! copies and their events, `prefetch`, `vloadN`/`vstoreN` and the `half` variants,
//! pointer-output math (`fract`, `modf`, `sincos`, `frexp`, `remquo`, `lgamma_r`), the linear
//! work-item ids, and `printf` in both of clang's lowerings.
//!
//! - **Async copies** (OpenCL C 2.0 §6.13.10) are work-group collectives, performed once per
//!   work-group by the first work-item that reaches them; their events, the divergence checks
//!   and their place in the race shadow are in [`super::async_copy`].
//! - **printf** (§6.15.14): NVPTX and SPIR call `printf(format, …)` with C varargs (floats
//!   promoted to `double`); the text is formatted at the call. AMDGPU
//!   (`AMDGPUPrintfRuntimeBinding`) calls `__printf_alloc(bytes)` for a record in a printf
//!   buffer, stores the format id (a `u32`) and the arguments there, and lists the formats in
//!   `!llvm.printf.fmts` as `"id:count:size:…:format"`; the records are decoded when the run
//!   ends. A full buffer ([`PRINTF_BUFFER_BYTES`]) makes `__printf_alloc` return null, as on
//!   the device (the kernel skips that printf; the run notes how many were dropped). Output
//!   is collected per work-item in program order ([`super::PrintfLine`]).
//! - **`byval` kernel arguments** (NVPTX/SPIR structs by value): [`OclState::private_init`]
//!   holds the laid-out copies; every work-item starts with them on its private stack.
//!
//! Cost: `O(bytes)` per copy/load/store, `O(format + output)` per printf.

use super::builtins::{HalfRound, OclFn, PtrMath};
use super::decode::{St, Vt};
use super::exec::{Item, Machine};
use super::memory::{ptr_to, OFF_MASK};
use super::values::{f16_to_f32, f64_to_f16, from_f64, mask, sext, to_f64, Ty, Val};
use std::collections::HashMap;

/// Bytes of the AMDGPU printf buffer (records of `__printf_alloc`).
pub const PRINTF_BUFFER_BYTES: u64 = 1 << 20;

/// Largest printf field width or precision honoured (larger ones are capped to it).
pub const MAX_PRINTF_WIDTH: usize = 4096;

/// Most printf records kept per run (later ones are counted as dropped).
pub const PRINTF_MAX_RECORDS: usize = 100_000;

#[derive(Clone, Debug)]
enum Body {
    Text(String),
    /// An AMDGPU record: offset and size in the printf buffer.
    Record(u64, u64),
}

#[derive(Clone, Debug)]
struct Pending {
    gid: [u64; 3],
    lin: u64,
    seq: u64,
    body: Body,
}

/// Run state of the built-ins of this module, held by the [`Machine`].
#[derive(Clone, Debug, Default)]
pub struct OclState {
    /// Initial private stack of every work-item: the `byval` argument copies.
    pub private_init: Vec<u8>,
    /// The `byval` copies in [`OclState::private_init`] as private allocations `[start, end)`
    /// (the checks' bounds: an access to them is inside a live allocation).
    pub private_allocs: Vec<(u64, u64)>,
    /// Region tag of the AMDGPU printf buffer, if the module uses `__printf_alloc`.
    pub printf_tag: Option<u16>,
    /// AMDGPU printf formats by id (`!llvm.printf.fmts`): argument sizes and the format.
    pub printf_formats: HashMap<u32, (Vec<u32>, String)>,
    /// printf calls whose output was not kept (buffer full or too many records).
    pub printf_dropped: u64,
    printf_used: u64,
    pending: Vec<Pending>,
    /// Async copies and events of the running work-group (async_copy.rs).
    pub(super) async_state: super::async_copy::AsyncState,
}

/// Parses AMDGPU's `!llvm.printf.fmts` metadata of `src`: per printf id, the argument sizes
/// and the format (C escapes such as `\n` resolved). `O(len(src))`.
pub fn printf_formats(src: &str) -> HashMap<u32, (Vec<u32>, String)> {
    let mut out = HashMap::new();
    let Some(list) = src.lines().find_map(|l| l.trim().strip_prefix("!llvm.printf.fmts")) else {
        return out;
    };
    let ids: Vec<&str> = list
        .split(['{', '}', ',', '=', ' '])
        .filter(|t| t.starts_with('!') && t.len() > 1)
        .collect();
    for line in src.lines() {
        let l = line.trim();
        let Some((name, rest)) = l.split_once(" = ") else { continue };
        if !ids.contains(&name) {
            continue;
        }
        let Some(q) = rest.find("!\"") else { continue };
        let body = &rest[q + 2..];
        let Some(end) = body.rfind('"') else { continue };
        let text = unescape_c(&unescape_llvm(&body[..end]));
        let mut parts = text.splitn(3, ':');
        let (Some(id), Some(n)) = (parts.next(), parts.next()) else { continue };
        let (Ok(id), Ok(n)) = (id.parse::<u32>(), n.parse::<usize>()) else { continue };
        let mut rest = parts.next().unwrap_or("");
        let mut sizes = Vec::with_capacity(n);
        for _ in 0..n {
            let (s, r) = rest.split_once(':').unwrap_or((rest, ""));
            sizes.push(s.parse().unwrap_or(4));
            rest = r;
        }
        out.insert(id, (sizes, rest.to_string()));
    }
    out
}

/// LLVM's string escapes (`\\`, `\XX` hex).
fn unescape_llvm(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() && b[i + 1] == b'\\' {
            out.push(b'\\');
            i += 2;
        } else if b[i] == b'\\' && i + 2 < b.len() {
            match u8::from_str_radix(&s[i + 1..i + 3], 16) {
                Ok(v) => {
                    out.push(v);
                    i += 3;
                }
                Err(_) => {
                    out.push(b'\\');
                    i += 1;
                }
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// C escapes of a format string as AMDGPU's runtime resolves them (`\n`, `\t`, `\\`, `\"`,
/// octal).
fn unescape_c(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('a') => out.push('\x07'),
            Some('b') => out.push('\x08'),
            Some('f') => out.push('\x0c'),
            Some('v') => out.push('\x0b'),
            Some(d @ '0'..='7') => {
                let mut v = d.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match it.peek().and_then(|c| c.to_digit(8)) {
                        Some(x) => {
                            v = v * 8 + x;
                            it.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('?'));
            }
            Some(o) => out.push(o),
            None => out.push('\\'),
        }
    }
    out
}

/// One conversion of a printf format: `%[flags][width][.precision][vN][length]conv`.
#[derive(Clone, Debug, Default)]
pub struct Spec {
    minus: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    /// OpenCL vector lanes (`%v4f`), 0 for scalars.
    pub lanes: u32,
    /// Length modifier in bits of an integer (or a vector element): 8 `hh`, 16 `h`, 32 `hl`
    /// or none, 64 `l`.
    pub bits: u32,
    /// Whether a length modifier was written.
    pub has_len: bool,
    /// The conversion character.
    pub conv: char,
}

impl Spec {
    /// Whether the conversion is a floating-point one.
    pub fn is_float(&self) -> bool {
        matches!(self.conv, 'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A')
    }
}

/// One argument of a printf conversion.
#[derive(Clone, Debug)]
pub enum Arg {
    /// Integer bits and width.
    Int(u128, u32),
    /// A floating-point value.
    F(f64),
    /// A string (`%s`).
    Str(String),
    /// Vector lanes.
    Vec(Vec<Arg>),
}

/// Formats `fmt` as C's printf with OpenCL's vector conversions, taking each conversion's
/// argument from `next` (in order). `O(len(fmt) + output)`.
pub fn format(fmt: &str, mut next: impl FnMut(&Spec) -> Arg) -> String {
    let b: Vec<char> = fmt.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != '%' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        if i < b.len() && b[i] == '%' {
            out.push('%');
            i += 1;
            continue;
        }
        let mut s = Spec { bits: 32, ..Spec::default() };
        while i < b.len() {
            match b[i] {
                '-' => s.minus = true,
                '+' => s.plus = true,
                ' ' => s.space = true,
                '#' => s.alt = true,
                '0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        while i < b.len() && b[i].is_ascii_digit() {
            // Widths and precisions are the program's: capped (a `%99999999999d` would
            // otherwise overflow or allocate gigabytes of padding).
            s.width = (s.width * 10 + b[i].to_digit(10).unwrap_or(0) as usize).min(MAX_PRINTF_WIDTH);
            i += 1;
        }
        if i < b.len() && b[i] == '.' {
            i += 1;
            let mut p = 0;
            while i < b.len() && b[i].is_ascii_digit() {
                p = (p * 10 + b[i].to_digit(10).unwrap_or(0) as usize).min(MAX_PRINTF_WIDTH);
                i += 1;
            }
            s.precision = Some(p);
        }
        if i < b.len() && b[i] == 'v' {
            i += 1;
            let mut n = 0;
            while i < b.len() && b[i].is_ascii_digit() {
                n = n * 10 + b[i].to_digit(10).unwrap_or(0);
                i += 1;
            }
            s.lanes = n;
        }
        let rest: String = b[i..b.len().min(i + 2)].iter().collect();
        let (bits, len) = if rest.starts_with("hh") {
            (8, 2)
        } else if rest.starts_with("hl") {
            (32, 2)
        } else if rest.starts_with("ll") {
            (64, 2)
        } else if rest.starts_with('h') {
            (16, 1)
        } else if rest.starts_with(['l', 'z', 'j', 't']) {
            (64, 1)
        } else {
            (32, 0)
        };
        s.bits = bits;
        s.has_len = len > 0;
        i += len;
        let Some(&c) = b.get(i) else {
            out.push('%');
            break;
        };
        i += 1;
        s.conv = c;
        if !matches!(c, 'd' | 'i' | 'o' | 'u' | 'x' | 'X' | 'c' | 's' | 'p' | 'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A') {
            // Unknown conversion: print it as written.
            out.push('%');
            out.push(c);
            continue;
        }
        let a = next(&s);
        match a {
            Arg::Vec(v) => {
                let parts: Vec<String> = v.iter().map(|x| one(&s, x)).collect();
                out.push_str(&parts.join(","));
            }
            a => out.push_str(&one(&s, &a)),
        }
    }
    out
}

/// One scalar conversion, padded to the width.
fn one(s: &Spec, a: &Arg) -> String {
    let (sign, body) = match (s.conv, a) {
        ('s', Arg::Str(t)) => {
            let t: String = match s.precision {
                Some(p) => t.chars().take(p).collect(),
                None => t.clone(),
            };
            (String::new(), t)
        }
        ('c', a) => {
            let v = match a {
                Arg::Int(v, _) => *v as u8,
                Arg::F(f) => *f as u8,
                _ => b'?',
            };
            (String::new(), (v as char).to_string())
        }
        ('p', a) => {
            let v = match a {
                Arg::Int(v, _) => *v,
                _ => 0,
            };
            (String::new(), format!("0x{v:x}"))
        }
        (c, a) if s.is_float() => {
            let x = match a {
                Arg::F(f) => *f,
                Arg::Int(v, b) => sext(*v, *b) as f64,
                _ => 0.0,
            };
            let upper = c.is_ascii_uppercase();
            let sign = if x.is_sign_negative() {
                "-"
            } else if s.plus {
                "+"
            } else if s.space {
                " "
            } else {
                ""
            };
            let ax = x.abs();
            let body = if x.is_nan() {
                "nan".to_string()
            } else if x.is_infinite() {
                "inf".to_string()
            } else {
                match c.to_ascii_lowercase() {
                    'f' => fmt_f(ax, s.precision.unwrap_or(6), s.alt),
                    'e' => fmt_e(ax, s.precision.unwrap_or(6), s.alt),
                    'g' => fmt_g(ax, s.precision.unwrap_or(6), s.alt),
                    _ => fmt_a(ax),
                }
            };
            let body = if upper { body.to_uppercase() } else { body };
            return pad(s, sign, &body, x.is_finite());
        }
        (c, a) => {
            let (v, bits) = match a {
                Arg::Int(v, b) => (*v, *b),
                Arg::F(f) => (*f as i128 as u128, 64),
                _ => (0, 32),
            };
            let bits = bits.min(s.bits.max(8));
            let (neg, mag) = if matches!(c, 'd' | 'i') {
                let x = sext(mask(v, bits), bits);
                (x < 0, x.unsigned_abs())
            } else {
                (false, mask(v, bits))
            };
            let mut digits = match c {
                'o' => format!("{mag:o}"),
                'x' => format!("{mag:x}"),
                'X' => format!("{mag:X}"),
                _ => format!("{mag}"),
            };
            if let Some(p) = s.precision {
                if p == 0 && mag == 0 {
                    digits.clear();
                }
                while digits.len() < p {
                    digits.insert(0, '0');
                }
            }
            if s.alt && c == 'o' && !digits.starts_with('0') {
                digits.insert(0, '0');
            }
            let prefix = if s.alt && mag != 0 && c == 'x' {
                "0x"
            } else if s.alt && mag != 0 && c == 'X' {
                "0X"
            } else {
                ""
            };
            let sign = if neg {
                "-"
            } else if matches!(c, 'd' | 'i') && s.plus {
                "+"
            } else if matches!(c, 'd' | 'i') && s.space {
                " "
            } else {
                ""
            };
            let z = s.zero && s.precision.is_none();
            let s2 = Spec { zero: z, ..s.clone() };
            return pad(&s2, &format!("{sign}{prefix}"), &digits, true);
        }
    };
    pad(&Spec { zero: false, ..s.clone() }, &sign, &body, false)
}

/// Pads `sign + body` to the spec's width (zeros after the sign when `0` is given for a
/// finite number, else spaces on the left, or on the right with `-`).
fn pad(s: &Spec, sign: &str, body: &str, zero_ok: bool) -> String {
    let len = sign.chars().count() + body.chars().count();
    if len >= s.width {
        return format!("{sign}{body}");
    }
    let fill = s.width - len;
    if s.minus {
        format!("{sign}{body}{}", " ".repeat(fill))
    } else if s.zero && zero_ok {
        format!("{sign}{}{body}", "0".repeat(fill))
    } else {
        format!("{}{sign}{body}", " ".repeat(fill))
    }
}

fn fmt_f(x: f64, p: usize, alt: bool) -> String {
    let mut t = format!("{x:.p$}");
    if alt && p == 0 {
        t.push('.');
    }
    t
}

/// `%e`: `d.dddddde±XX` (at least two exponent digits).
fn fmt_e(x: f64, p: usize, alt: bool) -> String {
    let t = format!("{x:.p$e}");
    let (m, e) = t.split_once('e').unwrap_or((&t, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let m = if alt && p == 0 { format!("{m}.") } else { m.to_string() };
    format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// `%g`: `%e` or `%f` by the exponent, trailing zeros removed (C11 7.21.6.1).
fn fmt_g(x: f64, p: usize, alt: bool) -> String {
    let p = p.max(1);
    let t = format!("{x:.*e}", p - 1);
    let e: i32 = t.split_once('e').map_or(0, |(_, e)| e.parse().unwrap_or(0));
    let mut r = if (e as i64) < p as i64 && e >= -4 {
        fmt_f(x, (p as i64 - 1 - e as i64) as usize, alt)
    } else {
        fmt_e(x, p - 1, alt)
    };
    if !alt {
        let (m, ex) = match r.find('e') {
            Some(k) => (r[..k].to_string(), r[k..].to_string()),
            None => (r.clone(), String::new()),
        };
        let m = if m.contains('.') {
            m.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            m
        };
        r = format!("{m}{ex}");
    }
    r
}

/// `%a`: hexadecimal floating point (`0x1.8p+1`), shortest exact digits.
fn fmt_a(x: f64) -> String {
    if x == 0.0 {
        return "0x0p+0".into();
    }
    let b = x.to_bits();
    let exp = ((b >> 52) & 0x7ff) as i64;
    let man = b & ((1 << 52) - 1);
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    let mut h = format!("{man:013x}");
    while h.ends_with('0') {
        h.pop();
    }
    if h.is_empty() {
        format!("0x{lead}p{}{}", if e < 0 { '-' } else { '+' }, e.abs())
    } else {
        format!("0x{lead}.{h}p{}{}", if e < 0 { '-' } else { '+' }, e.abs())
    }
}

/// `frexp`: `(m, e)` with `x = m · 2^e`, `|m|` in `[0.5, 1)`; `(x, 0)` for 0, ∞ and NaN.
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let b = x.to_bits();
    let exp = ((b >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((b & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// `remquo`: the IEEE remainder `x − n·y` (`n` = `x/y` rounded to nearest even) and the sign
/// of `x/y` with the low 7 bits of `|n|`. Exact for `float` operands computed in `f64`.
pub fn remquo(x: f64, y: f64) -> (f64, i32) {
    if x.is_nan() || y.is_nan() || x.is_infinite() || y == 0.0 {
        return (f64::NAN, 0);
    }
    if y.is_infinite() {
        return (x, 0);
    }
    let (ax, ay) = (x.abs(), y.abs());
    let m = ay * 128.0;
    let mut r = if m.is_finite() { ax % m } else { ax };
    let mut q = 0i32;
    while r >= ay {
        r -= ay;
        q += 1;
    }
    if r > ay - r || (r == ay - r && q & 1 == 1) {
        r -= ay;
        q += 1;
    }
    let q = q & 0x7f;
    let r = if x.is_sign_negative() { -r } else { r };
    (r, if (x < 0.0) != (y < 0.0) { -q } else { q })
}

/// `lgamma_r`: `(ln |Γ(x)|, sign of Γ(x))` by the Lanczos approximation (g = 7, 9 terms;
/// about 1e-15 relative) with the reflection formula below 0.5. Poles (0, negative integers)
/// give `(+∞, 0)` (`+0`: sign 1, `−0`: sign −1).
pub fn lgamma_r(x: f64) -> (f64, i32) {
    if x.is_nan() {
        return (x, 0);
    }
    if x.is_infinite() {
        return (f64::INFINITY, 1);
    }
    if x == 0.0 {
        return (f64::INFINITY, if x.is_sign_negative() { -1 } else { 1 });
    }
    if x < 0.0 && x == x.floor() {
        return (f64::INFINITY, 0);
    }
    if x < 0.5 {
        // Γ(x) Γ(1 − x) = π / sin(πx).
        let s = (std::f64::consts::PI * x).sin();
        let (l, _) = lgamma_r(1.0 - x);
        let sign = if x > 0.0 || (x.floor() as i64).rem_euclid(2) == 0 { 1 } else { -1 };
        return ((std::f64::consts::PI / s.abs()).ln() - l, sign);
    }
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    let z = x - 1.0;
    let mut a = C[0];
    for (i, c) in C.iter().enumerate().skip(1) {
        a += c / (z + i as f64);
    }
    let t = z + G + 0.5;
    (0.5 * (2.0 * std::f64::consts::PI).ln() + (z + 0.5) * t.ln() - t + a.ln(), 1)
}

/// `x` converted to half bits with rounding mode `r` (OpenCL `vstore_half_rtX`).
pub fn to_half(x: f64, r: HalfRound) -> u16 {
    let h = f64_to_f16(x);
    if r == HalfRound::Rte || x.is_nan() {
        return h;
    }
    let back = f16_to_f32(h) as f64;
    // One step up (toward +∞) or down in the ordered half encoding.
    let step = |h: u16, up: bool| -> u16 {
        let neg = h & 0x8000 != 0;
        let mag = h & 0x7fff;
        match (neg, up) {
            (false, true) => h + 1,
            (false, false) if mag == 0 => 0x8001,
            (false, false) => h - 1,
            (true, true) if mag == 0 => 0x0001,
            (true, true) => h - 1,
            (true, false) => h + 1,
        }
    };
    match r {
        HalfRound::Rtz if back.abs() > x.abs() => step(h, x < 0.0),
        HalfRound::Rtp if back < x => step(h, true),
        HalfRound::Rtn if back > x => step(h, false),
        _ => h,
    }
}

/// The lanes of `v` (a scalar is one lane).
fn lanes(v: &Val) -> Vec<u128> {
    match v {
        Val::S(x) => vec![*x],
        Val::V(e) => e.iter().map(|x| x.s()).collect(),
    }
}

/// `p + d` bytes (the offset part of a tagged pointer).
fn add(p: u64, d: i64) -> u64 {
    (p & !OFF_MASK) | ((p as i64).wrapping_add(d) as u64 & OFF_MASK)
}

impl Machine {
    /// Runs OpenCL built-in `f` for work-item `it` on operands `a` (`vt`: the result type,
    /// or the stored data's type for the stores). Errors are messages for the caller to
    /// place (out-of-bounds accesses).
    pub(super) fn ocl_builtin(&mut self, it: &mut Item, f: OclFn, vt: Vt, a: &[Val]) -> Result<Option<Val>, String> {
        let bits = vt.st.bits();
        let ptr = |k: usize| a.get(k).map_or(0, |v| v.s() as u64);
        let int = |k: usize, bits: u32| a.get(k).map_or(0, |v| sext(v.s(), bits) as i64);
        Ok(match f {
            OclFn::GlobalLinearId => {
                let g = self.gid(it);
                let lin = g[0] + g[1] * self.global[0] + g[2] * self.global[0] * self.global[1];
                Some(Val::S(mask(lin as u128, bits)))
            }
            OclFn::LocalLinearId => {
                // With the actual (possibly partial) local sizes, as the specification says.
                let size = |d: usize| (self.global[d] - self.group[d] * self.local[d]).min(self.local[d]);
                let lin = it.lid[0] + it.lid[1] * size(0) + it.lid[2] * size(0) * size(1);
                Some(Val::S(mask(lin as u128, bits)))
            }
            OclFn::Prefetch | OclFn::WaitGroupEvents => None,
            OclFn::AsyncCopy { .. } | OclFn::AsyncStridedCopy { .. } => return self.async_copy(it, f, vt, a),
            OclFn::VLoad(n) => {
                let t = vt.st.ty();
                let esz = self.prog.layout.store_size(&t) as i64;
                let base = add(ptr(1), int(0, 64).wrapping_mul(n as i64 * esz));
                let mut out = Vec::with_capacity(n as usize);
                for i in 0..n as i64 {
                    out.push(self.load(it, add(base, i * esz), &t)?);
                }
                Some(Val::V(out.into()))
            }
            OclFn::VStore(n) => {
                let t = vt.st.ty();
                let esz = self.prog.layout.store_size(&t) as i64;
                let base = add(ptr(2), int(1, 64).wrapping_mul(n as i64 * esz));
                for (i, x) in lanes(&a[0]).into_iter().enumerate().take(n as usize) {
                    self.store_counted(it, add(base, i as i64 * esz), &t, &Val::S(x))?;
                }
                None
            }
            OclFn::VLoadHalf { lanes: n, aligned } => {
                let step = if aligned && n == 3 { 4 } else { n as i64 };
                let base = add(ptr(1), int(0, 64).wrapping_mul(step * 2));
                let t = vt.st.ty();
                let mut out = Vec::with_capacity(n as usize);
                for i in 0..n as i64 {
                    let h = self.load(it, add(base, 2 * i), &Ty::Half)?.s() as u16;
                    out.push(Val::S(from_f64(f16_to_f32(h) as f64, &t)));
                }
                Some(if vt.lanes == 0 { out.swap_remove(0) } else { Val::V(out.into()) })
            }
            OclFn::VStoreHalf { lanes: n, aligned, round } => {
                let step = if aligned && n == 3 { 4 } else { n as i64 };
                let base = add(ptr(2), int(1, 64).wrapping_mul(step * 2));
                let t = vt.st.ty();
                for (i, x) in lanes(&a[0]).into_iter().enumerate().take(n as usize) {
                    let h = to_half(to_f64(x, &t), round);
                    self.store_counted(it, add(base, 2 * i as i64), &Ty::Half, &Val::S(h as u128))?;
                }
                None
            }
            OclFn::PtrMath(m) => {
                let t = vt.st.ty();
                let xs = lanes(&a[0]);
                let ys = if m == PtrMath::Remquo { lanes(&a[1]) } else { Vec::new() };
                let p = ptr(m.arity() - 1);
                let (st_ty, st_size) = if m.stores_int() { (Ty::Int(32), 4) } else { (t.clone(), self.prog.layout.store_size(&t) as i64) };
                let mut res = Vec::with_capacity(xs.len());
                for (k, &xb) in xs.iter().enumerate() {
                    let x = to_f64(xb, &t);
                    let (r, stored): (f64, Result<f64, i32>) = match m {
                        PtrMath::Fract => {
                            if x.is_nan() {
                                (x, Ok(x))
                            } else if x.is_infinite() {
                                (0.0f64.copysign(x), Ok(x))
                            } else {
                                let fl = x.floor();
                                (x - fl, Ok(fl))
                            }
                        }
                        PtrMath::Modf => {
                            let tr = x.trunc();
                            let fr = if x.is_infinite() { 0.0f64.copysign(x) } else { (x - tr).copysign(x) };
                            (fr, Ok(tr))
                        }
                        PtrMath::Sincos => (x.sin(), Ok(x.cos())),
                        PtrMath::Frexp => {
                            let (mm, e) = frexp(x);
                            (mm, Err(e))
                        }
                        PtrMath::Remquo => {
                            let (r, q) = remquo(x, to_f64(ys.get(k).copied().unwrap_or(0), &t));
                            (r, Err(q))
                        }
                        PtrMath::LgammaR => {
                            let (l, s) = lgamma_r(x);
                            (l, Err(s))
                        }
                    };
                    let mut rb = from_f64(r, &t);
                    if m == PtrMath::Fract {
                        // fmin(x − floor(x), the largest value below 1) after rounding.
                        let one_below = match vt.st {
                            St::F => 0x3f7f_ffff_u128,
                            St::H => 0x3bff,
                            _ => 0x3fef_ffff_ffff_ffff,
                        };
                        if !x.is_nan() && to_f64(rb, &t) >= 1.0 {
                            rb = one_below;
                        }
                    }
                    res.push(Val::S(rb));
                    let sv = match stored {
                        Ok(v) => Val::S(from_f64(v, &t)),
                        Err(i) => Val::S(mask(i as i128 as u128, 32)),
                    };
                    self.store_counted(it, add(p, k as i64 * st_size), &st_ty, &sv)?;
                }
                Some(if vt.lanes == 0 { res.swap_remove(0) } else { Val::V(res.into()) })
            }
            OclFn::Printf => {
                let fmt = self.c_string(it, ptr(0))?;
                let mut k = 1usize;
                let mut err = None;
                let text = format(&fmt, |s| {
                    let v = a.get(k).cloned().unwrap_or(Val::S(0));
                    k += 1;
                    match self.printf_arg(it, s, &v) {
                        Ok(x) => x,
                        Err(e) => {
                            err.get_or_insert(e);
                            Arg::Int(0, 32)
                        }
                    }
                });
                if let Some(e) = err {
                    return Err(e);
                }
                let ok = self.push_printf(it, Body::Text(text));
                Some(Val::S(if ok { 0 } else { mask(u128::MAX, 32) }))
            }
            OclFn::PrintfAlloc => {
                let size = ptr(0) & 0xffff_ffff;
                let Some(tag) = self.ocl.printf_tag else { return Ok(Some(Val::S(0))) };
                if self.ocl.printf_used + size > PRINTF_BUFFER_BYTES || self.ocl.pending.len() >= PRINTF_MAX_RECORDS {
                    self.ocl.printf_dropped += 1;
                    return Ok(Some(Val::S(0)));
                }
                let at = self.ocl.printf_used;
                // Records start 16-byte aligned: clang stores a record's vector arguments with
                // `align 16` from the returned pointer.
                self.ocl.printf_used += size.div_ceil(16) * 16;
                self.push_printf(it, Body::Record(at, size));
                Some(Val::S(ptr_to(tag, at) as u128))
            }
        })
    }

    /// A store by a built-in: a data race found is counted (the built-in has no position of
    /// its own to report). The hook for the race and initialisation shadows.
    fn store_counted(&mut self, it: &mut Item, p: u64, t: &Ty, v: &Val) -> Result<(), String> {
        if self.store(it, p, t, v)?.is_some() {
            self.races_total += 1;
        }
        Ok(())
    }

    /// The NUL-terminated string at `p` (at most 64 KiB).
    fn c_string(&mut self, it: &mut Item, p: u64) -> Result<String, String> {
        let mut out = Vec::new();
        for i in 0..65_536u64 {
            let b = self.mem(&mut it.stack, add(p, i as i64), 1)?.0[0];
            if b == 0 {
                break;
            }
            out.push(b);
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// A printf call argument (C varargs: integers promoted to `int`, floats to `double`;
    /// vectors as they are) for conversion `s`.
    fn printf_arg(&mut self, it: &mut Item, s: &Spec, v: &Val) -> Result<Arg, String> {
        if s.lanes > 0 {
            let (ebits, float) = (s.bits, s.is_float());
            return Ok(Arg::Vec(
                lanes(v)
                    .into_iter()
                    .map(|x| {
                        if float {
                            Arg::F(match ebits {
                                16 => f16_to_f32(x as u16) as f64,
                                64 => f64::from_bits(x as u64),
                                _ => f32::from_bits(x as u32) as f64,
                            })
                        } else {
                            Arg::Int(x, ebits)
                        }
                    })
                    .collect(),
            ));
        }
        Ok(match s.conv {
            's' => Arg::Str(self.c_string(it, v.s() as u64)?),
            _ if s.is_float() => Arg::F(f64::from_bits(v.s() as u64)),
            _ => Arg::Int(v.s(), s.bits),
        })
    }

    fn push_printf(&mut self, it: &Item, body: Body) -> bool {
        if self.ocl.pending.len() >= PRINTF_MAX_RECORDS {
            self.ocl.printf_dropped += 1;
            return false;
        }
        let gid = self.gid(it);
        let lin = gid[0] + gid[1] * self.global[0] + gid[2] * self.global[0] * self.global[1];
        let seq = self.ocl.pending.len() as u64;
        self.ocl.pending.push(Pending { gid, lin, seq, body });
        true
    }

    /// The printf output of the run, per work-item (global linear order) in program order;
    /// AMDGPU records are decoded from the printf buffer here. `O(records + output)`.
    pub(super) fn printf_output(&mut self) -> Vec<super::PrintfLine> {
        let mut pending = std::mem::take(&mut self.ocl.pending);
        crate::sort::sort_by_key(&mut pending, |p| (p.lin, p.seq));
        let tag = self.ocl.printf_tag;
        pending
            .into_iter()
            .map(|p| {
                let text = match p.body {
                    Body::Text(t) => t,
                    Body::Record(off, size) => {
                        let bytes = tag
                            .and_then(|t| self.regions.get(t as usize))
                            .and_then(|r| r.bytes.get(off as usize..(off + size) as usize))
                            .unwrap_or(&[]);
                        decode_record(bytes, &self.ocl.printf_formats)
                    }
                };
                super::PrintfLine { work_item: p.gid, text }
            })
            .collect()
    }
}

/// Formats one AMDGPU printf record (`u32` format id, then the arguments with the sizes the
/// format's metadata lists: floats as `float` or `double` by size, strings inline).
pub fn decode_record(bytes: &[u8], formats: &HashMap<u32, (Vec<u32>, String)>) -> String {
    let Some(id) = bytes.get(..4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])) else {
        return String::new();
    };
    let Some((sizes, fmt)) = formats.get(&id) else {
        return format!("<printf record with unknown format id {id}>");
    };
    let mut at = 4usize;
    let mut k = 0usize;
    format(fmt, |s| {
        let size = sizes.get(k).copied().unwrap_or(4) as usize;
        k += 1;
        let b = bytes.get(at..at + size).unwrap_or(&[]);
        at += size;
        let le = |b: &[u8]| b.iter().rev().fold(0u128, |acc, &x| (acc << 8) | x as u128);
        if s.conv == 's' {
            let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
            return Arg::Str(String::from_utf8_lossy(&b[..end]).into_owned());
        }
        if s.lanes > 0 {
            let n = s.lanes as usize;
            let esz = (s.bits / 8).max(1) as usize;
            return Arg::Vec(
                (0..n)
                    .map(|i| {
                        let e = b.get(i * esz..(i + 1) * esz).unwrap_or(&[]);
                        let x = le(e);
                        if s.is_float() {
                            Arg::F(match esz {
                                2 => f16_to_f32(x as u16) as f64,
                                8 => f64::from_bits(x as u64),
                                _ => f32::from_bits(x as u32) as f64,
                            })
                        } else {
                            Arg::Int(x, 8 * esz as u32)
                        }
                    })
                    .collect(),
            );
        }
        let x = le(b);
        if s.is_float() {
            Arg::F(match size {
                2 => f16_to_f32(x as u16) as f64,
                4 => f32::from_bits(x as u32) as f64,
                _ => f64::from_bits(x as u64),
            })
        } else {
            Arg::Int(x, (8 * size as u32).clamp(8, 128))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_formats() {
        let f = |fmt: &str, args: Vec<Arg>| {
            let mut it = args.into_iter();
            format(fmt, |_| it.next().unwrap_or(Arg::Int(0, 32)))
        };
        assert_eq!(f("a=%d b=%5.2f|%-4d|%04d|%x|%#x|%o\n", vec![Arg::Int(mask(-3i128 as u128, 32), 32), Arg::F(3.25159), Arg::Int(7, 32), Arg::Int(42, 32), Arg::Int(255, 32), Arg::Int(255, 32), Arg::Int(8, 32)]), "a=-3 b= 3.25|7   |0042|ff|0xff|10\n");
        assert_eq!(f("%e %E %g %g %g %G", vec![Arg::F(12345.678), Arg::F(0.00012), Arg::F(100000.0), Arg::F(1e6), Arg::F(0.0001), Arg::F(1e-5)]), "1.234568e+04 1.200000E-04 100000 1e+06 0.0001 1E-05");
        assert_eq!(f("%s|%.2s|%c|%%|%u", vec![Arg::Str("hello".into()), Arg::Str("hello".into()), Arg::Int(65, 32), Arg::Int(mask(-1i128 as u128, 32), 32)]), "hello|he|A|%|4294967295");
        assert_eq!(f("%v4hlf|%v2d", vec![Arg::Vec(vec![Arg::F(1.0), Arg::F(2.5), Arg::F(-1.0), Arg::F(0.0)]), Arg::Vec(vec![Arg::Int(1, 32), Arg::Int(2, 32)])]), "1.000000,2.500000,-1.000000,0.000000|1,2");
        assert_eq!(f("%a %f %+d", vec![Arg::F(3.0), Arg::F(f64::INFINITY), Arg::Int(5, 32)]), "0x1.8p+1 inf +5");
        assert_eq!(f("%ld %lu", vec![Arg::Int(mask(-5i128 as u128, 64), 64), Arg::Int(u64::MAX as u128, 64)]), "-5 18446744073709551615");
    }

    #[test]
    fn amdgpu_metadata() {
        let src = "!llvm.printf.fmts = !{!5, !6}\n!5 = !{!\"1:3:4:4:4:g=%d l=%d %f\\\\n\"}\n!6 = !{!\"2:1:8:x\\5C%ld\"}\n";
        let f = printf_formats(src);
        assert_eq!(f[&1], (vec![4, 4, 4], "g=%d l=%d %f\n".to_string()));
        assert_eq!(f[&2].0, vec![8]);
        let mut rec = vec![1, 0, 0, 0, 7, 0, 0, 0, 2, 0, 0, 0];
        rec.extend_from_slice(&2.5f32.to_le_bytes());
        assert_eq!(decode_record(&rec, &f), "g=7 l=2 2.500000\n");
    }

    #[test]
    fn pointer_math() {
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(-0.75), (-0.75, 0));
        assert_eq!(frexp(1e-310).1, -1029);
        assert_eq!(remquo(10.0, 3.0), (1.0, 3));
        assert_eq!(remquo(11.0, 3.0), (-1.0, 4));
        assert_eq!(remquo(-7.5, 2.0), (0.5, -4));
        assert_eq!(remquo(5.0, 2.0), (1.0, 2)); // 2.5 rounds to the even 2
        let (l, s) = lgamma_r(5.0);
        assert!((l - 24f64.ln()).abs() < 1e-12 && s == 1);
        let (l, s) = lgamma_r(-0.5); // Γ(−0.5) = −2√π
        assert!((l - (2.0 * std::f64::consts::PI.sqrt()).ln()).abs() < 1e-12 && s == -1);
        assert_eq!(lgamma_r(-1.5).1, 1);
        assert_eq!(to_half(1.0 + 1.0 / 4096.0, HalfRound::Rtp), 0x3c01);
        assert_eq!(to_half(1.0 + 1.0 / 4096.0, HalfRound::Rtz), 0x3c00);
        assert_eq!(to_half(-(1.0 + 1.0 / 4096.0), HalfRound::Rtn), 0xbc01);
        assert_eq!(to_half(70000.0, HalfRound::Rtz), 0x7bff);
    }
}
