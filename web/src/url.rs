//! The link state ([`LinkState`], what a link restores) ⇄ URL mapping, so the address bar is always a shareable link.
//!
//! Two forms are read:
//! - **compressed** (written by the app): the fragment `#z1=PAYLOAD`, where `1` is the format
//!   version and `PAYLOAD` is base64url (no padding) of raw DEFLATE (RFC 1951, level 9, via
//!   `miniz_oxide`) of the link state as JSON. DEFLATE was measured against lz-string's
//!   `compressToEncodedURIComponent` on real IR (see `tests::deflate_is_shorter_than_lz_string`):
//!   it gives shorter links on every sample, so it is the one written;
//! - **readable** (written by hand): `?cfg=PERCENT-ENCODED-COMPACT-TEXT` (optionally with
//!   `&fn=NAME&view=cfg`), e.g. `?cfg=1->2,5%0A2->3,4`; `+` means a space.
//!
//! Decoding never panics: a corrupt, truncated or future-version link is an `Err` with a
//! message for the alert, and the app falls back to the default example. Decompression is
//! bounded (at most [`MAX_DECODED`] bytes) so a hostile link cannot exhaust memory.
//! Pure Rust (no web-sys): tested natively.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};

/// The current compressed-link format version.
pub const VERSION: u32 = 1;

/// Upper bound on a decompressed link state (bytes).
pub const MAX_DECODED: usize = 8 << 20;

/// Longest link part read (the fragment or the query, in characters): longer links are refused
/// before decoding, with the limit's name (`reconverge_core::limits::MAX_LINK_CHARS`).
pub const MAX_ENCODED: usize = reconverge_core::limits::MAX_LINK_CHARS.max as usize;

/// Everything a link restores. New fields must be `#[serde(default)]` so old links still load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct LinkState {
    /// The input text (compact CFG, LLVM IR or DOT).
    #[serde(rename = "s")]
    pub source: String,
    /// The selected function (LLVM IR with several functions).
    #[serde(rename = "f", default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    /// The view shown in the main pane (`cfg`, `domtree`, `postdomtree`, …).
    #[serde(rename = "v", default, skip_serializing_if = "Option::is_none")]
    pub view: Option<String>,
    /// The example the text came from, if unchanged.
    #[serde(rename = "e", default, skip_serializing_if = "Option::is_none")]
    pub example: Option<String>,
    /// The open tab, when not the first.
    #[serde(rename = "t", default, skip_serializing_if = "Option::is_none")]
    pub tab: Option<String>,
    /// The chosen DFS successor order: `[block, permutation]` pairs.
    #[serde(rename = "d", default, skip_serializing_if = "Vec::is_empty")]
    pub dfs_order: Vec<(String, Vec<u32>)>,
    /// The dominance query's two blocks.
    #[serde(rename = "q", default, skip_serializing_if = "is_empty_query")]
    pub query: (Option<String>, Option<String>),
    /// The block selected in the frontiers tab.
    #[serde(rename = "sel", default, skip_serializing_if = "Option::is_none")]
    pub selected: Option<String>,
    /// The IDF definition blocks.
    #[serde(rename = "idf", default, skip_serializing_if = "Vec::is_empty")]
    pub idf_defs: Vec<String>,
    /// The stepped dominator algorithm, when not the default.
    #[serde(rename = "alg", default, skip_serializing_if = "Option::is_none")]
    pub algorithm: Option<String>,
    /// The trace step.
    #[serde(rename = "step", default, skip_serializing_if = "is_zero")]
    pub step: usize,
    /// The all-hierarchies exploration budget level.
    #[serde(rename = "hb", default, skip_serializing_if = "is_zero_u32")]
    pub hier_budget: u32,
    /// The compared hierarchies, when not the first two.
    #[serde(rename = "hd", default, skip_serializing_if = "Option::is_none")]
    pub hier_diff: Option<(usize, usize)>,
    /// The value or block whose uniformity reason chain is shown.
    #[serde(rename = "x", default, skip_serializing_if = "Option::is_none")]
    pub explain: Option<String>,
    /// The warp policy, when not the default.
    #[serde(rename = "pol", default, skip_serializing_if = "Option::is_none")]
    pub policy: Option<String>,
    /// The warp step.
    #[serde(rename = "ws", default, skip_serializing_if = "is_zero_u64")]
    pub warp_step: u64,
    /// The if-conversion tab's loop header (`None`: the whole function).
    #[serde(rename = "il", default, skip_serializing_if = "Option::is_none")]
    pub ifc_loop: Option<String>,
    /// The if-conversion tab's trace step.
    #[serde(rename = "is", default, skip_serializing_if = "is_zero")]
    pub ifc_step: usize,
    /// Loops tab: parameter values overriding the text's.
    #[serde(rename = "lp", default, skip_serializing_if = "Vec::is_empty")]
    pub loop_params: Vec<(String, i64)>,
    /// Loops tab: the schedule (isl syntax).
    #[serde(rename = "ls", default, skip_serializing_if = "Option::is_none")]
    pub loop_schedule: Option<String>,
    /// Warp tab: the name of a hardware trace loaded from a file (the trace itself is too big
    /// for a link: the opened link asks for it again).
    #[serde(rename = "hw", default, skip_serializing_if = "Option::is_none")]
    pub trace: Option<String>,
    /// The open lesson and its step ([`crate::lessons::LessonLink`]; issue 31).
    #[serde(rename = "L", default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<crate::lessons::LessonLink>,
    /// Debug tab: the kernel's source text (issue 33), when given.
    #[serde(rename = "ds", default, skip_serializing_if = "String::is_empty")]
    pub debug_source: String,
}

