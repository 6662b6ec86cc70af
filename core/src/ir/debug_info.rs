//! Source-level debug information read from clang's metadata (issue 33 item 1).
//!
//! The IR parser skips metadata; [`DebugInfo::read`] reads it afterwards, on demand, from the
//! same text and the parsed [`Module`] (so IR without debug information parses exactly as
//! before and pays nothing). What is read (LLVM LangRef, "Metadata" and "Debug Records";
//! LLVM's SourceLevelDebugging document):
//!
//! - definitions `!N = (distinct)? !DIKind(field: value, …)` of `DILocation` (line, column,
//!   scope, `inlinedAt`), `DIFile`, `DISubprogram`, `DILexicalBlock(File)`, `DILocalVariable`,
//!   and the types a value is printed with (`DIBasicType`, `DIDerivedType`,
//!   `DICompositeType`, `DISubrange`, member lists);
//! - each instruction's `!dbg !N` attachment (its source location);
//! - the variable records: LLVM 19+ `#dbg_value` / `#dbg_declare` / `#dbg_assign` lines (they
//!   belong to the instruction that follows them) and the older calls of `@llvm.dbg.value` /
//!   `@llvm.dbg.declare` / `@llvm.dbg.assign` (the call is the position), with their
//!   `DIExpression`s.
//!
//! **Lazy reading** (issue 33 item 7, as LLVM's bitcode reader loads metadata lazily:
//! `MetadataLoader`'s lazy loading): [`DebugInfo::read`] only indexes the metadata definitions
//! by id (one pass over the metadata lines, a `memchr` per line, then a sort) and notes each
//! function's instruction spans. A definition is decoded the first time one of
//! [`DebugInfo`]'s [`Nodes`] tables is asked for it, a function's `!dbg` attachments and
//! records the first time [`DebugInfo::functions`] is asked for it, and both are kept (a
//! [`OnceLock`] each, so a [`DebugInfo`] stays `Send + Sync`). [`DebugInfo::read_eager`] is the
//! previous reader, kept as the slow reference: it decodes everything up front (the property
//! tests check both give the same answers).
//!
//! Cost: `read` is `O(metadata lines · log + instructions)`; a node costs its line's length
//! when first asked for (a composite type also its element tuple and subranges), a function
//! its text.
//!
//! Errors: a malformed definition (of a kind read here), record or expression is found when it
//! is read: a table then answers `None` for the definition, as for a missing node, and a
//! function leaves the record out. [`DebugInfo::validate`] reads everything and returns the
//! first malformed definition in text order, else the first malformed record, as a
//! [`ParseError`] with the line and column (what `read_eager` reports). Kinds not read
//! (`!DICompileUnit`, tuples, strings) are skipped. Two definitions of one id: the later one
//! counts (LLVM rejects the module; `read_eager` keeps the later one per kind).

use super::model::Module;
use crate::span::{LineIndex, ParseError, Span};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, OnceLock};


/// A hasher for metadata ids (small dense integers): one multiplication (Fibonacci hashing),
/// instead of SipHash's rounds.
#[derive(Default, Clone, Copy, Debug)]
pub struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (n as u64 ^ self.0).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A map keyed by metadata id.
pub type IdMap<V> = HashMap<MdId, V, BuildHasherDefault<IdHasher>>;

/// A metadata node id (`!N`).
pub type MdId = u32;

/// A source location (`!DILocation`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiLocation {
    /// 1-based source line; 0 = compiler-generated code with no line.
    pub line: u32,
    /// 1-based column; 0 = none.
    pub col: u32,
    /// The scope (`DISubprogram` or `DILexicalBlock`).
    pub scope: MdId,
    /// The call site this location was inlined into, if any (a `DILocation`).
    pub inlined_at: Option<MdId>,
}

/// A scope: a function (`DISubprogram`) or a block (`DILexicalBlock`, `DILexicalBlockFile`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiScope {
    /// The function's name (`DISubprogram`), empty for blocks.
    pub name: String,
    /// The enclosing scope (none for a function).
    pub parent: Option<MdId>,
    /// The file (`DIFile`).
    pub file: Option<MdId>,
    /// The line it starts on.
    pub line: u32,
    /// Whether this is a `DISubprogram`.
    pub subprogram: bool,
}

/// A source variable (`!DILocalVariable`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiVariable {
    /// The name as written.
    pub name: String,
    /// The 1-based parameter number, 0 for a local.
    pub arg: u32,
    /// The scope it is declared in.
    pub scope: MdId,
    /// The declaration's line.
    pub line: u32,
    /// The type, if given.
    pub ty: Option<MdId>,
}

/// A module global's source variable (`!DIGlobalVariable`, reached from the global's
/// `!dbg` attachment through its `!DIGlobalVariableExpression`): a `__local` array declared in a
/// kernel (`@k.tile` is `tile`), a `__constant` table, a device global.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiGlobalVariable {
    /// The name as written in the source.
    pub name: String,
    /// The declaration's line (0: none).
    pub line: u32,
    /// The type, if given.
    pub ty: Option<MdId>,
}

/// A type, as far as needed to print a value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiType {
    /// `DIBasicType`: name, size in bits, `DW_ATE_*` encoding (without the prefix).
    Basic { name: String, bits: u32, encoding: String },
    /// `DIDerivedType` with `DW_TAG_pointer_type` / `reference_type`.
    Pointer { base: Option<MdId>, bits: u32 },
    /// `typedef`, `const`, `volatile`, `restrict`, `atomic`: the base type; `name` for a typedef.
    Alias { name: String, base: Option<MdId> },
    /// A struct/union member: name, type, offset in bits.
    Member { name: String, base: Option<MdId>, offset: u32 },
    /// `DICompositeType` array (a vector when `vector`): element type, element counts.
    Array { base: Option<MdId>, counts: Vec<u64>, vector: bool, bits: u32 },
    /// `DICompositeType` struct/union/class: name, size in bits, members (`Member` ids).
    Struct { name: String, bits: u32, members: Vec<MdId> },
    /// Anything else (enumerations, subroutine types …): its name if any.
    Other { name: String, bits: u32 },
}

/// One operation of a `DIExpression` (the `DW_OP_*` operators clang -O0/-O2 emit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiOp {
    /// `DW_OP_plus_uconst N`.
    PlusUconst(u64),
    /// `DW_OP_constu N`.
    Constu(u64),
    /// `DW_OP_consts N`.
    Consts(i64),
    /// `DW_OP_plus`, `DW_OP_minus`, `DW_OP_mul`, `DW_OP_div`, `DW_OP_mod`, `DW_OP_and`,
    /// `DW_OP_or`, `DW_OP_xor`, `DW_OP_shl`, `DW_OP_shr`, `DW_OP_shra`, `DW_OP_neg`,
    /// `DW_OP_not`, `DW_OP_swap`, `DW_OP_dup`.
    Arith(ArithOp),
    /// `DW_OP_deref` (and `DW_OP_xderef`, whose address space is dropped).
    Deref,
    /// `DW_OP_deref_size N`.
    DerefSize(u64),
    /// `DW_OP_stack_value`: the expression computes the value, not its address.
    StackValue,
    /// `DW_OP_LLVM_convert BITS, DW_ATE_signed|unsigned`.
    Convert { bits: u32, signed: bool },
    /// `DW_OP_LLVM_fragment OFFSET, SIZE` (bits): the record describes part of the variable.
    Fragment { offset: u32, bits: u32 },
    /// `DW_OP_LLVM_arg N` (with `DIArgList`).
    Arg(u32),
    /// An operator not evaluated here (its name): the value is shown as unavailable.
    Unsupported(String),
}

