//! A large function body parsed in two halves at once: the main parser reads the body up to a
//! block label near its middle while a second parser, on another thread, reads from that
//! label to the closing `}`; the second half's tables are then appended to the first's.
//!
//! The result is the sequential parse's, exactly (`split/tests.rs` parses every test kernel
//! split at its block labels, and mutated copies of them, and compares modules and errors):
//!
//! - The second parser works with its own symbol, constant and global tables. The merge maps
//!   each of its symbols to the main parser's by name (one pass over the dense
//!   prefix-and-number tables of [`names::NumberedNames`] plus the other names), re-interns its
//!   constants and globals in first-use order through the same functions, and offsets its
//!   values, instructions, operands, phi entries, names and blocks.
//! - Whatever the sequential parser would have decided from the first half's state is checked
//!   at the merge: a name defined in both halves, a value used as a block (or the reverse)
//!   across the halves, a use of a first-half value at another type, a missing terminator
//!   before the label. When any of these holds, or the second half failed to parse, or it met
//!   what it cannot number without the first half (numbered values and blocks, unnamed
//!   values, calls that opt auto-upgrades, [`Parser::poisoned`]), its result is dropped and
//!   the main parser goes on from the label itself: errors are always the sequential
//!   parser's.
//!
//! Only bodies of at least [`MIN_BODY`] bytes are split, and never in WebAssembly, which has
//! no threads here. On the named 50,000-block kernel of `scripts/bench-vs-opt` (18 MB) each
//! half takes ~47 ms and the merge ~10 ms, against ~85 ms for the sequential body
//! (docs/PERFORMANCE.md, "Fifth pass"); the work is `O(body)` either way.

use super::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// Bodies shorter than this (bytes) are parsed on one thread.
pub(crate) const MIN_BODY: usize = 1 << 20;

/// When a function body is parsed in two halves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SplitOptions {
    /// Bodies shorter than this many bytes are parsed on one thread ([`MIN_BODY`]).
    pub min_body: usize,
    /// Split at the block label that starts at this byte offset (at the start of a line)
    /// instead of the first one after the body's middle. For tests.
    pub at: Option<usize>,
}

impl Default for SplitOptions {
    fn default() -> Self {
        SplitOptions { min_body: MIN_BODY, at: None }
    }
}

#[cfg(test)]
thread_local! {
    /// Successful merges on this thread, for the tests (which check that the merge ran, not
    /// only the fallback). Per thread: the merge runs on the thread that parses the head, and
    /// tests on other threads must not count.
    static MERGES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Splits under way ([`parallel_parse_active`]).
static PARALLEL: AtomicUsize = AtomicUsize::new(0);

/// Whether some function body is being parsed on two threads right now (from the split
/// decision until either half is done). The CLI's prefaulting allocator waits meanwhile: both
/// cores are parsing, and faulting pages in on a third thread only competes with them; once
/// one half is done (the other half and the merge still to come), a core is free.
pub fn parallel_parse_active() -> bool {
    PARALLEL.load(Ordering::Relaxed) > 0
}

/// A planned split: the tail's first label, where the body probably ends, and the
/// [`PARALLEL`] count it holds until either half is done.
pub(super) struct Plan {
    at: usize,
    end: usize,
    busy: Arc<Busy>,
}

/// One count of [`PARALLEL`], given back once ([`Busy::end`], or when dropped).
pub(super) struct Busy(AtomicBool);

impl Busy {
    fn end(&self) {
        if self.0.swap(false, Ordering::AcqRel) {
            PARALLEL.fetch_sub(1, Ordering::AcqRel);
        }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.end();
    }
}

/// What a tail parser (the one reading the second half) records for the merge.
pub(super) struct Tail {
    /// Set by the main parser when it will not use the result: the tail parser stops at its
    /// next block label.
    pub cancel: Arc<AtomicBool>,
    /// Per constant id of the tail: the source range first interned, and whether it went
    /// through [`Parser::intern_int`] (else [`Parser::intern_const`]).
    pub consts: Vec<(u32, u32, bool)>,
    /// Per global id of the tail: the token first interned.
    pub globals: Vec<Token>,
}

/// Whether a block label (`name:`, unquoted) starts at byte `i`.
fn label_at(b: &[u8], i: usize) -> bool {
    let rest = b.get(i..).unwrap_or(b"");
    let n = rest.iter().take_while(|&&c| super::super::lexer::is_name_char(c)).count();
    n > 0 && rest.get(n) == Some(&b':')
}

/// Where to split the body that starts at `body_start`: the offset of a block label at the
/// start of a line, and where the body probably ends (the first `}` at the start of a line).
/// `None` for a body too short to split. `O(body)` (a `memchr` scan).
fn split_point(b: &[u8], body_start: usize, o: SplitOptions) -> Option<(usize, usize)> {
    let body = b.get(body_start..)?;
    let end = memchr::memmem::find(body, b"\n}").map_or(b.len(), |k| body_start + k + 1);
    if let Some(at) = o.at {
        return (at > body_start && at < end && b[at - 1] == b'\n' && label_at(b, at)).then_some((at, end));
    }
    if end - body_start < o.min_body {
        return None;
    }
    let mut i = body_start + (end - body_start) / 2;
    while i < end {
        let line = i + memchr::memchr(b'\n', &b[i..end])? + 1;
        if label_at(b, line) {
            return Some((line, end));
        }
        i = line;
    }
    None
}

/// Parses the body's tail, from the label at `at` to the closing `}` (and the token after
/// it), on this thread. `None` when it fails or is poisoned: the main parser then reads the
/// tail itself.
fn parse_tail<'a>(src: &'a str, at: usize, end: usize, fn_name_text: String, alloca_as0: bool, cancel: Arc<AtomicBool>) -> Option<Parser<'a>> {
    let mut t = Parser::new(src, SplitOptions::default());
    t.tail = Some(Box::new(Tail { cancel, consts: Vec::new(), globals: Vec::new() }));
    t.alloca_as0 = alloca_as0;
    t.f.fn_name_text = fn_name_text;
    t.numbered.clear(t.dense_limit as usize);
    t.presize("", end.saturating_sub(at));
    // From the line break before the label, so that the label token is lexed as the main
    // parser lexes it (after a newline).
    t.lex.set_pos(at - 1);
    t.bump().ok()?;
    t.body().ok()?;
    (!t.poisoned).then_some(t)
}