fn is_zero_u64(k: &u64) -> bool {
    *k == 0
}

fn is_zero_u32(k: &u32) -> bool {
    *k == 0
}

fn is_zero(k: &usize) -> bool {
    *k == 0
}

fn is_empty_query(q: &(Option<String>, Option<String>)) -> bool {
    q.0.is_none() && q.1.is_none()
}

/// The fragment (without `#`) for `s`: `z1=PAYLOAD`.
pub fn encode(s: &LinkState) -> String {
    encode_json(&serde_json::to_vec(s).unwrap_or_default())
}

/// The fragment for a link state already written as JSON (the page serialises it, the worker
/// compresses it: DEFLATE of a large text takes tens of milliseconds).
pub fn encode_json(json: &[u8]) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(json, 9);
    format!("z{VERSION}={}", URL_SAFE_NO_PAD.encode(packed))
}

/// Decodes a compressed fragment (`z1=…`, with or without the leading `#`).
///
/// # Errors
/// A message naming what is wrong: unknown version, bad base64, corrupt or truncated
/// deflate data, a payload over [`MAX_DECODED`], or JSON that is not a link state.
pub fn decode(fragment: &str) -> Result<LinkState, String> {
    let f = fragment.strip_prefix('#').unwrap_or(fragment);
    reconverge_core::limits::check_link(f).map_err(|e| e.to_string())?;
    let rest = f
        .strip_prefix('z')
        .ok_or("the link's scenario does not start with `z`")?;
    let (ver, payload) = rest
        .split_once('=')
        .ok_or("the link's scenario has no `=`")?;
    match ver.parse::<u32>() {
        Ok(VERSION) => {}
        Ok(v) => {
            return Err(format!(
            "the link uses scenario format {v}; this version of Reconverge reads format {VERSION}"
        ))
        }
        Err(_) => {
            return Err(format!(
                "the link's scenario version `{ver}` is not a number"
            ))
        }
    }
    let packed = URL_SAFE_NO_PAD
        .decode(payload.trim_end_matches('='))
        .map_err(|e| format!("the link is damaged (base64: {e})"))?;
    let json =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_DECODED).map_err(|e| {
            match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                    "the link's scenario is larger than 8 MiB".to_string()
                }
                _ => "the link is damaged or truncated (its compressed data does not decode)"
                    .to_string(),
            }
        })?;
    serde_json::from_slice(&json).map_err(|e| format!("the link's scenario is not valid ({e})"))
}

/// Percent-decodes a query value (`+` is a space; invalid escapes are kept literally; invalid
/// UTF-8 becomes U+FFFD).
pub fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => match (hex(b[i + 1]), hex(b[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h << 4 | l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// Percent-encodes `s` for a query value, keeping the characters compact text uses readable
/// (`-`, `>`, `,`, `.`, `_`, `~`, alphanumerics); newlines become `%0A`.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3 / 2);
    for &c in s.as_bytes() {
        if c.is_ascii_alphanumeric()
            || matches!(c, b'-' | b'>' | b',' | b'.' | b'_' | b'~' | b'=' | b'$')
        {
            out.push(c as char);
        } else {
            out.push_str(&format!("%{c:02X}"));
        }
    }
    out
}

/// Reads a link state from `location.search` and `location.hash` (each with or without its
/// leading `?`/`#`). A compressed fragment wins over `?cfg=`. `None` when the URL holds no
/// link state.
pub fn from_location(search: &str, hash: &str) -> Option<Result<LinkState, String>> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    if !hash.is_empty() {
        return Some(decode(hash));
    }
    let search = search.strip_prefix('?').unwrap_or(search);
    if let Err(e) = reconverge_core::limits::check_link(search) {
        return Some(Err(e.to_string()));
    }
    let mut state = LinkState::default();
    let mut found = false;
    for pair in search.split('&') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "cfg" => {
                state.source = percent_decode(v);
                found = true;
            }
            "fn" => state.function = Some(percent_decode(v)),
            "view" => state.view = Some(percent_decode(v)),
            // A gallery lesson's short link (`?lesson=dominance.lesson&step=3`, the presenter's
            // student link): the lesson sets the scenario once it is loaded.
            "lesson" => {
                let l = state.lesson.get_or_insert_with(Default::default);
                l.id = Some(percent_decode(v));
                found = true;
            }
            "step" => state.lesson.get_or_insert_with(Default::default).step = v.parse::<usize>().unwrap_or(1).saturating_sub(1),
            _ => {}
        }
    }
    found.then_some(Ok(state))
}