/// A stack operator of a `DIExpression` (`DW_OP_` + the name in lower case).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[allow(missing_docs)]
pub enum ArithOp {
    Plus,
    Minus,
    Mul,
    Div,
    Mod,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Shra,
    Neg,
    Not,
    Swap,
    Dup,
}

/// The kind of a variable record.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordKind {
    /// `#dbg_value` / `llvm.dbg.value`: the variable's value is the operand (from here on).
    Value,
    /// `#dbg_declare` / `llvm.dbg.declare`: the variable lives in memory at the operand.
    Declare,
    /// `#dbg_assign` / `llvm.dbg.assign`: as `Value` (the store link is not used).
    Assign,
}

/// The value operand of a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DbgOperand {
    /// An SSA value of the function (`%x`), with its IR type text.
    Local { name: String, ty: String },
    /// A global (`@g`).
    Global { name: String, ty: String },
    /// A constant (its text: `0`, `1.5e+00`, `true`, `null`), with its IR type text.
    Const { text: String, ty: String },
    /// `undef`, `poison` or an empty operand: the variable has no value here (optimised out).
    Undef,
    /// `!DIArgList(…)`: the operands, each as above.
    ArgList(Vec<DbgOperand>),
}

/// A variable record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DbgRecord {
    /// Value, declare or assign.
    pub kind: RecordKind,
    /// The variable (`DILocalVariable`).
    pub var: MdId,
    /// The location operand.
    pub operand: DbgOperand,
    /// The expression.
    pub expr: Vec<DiOp>,
    /// The record's own `DILocation` (its scope and `inlinedAt` say which inlined copy).
    pub loc: Option<MdId>,
    /// The record's text span (for messages and the views).
    pub span: Span,
}

/// Debug information of one function, by the position of its instructions in
/// [`super::Function::insts`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionDebug {
    /// The function's `DISubprogram`, if any.
    pub subprogram: Option<MdId>,
    /// Per instruction, its `!dbg` location.
    pub locs: Vec<Option<MdId>>,
    /// Records, each with the index of the instruction it belongs to (records precede their
    /// instruction: they take effect just before it runs), in text order.
    pub records: Vec<(u32, DbgRecord)>,
}

/// A resolved line-table row: the source position of one instruction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineRow {
    /// The file name (`DIFile` `filename`), empty if unknown.
    pub file: String,
    /// 1-based line (0: none).
    pub line: u32,
    /// 1-based column (0: none).
    pub col: u32,
}

/// A metadata table by id (`locations`, `scopes`, … of [`DebugInfo`]): a lazily decoded view
/// of the module's metadata definitions of one kind, with the read-only part of a map's API.
///
/// Built by [`DebugInfo::read`] over an index of the definitions: [`Nodes::get`] decodes a
/// definition the first time any table asks for it (`O(its line)` then, `O(log definitions)`
/// after); a malformed definition reads as absent ([`DebugInfo::validate`] reports it). Built
/// by [`DebugInfo::read_eager`] or deserialized: a plain map.
pub struct Nodes<T> {
    /// The shared index and the projection of a decoded node onto this table's kind.
    lazy: Option<(Arc<MdIndex>, Pick<T>)>,
    /// The nodes of an eager table (empty for a lazy one).
    map: IdMap<T>,
}

impl<T> Default for Nodes<T> {
    fn default() -> Self {
        Nodes { lazy: None, map: IdMap::default() }
    }
}

impl<T: Clone> Clone for Nodes<T> {
    fn clone(&self) -> Self {
        Nodes { lazy: self.lazy.clone(), map: self.map.clone() }
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Nodes<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<T> Nodes<T> {
    /// An eager table holding `map`.
    pub fn from_map(map: IdMap<T>) -> Nodes<T> {
        Nodes { lazy: None, map }
    }

    /// The node `!id` if it is a definition of this table's kind (decoding it on first use).
    /// Expected `O(log definitions)`, plus `O(its line)` the first time.
    pub fn get(&self, id: &MdId) -> Option<&T> {
        match &self.lazy {
            Some((ix, pick)) => ix.node(*id).and_then(pick),
            None => self.map.get(id),
        }
    }

    /// Whether `!id` is a definition of this table's kind.
    pub fn contains_key(&self, id: &MdId) -> bool {
        self.get(id).is_some()
    }

    /// The nodes of this kind, by increasing id. Decodes every definition of a lazy table:
    /// `O(metadata)` the first time.
    pub fn iter(&self) -> impl Iterator<Item = (MdId, &T)> + '_ {
        let lazy = self.lazy.as_ref().map(|(ix, pick)| ix.lines.iter().enumerate().filter_map(move |(k, l)| pick(ix.node_at(k)).map(|t| (l.0, t))));
        let mut eager: Vec<(MdId, &T)> = self.map.iter().map(|(&k, v)| (k, v)).collect();
        eager.sort_unstable_by_key(|e| e.0);
        lazy.into_iter().flatten().chain(eager)
    }

    /// The number of nodes of this kind (decodes every definition of a lazy table).
    pub fn len(&self) -> usize {
        match &self.lazy {
            Some(_) => self.iter().count(),
            None => self.map.len(),
        }
    }

    /// Whether there is no node of this kind.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<T> std::ops::Index<&MdId> for Nodes<T> {
    type Output = T;
    /// # Panics
    /// When `!id` is not a node of this kind (as a map's index does).
    fn index(&self, id: &MdId) -> &T {
        self.get(id).unwrap_or_else(|| panic!("no metadata node !{id} of this kind"))
    }
}

impl<T: Serialize> Serialize for Nodes<T> {
    /// As a map from id to node (every node of a lazy table decoded).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Nodes<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        IdMap::<T>::deserialize(d).map(Nodes::from_map)
    }
}

/// The projection of a decoded node onto one table's kind.
type Pick<T> = fn(&Node) -> Option<&T>;

/// A malformed definition or record: its span and message (made a [`ParseError`] by the
/// caller, which has the line index).
type Malformed = (Span, String);

/// A function's debug information as read, with its first malformed record.
type ReadFunction = (FunctionDebug, Option<Malformed>);

/// A decoded definition line: its id, the node, and a composite type's element tuple.
type Definition = (MdId, Node, Option<MdId>);

/// One decoded metadata definition.
#[derive(Clone, Debug)]
enum Node {
    Location(DiLocation),
    File((String, String)),
    Scope(DiScope),
    Variable(DiVariable),
    Type(DiType),
    /// `!DISubrange(count: N)`.
    Subrange(u64),
    /// A tuple `!{!1, !2}` (read from its text when a composite type asks for it).
    Tuple,
    /// A kind not read here, or a malformed definition (as a lazy table sees it).
    Other,
}

