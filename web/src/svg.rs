//! Geometry → SVG helpers: edge paths, label anchors, the pan/zoom view box and CSS escaping.
//! Pure functions (no web-sys), tested natively.

/// A coordinate for SVG text: `{:.1}` / `{:.0}` formatting of an `f32` done with integer
/// arithmetic (Rust's exact float formatting is the slowest part of writing a 3,000-block
/// drawing). Rounds half away from zero; non-finite values print as `0`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct F(pub f32);

impl std::fmt::Display for F {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        const SCALE: [i64; 4] = [1, 10, 100, 1000];
        let p = f.precision().unwrap_or(1).min(3);
        let v = (self.0 as f64 * SCALE[p] as f64).round();
        if !v.is_finite() || v.abs() > 9.0e15 {
            return f.write_str("0");
        }
        let v = v as i64;
        let a = v.unsigned_abs();
        let (ip, fp) = (a / SCALE[p] as u64, a % SCALE[p] as u64);
        if v < 0 {
            f.write_str("-")?;
        }
        if p == 0 {
            write!(f, "{ip}")
        } else {
            write!(f, "{ip}.{fp:0p$}")
        }
    }
}

/// Appends `x` with one decimal (as `{:.1}` of [`F`]) without the formatting machinery: the
/// hot path of every edge's path data.
pub fn push_f1(out: &mut String, x: f32) {
    let v = (x as f64 * 10.0).round();
    if !v.is_finite() || v.abs() > 9.0e15 {
        out.push('0');
        return;
    }
    let v = v as i64;
    if v < 0 {
        out.push('-');
    }
    let a = v.unsigned_abs();
    push_u64(out, a / 10);
    out.push('.');
    out.push((b'0' + (a % 10) as u8) as char);
}

/// Appends the decimal digits of `n`.
pub fn push_u64(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // SAFETY-free: the bytes are ASCII digits.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
}

/// A view box `(x, y, w, h)` in model units.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ViewBox {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width (> 0).
    pub w: f32,
    /// Height (> 0).
    pub h: f32,
}

impl ViewBox {
    /// The box around a `width × height` drawing with `pad` units of margin.
    pub fn fit(width: f32, height: f32, pad: f32) -> ViewBox {
        ViewBox {
            x: -pad,
            y: -pad,
            w: width.max(1.0) + 2.0 * pad,
            h: height.max(1.0) + 2.0 * pad,
        }
    }

    /// This box grown (around its centre) to at least `min_w × min_h`, so a small drawing is
    /// not magnified beyond the element's scale.
    pub fn at_least(self, min_w: f32, min_h: f32) -> ViewBox {
        let (w, h) = (self.w.max(min_w), self.h.max(min_h));
        ViewBox {
            x: self.x - (w - self.w) / 2.0,
            y: self.y - (h - self.h) / 2.0,
            w,
            h,
        }
    }

    /// The `viewBox` attribute value.
    pub fn attr(self) -> String {
        format!("{:.1} {:.1} {:.1} {:.1}", self.x, self.y, self.w, self.h)
    }

    /// Model units per screen pixel for an element of `sw × sh` pixels showing this box with
    /// `preserveAspectRatio="xMidYMid meet"`.
    pub fn scale(self, sw: f32, sh: f32) -> f32 {
        (self.w / sw.max(1.0)).max(self.h / sh.max(1.0))
    }

    /// The model point under screen pixel `(px, py)` of an `sw × sh` element.
    pub fn to_model(self, sw: f32, sh: f32, px: f32, py: f32) -> (f32, f32) {
        let s = self.scale(sw, sh);
        let ox = (sw * s - self.w) / 2.0;
        let oy = (sh * s - self.h) / 2.0;
        (self.x - ox + px * s, self.y - oy + py * s)
    }

    /// Zooms by `factor` (< 1 zooms in) keeping model point `(mx, my)` fixed on screen.
    /// The width is clamped to `[min_w, max_w]`.
    pub fn zoom(self, factor: f32, mx: f32, my: f32, min_w: f32, max_w: f32) -> ViewBox {
        let f = (self.w * factor).clamp(min_w, max_w) / self.w;
        ViewBox {
            x: mx - f * (mx - self.x),
            y: my - f * (my - self.y),
            w: self.w * f,
            h: self.h * f,
        }
    }

    /// Moves the box by `(dx, dy)` model units.
    pub fn pan(self, dx: f32, dy: f32) -> ViewBox {
        ViewBox {
            x: self.x + dx,
            y: self.y + dy,
            ..self
        }
    }
}

