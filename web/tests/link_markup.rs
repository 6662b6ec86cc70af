//! Links are untrusted input: no link decodes to markup in the page.
//!
//! A link (`#z1=…` or `?cfg=…`, `web/src/url.rs`) carries the input text, the function name,
//! the view, the explained value and the directive text. The only place the page writes
//! strings as markup is the graph view's `innerHTML` (`components/graph_view.rs`: block names,
//! edge labels, badges, join marks, tooltips, region ids); everything else is Yew text nodes and attribute
//! values, which the DOM never parses as markup. This property test builds links whose block,
//! function and directive text are hostile (`<script>`, `"`, `'`, `&`, `</svg>`,
//! `javascript:`, event-handler attributes), decodes them, analyses the text the way the page
//! does ([`analysis::analyse`]), renders every view's markup ([`view_markup`]) with decorations
//! that also carry hostile text, and scans the markup with a strict tokenizer: only the SVG
//! elements and attributes the graph view writes, balanced, every `&` an entity the escaper
//! writes, and the hostile names recovered intact from the text after unescaping.
//!
//! Also: the decoded-size and encoded-length limits give clear errors.

use reconverge_web::analysis::analyse;
use reconverge_web::components::cycles::cycle_decor;
use reconverge_web::components::graph_view::{view_markup, Decor, Region};
use reconverge_web::state::View;
use reconverge_web::url::{self, LinkState};

/// Strings an attacker would put in a link.
const HOSTILE: &[&str] = &[
    "<script>alert(1)</script>",
    "</svg><script>alert(2)</script>",
    "\" onload=\"alert(3)",
    "' onmouseover='alert(4)",
    "javascript:alert(5)",
    "<img src=x onerror=alert(6)>",
    "&lt;b&gt;&amp;",
    "a&b<c>d",
    "<![CDATA[x]]>",
    "<!--",
    "<foreignObject><iframe src=javascript:alert(7)>",
    "</g></g></svg><a href=\"javascript:alert(8)\">x</a>",
];

/// Elements the graph view writes.
const TAGS: &[&str] = &["g", "path", "rect", "text", "title", "circle"];
/// Attributes the graph view writes.
const ATTRS: &[&str] = &[
    "class",
    "d",
    "data-from",
    "data-to",
    "marker-end",
    "x",
    "y",
    "data-k",
    "tabindex",
    "role",
    "data-block",
    "aria-label",
    "data-virtual",
    "data-parent",
    "transform",
    "width",
    "height",
    "rx",
    "r",
    "data-rotate",
    "data-succs",
    "data-region",
    "data-coarse",
    "stroke-width",
];

/// A tiny deterministic generator (xorshift64*), so the cases are reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn pick<'a>(&mut self, v: &[&'a str]) -> &'a str {
        v[(self.next() % v.len() as u64) as usize]
    }
}