fn pick_location(n: &Node) -> Option<&DiLocation> {
    if let Node::Location(x) = n { Some(x) } else { None }
}
fn pick_scope(n: &Node) -> Option<&DiScope> {
    if let Node::Scope(x) = n { Some(x) } else { None }
}
fn pick_file(n: &Node) -> Option<&(String, String)> {
    if let Node::File(x) = n { Some(x) } else { None }
}
fn pick_variable(n: &Node) -> Option<&DiVariable> {
    if let Node::Variable(x) = n { Some(x) } else { None }
}
fn pick_type(n: &Node) -> Option<&DiType> {
    if let Node::Type(x) = n { Some(x) } else { None }
}

/// The metadata definitions `!N = …` of a module's text, by id, each decoded on first use.
struct MdIndex {
    src: Arc<str>,
    /// `(id, line start, line end)` in `src`, sorted by id, one per id (the later definition).
    lines: Vec<(MdId, u32, u32)>,
    /// Per entry of `lines`: the decoded node (allocated on the first decode).
    nodes: OnceLock<Box<[OnceLock<Node>]>>,
}

impl MdIndex {
    /// Indexes the `!N = …` lines of `src` from byte `from` (a line start) on.
    /// `O(bytes + lines · log lines)`.
    fn build(src: &str, from: usize) -> MdIndex {
        let b = src.as_bytes();
        let mut lines: Vec<(MdId, u32, u32)> = Vec::new();
        let mut pos = from.min(b.len());
        while pos < b.len() {
            // `str::find` of a one-byte char is `core::slice::memchr` (word at a time).
            let end = src[pos..].find('\n').map_or(b.len(), |k| pos + k);
            if b[pos] == b'!' {
                if let Some(id) = definition_id(&b[pos..end]) {
                    lines.push((id, pos as u32, end as u32));
                }
            }
            pos = end + 1;
        }
        if !lines.is_sorted_by_key(|l| l.0) {
            // Stable: among definitions of one id the last in the text stays last.
            lines.sort_by_key(|l| l.0);
        }
        if lines.windows(2).any(|w| w[0].0 == w[1].0) {
            let mut kept: Vec<(MdId, u32, u32)> = Vec::with_capacity(lines.len());
            for l in lines {
                match kept.last_mut() {
                    Some(k) if k.0 == l.0 => *k = l,
                    _ => kept.push(l),
                }
            }
            lines = kept;
        }
        MdIndex { src: Arc::from(src), lines, nodes: OnceLock::new() }
    }

    fn slot(&self, id: MdId) -> Option<usize> {
        self.lines.binary_search_by_key(&id, |l| l.0).ok()
    }

    /// The text of definition `!id` (its whole line).
    fn definition_text(&self, id: MdId) -> Option<&str> {
        let (_, a, e) = self.lines[self.slot(id)?];
        Some(&self.src[a as usize..e as usize])
    }

    /// The source variable of module global `@name` (bare or quoted in the text): its
    /// definition line's first `!dbg !N` attachment that is a `!DIGlobalVariableExpression`
    /// whose `var:` is a `!DIGlobalVariable`. `O(bytes)` (a search of the text for the
    /// definition), then `O(log definitions)`.
    fn global_variable(&self, name: &str) -> Option<DiGlobalVariable> {
        let src = &*self.src;
        let line = [format!("@{name} = "), format!("@\"{name}\" = ")].iter().find_map(|head| {
            let mut from = 0;
            loop {
                let k = from + src[from..].find(head.as_str())?;
                if k == 0 || src.as_bytes()[k - 1] == b'\n' {
                    let end = src[k..].find('\n').map_or(src.len(), |e| k + e);
                    return Some(&src[k..end]);
                }
                from = k + 1;
            }
        })?;
        let mut rest = line;
        while let Some(p) = rest.find("!dbg !") {
            let after = &rest[p + 6..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            rest = &after[digits..];
            let Some(expr) = after[..digits].parse().ok().and_then(|id| self.definition_text(id)) else { continue };
            let Some(var) = call_fields(expr, "!DIGlobalVariableExpression(").and_then(|f| f.iter().find(|(k, _)| *k == "var").and_then(|(_, v)| md_ref(v))) else { continue };
            let Some(fields) = self.definition_text(var).and_then(|v| call_fields(v, "!DIGlobalVariable(")) else { continue };
            let get = |k: &str| fields.iter().find(|(n, _)| *n == k).map(|(_, v)| *v);
            return Some(DiGlobalVariable {
                name: get("name").map(unquote).unwrap_or_default(),
                line: get("line").and_then(|l| l.parse().ok()).unwrap_or(0),
                ty: get("type").and_then(md_ref),
            });
        }
        None
    }

    /// The decoded node `!id` (`None`: no such definition).
    fn node(&self, id: MdId) -> Option<&Node> {
        self.slot(id).map(|k| self.node_at(k))
    }

    /// The decoded node of entry `k` of `lines` (`Node::Other` when malformed).
    fn node_at(&self, k: usize) -> &Node {
        let cells = self.nodes.get_or_init(|| (0..self.lines.len()).map(|_| OnceLock::new()).collect());
        cells[k].get_or_init(|| self.decode(k).unwrap_or(Node::Other))
    }

    /// Decodes entry `k` of `lines`, a composite type with its elements.
    fn decode(&self, k: usize) -> Result<Node, (Span, String)> {
        let (_, a, e) = self.lines[k];
        let Some((_, node, elements)) = definition(&self.src[a as usize..e as usize], a as usize)? else { return Ok(Node::Other) };
        Ok(match (node, elements) {
            (Node::Type(mut t), Some(e)) => {
                let elems = self.tuple(e);
                match &mut t {
                    DiType::Array { counts, .. } => {
                        *counts = elems.iter().filter_map(|&s| self.subrange(s)).collect();
                    }
                    DiType::Struct { members, .. } => *members = elems,
                    _ => {}
                }
                Node::Type(t)
            }
            (n, _) => n,
        })
    }

    /// The ids of tuple `!id` (empty when `!id` is not a tuple).
    fn tuple(&self, id: MdId) -> Vec<MdId> {
        let Some(k) = self.slot(id) else { return Vec::new() };
        let (_, a, e) = self.lines[k];
        tuple_ids(&self.src[a as usize..e as usize])
    }

    /// The count of subrange `!id` (`None` when `!id` is not a well-formed subrange).
    fn subrange(&self, id: MdId) -> Option<u64> {
        let (_, a, e) = self.lines[self.slot(id)?];
        match definition(&self.src[a as usize..e as usize], a as usize) {
            Ok(Some((_, Node::Subrange(c), _))) => Some(c),
            _ => None,
        }
    }
}

/// The id of a definition line `!N = …` (`None` for any other line, e.g. `!llvm.ident = …`).
fn definition_id(line: &[u8]) -> Option<MdId> {
    let mut k = 1;
    let mut id: u64 = 0;
    while k < line.len() && line[k].is_ascii_digit() {
        id = id.saturating_mul(10).saturating_add((line[k] - b'0') as u64);
        k += 1;
    }
    if k == 1 || !line[k..].starts_with(b" = ") {
        return None;
    }
    MdId::try_from(id).ok()
}

/// The ids of a tuple definition line `!N = !{!1, !2}` (empty for any other line).
fn tuple_ids(line: &str) -> Vec<MdId> {
    let Some((_, rest)) = line.split_once(" = ") else { return Vec::new() };
    let rest = rest.trim_start();
    let rest = rest.strip_prefix("distinct ").unwrap_or(rest).trim_start();
    if !rest.starts_with("!{") {
        return Vec::new();
    }
    let inner = rest.trim_start_matches("!{").trim_end().trim_end_matches('}');
    inner.split(',').filter_map(|s| md_ref(s.trim())).collect()
}

/// The debug information of a module. Empty (`is_empty`) for IR without `-g`.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct DebugInfo {
    /// Locations by id.
    pub locations: Nodes<DiLocation>,
    /// Scopes by id.
    pub scopes: Nodes<DiScope>,
    /// Files by id: (`filename`, `directory`).
    pub files: Nodes<(String, String)>,
    /// Variables by id.
    pub variables: Nodes<DiVariable>,
    /// Types by id.
    pub types: Nodes<DiType>,
    /// Per function of the module (same order).
    pub functions: Functions,
}