/// The short link of a gallery lesson's step (1-based in the link): `?lesson=FILE&step=N`.
pub fn lesson_query(id: &str, step: usize) -> String {
    format!("?lesson={}&step={}", percent_encode(id), step + 1)
}

/// The readable link query for compact text: `?cfg=…`.
pub fn readable_query(source: &str) -> String {
    format!("?cfg={}", percent_encode(source))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(src: &str) -> LinkState {
        LinkState {
            source: src.into(),
            function: Some("k".into()),
            view: Some("domtree".into()),
            ..Default::default()
        }
    }

    #[test]
    fn round_trip() {
        let s = sample("entry -> a, b\n# ünïcode\n");
        assert_eq!(decode(&encode(&s)).unwrap(), s);
        assert_eq!(decode(&format!("#{}", encode(&s))).unwrap(), s);
    }

    /// The Loops tab's fields ride along; links from before them still decode.
    #[test]
    fn loop_fields_round_trip_and_old_links_decode() {
        let s = LinkState {
            loop_params: vec![("N".into(), 5)],
            loop_schedule: Some("S1[i] -> [0, i]; S2[i] -> [1, i]".into()),
            ..sample("for (i = 0; i < N; i++) A[i] = 0;")
        };
        assert_eq!(decode(&encode(&s)).unwrap(), s);
        let old = r#"{"s":"a -> b","t":"warp"}"#;
        let link = format!("z1={}", URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(old.as_bytes(), 9)));
        let got = decode(&link).unwrap();
        assert!(got.loop_params.is_empty() && got.loop_schedule.is_none());
    }

    #[test]
    fn corrupt_and_truncated_links_are_errors() {
        let s = encode(&sample(&"a -> b\n".repeat(50)));
        assert!(decode(&s[..s.len() / 2]).is_err());
        assert!(decode("z1=!!!").is_err());
        assert!(decode("z1=AAAA").is_err());
        assert!(decode("z9=AAAA").unwrap_err().contains("format 9"));
        assert!(decode("zq=AAAA").is_err());
        assert!(decode("hello").is_err());
        assert!(decode("").is_err());
        // Valid deflate of something that is not a link state.
        let junk = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(b"[1,2]", 9));
        assert!(decode(&format!("z1={junk}")).is_err());
    }

    #[test]
    fn no_panic_on_any_fragment() {
        let mut x: u64 = 1;
        let full = encode(&sample("a -> b, c\nb -> c\n"));
        for i in 0..2000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mut bytes = full.clone().into_bytes();
            let k = (x >> 33) as usize % bytes.len();
            bytes[k] = b"AZaz09-_=%"[(x >> 20) as usize % 10];
            let _ = decode(&String::from_utf8_lossy(&bytes));
            let _ = decode(&full[..i % full.len()]);
        }
    }

    #[test]
    fn readable_form() {
        let got = from_location("?cfg=1->2,5%0A2->3,4+3->6&fn=f", "")
            .unwrap()
            .unwrap();
        assert_eq!(got.source, "1->2,5\n2->3,4 3->6");
        assert_eq!(got.function.as_deref(), Some("f"));
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%41%"), "A%");
        let q = readable_query("1->2,5\n2->3");
        assert_eq!(q, "?cfg=1->2,5%0A2->3");
        assert_eq!(
            from_location(&q, "").unwrap().unwrap().source,
            "1->2,5\n2->3"
        );
        assert!(from_location("", "").is_none());
        assert!(from_location("?other=1", "").is_none());
        let l = from_location(&lesson_query("dominance.lesson", 2), "").unwrap().unwrap();
        assert_eq!(l.lesson, Some(crate::lessons::LessonLink::gallery("dominance.lesson").at(2)));
    }

    /// The measurement behind the choice of DEFLATE: link lengths for real clang output.
    #[test]
    fn deflate_is_shorter_than_lz_string() {
        for (name, src) in crate::examples::EXAMPLES.iter().map(|e| (e.id, e.source)) {
            let s = LinkState {
                source: src.to_string(),
                ..Default::default()
            };
            let json = serde_json::to_string(&s).unwrap();
            let deflate = encode(&s).len();
            let lz = lz_str::compress_to_encoded_uri_component(&json).len();
            eprintln!(
                "{name}: {} bytes of text, deflate link {deflate}, lz-string link {lz}",
                src.len()
            );
            if src.len() > 1000 {
                assert!(deflate < lz, "{name}: deflate {deflate} vs lz-string {lz}");
            }
        }
    }
}