impl<'a> Parser<'a> {
    /// Whether (and where) to split the body that starts at `body_start`. A plan counts as a
    /// [`parallel_parse_active`] from now until the merge (or until the tail gives up).
    pub(super) fn split_plan(&self, body_start: usize) -> Option<Plan> {
        if cfg!(target_arch = "wasm32") || self.tail.is_some() {
            return None;
        }
        let (at, end) = split_point(self.b, body_start, self.split)?;
        PARALLEL.fetch_add(1, Ordering::AcqRel);
        Some(Plan { at, end, busy: Arc::new(Busy(AtomicBool::new(true))) })
    }

    /// Parses a function body ([`Parser::body`]), in two halves at once when planned.
    pub(super) fn body_maybe_split(&mut self, plan: Option<Plan>) -> PResult<()> {
        match plan {
            Some(plan) => self.body_split(plan),
            None => self.body(),
        }
    }

    fn body_split(&mut self, plan: Plan) -> PResult<()> {
        let Plan { at, end, busy } = plan;
        let cancel = Arc::new(AtomicBool::new(false));
        let (src, name, alloca_as0) = (self.src, self.f.fn_name_text.clone(), self.alloca_as0);
        std::thread::scope(|s| {
            let c = Arc::clone(&cancel);
            let b = Arc::clone(&busy);
            let spawned = std::thread::Builder::new().name("parse-tail".into()).spawn_scoped(s, move || {
                let t = parse_tail(src, at, end, name, alloca_as0, c);
                // One half is done: a core is free for the CLI's prefaulting helper.
                b.end();
                t
            });
            let Ok(handle) = spawned else { return self.body() };
            self.stop_at = at as u32;
            let head = self.body();
            busy.end();
            let stopped = self.stop_at == STOPPED;
            self.stop_at = u32::MAX;
            if head.is_err() || !stopped {
                cancel.store(true, Ordering::Relaxed);
                return head;
            }
            if let Ok(Some(tail)) = handle.join() {
                let ok = self.merge_tail(tail);
                busy.end();
                #[cfg(test)]
                if ok {
                    MERGES.with(|m| m.set(m.get() + 1));
                }
                if ok {
                    return Ok(());
                }
            }
            // Sequentially from the label on.
            self.body()
        })
    }