impl DebugInfo {
    /// Whether the module carries no debug locations or records at all.
    pub fn is_empty(&self) -> bool {
        self.functions.iter().all(|f| f.records.is_empty() && f.locs.iter().all(Option::is_none))
    }

    /// The source variable of module global `@name` (its name without `@` or quotes), from the
    /// global's `!dbg` attachment (`!DIGlobalVariableExpression(var: !M, …)`, `!M =
    /// !DIGlobalVariable(name:, line:, type:, …)`; LLVM LangRef "DIGlobalVariable"). `None`
    /// without one, and for an eagerly read or deserialized table (which keeps no text).
    /// `O(bytes)` per call: callers ask once per global.
    pub fn global_variable(&self, name: &str) -> Option<DiGlobalVariable> {
        let (ix, _) = self.types.lazy.as_ref()?;
        ix.global_variable(name)
    }

    /// Reads the debug information of `module`, parsed from `src`, lazily (module doc): indexes
    /// the metadata definitions and notes each function's instruction spans; a definition is
    /// decoded, and a function's `!dbg` attachments and records are read, when first asked
    /// for. `O(metadata lines · log + instructions)` (a `memchr` per metadata line, 12 bytes
    /// copied per instruction), plus a copy of `src`.
    ///
    /// # Errors
    /// None at present: malformed definitions and records are found when read, and all of
    /// them by [`DebugInfo::validate`] (the `Result` is kept for callers written against the
    /// eager reader).
    pub fn read(module: &Module, src: &str) -> Result<DebugInfo, ParseError> {
        let ix = Arc::new(MdIndex::build(src, metadata_start(module, src)));
        let functions = Functions {
            lazy: Some(Arc::new(FnIndex {
                src: Arc::clone(&ix.src),
                funcs: module.functions.iter().map(FnSpans::of).collect(),
                cells: (0..module.functions.len()).map(|_| OnceLock::new()).collect(),
            })),
            list: Vec::new(),
        };
        fn lazy<T>(ix: &Arc<MdIndex>, pick: Pick<T>) -> Nodes<T> {
            Nodes { lazy: Some((Arc::clone(ix), pick)), map: IdMap::default() }
        }
        Ok(DebugInfo {
            locations: lazy(&ix, pick_location),
            scopes: lazy(&ix, pick_scope),
            files: lazy(&ix, pick_file),
            variables: lazy(&ix, pick_variable),
            types: lazy(&ix, pick_type),
            functions,
        })
    }

    /// The slow reference of [`DebugInfo::read`]: decodes every definition up front (the
    /// reader before it was lazy). `O(source)`.
    ///
    /// # Errors
    /// A malformed `DI…` definition (the first in text order), else a malformed record or
    /// expression, at its line and column.
    pub fn read_eager(module: &Module, src: &str) -> Result<DebugInfo, ParseError> {
        let mut maps = EagerMaps::default();
        let b = src.as_bytes();
        let mut pos = metadata_start(module, src);
        while pos < b.len() {
            let end = src[pos..].find('\n').map_or(src.len(), |k| pos + k);
            let line = &src[pos..end];
            if line.as_bytes().first() == Some(&b'!') && line.as_bytes().get(1).is_some_and(u8::is_ascii_digit) {
                maps.definition(line, pos).map_err(|(s, m)| ParseError::with_index(&LineIndex::new(src), src, s, m))?;
            }
            pos = end + 1;
        }
        let functions = read_functions(module, src)?;
        Ok(maps.link(src, functions))
    }

    /// Decodes every metadata definition and reads every function (of a lazy [`DebugInfo`];
    /// an eager one was checked when read). `O(source)`.
    ///
    /// # Errors
    /// The first malformed `DI…` definition in text order, else the first malformed record or
    /// expression, at its line and column (the error [`DebugInfo::read_eager`] reports).
    pub fn validate(&self) -> Result<(), ParseError> {
        if let Some((ix, _)) = &self.locations.lazy {
            let mut order: Vec<usize> = (0..ix.lines.len()).collect();
            order.sort_by_key(|&k| ix.lines[k].1);
            for k in order {
                if let Err((s, m)) = ix.decode(k) {
                    return Err(ParseError::with_index(&LineIndex::new(&ix.src), &ix.src, s, m));
                }
            }
        }
        if let Some(fx) = &self.functions.lazy {
            for k in 0..fx.funcs.len() {
                if let Some((s, m)) = &fx.decoded(k).1 {
                    return Err(ParseError::with_index(&LineIndex::new(&fx.src), &fx.src, *s, m.clone()));
                }
            }
        }
        Ok(())
    }

    /// The line-table row of instruction `inst` of function `func` (`None` without `!dbg`).
    pub fn row(&self, func: usize, inst: usize) -> Option<LineRow> {
        let id = (*self.functions.get(func)?.locs.get(inst)?)?;
        let l = self.locations.get(&id)?;
        Some(LineRow { file: self.file_of_scope(l.scope), line: l.line, col: l.col })
    }

    /// The file name of a scope (walking up to one that names a file).
    pub fn file_of_scope(&self, mut s: MdId) -> String {
        for _ in 0..256 {
            let Some(sc) = self.scopes.get(&s) else { break };
            if let Some(f) = sc.file.and_then(|f| self.files.get(&f)) {
                return f.0.clone();
            }
            match sc.parent {
                Some(p) => s = p,
                None => break,
            }
        }
        String::new()
    }

    /// Whether scope `outer` is `inner` or encloses it. `O(depth)`.
    pub fn encloses(&self, outer: MdId, mut inner: MdId) -> bool {
        for _ in 0..1024 {
            if inner == outer {
                return true;
            }
            match self.scopes.get(&inner).and_then(|s| s.parent) {
                Some(p) => inner = p,
                None => return false,
            }
        }
        false
    }

