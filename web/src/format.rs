//! Number and plural formatting for everything the page writes ("1 block", "12,345 edges",
//! "8.8e12 DFS successor orders").

/// `n` with thousands separators: `8796093022208` → `8,796,093,022,208`
/// (`reconverge_core::print::thousands`, which the CLI uses too).
pub fn thousands(n: u64) -> String {
    reconverge_core::print::thousands(n as u128)
}

/// `n noun` with the noun in the plural unless `n == 1` (regular plurals, `y` → `ies`).
pub fn count(n: usize, noun: &str) -> String {
    format!("{} {}", thousands(n as u64), plural(n, noun))
}

/// The noun for `n` of it: `block`/`blocks`, `hierarchy`/`hierarchies`, `dominates`/`dominate`
/// is not handled here (verbs agree by [`agree`]).
pub fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        noun.to_string()
    } else if let Some(stem) = noun.strip_suffix('y').filter(|s| !s.ends_with(['a', 'e', 'o', 'u'])) {
        format!("{stem}ies")
    } else if noun.ends_with('s') || noun.ends_with('x') || noun.ends_with("ch") {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

/// The verb agreeing with a subject of `n` things: `agree(1, "dominates", "dominate")`.
pub fn agree<'a>(n: usize, singular: &'a str, plural: &'a str) -> &'a str {
    if n == 1 {
        singular
    } else {
        plural
    }
}

/// The first `max` items joined by spaces, then `+N` for the rest (badges stay short: a block
/// can be an entry of hundreds of nested cycles, or the next block of 64 lanes).
pub fn short_list(items: &[&str], max: usize) -> String {
    let mut s = items.iter().take(max).copied().collect::<Vec<_>>().join(" ");
    if items.len() > max {
        s.push_str(&format!(" +{}", items.len() - max));
    }
    s
}

/// `text` split at its Markdown-style code spans: `(is_code, part)` in order, the backticks
/// dropped (`` expected `,` `` → `[(false, "expected "), (true, ",")]`). An unpaired backtick
/// stays literal text.
pub fn code_parts(text: &str) -> Vec<(bool, &str)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('`') {
        let Some(len) = rest[open + 1..].find('`') else { break };
        if open > 0 {
            out.push((false, &rest[..open]));
        }
        let code = &rest[open + 1..open + 1 + len];
        if !code.is_empty() {
            out.push((true, code));
        }
        rest = &rest[open + 2 + len..];
    }
    if !rest.is_empty() {
        out.push((false, rest));
    }
    out
}

/// A message for the page: its `code` spans as `<code>`, no literal backticks.
pub fn rich(text: &str) -> yew::Html {
    use yew::html;
    html! {
        <>{ for code_parts(text).into_iter().map(|(code, part)| if code {
            html! { <code>{ part.to_string() }</code> }
        } else {
            html! { part.to_string() }
        }) }</>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_lose_their_backticks() {
        assert_eq!(code_parts("expected `,`, found `x`"), vec![(false, "expected "), (true, ","), (false, ", found "), (true, "x")]);
        assert_eq!(code_parts("`; run: global 4`"), vec![(true, "; run: global 4")]);
        assert_eq!(code_parts("plain"), vec![(false, "plain")]);
        assert_eq!(code_parts("one ` alone"), vec![(false, "one ` alone")]);
        assert_eq!(code_parts(""), vec![]);
    }

    #[test]
    fn numbers_and_plurals() {
        assert_eq!(thousands(8796093022208), "8,796,093,022,208");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(count(1, "block"), "1 block");
        assert_eq!(count(3000, "block"), "3,000 blocks");
        assert_eq!(count(2, "hierarchy"), "2 hierarchies");
        assert_eq!(count(1, "DFS traversal"), "1 DFS traversal");
        assert_eq!(count(0, "converged pair"), "0 converged pairs");
        assert_eq!(count(2, "key"), "2 keys");
        assert_eq!(count(2, "branch"), "2 branches");
        assert_eq!(agree(15, "dominates", "dominate"), "dominate");
        assert_eq!(short_list(&["a", "b", "c"], 2), "a b +1");
        assert_eq!(short_list(&["a"], 2), "a");
    }
}