/// Scans `m` as the graph view's markup: returns the unescaped text content, or what is wrong.
fn scan(m: &str) -> Result<String, String> {
    let b = m.as_bytes();
    let mut i = 0;
    let mut stack: Vec<&str> = Vec::new();
    let mut text = String::new();
    let name_end = |mut j: usize| {
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'-') {
            j += 1;
        }
        j
    };
    while i < b.len() {
        match b[i] {
            b'<' => {
                if b.get(i + 1) == Some(&b'/') {
                    let e = name_end(i + 2);
                    let name = &m[i + 2..e];
                    if b.get(e) != Some(&b'>') {
                        return Err(format!("malformed closing tag at {i}"));
                    }
                    if stack.pop() != Some(name) {
                        return Err(format!("unbalanced </{name}> at {i}"));
                    }
                    i = e + 1;
                    continue;
                }
                let e = name_end(i + 1);
                let name = &m[i + 1..e];
                if !TAGS.contains(&name) {
                    return Err(format!("unexpected element <{name}> at {i}"));
                }
                let mut j = e;
                loop {
                    while b.get(j) == Some(&b' ') {
                        j += 1;
                    }
                    match b.get(j) {
                        Some(b'>') => {
                            stack.push(name);
                            j += 1;
                            break;
                        }
                        Some(b'/') if b.get(j + 1) == Some(&b'>') => {
                            j += 2;
                            break;
                        }
                        Some(_) => {
                            let ae = name_end(j);
                            let attr = &m[j..ae];
                            if !ATTRS.contains(&attr) {
                                return Err(format!("unexpected attribute `{attr}` on <{name}> at {j}"));
                            }
                            if b.get(ae) != Some(&b'=') || b.get(ae + 1) != Some(&b'"') {
                                return Err(format!("attribute `{attr}` without a quoted value at {ae}"));
                            }
                            let close = m[ae + 2..].find('"').ok_or("unterminated attribute value")? + ae + 2;
                            let v = &m[ae + 2..close];
                            if v.contains(['<', '>', '\'']) {
                                return Err(format!("raw markup character in attribute `{attr}`: {v}"));
                            }
                            check_entities(v)?;
                            j = close + 1;
                        }
                        None => return Err("unterminated tag".into()),
                    }
                }
                i = j;
            }
            b'>' => return Err(format!("raw `>` in text at {i}")),
            _ => {
                let e = m[i..].find('<').map_or(m.len(), |k| i + k);
                check_entities(&m[i..e])?;
                text.push_str(&unescape(&m[i..e]));
                text.push('\n');
                i = e;
            }
        }
    }
    if !stack.is_empty() {
        return Err(format!("unclosed elements {stack:?}"));
    }
    Ok(text)
}