    /// The type name as C writes it (`int`, `float *`, `int4`).
    pub fn type_name(&self, ty: Option<MdId>) -> String {
        let Some(t) = ty.and_then(|t| self.types.get(&t)) else { return "void".into() };
        match t {
            DiType::Basic { name, .. } | DiType::Other { name, .. } => name.clone(),
            DiType::Pointer { base, .. } => format!("{} *", self.type_name(*base)),
            DiType::Alias { name, base } if name.is_empty() => self.type_name(*base),
            DiType::Alias { name, .. } => name.clone(),
            DiType::Member { base, .. } => self.type_name(*base),
            DiType::Array { base, counts, vector, .. } => {
                if *vector {
                    format!("{}{}", self.type_name(*base), counts.iter().product::<u64>())
                } else {
                    format!("{}{}", self.type_name(*base), counts.iter().map(|c| format!("[{c}]")).collect::<String>())
                }
            }
            DiType::Struct { name, .. } => format!("struct {name}"),
        }
    }

    /// The type with aliases (typedef, const, …) and members looked through.
    pub fn resolve(&self, mut ty: Option<MdId>) -> Option<&DiType> {
        for _ in 0..64 {
            match self.types.get(&ty?)? {
                DiType::Alias { base, .. } | DiType::Member { base, .. } => ty = *base,
                t => return Some(t),
            }
        }
        None
    }

    /// The size in bytes of a type (0 if unknown).
    pub fn size_of(&self, ty: Option<MdId>) -> u64 {
        match self.resolve(ty) {
            Some(DiType::Basic { bits, .. } | DiType::Pointer { bits, .. } | DiType::Struct { bits, .. } | DiType::Other { bits, .. }) => (*bits as u64).div_ceil(8),
            Some(DiType::Array { bits, base, counts, .. }) => {
                if *bits > 0 {
                    (*bits as u64).div_ceil(8)
                } else {
                    self.size_of(*base) * counts.iter().product::<u64>()
                }
            }
            _ => 0,
        }
    }
}

/// Where the metadata definitions start: after the last function's last instruction.
fn metadata_start(module: &Module, src: &str) -> usize {
    let tail = module.functions.iter().filter_map(|f| f.insts.last()).map(|i| i.span.end as usize).max().unwrap_or(0);
    tail.min(src.len())
}

/// What [`function_debug`] needs of a function: where its header's name ends, and per
/// instruction its byte range and whether it is a call. Copied from the [`Module`] by
/// [`DebugInfo::read`] (`O(instructions)`, 12 bytes each).
#[derive(Clone, Debug)]
struct FnSpans {
    name_end: u32,
    insts: Vec<(u32, u32, bool)>,
}

impl FnSpans {
    fn of(f: &super::model::Function) -> FnSpans {
        FnSpans { name_end: f.span.end, insts: f.insts.iter().map(|i| (i.span.start, i.span.end, i.opcode == super::model::Opcode::Call)).collect() }
    }
}

/// A function's `!dbg` attachments (its own and its instructions') and variable records.
/// A malformed record is left out, and the first one is returned beside (its span and
/// message). `O(the function's text)`.
fn function_debug(f: &FnSpans, src: &str) -> (FunctionDebug, Option<(Span, String)>) {
    let mut first_err = None;
    let mut fd = FunctionDebug {
        locs: Vec::with_capacity(f.insts.len()),
        ..FunctionDebug::default()
    };
    // The header's `!dbg !N` (between the name and the `{`): the subprogram.
    let name_end = (f.name_end as usize).min(src.len());
    let first = f.insts.first().map_or(name_end, |i| i.0 as usize).max(name_end);
    let brace = src[name_end..first].find('{').map_or(first, |b| name_end + b);
    fd.subprogram = attachment(&src[name_end..brace], "!dbg");
    let mut prev_end = (brace + 1).min(first);
    for (k, &(s, e, is_call)) in f.insts.iter().enumerate() {
        let (s, e) = (s as usize, e as usize);
        // Records on the lines between the previous instruction and this one.
        if s > prev_end {
            let gap = &src[prev_end..s];
            if gap.as_bytes().contains(&b'#') && gap.contains("#dbg_") {
                let mut off = 0;
                for l in gap.split_inclusive('\n') {
                    let t = l.trim_start();
                    if t.starts_with("#dbg_") {
                        let at = prev_end + off + (l.len() - t.len());
                        match record_line(t.trim_end(), at) {
                            Ok(r) => fd.records.push((k as u32, r)),
                            Err(x) => {
                                first_err.get_or_insert(x);
                            }
                        }
                    }
                    off += l.len();
                }
            }
        }
        let line_end = src[e..].find('\n').map_or(src.len(), |j| e + j);
        let text = &src[s..line_end];
        fd.locs.push(dbg_at_end(text.as_bytes()));
        if is_call && text.contains("@llvm.dbg.") {
            match call_record(text, s) {
                Ok(Some(r)) => fd.records.push((k as u32, r)),
                Ok(None) => {}
                Err(x) => {
                    first_err.get_or_insert(x);
                }
            }
        }
        prev_end = line_end.max(e);
    }
    (fd, first_err)
}

/// Every function's debug information, failing at the first malformed record.
fn read_functions(module: &Module, src: &str) -> Result<Vec<FunctionDebug>, ParseError> {
    let mut out = Vec::with_capacity(module.functions.len());
    for f in &module.functions {
        let (fd, err) = function_debug(&FnSpans::of(f), src);
        if let Some((span, msg)) = err {
            return Err(ParseError::with_index(&LineIndex::new(src), src, span, msg));
        }
        out.push(fd);
    }
    Ok(out)
}

/// The functions of a lazily read module: their spans, and each one's debug information
/// once decoded (with its first malformed record, if any).
struct FnIndex {
    src: Arc<str>,
    funcs: Vec<FnSpans>,
    cells: Box<[OnceLock<ReadFunction>]>,
}

impl FnIndex {
    fn decoded(&self, k: usize) -> &ReadFunction {
        self.cells[k].get_or_init(|| function_debug(&self.funcs[k], &self.src))
    }
}

/// [`DebugInfo::functions`]: per function of the module (same order), its
/// [`FunctionDebug`], with the read-only part of a `Vec`'s API.
///
/// Built by [`DebugInfo::read`]: a function's attachments and records are read the first time
/// it is asked for (`O(its text)` then, `O(1)` after); a malformed record is left out
/// ([`DebugInfo::validate`] reports it). Built by [`DebugInfo::read_eager`] or deserialized: a
/// plain vector.
#[derive(Default, Clone)]
pub struct Functions {
    lazy: Option<Arc<FnIndex>>,
    list: Vec<FunctionDebug>,
}

impl Functions {
    /// The debug information of function `k` (decoding it on first use).
    pub fn get(&self, k: usize) -> Option<&FunctionDebug> {
        match &self.lazy {
            Some(ix) => (k < ix.funcs.len()).then(|| &ix.decoded(k).0),
            None => self.list.get(k),
        }
    }

    /// The number of functions.
    pub fn len(&self) -> usize {
        self.lazy.as_ref().map_or(self.list.len(), |ix| ix.funcs.len())
    }

    /// Whether the module has no function.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every function's debug information, in module order (decoding each).
    pub fn iter(&self) -> impl Iterator<Item = &FunctionDebug> + '_ {
        (0..self.len()).filter_map(move |k| self.get(k))
    }
}

