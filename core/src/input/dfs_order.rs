//! The DFS successor order notation (docs/CYCLES.md): `b1: b3 b2; b4: b0 b5` lists, for each
//! block whose depth-first successor order differs from the CFG's, its successors in DFS
//! order; `as written` is the CFG's own order. An order is a per-block permutation
//! (`order[b][k]` is the index in `cfg.succs(b)` of the `k`-th successor visited), as
//! [`crate::cycles::CycleInfo::compute_with_order`] takes it. Irreducible CFGs have one cycle
//! hierarchy per order (LLVM's `GenericCycleInfoCompute` follows the successor order).

use crate::cfg::{Block, Cfg};

/// The DFS successor order notation of `docs/CYCLES.md`: `b1: b3 b2; b4: b0 b5` lists, for
/// each block whose successor order differs from the CFG's, its successors in DFS order
/// (names as `opt` prints operands, without `%`). The CFG's own order is `as written`.
/// `O(n + m)`.
pub fn format(cfg: &Cfg, order: &[Vec<u32>]) -> String {
    let mut parts = Vec::new();
    for (i, p) in order.iter().enumerate().take(cfg.num_blocks()) {
        if p.iter().enumerate().all(|(k, &j)| k as u32 == j) {
            continue;
        }
        let b = Block::new(i);
        let mut s = format!("{}:", cfg.name_of(b));
        let succs = cfg.succs(b);
        for k in 0..succs.len() {
            // The `k`-th successor visited (an order that does not fit prints as written).
            if let Some(&t) = succs.get(p.get(k).map_or(k, |&j| j as usize)) {
                s.push(' ');
                s.push_str(cfg.name_of(t));
            }
        }
        parts.push(s);
    }
    if parts.is_empty() {
        "as written".to_string()
    } else {
        parts.join("; ")
    }
}

/// Parses the notation of [`format()`] back into a successor order for `cfg`: `;`-separated
/// `BLOCK: SUCC SUCC …` clauses (names with or without `%`, quoted names as `opt` prints them);
/// `as written` or an empty text is the CFG's order. Each clause lists all of the block's
/// successors in the new order (equal targets are interchangeable). `O(n + m + len)` expected.
///
/// # Errors
/// A message naming the clause: unknown block, a block given twice, a target that is not a
/// successor, or the wrong number of successors.
pub fn parse(cfg: &Cfg, text: &str) -> Result<Vec<Vec<u32>>, String> {
    let mut order: Vec<Vec<u32>> = vec![Vec::new(); cfg.num_blocks()];
    let t = text.trim();
    if t.is_empty() || t == "as written" {
        return Ok(order);
    }
    let names: std::collections::HashMap<&str, Block> = cfg.blocks().map(|b| (cfg.name_of(b), b)).collect();
    let lookup = |tok: &str| names.get(tok.strip_prefix('%').unwrap_or(tok)).copied();
    for clause in split_outside_quotes(t, ';') {
        let clause = clause.trim();
        if clause.is_empty() {
            continue;
        }
        let (head, rest) = split_head(clause).ok_or_else(|| format!("`{clause}`: expected `BLOCK: SUCCESSORS`"))?;
        let b = lookup(head.trim()).ok_or_else(|| format!("`{clause}`: no block named `{}`", head.trim()))?;
        if !order[b.index()].is_empty() {
            return Err(format!("`{clause}`: block `{}` is given twice", cfg.name_of(b)));
        }
        let succs = cfg.succs(b);
        let mut used = vec![false; succs.len()];
        let mut p = Vec::with_capacity(succs.len());
        for tok in tokens(rest) {
            let t = lookup(tok).ok_or_else(|| format!("`{clause}`: no block named `{tok}`"))?;
            let j = (0..succs.len())
                .find(|&j| !used[j] && succs[j] == t)
                .ok_or_else(|| format!("`{clause}`: `{tok}` is not a (remaining) successor of `{}`", cfg.name_of(b)))?;
            used[j] = true;
            p.push(j as u32);
        }
        if p.len() != succs.len() {
            return Err(format!("`{clause}`: `{}` has {} successors, {} given", cfg.name_of(b), succs.len(), p.len()));
        }
        if p.is_empty() {
            continue;
        }
        order[b.index()] = p;
    }
    Ok(order)
}

/// Splits at `sep` outside `"…"` quotes.
fn split_outside_quotes(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (i, ch) in s.char_indices() {
        if ch == '"' {
            quoted = !quoted;
        } else if ch == sep && !quoted {
            out.push(&s[start..i]);
            start = i + 1;
        }
    }
    out.push(&s[start..]);
    out
}

/// Splits `BLOCK: rest` at the first `:` outside quotes.
fn split_head(s: &str) -> Option<(&str, &str)> {
    let mut quoted = false;
    for (i, ch) in s.char_indices() {
        if ch == '"' {
            quoted = !quoted;
        } else if ch == ':' && !quoted {
            return Some((&s[..i], &s[i + 1..]));
        }
    }
    None
}

/// Whitespace-separated tokens, a `"…"` quoted run (with an optional `%` before it) being part
/// of one token.
fn tokens(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut quoted) = (None, false);
    for (i, ch) in s.char_indices() {
        if ch == '"' {
            quoted = !quoted;
            start.get_or_insert(i);
        } else if ch.is_whitespace() && !quoted {
            if let Some(st) = start.take() {
                out.push(&s[st..i]);
            }
        } else {
            start.get_or_insert(i);
        }
    }
    if let Some(st) = start {
        out.push(&s[st..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::compact;

    #[test]
    fn order_notation_round_trips() {
        let cfg = compact::parse("entry -> a, b\na -> b, x\nb -> a\nx").unwrap();
        let o = vec![vec![1, 0], vec![1, 0], vec![0], vec![]];
        let s = format(&cfg, &o);
        assert_eq!(s, "entry: b a; a: x b");
        let back = parse(&cfg, &s).unwrap();
        assert_eq!(format(&cfg, &back), s);
        assert_eq!(format(&cfg, &[vec![0, 1], vec![0, 1], vec![0], vec![]]), "as written");
        assert_eq!(parse(&cfg, "as written").unwrap(), vec![Vec::<u32>::new(); 4]);
        assert!(parse(&cfg, "entry: a").unwrap_err().contains("2 successors, 1 given"));
        assert!(parse(&cfg, "zz: a").is_err());
        assert!(parse(&cfg, "entry: a x").is_err());
        assert!(parse(&cfg, "entry: a b; entry: b a").is_err());
        assert!(parse(&cfg, "entry a b").is_err());
    }
}