/// The SVG path of an edge from the layout engine: `points` are cubic Bézier control points
/// `p0 c1 c2 p1 c3 c4 p2 …` (`3k + 1` of them, first and last on the box borders). Two points
/// make a straight line; a malformed tail is drawn as straight segments.
pub fn path(points: &[(f32, f32)]) -> String {
    let mut d = String::with_capacity(points.len() * 12 + 4);
    let Some(first) = points.first() else {
        return d;
    };
    let pt = |d: &mut String, p: (f32, f32)| {
        push_f1(d, p.0);
        d.push(',');
        push_f1(d, p.1);
    };
    d.push('M');
    pt(&mut d, *first);
    let mut rest = &points[1..];
    while rest.len() >= 3 {
        d.push('C');
        pt(&mut d, rest[0]);
        d.push(' ');
        pt(&mut d, rest[1]);
        d.push(' ');
        pt(&mut d, rest[2]);
        rest = &rest[3..];
    }
    for p in rest {
        d.push('L');
        pt(&mut d, *p);
    }
    d
}

/// Escapes text for XML content and double-quoted attribute values.
pub fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains(['&', '<', '>', '"', '\'']) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut o = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    std::borrow::Cow::Owned(o)
}

/// `<option>` markup for `names` (escaped), each with its name as the value and, when
/// `labelled`, as its text too (a `<select>`; a `<datalist>` needs only the value).
/// `O(total length)`.
pub fn option_markup<'a>(names: impl IntoIterator<Item = &'a str>, labelled: bool) -> String {
    let mut o = String::new();
    for n in names {
        let n = esc(n);
        o.push_str("<option value=\"");
        o.push_str(&n);
        o.push_str("\">");
        if labelled {
            o.push_str(&n);
        }
        o.push_str("</option>");
    }
    o
}

/// [`path`] restricted to the pieces whose control polygon meets `window` (`x0, y0, x1, y1`,
/// model units; all of it when `None`): a piece's curve lies in the bounding box of its control
/// points, so nothing inside the window is lost, and a long edge routed through many layers
/// costs only the pieces near the view. Skipped pieces become an `M` move. Returns the path
/// and whether it still ends at the edge's last point (else the arrowhead must be left off).
/// `O(points)`.
pub fn path_clipped(points: &[(f32, f32)], window: Option<(f32, f32, f32, f32)>) -> (String, bool) {
    let Some(w) = window else {
        return (path(points), true);
    };
    let meets = |s: (f32, f32), ps: &[(f32, f32)]| {
        let (mut x0, mut y0, mut x1, mut y1) = (s.0, s.1, s.0, s.1);
        for p in ps {
            x0 = x0.min(p.0);
            y0 = y0.min(p.1);
            x1 = x1.max(p.0);
            y1 = y1.max(p.1);
        }
        x1 >= w.0 && x0 <= w.2 && y1 >= w.1 && y0 <= w.3
    };
    let mut d = String::new();
    let pt = |d: &mut String, p: (f32, f32)| {
        push_f1(d, p.0);
        d.push(',');
        push_f1(d, p.1);
    };
    let Some(&first) = points.first() else {
        return (d, true);
    };
    // `at`: whether the pen is at the start of the next piece.
    let mut at = false;
    let mut ends = points.len() == 1;
    let mut start = first;
    let mut rest = &points[1..];
    while !rest.is_empty() {
        let n = if rest.len() >= 3 { 3 } else { 1 };
        if meets(start, &rest[..n]) {
            if !at {
                d.push('M');
                pt(&mut d, start);
            }
            d.push(if n == 3 { 'C' } else { 'L' });
            for (i, p) in rest[..n].iter().enumerate() {
                if i > 0 {
                    d.push(' ');
                }
                pt(&mut d, *p);
            }
            at = true;
        } else {
            at = false;
        }
        start = rest[n - 1];
        rest = &rest[n..];
        ends = at;
    }
    (d, ends)
}

/// Where to put a label for the edge leaving along `points`: `dist` units from the start.
pub fn label_anchor(points: &[(f32, f32)], dist: f32) -> (f32, f32) {
    match points {
        [] => (0.0, 0.0),
        [p] => *p,
        [a, b, ..] => {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-3);
            let t = (dist / len).min(0.5);
            (a.0 + dx * t, a.1 + dy * t)
        }
    }
}