impl std::ops::Index<usize> for Functions {
    type Output = FunctionDebug;
    /// # Panics
    /// When `k` is not a function of the module (as a `Vec`'s index does).
    fn index(&self, k: usize) -> &FunctionDebug {
        self.get(k).unwrap_or_else(|| panic!("no function {k} (the module has {})", self.len()))
    }
}

impl<'a> IntoIterator for &'a Functions {
    type Item = &'a FunctionDebug;
    type IntoIter = Box<dyn Iterator<Item = &'a FunctionDebug> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl PartialEq for Functions {
    fn eq(&self, other: &Functions) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl std::fmt::Debug for Functions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Functions {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Functions {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<FunctionDebug>::deserialize(d).map(|list| Functions { lazy: None, list })
    }
}

/// The tables of [`DebugInfo::read_eager`] while it reads.
#[derive(Default)]
struct EagerMaps {
    locations: IdMap<DiLocation>,
    scopes: IdMap<DiScope>,
    files: IdMap<(String, String)>,
    variables: IdMap<DiVariable>,
    types: IdMap<DiType>,
    /// Composite types and their element tuples, resolved by `link`.
    composite_elements: Vec<(MdId, MdId)>,
    /// Tuple definitions: their line ranges.
    tuple_lines: IdMap<(u32, u32)>,
    subranges: IdMap<u64>,
}

impl EagerMaps {
    fn definition(&mut self, line: &str, at: usize) -> Result<(), (Span, String)> {
        let Some((id, node, elements)) = definition(line, at)? else { return Ok(()) };
        match node {
            Node::Location(x) => {
                self.locations.insert(id, x);
            }
            Node::File(x) => {
                self.files.insert(id, x);
            }
            Node::Scope(x) => {
                self.scopes.insert(id, x);
            }
            Node::Variable(x) => {
                self.variables.insert(id, x);
            }
            Node::Type(x) => {
                self.types.insert(id, x);
                if let Some(e) = elements {
                    self.composite_elements.push((id, e));
                }
            }
            Node::Subrange(c) => {
                self.subranges.insert(id, c);
            }
            Node::Tuple => {
                self.tuple_lines.insert(id, (at as u32, (at + line.len()) as u32));
            }
            Node::Other => {}
        }
        Ok(())
    }

    /// Fills array counts and struct members from their tuples.
    fn link(mut self, src: &str, functions: Vec<FunctionDebug>) -> DebugInfo {
        for (id, e) in std::mem::take(&mut self.composite_elements) {
            let elems = self.tuple_lines.get(&e).map_or_else(Vec::new, |&(a, b)| tuple_ids(&src[a as usize..b as usize]));
            match self.types.get_mut(&id) {
                Some(DiType::Array { counts, .. }) => {
                    *counts = elems.iter().filter_map(|s| self.subranges.get(s).copied()).collect();
                }
                Some(DiType::Struct { members, .. }) => *members = elems,
                _ => {}
            }
        }
        DebugInfo {
            locations: Nodes::from_map(self.locations),
            scopes: Nodes::from_map(self.scopes),
            files: Nodes::from_map(self.files),
            variables: Nodes::from_map(self.variables),
            types: Nodes::from_map(self.types),
            functions: Functions { lazy: None, list: functions },
        }
    }
}

/// Decodes a definition line `!N = (distinct)? …` at byte `at`: its id, the node, and for a
/// composite type the id of its element tuple. `Ok(None)` for a line of another shape.
fn definition(line: &str, at: usize) -> Result<Option<Definition>, Malformed> {
    let b = line.as_bytes();
    let mut k = 1;
    let mut id: u64 = 0;
    while k < b.len() && b[k].is_ascii_digit() {
        id = id.saturating_mul(10).saturating_add((b[k] - b'0') as u64);
        k += 1;
    }
    let (Ok(id), true) = (MdId::try_from(id), line[k..].starts_with(" = ")) else { return Ok(None) };
    let mut rest = line[k + 3..].trim_start();
    rest = rest.strip_prefix("distinct ").unwrap_or(rest).trim_start();
    if let Some(body) = rest.strip_prefix("!DILocation(") {
        if let Some((l, c, Some(scope), inlined_at)) = fast_location(body.as_bytes()) {
            return Ok(Some((id, Node::Location(DiLocation { line: l, col: c, scope, inlined_at }), None)));
        }
    }
    let Some(rest) = rest.strip_prefix("!DI") else {
        // A tuple `!{!1, !2}` of members is read when a composite asks for it.
        return Ok(Some((id, if rest.starts_with("!{") { Node::Tuple } else { Node::Other }, None)));
    };
    let open = rest.find('(').ok_or_else(|| (Span::at(at), "expected `(` after the metadata kind".to_string()))?;
    let kind = &rest[..open];
    if !matches!(
        kind,
        "Location" | "File" | "Subprogram" | "LexicalBlock" | "LexicalBlockFile" | "LocalVariable" | "BasicType" | "DerivedType" | "CompositeType" | "Subrange"
    ) {
        return Ok(Some((id, Node::Other, None)));
    }
    let body_start = line.len() - rest.len() + open + 1;
    let close = matching_paren(line, body_start - 1).ok_or_else(|| (Span::new(at + body_start - 1, at + line.len()), format!("unclosed `(` in `!DI{kind}`")))?;
    let fields = fields(&line[body_start..close]);
    let get = |k: &str| fields.iter().find(|(n, _)| *n == k).map(|(_, v)| *v);
    let num = |k: &str| get(k).and_then(|v| v.parse::<i64>().ok()).unwrap_or(0);
    let md = |k: &str| get(k).and_then(md_ref);
    let string = |k: &str| get(k).map(unquote).unwrap_or_default();
    let mut elements = None;
    let node = match kind {
        "Location" => {
            let scope = md("scope").ok_or_else(|| (Span::at(at), "`!DILocation` without a `scope:`".to_string()))?;
            Node::Location(DiLocation { line: num("line") as u32, col: num("column") as u32, scope, inlined_at: md("inlinedAt") })
        }
        "File" => Node::File((string("filename"), string("directory"))),
        "Subprogram" => Node::Scope(DiScope { name: string("name"), parent: None, file: md("file"), line: num("line") as u32, subprogram: true }),
        "LexicalBlock" | "LexicalBlockFile" => Node::Scope(DiScope { name: String::new(), parent: md("scope"), file: md("file"), line: num("line") as u32, subprogram: false }),
        "LocalVariable" => {
            let scope = md("scope").ok_or_else(|| (Span::at(at), "`!DILocalVariable` without a `scope:`".to_string()))?;
            Node::Variable(DiVariable { name: string("name"), arg: num("arg") as u32, scope, line: num("line") as u32, ty: md("type") })
        }
        "BasicType" => Node::Type(DiType::Basic { name: string("name"), bits: num("size") as u32, encoding: get("encoding").unwrap_or("").trim_start_matches("DW_ATE_").to_string() }),
        "DerivedType" => {
            let tag = get("tag").unwrap_or("");
            Node::Type(match tag {
                "DW_TAG_pointer_type" | "DW_TAG_reference_type" | "DW_TAG_rvalue_reference_type" => DiType::Pointer { base: md("baseType"), bits: num("size") as u32 },
                "DW_TAG_member" => DiType::Member { name: string("name"), base: md("baseType"), offset: num("offset") as u32 },
                _ => DiType::Alias { name: if tag == "DW_TAG_typedef" { string("name") } else { String::new() }, base: md("baseType") },
            })
        }
        "CompositeType" => {
            let tag = get("tag").unwrap_or("");
            elements = md("elements");
            Node::Type(match tag {
                "DW_TAG_array_type" => DiType::Array {
                    base: md("baseType"),
                    counts: Vec::new(),
                    vector: get("flags").is_some_and(|f| f.contains("DIFlagVector")),
                    bits: num("size") as u32,
                },
                "DW_TAG_structure_type" | "DW_TAG_union_type" | "DW_TAG_class_type" => DiType::Struct { name: string("name"), bits: num("size") as u32, members: Vec::new() },
                _ => DiType::Other { name: string("name"), bits: num("size") as u32 },
            })
        }
        _ => Node::Subrange(get("count").and_then(|c| c.parse().ok()).unwrap_or(0)),
    };
    Ok(Some((id, node, elements)))
}

/// The fields of the call `kind(…)` in definition line `line` (`!N = distinct kind(…)`), or
/// `None` when the line defines something else or its parenthesis is not closed.
fn call_fields<'a>(line: &'a str, kind: &str) -> Option<Vec<(&'a str, &'a str)>> {
    let at = line.find(" = ")? + 3;
    let rest = line[at..].trim_start();
    let rest = rest.strip_prefix("distinct ").unwrap_or(rest).trim_start();
    if !rest.starts_with(kind) {
        return None;
    }
    let open = line.len() - rest.len() + kind.len() - 1;
    let close = matching_paren(line, open)?;
    Some(fields(&line[open + 1..close]))
}