    /// Appends the tail parser's function to this one's, which stopped at the tail's first
    /// label. `false` (and nothing changed) when the sequential parse could differ.
    /// `O(tail tables + the tail's dense name tables)`.
    fn merge_tail(&mut self, mut t: Parser<'a>) -> bool {
        let Some(tail) = t.tail.take() else { return false };
        let tf = &t.f;
        if t.poisoned
            || tf.slot != 0
            || tf.next_num != 0
            || !tf.named_upgrades.is_empty()
            || !tf.given_upgrade_names.is_empty()
            || !tf.block_uses_of_values.is_empty()
            || !tf.args.is_empty()
            || !t.big_nums.is_empty()
            || t.numbered.spilled()
            || self.numbered.spilled()
            || tail.consts.len() != tf.constant_ranges.len()
            || tail.globals.len() != tf.globals.len()
        {
            return false;
        }
        // The tail's symbols as this parser's (`u32::MAX`: new here).
        let mut map = vec![u32::MAX; tf.syms.len()];
        // Numbered names: the tail's prefix indices as this parser's, then each dense entry
        // of the tail looked up in this parser's dense tables (shared or per prefix: where a
        // name lives depends on which name with its number came first in each half).
        let mut prefix_map: Vec<Option<u32>> = Vec::new();
        for (prefix, p) in t.numbered.prefixes() {
            if prefix_map.len() <= p as usize {
                prefix_map.resize(p as usize + 1, None);
            }
            prefix_map[p as usize] = self.numbered.prefix_of(prefix);
        }
        for (p, n, j) in t.numbered.dense_entries() {
            if let Some(m) = prefix_map.get(p as usize).copied().flatten().and_then(|hp| self.numbered.dense_get(hp, n)) {
                map[j as usize] = m;
            }
        }
        for (name, j) in t.names.entries() {
            if let Some(m) = self.names.get(name) {
                map[j as usize] = m;
            }
        }
        // What the sequential parser would have rejected in the tail, given the head.
        for (j, c) in tf.syms.iter().enumerate() {
            let Some(s) = self.f.syms.get(map[j] as usize) else { continue };
            let ok = match (s.def, c.def) {
                (Def::Undefined, Def::Undefined) => s.use_kind == UseKind::None || c.use_kind == UseKind::None || s.use_kind == c.use_kind,
                (Def::Undefined, Def::Value(_)) => s.use_kind != UseKind::Block,
                (Def::Undefined, Def::Block(_)) => s.use_kind != UseKind::Value,
                (Def::Value(_), Def::Undefined) => c.use_kind != UseKind::Block,
                (Def::Block(_), Def::Undefined) => c.use_kind != UseKind::Value,
                _ => false, // defined in both halves
            };
            if !ok {
                return false;
            }
        }
        let head_defined = |s: u32| self.f.syms.get(map[s as usize] as usize).filter(|s| matches!(s.def, Def::Value(_)));
        for u in &tf.typed_uses {
            if let Some(s) = head_defined(u.sym) {
                if s.span != NO_TYPE && !same_type(self.b, s.span, u.ty) {
                    return false;
                }
            }
        }
        let kept_uses: Vec<(u32, Span, Span)> = tf.typed_uses.iter().filter(|u| head_defined(u.sym).is_none()).map(|u| (u.sym, u.ty, u.at)).collect();

        // From here on the merge cannot fail.
        let v1 = self.f.values.len() as u32;
        let i1 = self.f.insts.len() as u32;
        let o1 = self.f.operands.len() as u32;
        let p1 = self.f.phi_incoming.len() as u32;
        let n1 = self.f.names.len() as u32;
        let b1 = self.f.cfg.num_blocks() as u32;
        let shift = |d: Def| match d {
            Def::Value(v) => Def::Value(v + v1),
            Def::Block(b) => Def::Block(b + b1),
            Def::Undefined => Def::Undefined,
        };
        for (j, c) in tf.syms.iter().enumerate() {
            if map[j] == u32::MAX {
                map[j] = self.f.syms.len() as u32;
                self.f.syms.push(Sym { def: shift(c.def), use_kind: c.use_kind, span: c.span });
                continue;
            }
            let s = &mut self.f.syms[map[j] as usize];
            if s.def == Def::Undefined {
                if s.use_kind == UseKind::None {
                    s.use_kind = c.use_kind;
                    s.span = c.span;
                }
                if let Def::Value(_) = c.def {
                    s.span = c.span; // the value's type
                }
                s.def = shift(c.def);
            }
        }
        // Constants and globals in the tail's first-use order, as the sequential parse
        // interns them.
        let consts: Vec<u32> = tail.consts.iter().map(|&(a, b, int)| if int { self.intern_int(a, b).0 } else { self.intern_const(a, b).0 }).collect();
        let globals: Vec<u32> = tail.globals.iter().map(|&g| self.intern_global(g).0).collect();
        let op = |o: Operand| match o {
            Operand::Local(ValueId(j)) => Operand::Local(ValueId(map[j as usize])),
            Operand::Block(Block(j)) => Operand::Block(Block(map[j as usize])),
            Operand::Constant(ConstId(c)) => Operand::Constant(ConstId(consts[c as usize])),
            Operand::InlineAsm(ConstId(c)) => Operand::InlineAsm(ConstId(consts[c as usize])),
            Operand::Global(GlobalId(g)) => Operand::Global(GlobalId(globals[g as usize])),
            Operand::Metadata => Operand::Metadata,
        };
        let tail_edges = std::mem::take(&mut t.f.edges);
        let tail_cfg = std::mem::take(&mut t.f.cfg);
        let tf = &t.f;
        let f = &mut self.f;
        // The two halves of the copy on two threads (each appends to tables of its own).
        let (insts, values, names, starts) = (&mut f.insts, &mut f.values, &mut f.names, &mut f.block_starts);
        let globals = &globals;
        let offsets = Offsets { v1, i1, o1, p1, n1, b1 };
        let (operands, phis, edges, cfg) = (&mut f.operands, &mut f.phi_incoming, &mut f.edges, &mut f.cfg);
        let spawned = std::thread::scope(|s| {
            let first = std::thread::Builder::new().spawn_scoped(s, move || append_insts(tf, insts, values, names, starts, globals, offsets));
            operands.extend(tf.operands.iter().map(|&o| op(o)));
            phis.extend(tf.phi_incoming.iter().map(|&(o, b)| (op(o), Block(map[b.index()]))));
            edges.extend(tail_edges.into_iter().map(|e| PendingEdge { from: Block(e.from.0 + b1), sym: map[e.sym as usize], label: e.label, span: e.span }));
            cfg.append(tail_cfg);
            first.is_ok()
        });
        if !spawned {
            append_insts(tf, &mut f.insts, &mut f.values, &mut f.names, &mut f.block_starts, globals, offsets);
        }
        f.typed_uses.extend(kept_uses.into_iter().map(|(s, ty, at)| TypedUse { sym: map[s as usize], ty, at }));
        if !t.f.values.is_empty() {
            f.last_def = map[t.f.last_def as usize];
        }
        f.cur = t.f.cur.map(|b| Block(b.0 + b1));
        f.terminated = t.f.terminated;
        f.unlabelled = t.f.unlabelled;
        // Go on after the tail's `}`.
        self.lex.set_pos(t.lex.pos());
        self.tok = t.tok;
        self.peeked = t.peeked;
        self.prev_kind = t.prev_kind;
        self.prev_end = t.prev_end;
        true
    }
}