/// Every `&` starts one of the entities the graph view's escaper writes.
fn check_entities(s: &str) -> Result<(), String> {
    for (k, _) in s.match_indices('&') {
        if !["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].iter().any(|e| s[k..].starts_with(e)) {
            return Err(format!("bare `&` in {s}"));
        }
    }
    Ok(())
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

/// A compact-text CFG whose block names are `names` (quoted; compact names cannot hold `"` or
/// a newline, so those are dropped), with a thread scenario naming them.
fn compact_text(names: &[String]) -> String {
    let q: Vec<String> = names.iter().map(|n| format!("\"{}\"", n.replace(['"', '\n'], ""))).collect();
    format!("{} -> {}, {}\n{} -> {}\n{} -> {}\n{}\n", q[0], q[1], q[2], q[1], q[3], q[2], q[3], q[3])
}

/// The same CFG as DOT (names may hold `"`, escaped as `\"`), graph named `function`.
fn dot_text(function: &str, names: &[String]) -> String {
    let q: Vec<String> = names.iter().map(|n| format!("\"{}\"", n.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', " "))).collect();
    format!(
        "digraph \"{}\" {{\n  {} -> {} [label=\"{}\"];\n  {} -> {};\n  {} -> {};\n  {} -> {};\n}}\n",
        function.replace('\\', "\\\\").replace('"', "\\\""),
        q[0],
        q[1],
        q[0].trim_matches('"'),
        q[0],
        q[2],
        q[1],
        q[3],
        q[2],
        q[3]
    )
}

/// Renders every view of `src` (as decoded from a link) with hostile decorations and scans it.
fn check_source(sc: &LinkState, hostile: &[String]) -> usize {
    let a = match analyse(&sc.source, sc.function.as_deref(), &sc.dfs_order) {
        Ok(a) => a,
        // The error text is shown as a Yew text node (never markup); it must still be a
        // message, not a panic.
        Err(e) => {
            assert!(!e.message.is_empty());
            return 0;
        }
    };
    let n = a.cfg.num_blocks();
    let mut checked = 0;
    for view in View::ALL {
        for decor in [
            Decor::default(),
            cycle_decor(&a.cfg, &a.cycles),
            Decor {
                badges: (0..n).map(|k| Some(hostile[k % hostile.len()].clone())).collect(),
                joins: (0..n).map(|k| Some(hostile[(k + 1) % hostile.len()].clone())).collect(),
                edge_title: (0..4 * n).map(|k| hostile[k % hostile.len()].clone()).collect(),
                regions: vec![Region { color: 1, pad: 4.0, nodes: (0..n as u32).collect(), edges: Vec::new(), id: hostile[0].clone() }],
                ..Decor::default()
            },
        ] {
            let (fine, coarse) = view_markup(view, &a, &decor, true);
            for m in [&fine, &coarse] {
                if let Err(e) = scan(m) {
                    panic!("markup injection ({e}) for view {view:?} of\n{}\n---\n{m}", sc.source);
                }
            }
            let text = scan(&fine).unwrap_or_default();
            // Block names that survived parsing come back intact as text (escaped, not dropped).
            if view == View::Cfg {
                for b in a.cfg.blocks() {
                    let name = a.cfg.name_of(b);
                    assert!(text.contains(name), "block name {name:?} is not in the drawing's text");
                }
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn no_link_decodes_to_markup() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut rendered = 0;
    for case in 0..96 {
        let names: Vec<String> = (0..4).map(|k| format!("{}{k}", [rng.pick(HOSTILE), rng.pick(HOSTILE)].concat())).collect();
        let function = rng.pick(HOSTILE).to_string();
        let source = match case % 3 {
            0 => compact_text(&names),
            1 => dot_text(&function, &names),
            _ => format!("{}# thread T1: {} {} {}\n# thread T2: {} {} {}\n", compact_text(&names), 0, 1, 3, 0, 2, 3),
        };
        let sc = LinkState {
            source,
            function: Some(function.clone()),
            view: Some(rng.pick(HOSTILE).to_string()),
            explain: Some(rng.pick(HOSTILE).to_string()),
            selected: Some(names[0].clone()),
            idf_defs: names.clone(),
            policy: Some(rng.pick(HOSTILE).to_string()),
            ..LinkState::default()
        };
        let link = url::encode(&sc);
        assert!(link.bytes().all(|c| c.is_ascii_alphanumeric() || b"-_=".contains(&c)), "the link itself is plain: {link}");
        let back = url::decode(&link).expect("an encoded link decodes");
        assert_eq!(back, sc);
        let mut hostile: Vec<String> = names.clone();
        hostile.push(function);
        rendered += check_source(&back, &hostile);
        // The readable form (`?cfg=`) decodes to the same text.
        let q = url::readable_query(&back.source);
        let from_query = url::from_location(&q, "").expect("a query link").expect("decodes");
        assert_eq!(from_query.source, back.source);
    }
    assert!(rendered >= 96, "too few inputs were rendered: {rendered}");
}

#[test]
fn oversized_links_are_refused_with_the_limit_named() {
    let long = format!("z1={}", "A".repeat(url::MAX_ENCODED + 1));
    let e = url::decode(&long).expect_err("a link over the length limit");
    assert!(e.contains("MAX_LINK_CHARS") && e.contains("characters in the link"), "{e}");
    let q = format!("?cfg={}", "a".repeat(url::MAX_ENCODED));
    let e = url::from_location(&q, "").expect("a query").expect_err("over the limit");
    assert!(e.contains("MAX_LINK_CHARS"), "{e}");
    // A small link that inflates past the decoded limit: 9 MiB of spaces compress to ~9 KiB.
    let big = LinkState { source: " ".repeat(url::MAX_DECODED + (1 << 20)), ..LinkState::default() };
    let link = url::encode(&big);
    assert!(link.len() < url::MAX_ENCODED, "the bomb is a short link ({} chars)", link.len());
    let e = url::decode(&link).expect_err("a decompression bomb");
    assert!(e.contains("larger than 8 MiB"), "{e}");
}