/// Escapes `s` for use inside a double-quoted CSS attribute selector value.
pub fn css_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\a "),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\{:x} ", c as u32)),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_keeps_the_point_under_the_cursor() {
        let vb = ViewBox::fit(400.0, 200.0, 0.0);
        let (sw, sh) = (800.0, 400.0);
        let (mx, my) = vb.to_model(sw, sh, 200.0, 100.0);
        assert!((mx - 100.0).abs() < 1e-3 && (my - 50.0).abs() < 1e-3);
        let z = vb.zoom(0.5, mx, my, 1.0, 1e6);
        let (mx2, my2) = z.to_model(sw, sh, 200.0, 100.0);
        assert!((mx2 - mx).abs() < 1e-3 && (my2 - my).abs() < 1e-3);
        assert!((z.w - 200.0).abs() < 1e-3);
        // Clamped.
        assert!((vb.zoom(1e-9, 0.0, 0.0, 50.0, 1e6).w - 50.0).abs() < 1e-3);
    }

    #[test]
    fn small_drawings_are_not_magnified() {
        let vb = ViewBox::fit(100.0, 50.0, 0.0).at_least(400.0, 300.0);
        assert_eq!((vb.x, vb.y, vb.w, vb.h), (-150.0, -125.0, 400.0, 300.0));
        let big = ViewBox::fit(1000.0, 900.0, 0.0);
        assert_eq!(big.at_least(400.0, 300.0), big);
    }

    #[test]
    fn letterboxed_mapping() {
        // A tall drawing in a wide element is centred horizontally.
        let vb = ViewBox::fit(100.0, 400.0, 0.0);
        let (mx, _) = vb.to_model(800.0, 400.0, 400.0, 0.0);
        assert!((mx - 50.0).abs() < 1e-3);
    }

    #[test]
    fn paths() {
        assert_eq!(path(&[(0.0, 0.0), (10.0, 5.0)]), "M0.0,0.0L10.0,5.0");
        let p = path(&[(0.0, 0.0), (0.0, 10.0), (10.0, 20.0), (10.0, 30.0)]);
        assert_eq!(p, "M0.0,0.0C0.0,10.0 10.0,20.0 10.0,30.0");
        assert_eq!(path(&[]), "");
    }

    #[test]
    fn fast_fixed_point_matches_std_formatting() {
        for x in [0.0f32, 1.25, -3.5, 10.0, 123.456, -0.04, 99.95, 1e6, 7.3] {
            assert_eq!(format!("{:.1}", F(x)), format!("{:.1}", (x as f64 * 10.0).round() / 10.0).replace("-0.0", "0.0"), "{x}");
            assert_eq!(format!("{:.0}", F(x)), format!("{:.0}", (x as f64).round()).replace("-0", "0"), "{x}");
        }
    }

    #[test]
    fn push_f1_matches_f() {
        for x in [0.0f32, 1.25, -3.5, 10.0, 123.456, 99.95, 1e6, 7.3, -12.04] {
            let mut s = String::new();
            push_f1(&mut s, x);
            assert_eq!(s, format!("{:.1}", F(x)).replace("-0.0", "0.0"), "{x}");
        }
    }

    #[test]
    fn css_escaping() {
        assert_eq!(css_string("a\"b\\c"), "a\\\"b\\\\c");
    }

    #[test]
    fn clipped_paths_keep_what_meets_the_window() {
        // Three cubic pieces going right: x 0..30, 30..60, 60..90.
        let pts: Vec<(f32, f32)> = (0..10).map(|i| (10.0 * i as f32, 0.0)).collect();
        assert_eq!(path_clipped(&pts, None), (path(&pts), true));
        assert_eq!(path_clipped(&pts, Some((-100.0, -1.0, 200.0, 1.0))), (path(&pts), true));
        let (d, ends) = path_clipped(&pts, Some((35.0, -1.0, 50.0, 1.0)));
        assert_eq!(d, "M30.0,0.0C40.0,0.0 50.0,0.0 60.0,0.0");
        assert!(!ends);
        let (d, ends) = path_clipped(&pts, Some((70.0, -1.0, 95.0, 1.0)));
        assert_eq!(d, "M60.0,0.0C70.0,0.0 80.0,0.0 90.0,0.0");
        assert!(ends);
        let (d, ends) = path_clipped(&pts, Some((0.0, 5.0, 95.0, 9.0)));
        assert!(d.is_empty() && !ends);
        // A straight two-point edge.
        assert_eq!(path_clipped(&[(0.0, 0.0), (0.0, 50.0)], Some((-1.0, 10.0, 1.0, 20.0))).0, "M0.0,0.0L0.0,50.0");
    }

    #[test]
    fn option_markup_escapes_names() {
        assert_eq!(option_markup(["a", "<b\""], false), "<option value=\"a\"></option><option value=\"&lt;b&quot;\"></option>");
        assert_eq!(option_markup(["a&b"], true), "<option value=\"a&amp;b\">a&amp;b</option>");
    }
}