/// Where the tail's tables go in the merged ones: the head's values, instructions, operands,
/// phi entries, name bytes and blocks.
#[derive(Clone, Copy)]
struct Offsets {
    v1: u32,
    i1: u32,
    o1: u32,
    p1: u32,
    n1: u32,
    b1: u32,
}

/// Appends the tail's instructions, values, printed names and block starts, renumbered
/// (`globals`: the tail's global ids as the head's). `O(tail instructions)`.
fn append_insts(tf: &FnState, insts: &mut Vec<Instruction>, values: &mut Vec<ValueData>, names: &mut String, starts: &mut Vec<u32>, globals: &[u32], o: Offsets) {
    let Offsets { v1, i1, o1, p1, n1, b1 } = o;
    names.push_str(&tf.names);
    values.extend(tf.values.iter().map(|v| ValueData {
        kind: match v.kind {
            ValueKind::Inst(i) => ValueKind::Inst(InstId(i.0 + i1)),
            k => k,
        },
        span: v.span,
        name: OpRange { start: v.name.start + n1, end: v.name.end + n1 },
    }));
    insts.extend(tf.insts.iter().map(|i| Instruction {
        opcode: i.opcode,
        block: Block(i.block.0 + b1),
        result: i.result.map(|v| ValueId(v.0 + v1)),
        operands: OpRange { start: i.operands.start + o1, end: i.operands.end + o1 },
        phi: OpRange { start: i.phi.start + p1, end: i.phi.end + p1 },
        callee: i.callee.map(|g| GlobalId(globals[g.0 as usize])),
        span: i.span,
    }));
    starts.extend(tf.block_starts.iter().map(|&s| s + i1));
}

/// [`Parser::stop_at`] once the main parser has stopped at the split label.
pub(super) const STOPPED: u32 = u32::MAX - 1;

#[cfg(test)]
mod tests;