/// `!N` → `N`.
fn md_ref(s: &str) -> Option<MdId> {
    s.trim().strip_prefix('!')?.parse().ok()
}

fn unquote(s: &str) -> String {
    s.trim().trim_start_matches('"').trim_end_matches('"').to_string()
}

/// The index of the `)` matching the `(` at byte `open` of `s` (quotes respected).
fn matching_paren(s: &str, open: usize) -> Option<usize> {
    let b = s.as_bytes();
    let mut depth = 0i32;
    let mut in_str = false;
    let mut i = open;
    while i < b.len() {
        let c = b[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
        } else if c == b'"' {
            in_str = true;
        } else if c == b'(' {
            depth += 1;
        } else if c == b')' {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
        i += 1;
    }
    None
}

/// Splits `a: x, b: f(y, z), c: "s, t"` at top-level commas into `(key, value)` pairs.
fn fields(s: &str) -> Vec<(&str, &str)> {
    split_top(s)
        .into_iter()
        .filter_map(|f| {
            let (k, v) = f.split_once(':')?;
            Some((k.trim(), v.trim()))
        })
        .collect()
}

/// Splits at commas outside parentheses, braces and quotes.
fn split_top(s: &str) -> Vec<&str> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut in_str, mut start) = (0i32, false, 0usize);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if in_str {
            if c == b'\\' {
                i += 1;
            } else if c == b'"' {
                in_str = false;
            }
        } else {
            match c {
                b'"' => in_str = true,
                b'(' | b'{' | b'<' | b'[' => depth += 1,
                b')' | b'}' | b'>' | b']' => depth -= 1,
                b',' if depth == 0 => {
                    out.push(&s[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        i += 1;
    }
    if start < s.len() || !out.is_empty() {
        out.push(&s[start..]);
    }
    out
}

/// The `!dbg !N` attachment of an instruction's line, scanning back from its end (where
/// attachments are; the last `!dbg !` on the line). `O(distance from the end)`.
fn dbg_at_end(b: &[u8]) -> Option<MdId> {
    let mut j = b.len();
    while j > 5 {
        j -= 1;
        if b[j] == b'!' && &b[j - 5..j] == b"!dbg " {
            let mut v: u64 = 0;
            let mut k = j + 1;
            while k < b.len() && b[k].is_ascii_digit() && v <= u32::MAX as u64 {
                v = v * 10 + (b[k] - b'0') as u64;
                k += 1;
            }
            return (k > j + 1 && v <= u32::MAX as u64).then_some(v as MdId);
        }
    }
    None
}

/// `line: 3, column: 7, scope: !10, inlinedAt: !12` (a `DILocation`'s body up to `)`), read
/// byte by byte; `None` if some field is not of that simple shape (the general path reads it).
fn fast_location(body: &[u8]) -> Option<(u32, u32, Option<MdId>, Option<MdId>)> {
    let (mut line, mut col, mut scope, mut inl) = (0u32, 0u32, None, None);
    let mut i = 0;
    loop {
        while i < body.len() && body[i] == b' ' {
            i += 1;
        }
        let ks = i;
        while i < body.len() && body[i] != b':' {
            i += 1;
        }
        let key = &body[ks..i];
        i += 1;
        while i < body.len() && body[i] == b' ' {
            i += 1;
        }
        let md = i < body.len() && body[i] == b'!';
        if md {
            i += 1;
        }
        let vs = i;
        let mut v: u64 = 0;
        while i < body.len() && body[i].is_ascii_digit() {
            v = v.saturating_mul(10).saturating_add((body[i] - b'0') as u64);
            i += 1;
        }
        let v = u32::try_from(v).ok()?;
        let numeric = i > vs;
        match (key, md, numeric) {
            (b"line", false, true) => line = v,
            (b"column", false, true) => col = v,
            (b"scope", true, true) => scope = Some(v),
            (b"inlinedAt", true, true) => inl = Some(v),
            _ => {
                // `isImplicitCode: true`, `atomGroup: …`: skip the value.
                if numeric || md {
                    return None;
                }
                while i < body.len() && body[i] != b',' && body[i] != b')' {
                    i += 1;
                }
            }
        }
        match body.get(i) {
            Some(b',') => i += 1,
            Some(b')') => return Some((line, col, scope, inl)),
            _ => return None,
        }
    }
}

/// The metadata id after `key` (`!dbg !12` → 12) in an instruction's line.
fn attachment(text: &str, key: &str) -> Option<MdId> {
    let mut from = 0;
    while let Some(k) = text[from..].find(key) {
        let at = from + k + key.len();
        let rest = &text[at..];
        // `!dbg` itself, not `!dbg.foo`.
        if rest.starts_with(' ') {
            let r = rest.trim_start();
            if let Some(num) = r.strip_prefix('!') {
                let end = num.find(|c: char| !c.is_ascii_digit()).unwrap_or(num.len());
                if let Ok(v) = num[..end].parse() {
                    return Some(v);
                }
            }
        }
        from = at;
    }
    None
}

/// A `DIExpression(…)` operator list.
fn expression(body: &str) -> Result<Vec<DiOp>, String> {
    let mut toks = body.split(',').map(str::trim).filter(|t| !t.is_empty());
    let mut ops = Vec::with_capacity(4);
    fn num<'a>(toks: &mut impl Iterator<Item = &'a str>, after: &str) -> Result<u64, String> {
        toks.next().and_then(|t| t.parse::<u64>().ok()).ok_or_else(|| format!("expected a number after `{after}`"))
    }
    while let Some(t) = toks.next() {
        let op = match t {
            "DW_OP_plus_uconst" => DiOp::PlusUconst(num(&mut toks, t)?),
            "DW_OP_constu" => DiOp::Constu(num(&mut toks, t)?),
            "DW_OP_consts" => DiOp::Consts(toks.next().and_then(|t| t.parse().ok()).ok_or("expected a number after `DW_OP_consts`")?),
            "DW_OP_deref" | "DW_OP_xderef" => DiOp::Deref,
            "DW_OP_deref_size" => DiOp::DerefSize(num(&mut toks, t)?),
            "DW_OP_stack_value" => DiOp::StackValue,
            "DW_OP_LLVM_convert" => {
                let bits = num(&mut toks, t)? as u32;
                DiOp::Convert { bits, signed: toks.next().is_some_and(|e| e.contains("signed") && !e.contains("unsigned")) }
            }
            "DW_OP_LLVM_fragment" => {
                let offset = num(&mut toks, t)? as u32;
                DiOp::Fragment { offset, bits: num(&mut toks, t)? as u32 }
            }
            "DW_OP_LLVM_arg" => DiOp::Arg(num(&mut toks, t)? as u32),
            "DW_OP_plus" => DiOp::Arith(ArithOp::Plus),
            "DW_OP_minus" => DiOp::Arith(ArithOp::Minus),
            "DW_OP_mul" => DiOp::Arith(ArithOp::Mul),
            "DW_OP_div" => DiOp::Arith(ArithOp::Div),
            "DW_OP_mod" => DiOp::Arith(ArithOp::Mod),
            "DW_OP_and" => DiOp::Arith(ArithOp::And),
            "DW_OP_or" => DiOp::Arith(ArithOp::Or),
            "DW_OP_xor" => DiOp::Arith(ArithOp::Xor),
            "DW_OP_shl" => DiOp::Arith(ArithOp::Shl),
            "DW_OP_shr" => DiOp::Arith(ArithOp::Shr),
            "DW_OP_shra" => DiOp::Arith(ArithOp::Shra),
            "DW_OP_neg" => DiOp::Arith(ArithOp::Neg),
            "DW_OP_not" => DiOp::Arith(ArithOp::Not),
            "DW_OP_swap" => DiOp::Arith(ArithOp::Swap),
            "DW_OP_dup" => DiOp::Arith(ArithOp::Dup),
            t if t.starts_with("DW_OP_") => DiOp::Unsupported(t.to_string()),
            t => return Err(format!("expected a `DW_OP_` operator, found `{t}`")),
        };
        ops.push(op);
    }
    Ok(ops)
}

/// `ty value` (or `metadata ty value` in the call form) → an operand.
fn operand(text: &str) -> DbgOperand {
    let t = text.trim();
    let t = t.strip_prefix("metadata ").unwrap_or(t).trim();
    if t.is_empty() || t == "!{}" {
        return DbgOperand::Undef;
    }
    if let Some(inner) = t.strip_prefix("!DIArgList(") {
        let inner = inner.strip_suffix(')').unwrap_or(inner);
        return DbgOperand::ArgList(split_top(inner).into_iter().map(operand).collect());
    }
    // The value is the last top-level word (types may contain spaces: `ptr addrspace(5) %4`).
    let (ty, v) = match t.rfind([' ', ')', '>']) {
        Some(k) if t.as_bytes()[k] == b' ' => (t[..k].trim(), &t[k + 1..]),
        _ => ("", t),
    };
    let ty = ty.to_string();
    match v {
        "undef" | "poison" => DbgOperand::Undef,
        v if v.starts_with('%') => DbgOperand::Local { name: v.to_string(), ty },
        v if v.starts_with('@') => DbgOperand::Global { name: v.to_string(), ty },
        v => DbgOperand::Const { text: v.to_string(), ty },
    }
}

/// A `#dbg_kind(operand, !var, !DIExpression(…), !loc)` line at byte `at`.
fn record_line(t: &str, at: usize) -> Result<DbgRecord, (Span, String)> {
    let span = Span::new(at, at + t.len());
    let open = t.find('(').ok_or((span, "expected `(` after the debug record's kind".to_string()))?;
    let kind = match &t[..open] {
        "#dbg_value" => RecordKind::Value,
        "#dbg_declare" => RecordKind::Declare,
        "#dbg_assign" => RecordKind::Assign,
        "#dbg_label" => return Ok(DbgRecord { kind: RecordKind::Value, var: u32::MAX, operand: DbgOperand::Undef, expr: Vec::new(), loc: None, span }),
        k => return Err((Span::new(at, at + open), format!("unknown debug record `{k}`"))),
    };
    let close = matching_paren(t, open).ok_or((span, "unclosed `(` in the debug record".to_string()))?;
    let args = split_top(&t[open + 1..close]);
    record_args(kind, &args, span)
}

fn record_args(kind: RecordKind, args: &[&str], span: Span) -> Result<DbgRecord, (Span, String)> {
    if args.len() < 3 {
        return Err((span, format!("a debug record needs an operand, a variable and an expression, found {} argument(s)", args.len())));
    }
    fn strip(s: &str) -> &str {
        let t = s.trim();
        t.strip_prefix("metadata ").unwrap_or(t).trim()
    }
    let var = md_ref(strip(args[1])).ok_or((span, format!("expected a `!N` variable, found `{}`", args[1].trim())))?;
    let e = strip(args[2]);
    let expr = if let Some(body) = e.strip_prefix("!DIExpression(") {
        expression(body.strip_suffix(')').unwrap_or(body)).map_err(|m| (span, m))?
    } else {
        return Err((span, format!("expected `!DIExpression(…)`, found `{e}`")));
    };
    // `#dbg_assign(value, var, expr, !id, addr, addr_expr, loc)`: the location is last.
    let loc = args.last().and_then(|l| md_ref(strip(l)));
    let loc = if args.len() >= 4 { loc } else { None };
    Ok(DbgRecord { kind, var, operand: operand(args[0]), expr, loc, span })
}

/// The record of a `call void @llvm.dbg.value(metadata …, metadata !N, metadata !DIExpression())`.
fn call_record(text: &str, at: usize) -> Result<Option<DbgRecord>, (Span, String)> {
    let Some(k) = text.find("@llvm.dbg.") else { return Ok(None) };
    let name_end = text[k..].find('(').map_or(text.len(), |j| k + j);
    let kind = match &text[k..name_end] {
        "@llvm.dbg.value" => RecordKind::Value,
        "@llvm.dbg.declare" => RecordKind::Declare,
        "@llvm.dbg.assign" => RecordKind::Assign,
        _ => return Ok(None),
    };
    let span = Span::new(at, at + text.len());
    let close = matching_paren(text, name_end).ok_or((span, "unclosed `(` in the debug intrinsic call".to_string()))?;
    let args = split_top(&text[name_end + 1..close]);
    let mut r = record_args(kind, &args, span)?;
    r.loc = attachment(&text[close..], "!dbg");
    Ok(Some(r))
}

#[cfg(test)]
mod tests;
