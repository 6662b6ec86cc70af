//! The recursive-descent (but non-recursive in depth) parser from tokens to [`Module`].
//!
//! One pass over the tokens. Module-level entities other than `define`/`declare` are skipped
//! as balanced token runs ending at a newline. Inside a function body each instruction is
//! parsed by a per-opcode grammar (LangRef "Instruction Reference") precise enough to find
//! every operand; what does not matter (types, attributes, flags, metadata, constants) is
//! skipped as balanced `()`/`[]`/`{}`/`<>` groups with an explicit stack, so nesting depth
//! never recurses. Every loop consumes at least one token per iteration or exits, so the parser
//! terminates on any input in `O(tokens)`.
//!
//! Local names are interned per function: source numbers (`%12`, `12:`) in a table indexed by
//! number, names in a [`names::NameTable`] (8-byte slots plus a small cache of recent names,
//! since most references name a value defined a few lines before). Operands are first
//! recorded against symbol ids and remapped to [`ValueId`]/[`Block`] when the body ends,
//! which resolves forward references (phis, loops) and reports uses of undefined names at
//! their first use. Constants and global names are interned per function, so an instruction
//! allocates nothing of its own: its operands are a range of the function's operand table.

use super::lexer::{Kind, LexError, Lexer, Token};
use super::model::{ArgSpans, ConstId, Function, GlobalId, InstId, Instruction, Module, OpRange, Opcode, Operand, ValueData, ValueId, ValueKind};
use super::names::{self, FxHashMap};
use crate::cfg::{Block, CfgBuilder};
use crate::span::{describe_found, ParseError, Span};
use std::borrow::Cow;

mod fast;
mod split;
pub use split::parallel_parse_active;
pub(crate) use split::SplitOptions;

/// An internal error: byte range and message (turned into a [`ParseError`] once, at the end).
pub(crate) struct PErr {
    start: u32,
    end: u32,
    msg: String,
}

type PResult<T> = Result<T, Box<PErr>>;

impl From<Box<LexError>> for Box<PErr> {
    fn from(e: Box<LexError>) -> Self {
        Box::new(PErr { start: e.start as u32, end: e.end as u32, msg: e.message })
    }
}

/// A local name as interned: a source number (`%12`, `12:`, implicit numbers) or the
/// decoded bytes of a name.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Key<'a> {
    Num(u64),
    Name(Cow<'a, [u8]>),
}

/// What a local symbol resolved to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Def {
    Undefined,
    Value(u32),
    Block(u32),
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum UseKind {
    None,
    Value,
    Block,
}

/// A local symbol (20 bytes: one per value and block, so its size is resident memory).
#[derive(Copy, Clone, Debug)]
struct Sym {
    def: Def,
    use_kind: UseKind,
    /// While undefined: where it was first used (or named), for the errors. Once a value: its
    /// type ([`NO_TYPE`] when unknown), see [`Parser::check_type`]. Once a block: unused.
    /// (A value whose number was used as a block before keeps that use in
    /// [`FnState::block_uses_of_values`].)
    span: Span,
}

// The symbol table has one entry per value and block: keep it at 20 bytes.
const _: () = assert!(std::mem::size_of::<Sym>() == 20);

/// Entries of [`Parser::recent`] (24 bytes each: 24 KiB).
const RECENT_NAMES: usize = 1024;

/// Value types are spans of type text in the source, or one of these markers. `NO_TYPE`: not
/// known (the type check is skipped); `TY_I1`, `TY_PTR`: `i1` and `ptr` results written
/// nowhere (`icmp`, `alloca`).
const NO_TYPE: Span = Span { start: 0, end: 0 };
const TY_I1: Span = Span { start: u32::MAX, end: u32::MAX };
const TY_PTR: Span = Span { start: u32::MAX - 1, end: u32::MAX - 1 };

/// A use of a value not yet defined, with the type it was used at (checked when the body
/// ends).
struct TypedUse {
    sym: u32,
    ty: Span,
    at: Span,
}

/// A successor edge waiting for its target block to be defined.
struct PendingEdge {
    from: Block,
    sym: u32,
    label: String,
    span: Span,
}

/// Per-function state.
#[derive(Default)]
struct FnState {
    syms: Vec<Sym>,
    next_num: u64,
    slot: u32,
    values: Vec<ValueData>,
    args: Vec<ValueId>,
    arg_spans: Vec<ArgSpans>,
    insts: Vec<Instruction>,
    block_starts: Vec<u32>,
    operands: Vec<Operand>,
    phi_incoming: Vec<(Operand, Block)>,
    constant_text: String,
    constant_ranges: Vec<OpRange>,
    globals: Vec<String>,
    /// The instruction being defined loses its name (an auto-upgrade without `takeName`,
    /// [`super::upgrade`]): a named result takes the next slot, as `opt` prints it.
    drop_name: bool,
    /// The instruction being defined is named by its auto-upgrade (`%ctlz.trunc`): no slot,
    /// the name is given when the function ends ([`name_upgrades`]).
    upgrade_named: bool,
    /// The calls of [`Self::upgrade_named`]: instruction, the names LLVM gives, the call's
    /// own name in the source (raw).
    named_upgrades: Vec<(InstId, &'static [&'static str], Option<String>)>,
    /// Printed names of inserted values the parser fixes itself ([`super::upgrade::Naming::TakeName`]:
    /// the call's own name; a `void` call's inserted slot), per call.
    given_upgrade_names: Vec<(InstId, String)>,
    names: String,
    edges: Vec<PendingEdge>,
    /// Forward uses of values with their types (see [`Parser::check_type`]).
    typed_uses: Vec<TypedUse>,
    /// Unnamed values whose number was used as a block before (`br label %5` … `%5 = …`):
    /// symbol and that use, reported by [`Parser::finish_function`]. Usually empty.
    block_uses_of_values: Vec<(u32, Span)>,
    /// The symbol of the last value defined.
    last_def: u32,
    cfg: CfgBuilder,
    cur: Option<Block>,
    /// The current block has no label.
    unlabelled: bool,
    terminated: bool,
    fn_name_text: String,
}

const CALLING_CONVENTIONS: &[&[u8]] = &[
    b"ccc", b"fastcc", b"coldcc", b"cc", b"webkit_jscc", b"anyregcc", b"preserve_mostcc", b"preserve_allcc", b"preserve_nonecc",
    b"ghccc", b"swiftcc", b"swifttailcc", b"x86_intrcc", b"hhvmcc", b"hhvm_ccc", b"cxx_fast_tlscc", b"tailcc", b"cfguard_checkcc",
    b"x86_stdcallcc", b"x86_fastcallcc", b"x86_thiscallcc", b"x86_vectorcallcc", b"x86_regcallcc", b"x86_64_sysvcc", b"win64cc",
    b"arm_apcscc", b"arm_aapcscc", b"arm_aapcs_vfpcc", b"aarch64_vector_pcs", b"aarch64_sve_vector_pcs",
    b"aarch64_sme_preservemost_from_x0", b"aarch64_sme_preservemost_from_x1", b"aarch64_sme_preservemost_from_x2", b"msp430_intrcc",
    b"avr_intrcc", b"avr_signalcc", b"ptx_kernel", b"ptx_device", b"spir_func", b"spir_kernel", b"intel_ocl_bicc", b"amdgpu_vs",
    b"amdgpu_ls", b"amdgpu_hs", b"amdgpu_es", b"amdgpu_gs", b"amdgpu_ps", b"amdgpu_cs", b"amdgpu_cs_chain",
    b"amdgpu_cs_chain_preserve", b"amdgpu_kernel", b"amdgpu_gfx", b"amdgpu_gfx_whole_wave", b"m68k_intrcc", b"m68k_rtdcc",
    b"graalcc", b"riscv_vector_cc", b"riscv_vls_cc", b"arm64ec_thunk_x64", b"arm64ec_thunk_native", b"cheriot_compartmentcallcc",
    b"cheriot_compartmentcalleecc", b"cheriot_librarycallcc",
];

const KERNEL_CONVENTIONS: &[&[u8]] = &[b"amdgpu_kernel", b"spir_kernel", b"ptx_kernel"];

/// Instruction flags skipped between an opcode and its operands, and the memory-operation
/// keywords read like them (`nuw`, `inbounds`, `volatile`, `fast`, …). A `match`, not a list
/// search: it runs on every instruction.
fn is_flag_word(w: &[u8]) -> bool {
    matches!(
        w,
        b"nuw" | b"nsw" | b"exact" | b"disjoint" | b"nneg" | b"samesign" | b"inbounds" | b"nusw" | b"nnan" | b"ninf" | b"nsz" | b"arcp"
            | b"contract" | b"afn" | b"reassoc" | b"fast" | b"volatile" | b"atomic" | b"weak" | b"inalloca" | b"swifterror"
            | b"elementwise" | b"inrange"
    )
}

/// Attribute keywords (LLVM 22 `llvm/include/llvm/IR/Attributes.td`, every `EnumAttr`,
/// `IntAttr`, `TypeAttr`, `ConstantRangeAttr`… name, plus `nocapture`, which `LLParser` still
/// reads as `captures(none)`), sorted for a binary search.
const ATTRIBUTE_KEYWORDS: &[&[u8]] = &[
    b"align", b"alignstack", b"allocptr", b"allocsize", b"alwaysinline", b"builtin", b"byref", b"byval",
    b"captures", b"cold", b"convergent", b"coro_elide_safe", b"coro_only_destroy_when_complete",
    b"dead_on_return", b"dead_on_unwind", b"dereferenceable", b"dereferenceable_or_null", b"elementtype",
    b"fn_ret_thunk_extern", b"hybrid_patchable", b"immarg", b"inalloca", b"initializes", b"inlinehint",
    b"inreg", b"jumptable", b"memory", b"minsize", b"mustprogress", b"naked", b"nest", b"noalias",
    b"nobuiltin", b"nocallback", b"nocapture", b"nocf_check", b"nodivergencesource", b"noduplicate", b"noext",
    b"nofpclass", b"nofree", b"noimplicitfloat", b"noinline", b"nomerge", b"nonlazybind", b"nonnull",
    b"noprofile", b"norecurse", b"noredzone", b"noreturn", b"nosanitize_bounds", b"nosanitize_coverage",
    b"nosync", b"noundef", b"nounwind", b"null_pointer_is_valid", b"optdebug", b"optforfuzzing", b"optnone",
    b"optsize", b"preallocated", b"presplitcoroutine", b"range", b"readnone", b"readonly", b"returned",
    b"returns_twice", b"safestack", b"sanitize_address", b"sanitize_alloc_token", b"sanitize_hwaddress",
    b"sanitize_memory", b"sanitize_memtag", b"sanitize_numerical_stability", b"sanitize_realtime",
    b"sanitize_realtime_blocking", b"sanitize_thread", b"sanitize_type", b"shadowcallstack", b"signext",
    b"skipprofile", b"speculatable", b"speculative_load_hardening", b"sret", b"ssp", b"sspreq", b"sspstrong",
    b"strictfp", b"swiftasync", b"swifterror", b"swiftself", b"uwtable", b"vscale_range", b"willreturn",
    b"writable", b"writeonly", b"zeroext",
];

fn is_attribute_keyword(w: &[u8]) -> bool {
    ATTRIBUTE_KEYWORDS.binary_search(&w).is_ok()
}

/// `icmp` predicates (LLVM 22 `CmpInst::Predicate`, spelled as `LLParser` reads them).
fn is_icmp_predicate(w: &[u8]) -> bool {
    matches!(w, b"eq" | b"ne" | b"ugt" | b"uge" | b"ult" | b"ule" | b"sgt" | b"sge" | b"slt" | b"sle")
}

/// `fcmp` predicates (LLVM 22 `CmpInst::Predicate`).
fn is_fcmp_predicate(w: &[u8]) -> bool {
    matches!(
        w,
        b"false" | b"oeq" | b"ogt" | b"oge" | b"olt" | b"ole" | b"one" | b"ord" | b"uno" | b"ueq" | b"ugt" | b"uge" | b"ult" | b"ule"
            | b"une" | b"true"
    )
}

/// `atomicrmw` operations (LLVM 22 `AtomicRMWInst::BinOp`, `llvm/include/llvm/IR/Instructions.h`).
fn is_atomicrmw_operation(w: &[u8]) -> bool {
    matches!(
        w,
        b"xchg" | b"add" | b"sub" | b"and" | b"nand" | b"or" | b"xor" | b"max" | b"min" | b"umax" | b"umin" | b"fadd" | b"fsub"
            | b"fmax" | b"fmin" | b"fmaximum" | b"fminimum" | b"uinc_wrap" | b"udec_wrap" | b"usub_cond" | b"usub_sat"
    )
}

/// Atomic orderings (`monotonic`, `seq_cst`, …).
fn is_ordering(w: &[u8]) -> bool {
    matches!(w, b"unordered" | b"monotonic" | b"acquire" | b"release" | b"acq_rel" | b"seq_cst")
}

const VALUE_WORDS: &[&[u8]] = &[b"true", b"false", b"null", b"none", b"undef", b"poison", b"zeroinitializer"];

const CONST_EXPR_WORDS: &[&[u8]] = &[
    b"getelementptr", b"bitcast", b"addrspacecast", b"inttoptr", b"ptrtoint", b"ptrtoaddr", b"trunc", b"zext", b"sext", b"fptrunc",
    b"fpext", b"uitofp", b"sitofp", b"fptoui", b"fptosi", b"add", b"sub", b"mul", b"shl", b"lshr", b"ashr", b"and", b"or", b"xor",
    b"udiv", b"sdiv", b"urem", b"srem", b"fadd", b"fsub", b"fmul", b"fdiv", b"frem", b"fneg", b"icmp", b"fcmp", b"select",
    b"extractelement", b"insertelement", b"shufflevector", b"extractvalue", b"insertvalue", b"blockaddress", b"dso_local_equivalent",
    b"no_cfi", b"ptrauth", b"splat",
];

fn is_type_word(w: &[u8]) -> bool {
    match w {
        b"void" | b"half" | b"bfloat" | b"float" | b"double" | b"fp128" | b"x86_fp80" | b"ppc_fp128" | b"x86_amx" | b"x86_mmx" | b"ptr"
        | b"label" | b"metadata" | b"token" | b"opaque" | b"target" => true,
        [b'i', rest @ ..] => !rest.is_empty() && rest.iter().all(|c| c.is_ascii_digit()),
        _ => false,
    }
}

/// If `b[at..]` is ` addrspace(DIGITS)` (blanks but no line break before `addrspace`, nothing
/// inside the parentheses but digits), the index of the `)`. The fast path of
/// [`Parser::parse_type`]; anything else (`addrspace("global")`, comments, line breaks) is left
/// to the token-by-token path. `O(length of the match)`.
pub(super) fn numeric_addrspace(b: &[u8], at: usize) -> Option<usize> {
    let mut i = at;
    while matches!(b.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    if i == at || !b.get(i..)?.starts_with(b"addrspace(") {
        return None;
    }
    let digits = i + b"addrspace(".len();
    let mut j = digits;
    while b.get(j).is_some_and(u8::is_ascii_digit) {
        j += 1;
    }
    (j > digits && b.get(j) == Some(&b')')).then_some(j)
}

fn is_value_word(w: &[u8]) -> bool {
    VALUE_WORDS.contains(&w) || CONST_EXPR_WORDS.contains(&w) || w == b"asm" || w.starts_with(b"s0x") || w.starts_with(b"u0x")
}

fn closer(k: Kind) -> Option<Kind> {
    match k {
        Kind::LParen => Some(Kind::RParen),
        Kind::LSquare => Some(Kind::RSquare),
        Kind::LBrace => Some(Kind::RBrace),
        Kind::Less => Some(Kind::Greater),
        _ => None,
    }
}

fn is_closer(k: Kind) -> bool {
    matches!(k, Kind::RParen | Kind::RSquare | Kind::RBrace | Kind::Greater)
}

fn punct(k: Kind) -> &'static str {
    match k {
        Kind::RParen => "`)`",
        Kind::RSquare => "`]`",
        Kind::RBrace => "`}`",
        Kind::Greater => "`>`",
        Kind::LParen => "`(`",
        Kind::LSquare => "`[`",
        Kind::LBrace => "`{`",
        Kind::Less => "`<`",
        _ => "a bracket",
    }
}

/// The parser state.
pub(crate) struct Parser<'a> {
    src: &'a str,
    b: &'a [u8],
    lex: Lexer<'a>,
    tok: Token,
    peeked: Option<Token>,
    prev_kind: Kind,
    prev_end: u32,
    stack: Vec<(Kind, Token)>,
    /// Per-function interning: local names, constant texts, global names.
    names: names::NameTable,
    /// Names `prefix` + number, interned per prefix by number (the rest go to `names`).
    numbered: names::NumberedNames,
    /// Source numbers at or above `dense_limit`.
    big_nums: FxHashMap<u64, u32>,
    /// Symbols of source numbers below `dense_limit`, indexed by number (`u32::MAX`: none).
    num_syms: Vec<u32>,
    dense_limit: u64,
    const_ids: FxHashMap<&'a str, u32>,
    /// Constant ids of canonical decimal literals by value (`u32::MAX`: none), see
    /// [`Self::intern_int`].
    int_consts: Vec<u32>,
    /// The same for negative literals by magnitude (`-3` at index 3).
    neg_int_consts: Vec<u32>,
    global_ids: FxHashMap<Cow<'a, [u8]>, u32>,
    /// Reused scratch buffers.
    scratch_ops: Vec<Operand>,
    scratch_phi: Vec<(Operand, Block)>,
    /// The types of the current instruction's typed operands, in order.
    op_tys: Vec<Span>,
    /// The return type of the last `call_like`.
    call_ret: Span,
    /// Allocas without `addrspace(N)` are in address space 0 (the datalayout has no `A`).
    alloca_as0: bool,
    name_buf: String,
    /// Functions named as kernels by NVVM annotations.
    kernels: Vec<String>,
    /// The previous function body's length in bytes (for [`Self::presize_body`]).
    last_body: usize,
    f: FnState,
    module: Module,
    /// When to parse a function body's second half on another thread ([`split`]).
    split: SplitOptions,
    /// This parser parses the tail of a body from a block label on ([`split`]): what it
    /// interned, for the merge, and whether the main parser gave up on it.
    tail: Option<Box<split::Tail>>,
    /// The tail parser met something the merge cannot carry (numbered names, an auto-upgraded
    /// call): its result is dropped and the main parser parses the tail itself.
    poisoned: bool,
    /// The main parser stops its body at the block label that starts here (`u32::MAX`: none).
    stop_at: u32,
    /// A direct-mapped cache of the symbols of recently looked-up names of at most 16 bytes:
    /// `(bytes 0..8, bytes 8..16, generation << 5 | length, symbol)` ([`Self::recent_key`]).
    /// Most references name a value defined a few lines before; a hit skips the numbered-name
    /// split and the prefix memo (about 300 instructions a lookup on long blocks). Entries of
    /// earlier functions are told apart by [`Self::fn_gen`], so it is never cleared.
    recent: Box<[(u64, u64, u32, u32)]>,
    /// The current function's number (from 1; 27 bits, then it wraps and the cache is
    /// cleared).
    fn_gen: u32,
    /// Whether the byte-level fast paths are on ([`Self::binary_operands_fast`]; off only in
    /// the tests that compare against the token-by-token path).
    fast: bool,
}

/// Whether the byte-level readers (the `*_fast` methods, the recent-name cache) are compiled
/// in: everywhere but WebAssembly. They make the CLI's parse of large files faster
/// (docs/PERFORMANCE.md, issue 34); in the page's analysis worker their code would cost about
/// 5 KB of its gzipped size budget for inputs of at most 4 MiB, and the token-by-token path
/// gives the same module or the same error (the property tests of `literal_tests`).
const BYTE_READERS: bool = !cfg!(target_arch = "wasm32");

/// Parses a whole module. See [`crate::ir::parse_module`].
pub(crate) fn parse(src: &str) -> Result<Module, ParseError> {
    parse_with(src, SplitOptions::default())
}

/// [`parse`] with explicit [`SplitOptions`] (tests force a split at every block label).
pub(crate) fn parse_with(src: &str, split: SplitOptions) -> Result<Module, ParseError> {
    if src.len() >= u32::MAX as usize {
        return Err(ParseError::new(src, Span::at(0), "input larger than 4 GiB"));
    }
    finish_parse(src, Parser::new(src, split))
}

/// [`parse`] with the byte-level fast paths off (every instruction read token by token): the
/// slow reference of [`Parser::binary_operands_fast`] in the property tests.
#[cfg(test)]
pub(crate) fn parse_token_by_token(src: &str) -> Result<Module, ParseError> {
    let mut p = Parser::new(src, SplitOptions::default());
    p.fast = false;
    finish_parse(src, p)
}

fn finish_parse(src: &str, mut p: Parser<'_>) -> Result<Module, ParseError> {
    match p.module() {
        Ok(()) => Ok(p.module),
        Err(e) => {
            let end = (e.end as usize).min(src.len());
            let start = (e.start as usize).min(end);
            Err(ParseError::new(src, Span::new(start, end), e.msg))
        }
    }
}

impl<'a> Parser<'a> {
    /// Whether the byte-level readers run: compiled in ([`BYTE_READERS`]) and not turned off
    /// (the tests' token-by-token reference).
    #[inline]
    fn fast(&self) -> bool {
        BYTE_READERS && self.fast
    }

    /// A parser at the start of `src`.
    fn new(src: &'a str, split: SplitOptions) -> Parser<'a> {
        Parser {
            src,
            b: src.as_bytes(),
            lex: Lexer::new(src),
            tok: Token { kind: Kind::Eof, start: 0, end: 0, nl: false },
            peeked: None,
            prev_kind: Kind::Eof,
            prev_end: 0,
            stack: Vec::new(),
            names: names::NameTable::default(),
            numbered: names::NumberedNames::default(),
            big_nums: FxHashMap::default(),
            num_syms: Vec::new(),
            dense_limit: (src.len() as u64 / 2).max(1 << 16),
            const_ids: FxHashMap::default(),
            int_consts: Vec::new(),
            neg_int_consts: Vec::new(),
            global_ids: FxHashMap::default(),
            scratch_ops: Vec::new(),
            scratch_phi: Vec::new(),
            op_tys: Vec::new(),
            call_ret: NO_TYPE,
            alloca_as0: true,
            name_buf: String::new(),
            last_body: 0,
            kernels: Vec::new(),
            f: FnState::default(),
            module: Module::default(),
            split,
            tail: None,
            poisoned: false,
            stop_at: u32::MAX,
            recent: Box::default(),
            fn_gen: 1,
            fast: true,
        }
    }

    // ----- token plumbing -------------------------------------------------------------------

    #[inline]
    fn bump(&mut self) -> PResult<()> {
        self.prev_kind = self.tok.kind;
        self.prev_end = self.tok.end;
        self.tok = match self.peeked.take() {
            Some(t) => t,
            None => self.lex.next_token()?,
        };
        Ok(())
    }

    fn peek(&mut self) -> PResult<Token> {
        if let Some(t) = self.peeked {
            return Ok(t);
        }
        let t = self.lex.next_token()?;
        self.peeked = Some(t);
        Ok(t)
    }

    #[inline]
    fn word_of(&self, t: Token) -> &'a [u8] {
        self.b.get(t.start as usize..t.end as usize).unwrap_or(b"")
    }

    #[inline]
    fn text_of(&self, start: u32, end: u32) -> &'a str {
        self.src.get(start as usize..end as usize).unwrap_or("")
    }

    #[inline]
    fn is_word(&self, w: &[u8]) -> bool {
        self.tok.kind == Kind::Ident && self.word_of(self.tok) == w
    }

    fn span(t: Token) -> Span {
        Span { start: t.start, end: t.end }
    }

    fn err(&self, start: u32, end: u32, msg: impl Into<String>) -> Box<PErr> {
        Box::new(PErr { start, end, msg: msg.into() })
    }

    fn found(&self) -> String {
        if self.tok.kind == Kind::Eof {
            "end of input".to_string()
        } else {
            describe_found(self.text_of(self.tok.start, self.tok.end))
        }
    }

    /// `expected WHAT, found <current token>` at the current token.
    #[cold]
    #[inline(never)]
    fn expected(&self, what: &str) -> Box<PErr> {
        self.err(self.tok.start, self.tok.end, format!("expected {what}, found {}", self.found()))
    }

    #[inline]
    fn expect(&mut self, k: Kind, what: &str) -> PResult<Token> {
        if self.tok.kind != k {
            return Err(self.expected(what));
        }
        let t = self.tok;
        self.bump()?;
        Ok(t)
    }

    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if !self.is_word(w.as_bytes()) {
            return Err(self.expected(&format!("`{w}`")));
        }
        self.bump()
    }

    fn expect_comma(&mut self) -> PResult<()> {
        self.expect(Kind::Comma, "`,`").map(|_| ())
    }

    /// Whether the current token cannot continue the current instruction: end of input, `}`,
    /// a label, or a token on a new line (unless the line break follows or precedes a `,`).
    #[inline]
    fn at_inst_end(&self) -> bool {
        let t = self.tok;
        matches!(t.kind, Kind::Eof | Kind::RBrace | Kind::LabelStr | Kind::LabelId)
            || (t.nl && self.prev_kind != Kind::Comma && t.kind != Kind::Comma)
    }

    /// Skips one balanced group starting at the current opening bracket (`(`, `[`, `{`, `<`),
    /// with an explicit stack. Returns the group's span. Errors on a mismatched closer or an
    /// unclosed group.
    fn skip_balanced(&mut self) -> PResult<Span> {
        let open = self.tok;
        let Some(c) = closer(open.kind) else {
            return Err(self.expected("`(`, `[`, `{` or `<`"));
        };
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push((c, open));
        self.bump()?;
        let result = loop {
            let Some(&(want, opener)) = stack.last() else { break Ok(()) };
            let k = self.tok.kind;
            if k == want {
                stack.pop();
                self.bump()?;
            } else if let Some(c) = closer(k) {
                stack.push((c, self.tok));
                self.bump()?;
            } else if is_closer(k) {
                break Err(self.expected(&format!("{} to close the {} at byte {}", punct(want), punct(closer_open(want)), opener.start)));
            } else if k == Kind::Eof {
                break Err(self.err(
                    opener.start,
                    opener.end,
                    format!("unclosed {}: expected a matching {} before end of input", punct(opener.kind), punct(want)),
                ));
            } else {
                self.bump()?;
            }
        };
        self.stack = stack;
        result?;
        Ok(Span { start: open.start, end: self.prev_end })
    }

    // ----- module level ---------------------------------------------------------------------

    fn module(&mut self) -> PResult<()> {
        self.bump()?;
        loop {
            let t = self.tok;
            match t.kind {
                Kind::Eof => {
                    // NVVM annotations (`!{ptr @k, !"kernel", i32 1}`) mark kernels of targets
                    // and clang versions without the `ptx_kernel` calling convention.
                    for f in &mut self.module.functions {
                        if self.kernels.contains(&f.name) {
                            f.is_kernel = true;
                        }
                    }
                    return Ok(());
                }
                Kind::Ident => match self.word_of(t) {
                    b"define" => self.function_definition()?,
                    b"declare" => self.declaration()?,
                    b"target" | b"source_filename" => self.module_string()?,
                    b"attributes" | b"module" | b"deplibs" | b"uselistorder" | b"uselistorder_bb" => self.skip_entity()?,
                    _ => return Err(self.expected_top_level()),
                },
                Kind::MetadataVar => self.metadata_entity()?,
                Kind::GlobalVar | Kind::GlobalId | Kind::LocalVar | Kind::LocalVarId | Kind::ComdatVar | Kind::SummaryId => self.skip_entity()?,
                _ => return Err(self.expected_top_level()),
            }
        }
    }

    fn expected_top_level(&self) -> Box<PErr> {
        self.expected("a top-level entity (`define`, `declare`, a global `@g = …`, `!0 = …`, `attributes #0 = …`, `target …`)")
    }

    /// Skips a module-level entity: balanced tokens up to the next line break outside brackets
    /// (not after `,` or `=`).
    fn skip_entity(&mut self) -> PResult<()> {
        self.bump()?;
        self.skip_entity_rest()
    }

    /// The rest of [`Self::skip_entity`], from the current token.
    fn skip_entity_rest(&mut self) -> PResult<()> {
        loop {
            let t = self.tok;
            if t.kind == Kind::Eof || (t.nl && !matches!(self.prev_kind, Kind::Comma | Kind::Equal) && t.kind != Kind::Comma) {
                return Ok(());
            }
            let k = self.tok.kind;
            if closer(k).is_some() {
                self.skip_balanced()?;
            } else if is_closer(k) {
                return Err(self.expected("a top-level entity or a new line"));
            } else if k == Kind::Eof {
                return Ok(());
            } else {
                self.bump()?;
            }
        }
    }

    /// A metadata definition `!N = …` (skipped), recording NVVM kernel annotations
    /// `!N = !{ptr @k, !"kernel", i32 1}`.
    fn metadata_entity(&mut self) -> PResult<()> {
        self.bump()?;
        if self.tok.kind == Kind::Equal {
            self.bump()?;
            if self.is_word(b"distinct") {
                self.bump()?;
            }
            if self.tok.kind == Kind::Exclaim && self.peek()?.kind == Kind::LBrace {
                self.bump()?;
                let open = self.tok;
                self.bump()?;
                // The first few tokens at depth 1: `<type> @k , ! "kernel"`.
                let mut depth = 1usize;
                let mut seen: [Kind; 5] = [Kind::Eof; 5];
                let mut global = None;
                let mut n = 0usize;
                while depth > 0 {
                    let t = self.tok;
                    match t.kind {
                        Kind::Eof => {
                            return Err(self.err(open.start, open.end, "unclosed `{`: expected a matching `}` before end of input"));
                        }
                        k if closer(k).is_some() => depth += 1,
                        k if is_closer(k) => depth -= 1,
                        _ => {}
                    }
                    if depth == 1 && n < 5 {
                        seen[n] = t.kind;
                        if t.kind == Kind::GlobalVar && n == 1 {
                            global = Some(t);
                        }
                        if n == 4 && seen[1..4] == [Kind::GlobalVar, Kind::Comma, Kind::Exclaim] && self.word_of(t) == b"\"kernel\"" {
                            if let Some(g) = global {
                                let name = self.global_name(g);
                                self.kernels.push(name);
                            }
                        }
                        n += 1;
                    }
                    self.bump()?;
                }
            }
        }
        self.skip_entity_rest()
    }

    /// `target triple = "…"`, `target datalayout = "…"`, `source_filename = "…"`.
    fn module_string(&mut self) -> PResult<()> {
        let first = self.word_of(self.tok);
        self.bump()?;
        let which: &[u8] = if first == b"target" {
            let w = self.word_of(self.tok);
            if self.tok.kind != Kind::Ident {
                return Err(self.expected("`triple` or `datalayout` after `target`"));
            }
            self.bump()?;
            w
        } else {
            first
        };
        self.expect(Kind::Equal, "`=`")?;
        let s = self.expect(Kind::StringConstant, "a string")?;
        let value = String::from_utf8_lossy(&names::unescape(self.b.get(s.start as usize + 1..s.end as usize - 1).unwrap_or(b""))).into_owned();
        match which {
            // A datalayout's alloca address space (`A5` on AMDGPU): allocas without an
            // `addrspace(N)` are in it, so their type is not plain `ptr`.
            b"datalayout" => self.alloca_as0 = !value.split('-').any(|p| p.starts_with('A') && p != "A0"),
            b"triple" => self.module.target_triple = Some(value),
            b"source_filename" => self.module.source_filename = Some(value),
            _ => {}
        }
        Ok(())
    }

    fn declaration(&mut self) -> PResult<()> {
        self.bump()?;
        let (name, _, _) = self.function_header(false)?;
        self.module.declarations.push(name);
        // Attributes, `!dbg`, … up to the end of the line.
        while !(self.tok.kind == Kind::Eof || (self.tok.nl && self.prev_kind != Kind::Comma && self.tok.kind != Kind::Comma)) {
            if closer(self.tok.kind).is_some() {
                self.skip_balanced()?;
            } else if is_closer(self.tok.kind) {
                return Err(self.expected("the end of the declaration"));
            } else {
                self.bump()?;
            }
        }
        Ok(())
    }

    /// From after `define`/`declare` through the closing `)` of the argument list. Returns
    /// the raw name, its span and the calling convention. With `define`, arguments are
    /// registered as values of the current function.
    fn function_header(&mut self, define: bool) -> PResult<(String, Span, Option<String>)> {
        let mut cc: Option<String> = None;
        // Linkage, visibility, calling convention, return attributes and type.
        loop {
            let t = self.tok;
            match t.kind {
                Kind::GlobalVar | Kind::GlobalId => break,
                Kind::Ident => {
                    let w = self.word_of(t);
                    self.bump()?;
                    if CALLING_CONVENTIONS.contains(&w) {
                        let mut s = String::from_utf8_lossy(w).into_owned();
                        if w == b"cc" && self.tok.kind == Kind::Int {
                            s = format!("cc {}", self.text_of(self.tok.start, self.tok.end));
                            self.bump()?;
                        }
                        cc = Some(s);
                    } else if self.tok.kind == Kind::LParen {
                        self.skip_balanced()?;
                    }
                }
                Kind::LocalVar | Kind::LocalVarId | Kind::AttrGrpId | Kind::Int | Kind::Star | Kind::StringConstant => self.bump()?,
                Kind::LBrace | Kind::LSquare | Kind::Less => {
                    self.skip_balanced()?;
                }
                // `declare !dbg !68 hidden i64 @f(…)`: attachments come first in declarations.
                Kind::MetadataVar => {
                    self.bump()?;
                    self.skip_md_value()?;
                }
                _ => return Err(self.expected("a function name `@name`")),
            }
        }
        let name_tok = self.tok;
        // `opt` prints a numbered function `@0` as unnamed ("for function: ").
        let name = if name_tok.kind == Kind::GlobalId { String::new() } else { self.global_name(name_tok) };
        self.bump()?;
        self.expect(Kind::LParen, "`(` to start the argument list")?;
        let mut index = 0u32;
        if self.tok.kind == Kind::RParen {
            self.bump()?;
        } else {
            loop {
                if self.is_word(b"...") {
                    self.bump()?;
                } else {
                    let ty = self.tok;
                    self.parse_type()?;
                    let ty_end = self.prev_end;
                    let attrs_start = self.tok.start;
                    self.skip_attrs()?;
                    let attrs = if self.prev_end > ty_end { Span { start: attrs_start, end: self.prev_end } } else { Span::at(ty_end as usize) };
                    if define {
                        self.f.arg_spans.push(ArgSpans { ty: Span { start: ty.start, end: ty_end }, attrs });
                    }
                    let t = self.tok;
                    if matches!(t.kind, Kind::LocalVar | Kind::LocalVarId) {
                        self.bump()?;
                        if define {
                            self.define_value(t, ValueKind::Arg(index), "argument")?;
                        }
                    } else if define {
                        self.define_unnamed_value(Self::span(ty), ValueKind::Arg(index));
                    }
                    if define {
                        let v = ValueId(self.f.values.len() as u32 - 1);
                        self.f.args.push(v);
                        let d = self.f.last_def as usize;
                        self.f.syms[d].span = Span { start: ty.start, end: ty_end };
                    }
                    index += 1;
                }
                match self.tok.kind {
                    Kind::Comma => self.bump()?,
                    Kind::RParen => {
                        self.bump()?;
                        break;
                    }
                    _ => return Err(self.expected("`,` or `)` in the argument list")),
                }
            }
        }
        Ok((name, Self::span(name_tok), cc))
    }

    /// The raw name bytes of a `@name`/`@"name"`/`@12` token (`12` for numbered globals).
    fn global_bytes(&self, t: Token) -> Cow<'a, [u8]> {
        let body = self.b.get(t.start as usize + 1..t.end as usize).unwrap_or(b"");
        if t.kind == Kind::GlobalVar && body.first() == Some(&b'"') {
            names::unescape(body.get(1..body.len().saturating_sub(1)).unwrap_or(b""))
        } else {
            Cow::Borrowed(body)
        }
    }

    /// The raw name of a global token, as a `String`.
    fn global_name(&self, t: Token) -> String {
        String::from_utf8_lossy(&self.global_bytes(t)).into_owned()
    }

    /// Interns a global name for the current function.
    fn intern_global(&mut self, t: Token) -> GlobalId {
        let key = self.global_bytes(t);
        let next = self.f.globals.len() as u32;
        let id = *self.global_ids.entry(key).or_insert(next);
        if id == next {
            let name = self.global_name(t);
            self.f.globals.push(name);
            if let Some(tail) = &mut self.tail {
                tail.globals.push(t);
            }
        }
        GlobalId(id)
    }

    /// Interns a constant text (`start..prev_end`) for the current function.
    fn intern_const(&mut self, start: u32, end: u32) -> ConstId {
        let text = self.text_of(start, end);
        let next = self.f.constant_ranges.len() as u32;
        let id = *self.const_ids.entry(text).or_insert(next);
        if id == next {
            if let Some(tail) = &mut self.tail {
                tail.consts.push((start, end, false));
            }
            let start = self.f.constant_text.len() as u32;
            self.f.constant_text.push_str(text);
            self.f.constant_ranges.push(OpRange { start, end: self.f.constant_text.len() as u32 });
        }
        ConstId(id)
    }

    /// [`Self::intern_const`] for an integer literal: a canonical decimal below the dense
    /// limit (`0`, `17`, `-3`; not `007`, `-0`) is looked up by value in a table (one for each
    /// sign) instead of hashing its text (offsets and trip counts are most of a kernel's
    /// constants).
    fn intern_int(&mut self, start: u32, end: u32) -> ConstId {
        let raw = self.b.get(start as usize..end as usize).unwrap_or(b"");
        let (neg, digits) = match raw.split_first() {
            Some((b'-', d)) => (true, d),
            _ => (false, raw),
        };
        let canonical = !digits.is_empty() && digits.len() <= 9 && digits.iter().all(u8::is_ascii_digit) && (digits[0] != b'0' || (digits.len() == 1 && !neg));
        if !canonical {
            return self.intern_const(start, end);
        }
        let n = digits.iter().fold(0usize, |n, &d| n * 10 + (d - b'0') as usize);
        if n as u64 >= self.dense_limit.min(1 << 20) {
            return self.intern_const(start, end);
        }
        let table = if neg { &mut self.neg_int_consts } else { &mut self.int_consts };
        if n >= table.len() {
            table.resize((n + 1).max(table.len() * 2).max(64), u32::MAX);
        }
        if table[n] == u32::MAX {
            // A canonical decimal below the limit reaches the constants only through here, so
            // its text is new: append it without hashing.
            let id = self.f.constant_ranges.len() as u32;
            table[n] = id;
            if let Some(tail) = &mut self.tail {
                tail.consts.push((start, end, true));
            }
            let at = self.f.constant_text.len() as u32;
            self.f.constant_text.push_str(self.text_of(start, end));
            self.f.constant_ranges.push(OpRange { start: at, end: self.f.constant_text.len() as u32 });
            return ConstId(id);
        }
        ConstId(table[n])
    }

    fn function_definition(&mut self) -> PResult<()> {
        self.bump()?;
        // Reset the interning tables in time proportional to the previous function's use of
        // them (a huge function followed by many small ones must not clear a huge table each
        // time).
        self.names.clear();
        self.numbered.clear(self.dense_limit as usize);
        self.fn_gen += 1;
        if self.fn_gen >= 1 << 27 {
            self.fn_gen = 1;
            self.recent.iter_mut().for_each(|e| *e = (0, 0, 0, 0));
        }
        reset_map(&mut self.big_nums);
        reset_map(&mut self.const_ids);
        self.int_consts.clear();
        self.neg_int_consts.clear();
        reset_map(&mut self.global_ids);
        self.num_syms.clear();
        self.f.reset();
        let (name, name_span, calling_conv) = self.function_header(true)?;
        self.f.fn_name_text = self.text_of(name_span.start, name_span.end).to_string();
        // Function attributes, section, comdat, personality, `!dbg`, … up to `{`.
        loop {
            let t = self.tok;
            match t.kind {
                Kind::LBrace => break,
                Kind::Ident => {
                    let w = self.word_of(t);
                    self.bump()?;
                    match w {
                        b"prefix" | b"prologue" | b"personality" => {
                            self.parse_type()?;
                            self.value()?;
                        }
                        b"section" | b"partition" | b"gc" => {
                            self.expect(Kind::StringConstant, "a string")?;
                        }
                        b"align" => {
                            self.expect(Kind::Int, "an alignment")?;
                        }
                        _ => {
                            if self.tok.kind == Kind::LParen {
                                self.skip_balanced()?;
                            }
                        }
                    }
                }
                Kind::AttrGrpId => self.bump()?,
                Kind::StringConstant => {
                    self.bump()?;
                    if self.tok.kind == Kind::Equal {
                        self.bump()?;
                        self.expect(Kind::StringConstant, "a string attribute value")?;
                    }
                }
                Kind::MetadataVar => {
                    self.bump()?;
                    self.skip_md_value()?;
                }
                _ => {
                    return Err(self.expected(&format!("`{{` to start the body of `{}`", self.f.fn_name_text)));
                }
            }
        }
        self.bump()?; // `{`
        let body_start = self.tok.start as usize;
        let plan = self.split_plan(body_start);
        self.presize_body(&name);
        self.body_maybe_split(plan)?;
        self.last_body = self.prev_end as usize - body_start.min(self.prev_end as usize);
        let mut f = std::mem::take(&mut self.f);
        let func = self.finish_function(&mut f, name, name_span, calling_conv);
        self.f = f;
        let func = func?;
        self.module.functions.push(func);
        Ok(())
    }

    /// Reserves table capacity for a body, from the remaining input for the first function
    /// and from the previous body (times two) afterwards: a heuristic only, so that a
    /// 10 MB kernel does not regrow its tables and a module of many small functions does not
    /// reserve the whole file for each ([`Self::finish_function`] trims what is left over).
    fn presize_body(&mut self, name: &str) {
        let remaining = self.b.len().saturating_sub(self.tok.start as usize);
        let len = if self.module.functions.is_empty() { remaining } else { remaining.min(2 * self.last_body + 512) };
        self.presize(name, len);
    }

    /// Reserves table capacity for `len` bytes of body.
    fn presize(&mut self, name: &str, len: usize) {
        // Generous: capacity that is never written costs address space, not memory, while a
        // table that outgrows its guess is copied (`scripts/bench-vs-opt`'s kernel has a block
        // per 190 bytes, and per instruction 2.4 operands, 7 name bytes, 0.3 new constants).
        let insts = len / 48 + 4;
        let blocks = len / 128 + 2;
        self.f.cfg = CfgBuilder::with_capacity(name, blocks, blocks * 2);
        self.f.insts.reserve(insts);
        self.f.values.reserve(insts);
        self.f.operands.reserve(insts * 3);
        // Phi entries: none in the numbered kernel, one per 86 bytes in the named one (whose
        // table grew by doubling, copying 5 MB).
        self.f.phi_incoming.reserve(insts / 2 + len / 80);
        // Name bytes: 7 an instruction in the numbered and named kernels of `reconverge
        // generate`, 10.4 in clang's style with long blocks (`%arrayidx30`; issue 34 item 5).
        self.f.names.reserve(insts * 12);
        self.f.syms.reserve(insts + blocks);
        self.f.block_starts.reserve(blocks + 1);
        self.f.edges.reserve(blocks * 2);
        self.num_syms.reserve(insts + blocks);
        self.numbered.reserve(insts + blocks);
        self.names.reserve((insts + blocks).min(1 << 18));
        self.const_ids.reserve((insts / 4).min(1 << 16));
        self.f.constant_ranges.reserve(insts / 2);
        self.f.constant_text.reserve(insts * 3);
    }

    // ----- names and symbols ----------------------------------------------------------------

    /// The interning key of a `%name`, `%12`, `name:`, `"name":` or `12:` token; `None` for an
    /// empty quoted name (`%""`), which LLVM treats as no name.
    fn key_of(&self, t: Token) -> PResult<Option<Key<'a>>> {
        let w = self.word_of(t);
        match t.kind {
            Kind::LocalVarId | Kind::LabelId => {
                let digits = match t.kind {
                    Kind::LocalVarId => w.get(1..).unwrap_or(b""),
                    _ => w.get(..w.len().saturating_sub(1)).unwrap_or(b""),
                };
                let mut n: u64 = 0;
                for &d in digits {
                    n = n * 10 + (d - b'0') as u64;
                    if n > u32::MAX as u64 {
                        return Err(self.err(t.start, t.end, "value number too large (at most 4294967295)"));
                    }
                }
                Ok(Some(Key::Num(n)))
            }
            _ => {
                let body = match t.kind {
                    Kind::LocalVar => w.get(1..).unwrap_or(b""),
                    _ => w.get(..w.len().saturating_sub(1)).unwrap_or(b""),
                };
                // An unquoted name is made of name characters (the lexer): only a quoted one
                // can hold a NUL (`\00`) or be empty.
                if body.first() != Some(&b'"') {
                    return Ok((!body.is_empty()).then_some(Key::Name(Cow::Borrowed(body))));
                }
                let raw = names::unescape(body.get(1..body.len().saturating_sub(1)).unwrap_or(b""));
                if raw.is_empty() {
                    return Ok(None);
                }
                if raw.contains(&0) {
                    return Err(self.err(t.start, t.end, "NUL character is not allowed in names"));
                }
                Ok(Some(Key::Name(raw)))
            }
        }
    }

    fn sym(&mut self, key: Key<'a>, span: Span) -> u32 {
        let next = self.f.syms.len() as u32;
        let id = match key {
            // A tail parser cannot know the numbers and slots before it ([`split`]).
            Key::Num(_) if self.tail.is_some() => {
                self.poisoned = true;
                next
            }
            // Source numbers are dense in practice: index a table instead of hashing (bounded
            // by the input size, so `%4000000000` falls back to the hash map).
            Key::Num(n) if n < self.dense_limit => {
                let n = n as usize;
                if n >= self.num_syms.len() {
                    self.num_syms.resize((n + 1).max(self.num_syms.len() * 2), u32::MAX);
                }
                let slot = &mut self.num_syms[n];
                if *slot == u32::MAX {
                    *slot = next;
                }
                *slot
            }
            Key::Num(n) => *self.big_nums.entry(n).or_insert(next),
            Key::Name(raw) => return self.sym_name(&raw, span),
        };
        if id == next {
            self.f.syms.push(Sym { def: Def::Undefined, use_kind: UseKind::None, span });
        }
        id
    }

    /// [`Self::sym`] of a name (its decoded bytes): the recent-name cache, then the numbered
    /// and general tables. Expected `O(name length)`.
    #[inline]
    fn sym_name(&mut self, raw: &[u8], span: Span) -> u32 {
        let next = self.f.syms.len() as u32;
        let cached = self.recent_key(raw);
        if let Some((key, slot)) = cached {
            let e = &self.recent[slot];
            if e.0 == key.0 && e.1 == key.1 && e.2 == key.2 {
                return e.3;
            }
        }
        let id = match names::split_numbered(raw) {
            Some((prefix, n)) => self.numbered.get_or_insert(raw, prefix, n, cached.map(|(k, _)| (k.0, k.1)), next, &mut self.names),
            None => self.names.get_or_insert(raw, next),
        };
        if let Some((key, slot)) = cached {
            self.recent[slot] = (key.0, key.1, key.2, id);
        }
        if id == next {
            self.f.syms.push(Sym { def: Def::Undefined, use_kind: UseKind::None, span });
        }
        id
    }

    /// The name of a `%name` token written without quotes (a slice of the source, which is
    /// its [`Self::key_of`] key), when the fast paths are on; `None` for every other token
    /// (quoted and numbered names, labels), which go through `key_of`. `O(1)`.
    #[inline]
    fn plain_name(&self, t: Token) -> Option<&'a [u8]> {
        if !self.fast() || t.kind != Kind::LocalVar {
            return None;
        }
        let body = self.b.get(t.start as usize + 1..t.end as usize)?;
        (body.first().is_some_and(|&c| c != b'"')).then_some(body)
    }

    /// The [`Self::recent`] key and slot of a name of at most 16 bytes that is a slice of the
    /// source with 16 bytes after its start: its bytes as two words (masked to its length) and
    /// the function's generation with the length. `None` otherwise (the name is looked up in
    /// the tables only), and when the fast paths are off.
    #[inline]
    fn recent_key(&mut self, raw: &[u8]) -> Option<((u64, u64, u32), usize)> {
        let len = raw.len();
        let at = (raw.as_ptr() as usize).wrapping_sub(self.b.as_ptr() as usize);
        if len == 0 || len > 16 || at >= self.b.len() || !self.fast() {
            return None;
        }
        let w = self.b.get(at..at + 16)?;
        let (lo, hi) = w.split_at(8);
        let mask = |n: usize| if n >= 8 { u64::MAX } else { (1u64 << (8 * n)) - 1 };
        let w0 = u64::from_le_bytes(lo.try_into().ok()?) & mask(len);
        let w1 = u64::from_le_bytes(hi.try_into().ok()?) & mask(len.saturating_sub(8));
        if self.recent.is_empty() {
            self.recent = vec![(0, 0, 0, 0); RECENT_NAMES].into_boxed_slice();
        }
        let tag = (self.fn_gen << 5) | len as u32;
        let h = (w0 ^ w1.rotate_left(29) ^ tag as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Some(((w0, w1, tag), (h >> 54) as usize & (RECENT_NAMES - 1)))
    }

    /// The symbol a use of `%x` names (a value or a block, `what` for the error): an unquoted
    /// name by its bytes (no `key_of`, no `Key`), any other through its key.
    ///
    /// # Errors
    /// The empty name `%""`.
    #[inline]
    fn used_sym(&mut self, t: Token, what: &str) -> PResult<u32> {
        Ok(match self.plain_name(t) {
            Some(raw) => self.sym_name(raw, Self::span(t)),
            None => {
                let Some(key) = self.key_of(t)? else {
                    return Err(self.err(t.start, t.end, format!("expected a {what} name, found the empty name `%\"\"`")));
                };
                self.sym(key, Self::span(t))
            }
        })
    }

    /// A use of a local value (`%x` in operand position).
    fn use_value(&mut self, t: Token) -> PResult<Operand> {
        let s = self.used_sym(t, "value")?;
        let sym = &mut self.f.syms[s as usize];
        match (sym.def, sym.use_kind) {
            (Def::Block(_), _) => Err(self.err(t.start, t.end, format!("expected a value, found basic block {}", describe_found(self.text_of(t.start, t.end))))),
            (Def::Undefined, UseKind::Block) => Err(self.err(
                t.start,
                t.end,
                format!("{} is used both as a basic block and as a value", describe_found(self.text_of(t.start, t.end))),
            )),
            (Def::Undefined, UseKind::None) => {
                sym.use_kind = UseKind::Value;
                sym.span = Self::span(t);
                Ok(Operand::Local(ValueId(s)))
            }
            _ => Ok(Operand::Local(ValueId(s))),
        }
    }

    /// A use of a block (`%x` after `label`, or a phi's incoming block). Returns the symbol.
    fn use_block(&mut self, t: Token) -> PResult<u32> {
        let s = self.used_sym(t, "block")?;
        let sym = &mut self.f.syms[s as usize];
        match (sym.def, sym.use_kind) {
            (Def::Value(_), _) => Err(self.err(t.start, t.end, format!("expected a basic block, found value {}", describe_found(self.text_of(t.start, t.end))))),
            (Def::Undefined, UseKind::Value) => Err(self.err(
                t.start,
                t.end,
                format!("{} is used both as a value and as a basic block", describe_found(self.text_of(t.start, t.end))),
            )),
            (Def::Undefined, UseKind::None) => {
                sym.use_kind = UseKind::Block;
                sym.span = Self::span(t);
                Ok(s)
            }
            _ => Ok(s),
        }
    }

    /// Checks a numbered definition against LLVM's "numbered `%N` or greater" rule and
    /// advances the next expected number.
    fn check_number(&mut self, key: &Key<'a>, t: Token, what: &str) -> PResult<()> {
        if let Key::Num(n) = *key {
            if n < self.f.next_num {
                let sigil = if what == "label" { "" } else { "%" };
                return Err(self.err(t.start, t.end, format!("{what} expected to be numbered `{sigil}{}` or greater", self.f.next_num)));
            }
            self.f.next_num = n + 1;
        }
        Ok(())
    }

    fn redefinition(&self, t: Token) -> Box<PErr> {
        self.err(t.start, t.end, format!("redefinition of {}: a local name may be defined only once per function", describe_found(self.text_of(t.start, t.end))))
    }

    /// Defines a named or numbered value (argument or instruction result) from its token.
    fn define_value(&mut self, t: Token, kind: ValueKind, what: &str) -> PResult<ValueId> {
        let name_start = self.f.names.len() as u32;
        let s = match self.plain_name(t).filter(|_| !self.f.upgrade_named && !self.f.drop_name) {
            // An unquoted `%name` kept as written (no upgrade renames it): printed from the
            // source and interned by its bytes, without `key_of`.
            Some(raw) => {
                self.f.names.push('%');
                match self.src.get(t.start as usize + 1..t.end as usize) {
                    Some(text) if !names::needs_quotes(raw) => self.f.names.push_str(text),
                    _ => names::print_name(raw, &mut self.f.names),
                }
                self.sym_name(raw, Self::span(t))
            }
            None => {
                let Some(key) = self.key_of(t)? else {
                    return Ok(self.define_unnamed_value(Self::span(t), kind));
                };
                self.check_number(&key, t, what)?;
                self.f.names.push('%');
                match &key {
                    _ if self.f.upgrade_named => {}
                    Key::Name(raw) if !self.f.drop_name => print_source_name(self.src, raw, &mut self.f.names),
                    _ => {
                        self.f.names.push_str(itoa::Buffer::new().format(self.f.slot));
                        self.f.slot += 1;
                    }
                }
                self.sym(key, Self::span(t))
            }
        };
        let name = OpRange { start: name_start, end: self.f.names.len() as u32 };
        let sym = self.f.syms[s as usize];
        if sym.def != Def::Undefined {
            return Err(self.redefinition(t));
        }
        if sym.use_kind == UseKind::Block {
            let u = sym.span;
            return Err(self.err(u.start, u.end, format!("expected a basic block, found value {}", describe_found(u.text(self.src)))));
        }
        let v = self.f.values.len() as u32;
        self.f.syms[s as usize].def = Def::Value(v);
        self.f.syms[s as usize].span = NO_TYPE;
        self.f.last_def = s;
        self.f.values.push(ValueData { kind, span: Self::span(t), name });
        Ok(ValueId(v))
    }

    /// How the result of a call to `callee` with operands `ops` (arguments, then the callee)
    /// is named once opt-22 auto-upgrades it ([`super::upgrade::naming`]).
    /// `text`: the call's source text (the upgrades of [`super::upgrade::Rewrite::SharedCluster`]
    /// depend on its signature).
    fn upgrade_naming(&self, callee: Option<GlobalId>, ops: &[Operand], text: &str) -> super::upgrade::Naming {
        let Some(u) = self.callee_upgrade(callee) else { return super::upgrade::Naming::Keep };
        let constant_amount = ops.len() >= 2 && matches!(ops[ops.len() - 2], Operand::Constant(_));
        let first_constant = ops.len() >= 2 && matches!(ops[0], Operand::Constant(_));
        super::upgrade::call_naming(u, text, constant_amount, first_constant)
    }

    /// The auto-upgrade opt-22 applies to calls of `callee` ([`super::upgrade::lookup`]), if any.
    fn callee_upgrade(&self, callee: Option<GlobalId>) -> Option<&'static super::upgrade::Upgrade> {
        callee.and_then(|g| self.f.globals.get(g.0 as usize)).and_then(|n| super::upgrade::lookup(n))
    }

    /// The constant a call to `callee` (source `text`) folds to when opt-22 auto-upgrades it
    /// ([`super::upgrade::folded`]): the call is not printed and its uses print the
    /// constant.
    fn upgrade_fold(&self, callee: Option<GlobalId>, text: &str) -> Option<String> {
        let name = callee.and_then(|g| self.f.globals.get(g.0 as usize)).filter(|n| n.starts_with("llvm.nvvm.abs.") || n.starts_with("llvm.amdgcn."))?;
        super::upgrade::folded(super::upgrade::lookup(name)?, text)
    }

    /// Gives value `v`, just defined (its name the last in the table), the printed text `c`.
    fn print_as_constant(&mut self, v: ValueId, c: &str) {
        let r = self.f.values[v.index()].name;
        self.f.names.truncate(r.start as usize);
        self.f.names.push_str(c);
        self.f.values[v.index()].name = OpRange { start: r.start, end: self.f.names.len() as u32 };
    }

    /// Defines an unnamed value: it takes the next source number and the next slot.
    fn define_unnamed_value(&mut self, span: Span, kind: ValueKind) -> ValueId {
        let n = self.f.next_num;
        self.f.next_num += 1;
        let name_start = self.f.names.len() as u32;
        self.f.names.push('%');
        self.f.names.push_str(itoa::Buffer::new().format(self.f.slot));
        let name = OpRange { start: name_start, end: self.f.names.len() as u32 };
        self.f.slot += 1;
        let s = self.sym(Key::Num(n), span);
        let v = self.f.values.len() as u32;
        // `n` is above every number defined so far; earlier uses of `%n` (forward references)
        // resolve here. A use of `%n` as a block is reported by `finish_function`.
        let sym = &mut self.f.syms[s as usize];
        if sym.use_kind == UseKind::Block {
            self.f.block_uses_of_values.push((s, sym.span));
        }
        sym.def = Def::Value(v);
        sym.span = NO_TYPE;
        self.f.last_def = s;
        self.f.values.push(ValueData { kind, span, name });
        ValueId(v)
    }

    /// Starts a new block, from a label token or (when `label` is `None`) unnamed at `at`.
    fn start_block(&mut self, label: Option<Token>, at: Token) -> PResult<()> {
        let mut name = std::mem::take(&mut self.name_buf);
        name.clear();
        let key = match label {
            Some(t) => match self.key_of(t)? {
                Some(Key::Name(raw)) => {
                    print_source_name(self.src, &raw, &mut name);
                    Key::Name(raw)
                }
                Some(k @ Key::Num(_)) => {
                    self.check_number(&k, t, "label")?;
                    name.push_str(itoa::Buffer::new().format(self.f.slot));
                    self.f.slot += 1;
                    k
                }
                None => self.unnamed_block_key(&mut name),
            },
            None => self.unnamed_block_key(&mut name),
        };
        let span = match label {
            Some(t) => Span { start: t.start, end: t.end.saturating_sub(1).max(t.start) },
            None => Self::span(at),
        };
        let s = self.sym(key, span);
        let sym = self.f.syms[s as usize];
        if sym.def != Def::Undefined {
            let t = label.unwrap_or(at);
            return Err(self.err(
                span.start,
                span.end,
                format!("redefinition of block {}: block names must be unique", describe_found(self.text_of(t.start, t.end))),
            ));
        }
        if sym.use_kind == UseKind::Value {
            let u = sym.span;
            return Err(self.err(u.start, u.end, format!("expected a value, found basic block {}", describe_found(u.text(self.src)))));
        }
        // Printed names are unique per symbol (the symbol table above is the name lookup).
        let created = self.f.cfg.new_block(&name);
        self.name_buf = name;
        self.f.cfg.data_mut(created).span = span;
        self.f.syms[s as usize].def = Def::Block(created.0);
        self.f.block_starts.push(self.f.insts.len() as u32);
        self.f.cur = Some(created);
        self.f.unlabelled = label.is_none();
        self.f.terminated = false;
        Ok(())
    }

    fn unnamed_block_key(&mut self, name: &mut String) -> Key<'a> {
        let n = self.f.next_num;
        self.f.next_num += 1;
        name.push_str(itoa::Buffer::new().format(self.f.slot));
        self.f.slot += 1;
        Key::Num(n)
    }

    fn block_display(&mut self) -> String {
        match self.f.cur {
            Some(b) => format!("`%{}`", self.f.cfg.data_mut(b).name),
            None => "the entry block".to_string(),
        }
    }

    fn missing_terminator(&mut self) -> Box<PErr> {
        let block = self.block_display();
        self.expected(&format!(
            "a terminator instruction (`br`, `switch`, `ret`, `unreachable`, …) to end block {block}"
        ))
    }

    // ----- function bodies ------------------------------------------------------------------

    fn body(&mut self) -> PResult<()> {
        loop {
            let t = self.tok;
            match t.kind {
                Kind::LabelStr | Kind::LabelId => {
                    if self.f.cur.is_some() && !self.f.terminated {
                        return Err(self.missing_terminator());
                    }
                    if t.start == self.stop_at && self.peeked.is_none() {
                        // The tail parser's half starts here ([`split`]).
                        self.stop_at = split::STOPPED;
                        return Ok(());
                    }
                    if let Some(tail) = &self.tail {
                        if self.poisoned || tail.cancel.load(std::sync::atomic::Ordering::Relaxed) {
                            return Err(self.err(t.start, t.end, "tail parse abandoned"));
                        }
                    }
                    self.start_block(Some(t), t)?;
                    self.bump()?;
                }
                Kind::RBrace => {
                    if self.f.cur.is_none() {
                        return Err(self.expected(&format!("at least one basic block in the body of `{}`", self.f.fn_name_text)));
                    }
                    if !self.f.terminated {
                        return Err(self.missing_terminator());
                    }
                    self.bump()?;
                    return Ok(());
                }
                Kind::Eof => {
                    return Err(self.expected(&format!("`}}` to end the body of `{}`", self.f.fn_name_text)));
                }
                Kind::DbgRecordType => {
                    self.bump()?;
                    if self.tok.kind != Kind::LParen {
                        return Err(self.expected("`(` after a debug record"));
                    }
                    self.skip_balanced()?;
                }
                Kind::Ident if matches!(self.word_of(t), b"uselistorder" | b"uselistorder_bb") => {
                    self.bump()?;
                    while !self.at_inst_end() {
                        if closer(self.tok.kind).is_some() {
                            self.skip_balanced()?;
                        } else {
                            self.bump()?;
                        }
                    }
                }
                Kind::LocalVar | Kind::LocalVarId | Kind::Ident => {
                    if self.f.cur.is_none() || self.f.terminated {
                        self.start_block(None, t)?;
                    }
                    self.instruction()?;
                }
                _ => return Err(self.expected("an instruction, a block label or `}`")),
            }
        }
    }

    fn edge(&mut self, sym: u32, label: impl Into<String>, span: Span) {
        if let Some(from) = self.f.cur {
            self.f.edges.push(PendingEdge { from, sym, label: label.into(), span });
        }
    }

    /// `label %x`: returns the block symbol and the span of `%x`.
    fn label_ref(&mut self) -> PResult<(u32, Span)> {
        if !self.is_word(b"label") {
            return Err(self.expected("`label`"));
        }
        self.bump()?;
        let t = self.tok;
        if !matches!(t.kind, Kind::LocalVar | Kind::LocalVarId) {
            return Err(self.expected("a block label after `label`"));
        }
        self.bump()?;
        Ok((self.use_block(t)?, Self::span(t)))
    }

    /// `repeat_ok`: `getelementptr`'s flags may repeat (`LLParser` reads them in a loop).
    fn skip_flags(&mut self, repeat_ok: bool) -> PResult<()> {
        let mut seen: [&[u8]; 8] = [b""; 8];
        let mut n = 0;
        while self.tok.kind == Kind::Ident && is_flag_word(self.word_of(self.tok)) {
            // A flag written twice (`add nsw nsw`): `LLParser` reads each once, then expects
            // a type.
            let w = self.word_of(self.tok);
            if !repeat_ok && seen[..n].contains(&w) {
                return Err(self.expected("a type"));
            }
            if n < seen.len() {
                seen[n] = w;
                n += 1;
            }
            let inrange = self.is_word(b"inrange");
            self.bump()?;
            if inrange && self.tok.kind == Kind::LParen {
                self.skip_balanced()?;
            }
        }
        Ok(())
    }

    /// Skips parameter / return attributes: keywords (with a `(…)` argument or the integer of
    /// `align N`), `#N`, and string attributes.
    fn skip_attrs(&mut self) -> PResult<()> {
        loop {
            match self.tok.kind {
                Kind::AttrGrpId => self.bump()?,
                Kind::StringConstant => {
                    self.bump()?;
                    if self.tok.kind == Kind::Equal {
                        self.bump()?;
                        self.expect(Kind::StringConstant, "a string attribute value")?;
                    }
                }
                Kind::Ident => {
                    let w = self.word_of(self.tok);
                    // Anything but an attribute keyword ends the attributes (a type, a value,
                    // `to`, `...`; a misspelt attribute is then reported where a type or
                    // value was expected, as `LLParser` does).
                    if !is_attribute_keyword(w) {
                        return Ok(());
                    }
                    self.bump()?;
                    if w == b"align" && self.tok.kind == Kind::Int {
                        self.bump()?;
                    }
                    if self.tok.kind == Kind::LParen {
                        self.skip_balanced()?;
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// A type: a primitive keyword (`ptr addrspace(N)`, `target(…)` included), a named type
    /// `%T`, or a bracketed aggregate / vector, then any `*` suffixes.
    fn parse_type(&mut self) -> PResult<()> {
        let t = self.tok;
        match t.kind {
            Kind::Ident if is_type_word(self.word_of(t)) => {
                let w = self.word_of(t);
                if w == b"ptr" && self.peeked.is_none() {
                    if let Some(close) = numeric_addrspace(self.b, t.end as usize) {
                        // `ptr addrspace(N)`, everywhere in GPU kernels: step over the four
                        // tokens in the raw bytes, as if the current token were the `)`.
                        self.lex.set_pos(close + 1);
                        self.tok = Token { kind: Kind::RParen, start: close as u32, end: close as u32 + 1, nl: false };
                        self.bump()?;
                        return self.pointer_suffixes();
                    }
                }
                self.bump()?;
                if w == b"ptr" && self.is_word(b"addrspace") {
                    self.bump()?;
                    self.paren_constant()?;
                } else if w == b"target" {
                    if self.tok.kind != Kind::LParen {
                        return Err(self.expected("`(` after `target`"));
                    }
                    self.skip_balanced()?;
                }
            }
            Kind::LocalVar | Kind::LocalVarId => self.bump()?,
            Kind::LBrace | Kind::LSquare | Kind::Less => {
                self.skip_balanced()?;
            }
            _ => return Err(self.expected("a type")),
        }
        self.pointer_suffixes()
    }

    /// `(N)` or `("name")` after `addrspace` / `syncscope`: one integer or string, as
    /// `LLParser` reads it.
    fn paren_constant(&mut self) -> PResult<()> {
        self.expect(Kind::LParen, "`(`")?;
        if !matches!(self.tok.kind, Kind::Int | Kind::StringConstant) {
            return Err(self.expected("an integer or string constant"));
        }
        self.bump()?;
        self.expect(Kind::RParen, "`)`").map(|_| ())
    }

    /// The `*` suffixes after a type (see [`Self::parse_type`]).
    fn pointer_suffixes(&mut self) -> PResult<()> {
        // Typed-pointer suffixes, read as opaque `ptr` the way `LLParser` still does: `i8*`,
        // `i8**`, `float addrspace(1)*`, and function-pointer types `i32 (i8*, ...)*` (a bare
        // function type `ret (params)` without `*` is left to `call_like`).
        loop {
            if self.tok.kind == Kind::Star {
                self.bump()?;
            } else if self.is_word(b"addrspace") && self.peek()?.kind == Kind::LParen {
                self.bump()?;
                self.skip_balanced()?;
                if self.tok.kind != Kind::Star {
                    return Err(self.expected("`*` after the address space of a typed pointer"));
                }
            } else if self.tok.kind == Kind::LParen && self.group_then_star(self.tok.start as usize) {
                self.skip_balanced()?;
            } else {
                return Ok(());
            }
        }
    }

    /// Whether the `(…)` group opening at byte `at` is followed (after blanks) by `*` or
    /// `addrspace`: a function-pointer type rather than a call's argument list. `O(group)`.
    fn group_then_star(&self, at: usize) -> bool {
        let mut depth = 0usize;
        for (i, &c) in self.b.iter().enumerate().skip(at) {
            match c {
                b'(' => depth += 1,
                b')' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        let rest = &self.b[i + 1..];
                        let rest = &rest[rest.iter().position(|c| !matches!(c, b' ' | b'\t')).unwrap_or(rest.len())..];
                        return rest.starts_with(b"*") || rest.starts_with(b"addrspace");
                    }
                }
                b'\n' | b'"' | b';' | b'=' | b'@' => return false,
                _ => {}
            }
        }
        false
    }

    /// Skips a metadata value: `!12`, `!DILocation(…)`, `!{…}`, `!"…"`, `distinct !{…}`.
    fn skip_md_value(&mut self) -> PResult<()> {
        if self.is_word(b"distinct") {
            self.bump()?;
        }
        match self.tok.kind {
            Kind::MetadataVar => {
                self.bump()?;
                if self.tok.kind == Kind::LParen {
                    self.skip_balanced()?;
                }
                Ok(())
            }
            Kind::Exclaim => {
                self.bump()?;
                match self.tok.kind {
                    Kind::LBrace => self.skip_balanced().map(|_| ()),
                    Kind::StringConstant => self.bump(),
                    _ => Err(self.expected("`{` or a string after `!`")),
                }
            }
            _ => Err(self.expected("metadata (`!N`, `!{…}` or `!\"…\"`)")),
        }
    }

    /// A value after its type: local, global, constant, constant expression, inline asm or
    /// metadata.
    fn value(&mut self) -> PResult<Operand> {
        let t = self.tok;
        match t.kind {
            Kind::LocalVar | Kind::LocalVarId => {
                self.bump()?;
                self.use_value(t)
            }
            Kind::GlobalVar | Kind::GlobalId => {
                self.bump()?;
                Ok(Operand::Global(self.intern_global(t)))
            }
            Kind::Int => {
                self.bump()?;
                Ok(Operand::Constant(self.intern_int(t.start, t.end)))
            }
            Kind::Float | Kind::CString => {
                self.bump()?;
                Ok(Operand::Constant(self.intern_const(t.start, t.end)))
            }
            Kind::LBrace | Kind::LSquare | Kind::Less => {
                let s = self.skip_balanced()?;
                Ok(Operand::Constant(self.intern_const(s.start, s.end)))
            }
            Kind::MetadataVar | Kind::Exclaim => {
                self.skip_md_value()?;
                Ok(Operand::Metadata)
            }
            Kind::Ident => {
                let w = self.word_of(t);
                if VALUE_WORDS.contains(&w) || w.starts_with(b"s0x") || w.starts_with(b"u0x") {
                    self.bump()?;
                    return Ok(Operand::Constant(self.intern_const(t.start, t.end)));
                }
                if w == b"asm" {
                    self.bump()?;
                    while self.tok.kind == Kind::Ident {
                        self.bump()?;
                    }
                    self.expect(Kind::StringConstant, "the inline assembly string")?;
                    self.expect_comma()?;
                    self.expect(Kind::StringConstant, "the inline assembly constraint string")?;
                    return Ok(Operand::InlineAsm(self.intern_const(t.start, self.prev_end)));
                }
                if CONST_EXPR_WORDS.contains(&w) {
                    self.bump()?;
                    // Flags and predicates: `inbounds`, `nuw`, `inrange(…)`, `eq`, …
                    while self.tok.kind == Kind::Ident && !is_value_word(self.word_of(self.tok)) && !is_type_word(self.word_of(self.tok)) {
                        let inrange = self.is_word(b"inrange");
                        self.bump()?;
                        if inrange && self.tok.kind == Kind::LParen {
                            self.skip_balanced()?;
                        }
                    }
                    match self.tok.kind {
                        Kind::LParen => {
                            self.skip_balanced()?;
                        }
                        Kind::GlobalVar | Kind::GlobalId => self.bump()?,
                        _ => return Err(self.expected(&format!("`(` after `{}`", String::from_utf8_lossy(w)))),
                    }
                    return Ok(Operand::Constant(self.intern_const(t.start, self.prev_end)));
                }
                Err(self.expected("a value"))
            }
            _ => Err(self.expected("a value")),
        }
    }

    /// `<type> [attrs] <value>`, or `metadata <md>`, or `label %bb`.
    fn typed_value(&mut self) -> PResult<Operand> {
        if self.is_word(b"metadata") {
            self.bump()?;
            match self.tok.kind {
                Kind::MetadataVar | Kind::Exclaim => self.skip_md_value()?,
                Kind::Ident if self.is_word(b"distinct") => self.skip_md_value()?,
                _ => {
                    self.parse_type()?;
                    self.value()?;
                }
            }
            return Ok(Operand::Metadata);
        }
        if self.is_word(b"label") {
            let (s, _) = self.label_ref()?;
            return Ok(Operand::Block(Block(s)));
        }
        let ty_start = self.tok.start;
        self.parse_type()?;
        let ty = Span { start: ty_start, end: self.prev_end };
        self.op_tys.push(ty);
        self.skip_attrs()?;
        self.value_of_type(ty)
    }

    /// A value whose type is `ty` (written before it, or implied: the second operand of a
    /// binary operator, a phi's incoming values); a local's type is checked against it.
    fn value_of_type(&mut self, ty: Span) -> PResult<Operand> {
        let at = self.tok;
        let op = self.value()?;
        if let Operand::Local(ValueId(s)) = op {
            self.check_type(s, ty, Self::span(at))?;
        }
        Ok(op)
    }

    /// `LLParser`'s "'%x' defined with type 'i64' but expected 'i32'": a use of symbol `s` at
    /// type `ty`, checked now when `s` is defined, else when the body ends. `O(type text)`.
    fn check_type(&mut self, s: u32, ty: Span, at: Span) -> PResult<()> {
        if ty == NO_TYPE {
            return Ok(());
        }
        let sym = self.f.syms[s as usize];
        match sym.def {
            Def::Value(_) if sym.span != NO_TYPE && !same_type(self.b, sym.span, ty) => Err(self.type_mismatch(sym.span, ty, at)),
            Def::Undefined => {
                self.f.typed_uses.push(TypedUse { sym: s, ty, at });
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn type_mismatch(&self, defined: Span, expected: Span, at: Span) -> Box<PErr> {
        self.err(
            at.start,
            at.end,
            format!("`{}` defined with type `{}` but expected `{}`", at.text(self.src), type_text(self.src, defined), type_text(self.src, expected)),
        )
    }

    /// A comma-separated run of typed values plus the trailing `align N`, `addrspace(N)`,
    /// `syncscope("…")`, orderings and `!md` attachments of memory instructions.
    /// `after_item`: the list continues something (an `alloca`'s type), so it may start with
    /// `,`.
    fn typed_list(&mut self, ops: &mut Vec<Operand>, after_item: bool) -> PResult<()> {
        self.typed_list_from(ops, after_item, false)
    }

    /// [`Self::typed_list`] from within the list: `need_comma` after an operand (the next
    /// item must follow a `,`), as the byte-level reader [`Self::memory_operands_fast`]
    /// leaves it.
    fn typed_list_from(&mut self, ops: &mut Vec<Operand>, mut after_item: bool, mut need_comma: bool) -> PResult<()> {
        loop {
            if self.at_inst_end() {
                return Ok(());
            }
            let t = self.tok;
            match t.kind {
                Kind::Comma => {
                    // `,` separates: not first, not twice (`, ,`).
                    if !after_item {
                        return Err(self.expected("a value, `align` or metadata"));
                    }
                    self.bump()?;
                    need_comma = false;
                    after_item = false;
                }
                // `align`, `!md` and `addrspace(N)` follow a `,` (orderings and `syncscope` do not).
                Kind::MetadataVar | Kind::Ident if after_item && (t.kind == Kind::MetadataVar || matches!(self.word_of(t), b"align" | b"addrspace")) => {
                    return Err(self.expected("`,`"));
                }
                Kind::MetadataVar => {
                    self.bump()?;
                    self.skip_md_value()?;
                    after_item = true;
                }
                Kind::Ident if self.is_word(b"align") => {
                    self.bump()?;
                    match self.tok.kind {
                        Kind::Int => {
                            if !is_power_of_two_literal(self.word_of(self.tok)) {
                                return Err(self.err(self.tok.start, self.tok.end, "alignment is not a power of two"));
                            }
                            self.bump()?;
                        }
                        Kind::LParen => {
                            self.skip_balanced()?;
                        }
                        _ => return Err(self.expected("an alignment after `align`")),
                    }
                    after_item = true;
                }
                Kind::Ident if matches!(self.word_of(t), b"addrspace" | b"syncscope") => {
                    self.bump()?;
                    self.paren_constant()?;
                    after_item = true;
                }
                Kind::Ident if self.is_word(b"inrange") => {
                    self.bump()?;
                    if self.tok.kind == Kind::LParen {
                        self.skip_balanced()?;
                    }
                    after_item = true;
                }
                Kind::Ident if is_ordering(self.word_of(t)) => {
                    self.bump()?;
                    after_item = true;
                }
                _ => {
                    if need_comma {
                        return Err(self.expected("`,` or the end of the instruction"));
                    }
                    ops.push(self.typed_value()?);
                    need_comma = true;
                    after_item = true;
                }
            }
        }
    }

    /// Trailing `, !name !N` attachments, then the end of the instruction.
    fn finish_inst(&mut self) -> PResult<()> {
        loop {
            if self.at_inst_end() {
                return Ok(());
            }
            match self.tok.kind {
                Kind::Comma => {
                    self.bump()?;
                    if self.tok.kind != Kind::MetadataVar {
                        return Err(self.expected("a metadata attachment (`!name !N`) after `,`"));
                    }
                }
                // An attachment follows a `,` (`sext i32 %x to i64 !dbg !3` is an error).
                Kind::MetadataVar if self.prev_kind == Kind::Comma => {
                    self.bump()?;
                    self.skip_md_value()?;
                }
                _ => return Err(self.expected("the end of the instruction (a new line)")),
            }
        }
    }

    /// The call part shared by `call`, `invoke` and `callbr`: pushes arguments and bundle
    /// operands to `ops` and returns the called operand, the direct callee name and whether
    /// the return type is `void`.
    fn call_like(&mut self, ops: &mut Vec<Operand>) -> PResult<(Operand, Option<GlobalId>, bool)> {
        self.skip_flags(false)?;
        if self.tok.kind == Kind::Ident && CALLING_CONVENTIONS.contains(&self.word_of(self.tok)) {
            let cc = self.is_word(b"cc");
            self.bump()?;
            if cc && self.tok.kind == Kind::Int {
                self.bump()?;
            }
        }
        self.skip_attrs()?;
        let void = self.is_word(b"void");
        let ret_start = self.tok.start;
        self.parse_type()?;
        self.call_ret = Span { start: ret_start, end: self.prev_end };
        // A function type `ret (params)`: `call i32 (ptr, ...) @printf(…)`.
        if self.tok.kind == Kind::LParen {
            self.skip_balanced()?;
        }
        let callee_tok = self.tok;
        let callee_op = self.value()?;
        let callee = match (callee_tok.kind, callee_op) {
            (Kind::GlobalVar | Kind::GlobalId, Operand::Global(g)) => Some(g),
            _ => None,
        };
        self.expect(Kind::LParen, "`(` to start the call arguments")?;
        if self.tok.kind == Kind::RParen {
            self.bump()?;
        } else {
            loop {
                if self.is_word(b"...") {
                    self.bump()?;
                } else {
                    ops.push(self.typed_value()?);
                }
                match self.tok.kind {
                    Kind::Comma => self.bump()?,
                    Kind::RParen => {
                        self.bump()?;
                        break;
                    }
                    _ => return Err(self.expected("`,` or `)` in the call arguments")),
                }
            }
        }
        // Function attributes on the same line.
        while !self.at_inst_end() {
            match self.tok.kind {
                Kind::AttrGrpId => self.bump()?,
                Kind::StringConstant => {
                    self.bump()?;
                    if self.tok.kind == Kind::Equal {
                        self.bump()?;
                        self.expect(Kind::StringConstant, "a string attribute value")?;
                    }
                }
                Kind::Ident if !self.is_word(b"to") => {
                    self.bump()?;
                    if self.tok.kind == Kind::LParen {
                        self.skip_balanced()?;
                    }
                }
                _ => break,
            }
        }
        // Operand bundles: `[ "tag"(ty %v, …), … ]`.
        if self.tok.kind == Kind::LSquare && !self.at_inst_end() {
            self.bump()?;
            loop {
                if self.tok.kind == Kind::RSquare {
                    self.bump()?;
                    break;
                }
                self.expect(Kind::StringConstant, "an operand bundle tag string")?;
                self.expect(Kind::LParen, "`(` after the operand bundle tag")?;
                if self.tok.kind == Kind::RParen {
                    self.bump()?;
                } else {
                    loop {
                        ops.push(self.typed_value()?);
                        match self.tok.kind {
                            Kind::Comma => self.bump()?,
                            Kind::RParen => {
                                self.bump()?;
                                break;
                            }
                            _ => return Err(self.expected("`,` or `)` in the operand bundle")),
                        }
                    }
                }
                match self.tok.kind {
                    Kind::Comma => self.bump()?,
                    Kind::RSquare => {}
                    _ => return Err(self.expected("`,` or `]` after the operand bundle")),
                }
            }
        }
        Ok((callee_op, callee, void))
    }

    /// One instruction, with its optional `%result =`.
    fn instruction(&mut self) -> PResult<()> {
        let start = self.tok.start;
        let result = if matches!(self.tok.kind, Kind::LocalVar | Kind::LocalVarId) {
            let r = self.tok;
            if !self.result_then_opcode_fast(r) {
                self.bump()?;
                self.expect(Kind::Equal, "`=` after the result name")?;
            }
            Some(r)
        } else {
            None
        };
        let op_tok = self.tok;
        if op_tok.kind != Kind::Ident {
            return Err(self.expected("an instruction opcode"));
        }
        let mut w = self.word_of(op_tok);
        if matches!(w, b"tail" | b"musttail" | b"notail") {
            self.bump()?;
            if !self.is_word(b"call") {
                return Err(self.expected("`call`"));
            }
            w = b"call";
        }
        let Some(opcode) = Opcode::from_keyword(w) else {
            return Err(self.expected("an instruction opcode"));
        };
        // The byte-level readers (`fast.rs`, `binary_operands_fast`) start from the bytes after
        // the opcode: the token after it is lexed only when they leave the instruction to the
        // token path (`deferred`; nothing happens between the opcode and that token).
        let op_end = self.tok.end as usize;
        let deferred = self.fast()
            && self.peeked.is_none()
            && self.b.get(op_end) == Some(&b' ')
            && (opcode.is_binary() || matches!(opcode, Opcode::Load | Opcode::GetElementPtr | Opcode::Phi | Opcode::ICmp | Opcode::Br));
        let at = op_end + 1;
        if !deferred {
            self.bump()?;
        }
        let block = self.f.cur.unwrap_or(Block(0));
        let mut ops = std::mem::take(&mut self.scratch_ops);
        ops.clear();
        let mut phi = std::mem::take(&mut self.scratch_phi);
        phi.clear();
        let mut callee = None;
        let mut void = false;
        // The result's type, for the type check of its uses (see `check_type`).
        let mut res_ty = NO_TYPE;
        self.op_tys.clear();
        use Opcode::*;
        match opcode {
            Ret => {
                void = true;
                if self.is_word(b"void") {
                    self.bump()?;
                } else {
                    ops.push(self.typed_value()?);
                }
            }
            Br => {
                void = true;
                // Read from the bytes (`fast.rs`), or token by token.
                if !(deferred && self.branch_fast(at, &mut ops)?) {
                    if deferred {
                        self.bump()?;
                    }
                    if self.is_word(b"label") {
                        let (s, sp) = self.label_ref()?;
                        ops.push(Operand::Block(Block(s)));
                        self.edge(s, "", sp);
                    } else {
                        ops.push(self.typed_value()?);
                        self.expect_comma()?;
                        let (t, tsp) = self.label_ref()?;
                        self.expect_comma()?;
                        let (f, fsp) = self.label_ref()?;
                        ops.push(Operand::Block(Block(t)));
                        ops.push(Operand::Block(Block(f)));
                        self.edge(t, "T", tsp);
                        self.edge(f, "F", fsp);
                    }
                }
            }
            Switch => {
                void = true;
                ops.push(self.typed_value()?);
                self.expect_comma()?;
                let (d, dsp) = self.label_ref()?;
                ops.push(Operand::Block(Block(d)));
                self.edge(d, "default", dsp);
                self.expect(Kind::LSquare, "`[` to start the switch cases")?;
                while self.tok.kind != Kind::RSquare {
                    self.parse_type()?;
                    let vstart = self.tok.start;
                    let v = self.value()?;
                    let label = self.text_of(vstart, self.prev_end).to_string();
                    ops.push(v);
                    self.expect_comma()?;
                    let (c, csp) = self.label_ref()?;
                    ops.push(Operand::Block(Block(c)));
                    self.edge(c, label, csp);
                }
                self.bump()?;
            }
            IndirectBr => {
                void = true;
                ops.push(self.typed_value()?);
                self.expect_comma()?;
                self.expect(Kind::LSquare, "`[` to start the destination list")?;
                let mut i = 0usize;
                if self.tok.kind == Kind::RSquare {
                    self.bump()?;
                } else {
                    loop {
                        let (d, dsp) = self.label_ref()?;
                        ops.push(Operand::Block(Block(d)));
                        self.edge(d, i.to_string(), dsp);
                        i += 1;
                        match self.tok.kind {
                            Kind::Comma => self.bump()?,
                            Kind::RSquare => {
                                self.bump()?;
                                break;
                            }
                            _ => return Err(self.expected("`,` or `]` in the destination list")),
                        }
                    }
                }
            }
            Invoke => {
                let (callee_op, name, v) = self.call_like(&mut ops)?;
                void = v;
                callee = name;
                self.expect_word("to")?;
                let (n, nsp) = self.label_ref()?;
                self.expect_word("unwind")?;
                let (u, usp) = self.label_ref()?;
                ops.push(Operand::Block(Block(n)));
                ops.push(Operand::Block(Block(u)));
                ops.push(callee_op);
                self.edge(n, "normal", nsp);
                self.edge(u, "unwind", usp);
            }
            CallBr => {
                let (callee_op, name, v) = self.call_like(&mut ops)?;
                void = v;
                callee = name;
                self.expect_word("to")?;
                let (d, dsp) = self.label_ref()?;
                ops.push(Operand::Block(Block(d)));
                self.edge(d, "default", dsp);
                self.expect(Kind::LSquare, "`[` to start the indirect destinations")?;
                let mut i = 0usize;
                if self.tok.kind == Kind::RSquare {
                    self.bump()?;
                } else {
                    loop {
                        let (x, xsp) = self.label_ref()?;
                        ops.push(Operand::Block(Block(x)));
                        self.edge(x, format!("indirect{i}"), xsp);
                        i += 1;
                        match self.tok.kind {
                            Kind::Comma => self.bump()?,
                            Kind::RSquare => {
                                self.bump()?;
                                break;
                            }
                            _ => return Err(self.expected("`,` or `]` in the indirect destinations")),
                        }
                    }
                }
                ops.push(callee_op);
            }
            Resume => {
                void = true;
                ops.push(self.typed_value()?);
            }
            Unreachable => void = true,
            CleanupRet => {
                void = true;
                self.expect_word("from")?;
                ops.push(self.value()?);
                self.expect_word("unwind")?;
                if self.is_word(b"to") {
                    self.bump()?;
                    self.expect_word("caller")?;
                } else {
                    let (u, usp) = self.label_ref()?;
                    ops.push(Operand::Block(Block(u)));
                    self.edge(u, "unwind", usp);
                }
            }
            CatchRet => {
                void = true;
                self.expect_word("from")?;
                ops.push(self.value()?);
                self.expect_word("to")?;
                let (b, bsp) = self.label_ref()?;
                ops.push(Operand::Block(Block(b)));
                self.edge(b, "", bsp);
            }
            CatchSwitch => {
                self.expect_word("within")?;
                ops.push(self.value()?);
                self.expect(Kind::LSquare, "`[` to start the handler list")?;
                let mut handlers = Vec::new();
                if self.tok.kind == Kind::RSquare {
                    self.bump()?;
                } else {
                    loop {
                        handlers.push(self.label_ref()?);
                        match self.tok.kind {
                            Kind::Comma => self.bump()?,
                            Kind::RSquare => {
                                self.bump()?;
                                break;
                            }
                            _ => return Err(self.expected("`,` or `]` in the handler list")),
                        }
                    }
                }
                self.expect_word("unwind")?;
                // CatchSwitchInst::getSuccessor(i) is getOperand(i + 1): the unwind
                // destination (operand 1, when present) comes before the handlers.
                if self.is_word(b"to") {
                    self.bump()?;
                    self.expect_word("caller")?;
                } else {
                    let (u, usp) = self.label_ref()?;
                    ops.push(Operand::Block(Block(u)));
                    self.edge(u, "unwind", usp);
                }
                for (i, (h, hsp)) in handlers.into_iter().enumerate() {
                    ops.push(Operand::Block(Block(h)));
                    self.edge(h, format!("handler{i}"), hsp);
                }
            }
            CatchPad | CleanupPad => {
                self.expect_word("within")?;
                ops.push(self.value()?);
                self.expect(Kind::LSquare, "`[` to start the pad arguments")?;
                if self.tok.kind == Kind::RSquare {
                    self.bump()?;
                } else {
                    loop {
                        ops.push(self.typed_value()?);
                        match self.tok.kind {
                            Kind::Comma => self.bump()?,
                            Kind::RSquare => {
                                self.bump()?;
                                break;
                            }
                            _ => return Err(self.expected("`,` or `]` in the pad arguments")),
                        }
                    }
                }
            }
            Phi => {
                let fast_ty = if deferred { self.phi_type_fast(at) } else { None };
                let read = match fast_ty {
                    Some(ty) => {
                        res_ty = ty;
                        self.phi_pairs_fast(ty.end as usize + 1, ty, &mut phi)?
                    }
                    None => false,
                };
                if !read {
                    if deferred {
                        self.bump()?;
                    }
                    self.skip_flags(false)?;
                    let ty_start = self.tok.start;
                    self.parse_type()?;
                    res_ty = Span { start: ty_start, end: self.prev_end };
                }
                let mut more = true;
                if read || (self.tok.kind == Kind::LSquare && self.phi_pairs_fast(self.tok.start as usize, res_ty, &mut phi)?) {
                    more = self.tok.kind == Kind::Comma && self.peek()?.kind == Kind::LSquare;
                    if more {
                        self.bump()?;
                    }
                }
                while more {
                    self.expect(Kind::LSquare, "`[` to start a phi incoming pair")?;
                    let v = self.value_of_type(res_ty)?;
                    self.expect_comma()?;
                    let bt = self.tok;
                    if !matches!(bt.kind, Kind::LocalVar | Kind::LocalVarId) {
                        return Err(self.expected("an incoming block `%name`"));
                    }
                    self.bump()?;
                    let s = self.use_block(bt)?;
                    self.expect(Kind::RSquare, "`]` to end the phi incoming pair")?;
                    phi.push((v, Block(s)));
                    more = self.tok.kind == Kind::Comma && self.peek()?.kind == Kind::LSquare;
                    if more {
                        self.bump()?;
                    }
                }
            }
            Call => {
                let (callee_op, name, v) = self.call_like(&mut ops)?;
                void = v;
                callee = name;
                ops.push(callee_op);
                res_ty = self.call_ret;
            }
            FNeg => {
                self.skip_flags(false)?;
                ops.push(self.typed_value()?);
                res_ty = self.op_tys.first().copied().unwrap_or(NO_TYPE);
            }
            ICmp | FCmp if deferred && self.icmp_operands_fast(at, &mut ops)?.is_some() => {
                res_ty = TY_I1;
            }
            ICmp | FCmp => {
                if deferred {
                    self.bump()?;
                }
                self.skip_flags(false)?;
                let ok = self.tok.kind == Kind::Ident && if opcode == ICmp { is_icmp_predicate(self.word_of(self.tok)) } else { is_fcmp_predicate(self.word_of(self.tok)) };
                if !ok {
                    return Err(self.expected(if opcode == ICmp {
                        "an icmp predicate (`eq`, `ne`, `ugt`, `uge`, `ult`, `ule`, `sgt`, `sge`, `slt`, `sle`)"
                    } else {
                        "an fcmp predicate (`oeq`, `one`, `olt`, `ueq`, `uno`, `ord`, `true`, `false`, …)"
                    }));
                }
                self.bump()?;
                ops.push(self.typed_value()?);
                self.expect_comma()?;
                let ty = self.op_tys.first().copied().unwrap_or(NO_TYPE);
                ops.push(self.value_of_type(ty)?);
                res_ty = if self.b.get(ty.start as usize) == Some(&b'<') { NO_TYPE } else { TY_I1 };
            }
            op if op.is_binary() => {
                if let Some(ty) = if deferred { self.binary_operands_fast(at, &mut ops, true)? } else { None } {
                    res_ty = ty;
                } else {
                    if deferred {
                        self.bump()?;
                    }
                    self.skip_flags(false)?;
                    ops.push(self.typed_value()?);
                    self.expect_comma()?;
                    let ty = self.op_tys.first().copied().unwrap_or(NO_TYPE);
                    ops.push(self.value_of_type(ty)?);
                    res_ty = ty;
                }
            }
            op if op.is_cast() => {
                self.skip_flags(false)?;
                ops.push(self.typed_value()?);
                self.expect_word("to")?;
                let to = self.tok.start;
                self.parse_type()?;
                res_ty = Span { start: to, end: self.prev_end };
            }
            Select | ExtractElement | InsertElement | ShuffleVector | Freeze | AtomicCmpXchg => {
                self.skip_flags(false)?;
                self.typed_list(&mut ops, false)?;
                res_ty = match opcode {
                    Select => self.op_tys.get(1).copied().unwrap_or(NO_TYPE),
                    InsertElement | Freeze => self.op_tys.first().copied().unwrap_or(NO_TYPE),
                    _ => NO_TYPE,
                };
            }
            Store | Fence => {
                void = true;
                self.skip_flags(false)?;
                self.typed_list(&mut ops, false)?;
            }
            Alloca => {
                self.skip_flags(false)?;
                self.parse_type()?;
                self.typed_list(&mut ops, true)?;
                if self.alloca_as0 && !self.text_of(start, self.prev_end).contains("addrspace") {
                    res_ty = TY_PTR;
                }
            }
            Load | GetElementPtr => {
                let fast = if deferred { self.memory_operands_fast(at, opcode == GetElementPtr, &mut ops)? } else { None };
                let ty = match fast {
                    Some((ty, need_comma)) => {
                        self.typed_list_from(&mut ops, true, need_comma)?;
                        ty
                    }
                    None => {
                        if deferred {
                            self.bump()?;
                        }
                        self.skip_flags(opcode == GetElementPtr)?;
                        let ty_start = self.tok.start;
                        self.parse_type()?;
                        let ty = Span { start: ty_start, end: self.prev_end };
                        self.expect_comma()?;
                        self.typed_list(&mut ops, false)?;
                        ty
                    }
                };
                res_ty = if opcode == Load {
                    ty
                } else {
                    // The base pointer's type, unless a vector makes it a vector of pointers.
                    match self.op_tys.first() {
                        Some(&base) if self.b.get(base.start as usize..base.end as usize).is_some_and(|t| t.starts_with(b"ptr")) && !self.op_tys.iter().any(|t| self.b.get(t.start as usize) == Some(&b'<')) => base,
                        _ => NO_TYPE,
                    }
                };
            }
            AtomicRMW => {
                self.skip_flags(false)?;
                if !(self.tok.kind == Kind::Ident && is_atomicrmw_operation(self.word_of(self.tok))) {
                    return Err(self.expected("an atomicrmw operation (`xchg`, `add`, `sub`, `and`, `nand`, `or`, `xor`, `max`, `min`, `umax`, `umin`, `fadd`, …)"));
                }
                self.bump()?;
                self.typed_list(&mut ops, false)?;
                res_ty = self.op_tys.get(1).copied().unwrap_or(NO_TYPE);
            }
            ExtractValue | InsertValue => {
                ops.push(self.typed_value()?);
                if opcode == InsertValue {
                    self.expect_comma()?;
                    ops.push(self.typed_value()?);
                    res_ty = self.op_tys.first().copied().unwrap_or(NO_TYPE);
                }
                while self.tok.kind == Kind::Comma && self.peek()?.kind == Kind::Int {
                    self.bump()?;
                    self.bump()?;
                }
            }
            VAArg => {
                ops.push(self.typed_value()?);
                self.expect_comma()?;
                self.parse_type()?;
            }
            LandingPad => {
                self.parse_type()?;
                loop {
                    if self.is_word(b"cleanup") {
                        self.bump()?;
                    } else if self.is_word(b"catch") || self.is_word(b"filter") {
                        self.bump()?;
                        ops.push(self.typed_value()?);
                    } else {
                        break;
                    }
                }
            }
            _ => return Err(self.err(op_tok.start, op_tok.end, "unsupported instruction")),
        }
        self.finish_inst()?;
        let span = Span { start, end: self.prev_end };
        let inst_id = InstId(self.f.insts.len() as u32);
        if self.tail.is_some() && opcode == Opcode::Call && self.callee_upgrade(callee).is_some() {
            // An auto-upgraded call may take slots and names: the main parser redoes the tail.
            self.poisoned = true;
        }
        let result_id = match (result, void) {
            (Some(r), true) => return Err(self.err(r.start, r.end, "instructions returning void cannot have a name")),
            (Some(r), false) => {
                let folded = if opcode == Opcode::Call { self.upgrade_fold(callee, span.text(self.src)) } else { None };
                let naming = if folded.is_some() {
                    // Folded to a constant: no name, no slot.
                    self.f.upgrade_named = true;
                    super::upgrade::Naming::Keep
                } else if opcode == Opcode::Call { self.upgrade_naming(callee, &ops, span.text(self.src)) } else { super::upgrade::Naming::Keep };
                match naming {
                    super::upgrade::Naming::Keep => {}
                    super::upgrade::Naming::TakeName => {
                        // The new call keeps the name, the result takes a slot (after the
                        // new call's, when it is numbered).
                        self.f.drop_name = true;
                        match self.key_of(r)? {
                            Some(Key::Name(raw)) => {
                                let mut given = String::from("%");
                                names::print_name(&raw, &mut given);
                                self.f.given_upgrade_names.push((inst_id, given));
                            }
                            _ => self.f.slot += 1,
                        }
                    }
                    super::upgrade::Naming::Slot { inserted } => {
                        self.f.drop_name = true;
                        self.f.slot += inserted;
                    }
                    super::upgrade::Naming::Named(names) => {
                        self.f.upgrade_named = true;
                        let own = match self.key_of(r)? {
                            Some(Key::Name(raw)) => Some(String::from_utf8_lossy(&raw).into_owned()),
                            _ => None,
                        };
                        self.f.named_upgrades.push((inst_id, names, own));
                    }
                }
                let v = self.define_value(r, ValueKind::Inst(inst_id), "instruction");
                self.f.drop_name = false;
                self.f.upgrade_named = false;
                let v = v?;
                if let Some(c) = folded {
                    self.print_as_constant(v, &c);
                }
                Some(v)
            }
            (None, false) => {
                let naming = if opcode == Opcode::Call { self.upgrade_naming(callee, &ops, span.text(self.src)) } else { super::upgrade::Naming::Keep };
                match naming {
                    super::upgrade::Naming::Slot { inserted } => self.f.slot += inserted,
                    super::upgrade::Naming::TakeName => self.f.slot += 1,
                    _ => {}
                }
                let v = self.define_unnamed_value(Self::span(op_tok), ValueKind::Inst(inst_id));
                if let Some(c) = (opcode == Opcode::Call).then(|| self.upgrade_fold(callee, span.text(self.src))).flatten() {
                    // Folded to a constant: no slot.
                    self.f.slot -= 1;
                    self.print_as_constant(v, &c);
                }
                if let super::upgrade::Naming::Named(names) = naming {
                    // Named by the upgrade: no slot.
                    self.f.slot -= 1;
                    let r = self.f.values[v.index()].name;
                    self.f.names.truncate(r.start as usize);
                    self.f.values[v.index()].name = OpRange { start: r.start, end: r.start };
                    self.f.named_upgrades.push((inst_id, names, None));
                }
                Some(v)
            }
            (None, true) => {
                // A `void` call whose upgrade inserts unnamed values: they take slots here.
                if opcode == Opcode::Call && callee.is_some() {
                    if let super::upgrade::Naming::Slot { inserted } = self.upgrade_naming(callee, &ops, span.text(self.src)) {
                        for _ in 0..inserted {
                            self.f.given_upgrade_names.push((inst_id, format!("%{}", self.f.slot)));
                            self.f.slot += 1;
                        }
                    }
                }
                None
            }
        };
        if result_id.is_some() {
            let d = self.f.last_def as usize;
            self.f.syms[d].span = res_ty;
        }
        let operands = OpRange { start: self.f.operands.len() as u32, end: (self.f.operands.len() + ops.len()) as u32 };
        self.f.operands.extend_from_slice(&ops);
        let phi_range = OpRange { start: self.f.phi_incoming.len() as u32, end: (self.f.phi_incoming.len() + phi.len()) as u32 };
        self.f.phi_incoming.extend_from_slice(&phi);
        self.scratch_ops = ops;
        self.scratch_phi = phi;
        // An unlabelled block's span is its first instruction.
        if self.f.unlabelled && self.f.block_starts.last() == Some(&inst_id.0) {
            self.f.cfg.data_mut(block).span = span;
        }
        self.f.insts.push(Instruction { opcode, block, result: result_id, operands, phi: phi_range, callee, span });
        if opcode.is_terminator() {
            self.f.terminated = true;
            self.f.cfg.data_mut(block).term_span = span;
        }
        Ok(())
    }

    /// The operands of a binary operator in its common form, read from the bytes instead of
    /// token by token: `[flags] TYPE A, B` with single spaces, `TYPE` an integer or scalar
    /// floating-point type, each operand a local (`%x`, `%12`) or a decimal integer. Returns
    /// the type's span after doing what the token-by-token path does (the same lexer state,
    /// operands, type checks and errors, in the same order), or `None`, having changed
    /// nothing, for any other form (then the caller takes that path). `O(instruction length)`.
    ///
    /// On long straight-line blocks the lexing and per-token bookkeeping of these five to
    /// seven tokens was a quarter of the parse (docs/PERFORMANCE.md, issue 34).
    ///
    /// With `flags` false (`icmp`, `fcmp` after their predicate) no flag may come first.
    fn binary_operands_fast(&mut self, at: usize, ops: &mut Vec<Operand>, flags: bool) -> PResult<Option<Span>> {
        if self.peeked.is_some() || !self.fast() {
            return Ok(None);
        }
        let b = self.b;
        let mut i = at;
        // Flags, each at most once (a repeated one is an error the slow path reports).
        let mut seen = 0u32;
        let ty = loop {
            let e = i + b.get(i..).map_or(0, |r| r.iter().take_while(|&&c| c.is_ascii_lowercase() || c.is_ascii_digit()).count());
            if e == i || b.get(e) != Some(&b' ') {
                return Ok(None);
            }
            let w = &b[i..e];
            if let Some(k) = FAST_FLAGS.iter().position(|f| *f == w).filter(|_| flags) {
                if seen & (1 << k) != 0 {
                    return Ok(None);
                }
                seen |= 1 << k;
                i = e + 1;
                continue;
            }
            let int_type = w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit);
            if !(int_type || matches!(w, b"float" | b"double" | b"half" | b"bfloat")) {
                return Ok(None);
            }
            i = e + 1;
            break Span { start: (e - w.len()) as u32, end: e as u32 };
        };
        let Some((ka, ea)) = fast_operand(b, i) else { return Ok(None) };
        let sa = i;
        if b.get(ea..ea + 2) != Some(b", ") {
            return Ok(None);
        }
        let sb = ea + 2;
        let Some((kb, eb)) = fast_operand(b, sb) else { return Ok(None) };
        // The token-by-token path from here: the type, then `A` (its use and type check after
        // the `,` is lexed), the `,`, then `B` (its use after the token that follows it).
        self.op_tys.push(ty);
        let ta = Token { kind: ka, start: sa as u32, end: ea as u32, nl: false };
        ops.push(self.fast_operand_use(ta, ty)?);
        self.tok = Token { kind: kb, start: sb as u32, end: eb as u32, nl: false };
        self.lex.set_pos(eb);
        let tb = self.tok;
        self.bump()?;
        ops.push(self.fast_operand_use(tb, ty)?);
        Ok(Some(ty))
    }

    /// [`Self::value_of_type`]'s work for an operand token the fast path read.
    #[inline]
    fn fast_operand_use(&mut self, t: Token, ty: Span) -> PResult<Operand> {
        if t.kind == Kind::Int {
            return Ok(Operand::Constant(self.intern_int(t.start, t.end)));
        }
        let op = self.use_value(t)?;
        if let Operand::Local(ValueId(s)) = op {
            self.check_type(s, ty, Self::span(t))?;
        }
        Ok(op)
    }

    /// Resolves symbols, remaps operands and builds the CFG.
    fn finish_function(&self, f: &mut FnState, name: String, span: Span, calling_conv: Option<String>) -> PResult<Function> {
        // One table for both kinds: a symbol is a value or a block, and every use was checked
        // against its kind when it was read, so `remap` knows which an operand's id is. Built
        // by pushing, not by filling a `vec![MAX; n]` first (one pass over fresh memory).
        let mut resolved: Vec<u32> = Vec::with_capacity(f.syms.len());
        for (i, s) in f.syms.iter().enumerate() {
            match s.def {
                Def::Value(v) => {
                    if s.use_kind == UseKind::Block {
                        let u = f.block_uses_of_values.iter().find(|u| u.0 as usize == i).map_or(s.span, |u| u.1);
                        return Err(self.err(u.start, u.end, format!("expected a basic block, found value {}", describe_found(u.text(self.src)))));
                    }
                    resolved.push(v);
                }
                Def::Block(b) => resolved.push(b),
                Def::Undefined => {
                    let u = s.span;
                    let what = if s.use_kind == UseKind::Block { "block" } else { "value" };
                    return Err(self.err(u.start, u.end, format!("use of undefined {what} {}", describe_found(u.text(self.src)))));
                }
            }
        }
        for u in &f.typed_uses {
            let sym = f.syms[u.sym as usize];
            let ty = if matches!(sym.def, Def::Value(_)) { sym.span } else { NO_TYPE };
            if ty != NO_TYPE && !same_type(self.b, ty, u.ty) {
                return Err(self.type_mismatch(ty, u.ty, u.at));
            }
        }
        for op in &mut f.operands {
            remap(op, &resolved);
        }
        for (op, b) in &mut f.phi_incoming {
            remap(op, &resolved);
            *b = Block(resolved[b.index()]);
        }
        let mut cfg = std::mem::take(&mut f.cfg);
        for e in f.edges.drain(..) {
            cfg.edge(e.from, Block(resolved[e.sym as usize]), e.label, e.span);
        }
        f.block_starts.push(f.insts.len() as u32);
        let is_kernel = calling_conv.as_deref().is_some_and(|c| KERNEL_CONVENTIONS.contains(&c.as_bytes()));
        let names = take_exact_string(&mut f.names);
        let mut func = Function {
            name,
            span,
            calling_conv,
            is_kernel,
            args: take_exact(&mut f.args),
            arg_spans: take_exact(&mut f.arg_spans),
            values: take_exact(&mut f.values),
            insts: take_exact(&mut f.insts),
            block_starts: take_exact(&mut f.block_starts),
            operands: take_exact(&mut f.operands),
            phi_incoming: take_exact(&mut f.phi_incoming),
            constant_text: take_exact_string(&mut f.constant_text),
            constant_ranges: take_exact(&mut f.constant_ranges),
            globals: std::mem::take(&mut f.globals),
            names,
            upgrade_names: Vec::new(),
            cfg: cfg.finish(),
            print_cache: Default::default(),
        };
        if !f.named_upgrades.is_empty() || !f.given_upgrade_names.is_empty() {
            name_upgrades(&mut func, &f.named_upgrades, &f.given_upgrade_names);
        }
        Ok(func)
    }
}

impl FnState {
    /// Empties the per-function state, keeping the scratch tables' allocations for the next
    /// function (tables are handed to the [`Function`] by [`take_exact`]).
    fn reset(&mut self) {
        self.syms.clear();
        self.next_num = 0;
        self.slot = 0;
        self.values.clear();
        self.args.clear();
        self.arg_spans.clear();
        self.insts.clear();
        self.block_starts.clear();
        self.operands.clear();
        self.phi_incoming.clear();
        self.constant_text.clear();
        self.constant_ranges.clear();
        self.globals.clear();
        self.names.clear();
        self.named_upgrades.clear();
        self.given_upgrade_names.clear();
        self.edges.clear();
        self.typed_uses.clear();
        self.block_uses_of_values.clear();
        self.cfg = CfgBuilder::default();
        self.cur = None;
        self.unlabelled = false;
        self.terminated = false;
        self.fn_name_text.clear();
    }
}

/// Tables longer than this are moved out of the scratch state (and trimmed) instead of
/// copied.
const BIG_TABLE: usize = 1 << 14;

/// Hands a scratch table to a [`Function`]: small ones are copied into an exactly sized `Vec`
/// (the scratch keeps its allocation for the next function, so a module of many small
/// functions does not allocate and trim every table of every function); large ones are moved
/// and trimmed.
/// Names the values of the calls that opt-22 upgrades into named instructions (`sites`: the
/// call, LLVM's names for the inserted values and the result, the call's own source name), as
/// `ValueSymbolTable::makeUniqueName` does: a name already taken in the function (values,
/// blocks, earlier upgrades, the call's own name) gets the next number of one per-function
/// counter appended (`ctlz4`). Sites in text order. Sets each result's name and fills
/// [`Function::upgrade_names`], with the names the parser fixed itself (`given`: taken too).
fn name_upgrades(f: &mut Function, sites: &[(InstId, &'static [&'static str], Option<String>)], given_names: &[(InstId, String)]) {
    use std::collections::HashSet;
    let mut taken: HashSet<String> = HashSet::new();
    for v in 0..f.values.len() {
        let n = f.value_name(ValueId(v as u32));
        if let Some(raw) = n.strip_prefix('%') {
            if !raw.is_empty() && !raw.bytes().all(|b| b.is_ascii_digit()) {
                taken.insert(raw.trim_matches('"').to_string());
            }
        }
    }
    for b in f.cfg.blocks() {
        taken.insert(f.cfg.name_of(b).trim_matches('"').to_string());
    }
    taken.extend(sites.iter().filter_map(|s| s.2.clone()));
    taken.extend(given_names.iter().map(|(_, n)| n.trim_start_matches('%').trim_matches('"').to_string()));
    let mut last_unique = 0u32;
    for (inst, bases, _) in sites {
        let mut given: Vec<String> = Vec::with_capacity(bases.len());
        for base in bases.iter() {
            let mut name = base.to_string();
            while taken.contains(&name) {
                last_unique += 1;
                name = format!("{base}{last_unique}");
            }
            taken.insert(name.clone());
            given.push(format!("%{name}"));
        }
        let result = given.pop().unwrap_or_default();
        if let Some(v) = f.insts[inst.index()].result {
            let start = f.names.len() as u32;
            f.names.push_str(&result);
            f.values[v.index()].name = OpRange { start, end: f.names.len() as u32 };
        }
        f.upgrade_names.push((*inst, given));
    }
    for (inst, name) in given_names {
        match f.upgrade_names.last_mut() {
            Some(last) if last.0 == *inst => last.1.push(name.clone()),
            _ => f.upgrade_names.push((*inst, vec![name.clone()])),
        }
    }
    f.upgrade_names.sort_by_key(|e| e.0);
}

fn take_exact<T: Clone>(v: &mut Vec<T>) -> Vec<T> {
    if v.len() > BIG_TABLE {
        let mut out = std::mem::take(v);
        trim(&mut out);
        out
    } else {
        let out = v.as_slice().to_vec();
        v.clear();
        out
    }
}

/// [`take_exact`] for a string buffer.
fn take_exact_string(s: &mut String) -> String {
    if s.len() > BIG_TABLE {
        let mut out = std::mem::take(s);
        if wasteful(out.len(), out.capacity()) {
            out.shrink_to_fit();
        }
        out
    } else {
        let out = s.as_str().to_owned();
        s.clear();
        out
    }
}

/// Empties `map` in `O(len)` amortized: a table much larger than its contents is dropped
/// rather than cleared bucket by bucket.
fn reset_map<K, V>(map: &mut FxHashMap<K, V>) {
    if map.capacity() > 64 && map.capacity() > 4 * map.len() {
        *map = FxHashMap::default();
    } else {
        map.clear();
    }
}

/// Whether a table of `len` entries in `capacity` should give its spare capacity back: only
/// when most of it is spare (a small first function presized from a large file). Shrinking
/// copies the table into fresh memory, while capacity never written costs address space, not
/// memory (the named 50,000-block kernel spent 10 % of its page faults on these copies).
fn wasteful(len: usize, capacity: usize) -> bool {
    capacity > 4 * len + 64
}

/// Gives back over-reserved capacity (see [`Parser::presize_body`], [`wasteful`]).
fn trim<T>(v: &mut Vec<T>) {
    if wasteful(v.len(), v.capacity()) {
        v.shrink_to_fit();
    }
}

/// The flags [`Parser::binary_operands_fast`] steps over (those of binary operators; the
/// others, such as `inrange(…)`, go the token-by-token way).
const FAST_FLAGS: [&[u8]; 11] = [b"nuw", b"nsw", b"exact", b"disjoint", b"nnan", b"ninf", b"nsz", b"arcp", b"contract", b"afn", b"reassoc"];

/// The operand token at `b[i..]` as the lexer would read it, if it is one the fast path
/// takes: `%name` (unquoted), `%12`, or a decimal integer `12` / `-3` that the lexer ends
/// where its digits end (not followed by a name character, `.` or `:`). Kind and end.
#[inline]
fn fast_operand(b: &[u8], i: usize) -> Option<(Kind, usize)> {
    let run = |from: usize, f: fn(u8) -> bool| from + b.get(from..).map_or(0, |r| r.iter().take_while(|&&c| f(c)).count());
    match *b.get(i)? {
        b'%' => {
            let c = *b.get(i + 1)?;
            if c.is_ascii_digit() {
                Some((Kind::LocalVarId, run(i + 1, |c| c.is_ascii_digit())))
            } else if super::lexer::is_name_char(c) {
                // A plain loop over the name's bytes.
                let mut e = i + 2;
                // Four bytes a step while four remain (one bounds check and branch per step),
                // then one at a time.
                let name = super::lexer::is_name_char;
                while e + 4 <= b.len() && name(b[e]) && name(b[e + 1]) && name(b[e + 2]) && name(b[e + 3]) {
                    e += 4;
                }
                while e < b.len() && name(b[e]) {
                    e += 1;
                }
                Some((Kind::LocalVar, e))
            } else {
                None
            }
        }
        c if c == b'-' || c.is_ascii_digit() => {
            let d = i + usize::from(c == b'-');
            let e = run(d, |c| c.is_ascii_digit());
            let next = b.get(e).copied().unwrap_or(b'\n');
            (e > d && !super::lexer::is_name_char(next) && next != b'.' && next != b':').then_some((Kind::Int, e))
        }
        _ => None,
    }
}

/// Whether an integer token's text (`16`, `-4`, `+8`) is a power of two that fits in a `u64`,
/// as `str::parse::<u64>` then `is_power_of_two` decide (a leading `+` is accepted, a `-`
/// is not). Without the UTF-8 check and the generic parse: it runs on every `align N`.
fn is_power_of_two_literal(w: &[u8]) -> bool {
    let digits = w.strip_prefix(b"+").unwrap_or(w);
    if digits.is_empty() {
        return false;
    }
    let mut n: u64 = 0;
    for &d in digits {
        if !d.is_ascii_digit() {
            return false;
        }
        n = match n.checked_mul(10).and_then(|n| n.checked_add((d - b'0') as u64)) {
            Some(n) => n,
            None => return false,
        };
    }
    n.is_power_of_two()
}

/// A value type's bytes: its source text or the marker's spelling.
fn type_bytes(b: &[u8], ty: Span) -> &[u8] {
    match ty {
        TY_I1 => b"i1",
        TY_PTR => b"ptr",
        _ => b.get(ty.start as usize..ty.end as usize).unwrap_or(b""),
    }
}

fn type_text(src: &str, ty: Span) -> String {
    String::from_utf8_lossy(type_bytes(src.as_bytes(), ty)).into_owned()
}

/// Whether two type texts name the same type: equal up to blanks and line breaks. Typed
/// pointers (`i32*`, which `LLParser` reads as `ptr`) are not compared. `O(text)`.
fn same_type(b: &[u8], x: Span, y: Span) -> bool {
    let (x, y) = (type_bytes(b, x), type_bytes(b, y));
    // Short types (`i32`, `ptr`, `float`) compared inline: a `memcmp` call per use was 2 % of
    // a parse.
    let equal = x.len() == y.len() && if x.len() <= 16 { x.iter().zip(y).all(|(a, b)| a == b) } else { x == y };
    if equal || x.contains(&b'*') || y.contains(&b'*') {
        return true;
    }
    let mut xs = x.iter().filter(|c| !c.is_ascii_whitespace());
    let mut ys = y.iter().filter(|c| !c.is_ascii_whitespace());
    loop {
        match (xs.next(), ys.next()) {
            (None, None) => return true,
            (a, b) if a == b => {}
            _ => return false,
        }
    }
}

fn closer_open(closer: Kind) -> Kind {
    match closer {
        Kind::RParen => Kind::LParen,
        Kind::RSquare => Kind::LSquare,
        Kind::RBrace => Kind::LBrace,
        _ => Kind::Less,
    }
}

/// [`names::print_name`] of `raw`, which is usually a slice of `src` (an unquoted or
/// escape-free name, [`Parser::key_of`]'s borrowed key): then appended as that `&str`
/// ([`names::print_name_str`]), one copy instead of a `char` push per byte.
fn print_source_name(src: &str, raw: &[u8], out: &mut String) {
    let at = (raw.as_ptr() as usize).wrapping_sub(src.as_ptr() as usize);
    match at.checked_add(raw.len()).and_then(|end| src.get(at..end)) {
        Some(s) if s.as_ptr() == raw.as_ptr() => names::print_name_str(s, out),
        _ => names::print_name(raw, out),
    }
}

/// Replaces a symbol id by the value or block it resolved to (`resolved`, per symbol: see
/// [`Parser::finish_function`]).
#[inline]
fn remap(op: &mut Operand, resolved: &[u32]) {
    match op {
        Operand::Local(v) => *v = ValueId(resolved[v.index()]),
        Operand::Block(b) => *b = Block(resolved[b.index()]),
        _ => {}
    }
}


#[cfg(test)]
mod literal_tests {
    use super::*;

    /// The byte-level `align` check against its slow reference, `str::parse::<u64>` then
    /// `is_power_of_two`, on every short digit string and edge cases.
    #[test]
    fn power_of_two_literal_matches_parse() {
        let mut words: Vec<String> = (0..5000u64).map(|n| n.to_string()).collect();
        for k in 0..64 {
            words.push((1u64 << k).to_string());
            words.push(format!("+{}", 1u64 << k));
            words.push(format!("-{}", 1u64 << k));
            words.push(format!("0{}", 1u64 << k));
        }
        words.extend(["", "+", "-", "18446744073709551616", "18446744073709551615", "36893488147419103232", "4a", "00", "+0"].map(String::from));
        for w in &words {
            let slow = w.parse::<u64>().is_ok_and(u64::is_power_of_two);
            assert_eq!(is_power_of_two_literal(w.as_bytes()), slow, "{w:?}");
        }
    }

    /// Parses `src` with the fast paths on and with them off ([`parse_token_by_token`], the
    /// slow reference) and asserts the same module or the same error; when `mutate`, first
    /// deletes or inserts (from `inserts`) one or two bytes after byte `keep`. `None` when the
    /// mutated bytes are not UTF-8 (nothing checked), else whether the module parsed.
    fn fast_matches_slow(src: String, mutate: bool, keep: usize, inserts: &[u8], next: &mut impl FnMut(usize) -> usize) -> Option<bool> {
        let mut bytes = src.into_bytes();
        if mutate {
            for _ in 0..1 + next(2) {
                let at = keep + next(bytes.len() - keep);
                if next(2) == 0 {
                    bytes.remove(at);
                } else {
                    bytes.insert(at, inserts[next(inserts.len())]);
                }
            }
        }
        let src = String::from_utf8(bytes).ok()?;
        let fast = parse(&src).map_err(|e| e.to_string());
        let slow = parse_token_by_token(&src).map_err(|e| e.to_string());
        assert_eq!(fast, slow, "{src}");
        Some(fast.is_ok())
    }

    /// The byte-level reading of binary operators against the token-by-token path (the slow
    /// reference): random functions of binary operators in common and uncommon forms (flags,
    /// repeated flags, vector and pointer types, quoted and numbered names, forward
    /// references, literals the fast path leaves alone), and mutated copies of them (a byte
    /// deleted or inserted, a line break moved). Same module, or the same error at the same
    /// line and column.
    #[test]
    fn binary_operators_read_from_bytes_match_token_by_token() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        const OPS: [&str; 7] = ["add", "sub", "mul", "shl", "xor", "fadd", "ashr"];
        const FLAGS: [&str; 6] = ["nsw", "nuw", "exact", "disjoint", "fast", "inrange"];
        const TYPES: [&str; 8] = ["i32", "i32", "i32", "i64", "float", "i1", "ptr", "<2 x i32>"];
        const OTHER: [&str; 14] = ["5", "-3", "-0", "007", "0x10", "1.5", "undef", "%\"q\"", "%entry", "%12", "%0", "12:", "-x", "%a.b-c"];
        const INSERTS: [u8; 14] = [b' ', b',', b'\n', b'%', b'-', b':', b'.', b'x', b'"', b'*', b'(', b';', b'1', b'\t'];
        let mut checked = 0;
        for case in 0..3000 {
            // Two functions: the second reuses the first's names (as values or as blocks).
            let mut src = String::new();
            for fname in ["f", "g"] {
                let n = 1 + next(12);
                src.push_str(&format!("define i32 @{fname}(i32 %a, i32 %b, i64 %w, float %f) {{\nentry:\n"));
                if fname == "g" && next(3) == 0 {
                    src.push_str(&format!("  br label %v{}\nv{}:\n", next(4), next(4)));
                }
                for k in 0..n {
                    let op = OPS[next(OPS.len())];
                    let mut flags = String::new();
                    for _ in 0..next(3) {
                        flags.push_str(FLAGS[next(FLAGS.len())]);
                        flags.push(' ');
                    }
                    let ty = if next(4) == 0 { TYPES[next(TYPES.len())] } else { "i32" };
                    let mut operand = || match next(6) {
                        0 => OTHER[next(OTHER.len())].to_string(),
                        1 => format!("%v{}", next(n + 2)),
                        2 => ["%a", "%b", "%w", "%f"][next(4)].to_string(),
                        3 => format!("{}", next(40) as i64 - 20),
                        _ => format!("%v{}", next(k + 1)),
                    };
                    let (x, y) = (operand(), operand());
                    src.push_str(&format!("  %v{k} = {op} {flags}{ty} {x}, {y}\n"));
                }
                src.push_str("  ret i32 %a\n}\n");
            }
            if fast_matches_slow(src, case % 2 == 1, 40, &INSERTS, &mut next).is_some() {
                checked += 1;
            }
        }
        assert!(checked > 2900);
    }

    /// The byte-level readers of `load`, `getelementptr`, `phi`, `icmp` and `br` (`fast.rs`)
    /// against the token-by-token path (the slow reference): random functions of several
    /// blocks mixing the forms the readers take with those they must leave alone (typed and
    /// opaque pointers, `addrspace`, repeated and `inrange` flags, vector types, `align` with
    /// odd values, `volatile`, metadata attachments, quoted names, forward references to values
    /// and blocks, names used as both, constant expressions, phis over several lines, more
    /// pairs or items than one reader call takes), and mutated copies of them (bytes deleted
    /// or inserted). Same module, or the same error at the same line and column.
    #[test]
    fn memory_phi_compare_branch_read_from_bytes_match_token_by_token() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        // Well-formed choices, each in half of the modules now and then (one in 15) replaced
        // by an odd one, so that many modules parse to the end and exercise every form.
        const ODD_PTRS: [&str; 4] = ["i32*", "ptr  addrspace(1)", "ptr addrspace(1)*", "ptr addrspace(3)"];
        const ODD_TYS: [&str; 5] = ["i64", "float", "<2 x i32>", "i1", "%T"];
        const GEP_FLAGS: [&str; 7] = ["inbounds ", "nuw ", "nusw ", "inbounds inbounds ", "inbounds nuw ", "", ""];
        const ODD_GEP_FLAGS: [&str; 3] = ["inrange(0, 4) ", "volatile ", "nsw "];
        const TAILS: [&str; 5] = [", align 4", ", align 16", ", align 4, !tbaa !0", "", ", align 8 ; c"];
        const ODD_TAILS: [&str; 8] = [", align 3", ", align -4", ", !nontemporal !1", ",align 4", ", align 4 ", ", align 4\n  , !x !2", " !dbg !3", ", align 4, align 4"];
        const ODD_VALUES: [&str; 14] =
            ["undef", "poison", "%\"q r\"", "true", "0x10", "1.5", "@g", "%12", "-0", "007", "getelementptr (i8, ptr @g, i64 1)", "%a.b-c", "%entry", "%v999"];
        const ODD_BLOCKS: [&str; 5] = ["%entry", "%\"b 1\"", "%a", "%v0", "%b99"];
        const INSERTS: [u8; 16] = [b' ', b',', b'\n', b'%', b'-', b':', b'.', b'x', b'"', b'*', b'[', b']', b';', b'1', b'\t', b'!'];
        let (mut checked, mut parsed) = (0, 0);
        for case in 0..3000 {
            let mut src = String::from("@g = global i32 0\n");
            let odd_rate = if next(2) == 0 { usize::MAX } else { 15 };
            for fname in ["f", "g"] {
                let nblocks = 2 + next(4);
                src.push_str(&format!("define i32 @{fname}(ptr addrspace(1) %p, ptr %q, i32 %a, i1 %c, i64 %w) {{\nentry:\n"));
                // Defined values by type: `i32`, `i1`, `ptr addrspace(1)`.
                let (mut ints, mut bools, mut ptrs) = (vec!["%a".to_string()], vec!["%c".to_string()], vec!["%p".to_string()]);
                let mut k = 0;
                // A defined value of the list's type; for `i32` sometimes a literal.
                let pick = |next: &mut dyn FnMut(usize) -> usize, list: &[String], odd: &[&str]| -> String {
                    if next(odd_rate) == 0 {
                        odd[next(odd.len())].to_string()
                    } else if list[0] == "%a" && next(4) == 0 {
                        format!("{}", next(40) as i64 - 20)
                    } else {
                        list[next(list.len())].clone()
                    }
                };
                let block = |next: &mut dyn FnMut(usize) -> usize| -> String {
                    if next(odd_rate) == 0 { ODD_BLOCKS[next(ODD_BLOCKS.len())].to_string() } else { format!("%b{}", 1 + next(nblocks.max(2) - 1)) }
                };
                let ty_or = |next: &mut dyn FnMut(usize) -> usize, usual: &'static str| if next(odd_rate) == 0 { ODD_TYS[next(ODD_TYS.len())] } else { usual };
                for bi in 0..nblocks {
                    if bi > 0 {
                        src.push_str(&format!("b{bi}:\n"));
                        for _ in 0..next(3) {
                            let ty = ty_or(&mut next, "i32");
                            src.push_str(&format!("  %v{k} = phi {ty} "));
                            let most = if next(6) == 0 { 20 } else { 3 };
                            for j in 0..1 + next(most) {
                                if j > 0 {
                                    src.push_str(if next(odd_rate) == 0 { [",\n      ", ",", ",  "][next(3)] } else { ", " });
                                }
                                // Forward references to later values (defined as `i32` or not).
                                let v = if next(odd_rate) == 0 { format!("%v{}", k + 1 + next(4)) } else { pick(&mut next, &ints, &ODD_VALUES) };
                                let bl = block(&mut next);
                                src.push_str(&if next(odd_rate) == 0 { format!("[{v}, {bl}]") } else { format!("[ {v}, {bl} ]") });
                            }
                            src.push('\n');
                            ints.push(format!("%v{k}"));
                            k += 1;
                        }
                    }
                    for _ in 0..next(6) {
                        let ptr_ty = |next: &mut dyn FnMut(usize) -> usize| if next(odd_rate) == 0 { ODD_PTRS[next(ODD_PTRS.len())] } else { "ptr addrspace(1)" };
                        let tail = |next: &mut dyn FnMut(usize) -> usize| if next(odd_rate) == 0 { ODD_TAILS[next(ODD_TAILS.len())] } else { TAILS[next(TAILS.len())] };
                        let (line, list) = match next(4) {
                            0 => {
                                let vol = if next(odd_rate) == 0 { "volatile " } else { "" };
                                let (ty, pt) = (ty_or(&mut next, "i32"), ptr_ty(&mut next));
                                let base = if next(6) == 0 { "ptr %q".to_string() } else { format!("{pt} {}", pick(&mut next, &ptrs, &ODD_VALUES)) };
                                (format!("load {vol}{ty}, {base}{}", tail(&mut next)), 0)
                            }
                            1 => {
                                let ty = ty_or(&mut next, "i32");
                                let pt = ptr_ty(&mut next);
                                let mut items = format!("{pt} {}", pick(&mut next, &ptrs, &ODD_VALUES));
                                let most = if next(8) == 0 { 20 } else { 2 };
                                for _ in 0..1 + next(most) {
                                    let ity = if next(odd_rate) == 0 { "<2 x i64>" } else { ["i32", "i64"][next(2)] };
                                    let idx = if ity == "i64" { "%w".to_string() } else { pick(&mut next, &ints, &ODD_VALUES) };
                                    items.push_str(&format!(", {ity} {idx}"));
                                }
                                let flags = if next(odd_rate) == 0 { ODD_GEP_FLAGS[next(ODD_GEP_FLAGS.len())] } else { GEP_FLAGS[next(GEP_FLAGS.len())] };
                                (format!("getelementptr {flags}{ty}, {items}{}", tail(&mut next)), 2)
                            }
                            2 => {
                                let pred = if next(odd_rate) == 0 { ["samesign ult", "nsw eq", "oeq", "eq nsw"][next(4)] } else { ["eq", "slt", "ne", "ugt"][next(4)] };
                                let ty = ty_or(&mut next, "i32");
                                (format!("icmp {pred} {ty} {}, {}", pick(&mut next, &ints, &ODD_VALUES), pick(&mut next, &ints, &ODD_VALUES)), 1)
                            }
                            _ => (format!("add i32 {}, {}", pick(&mut next, &ints, &ODD_VALUES), pick(&mut next, &ints, &ODD_VALUES)), 0),
                        };
                        // The result and `=` as the byte-level reader of ` = OPCODE ` takes them,
                        // or not.
                        let eq = if next(odd_rate) == 0 { ["=", " =  ", " =\n    ", "= ", " = \t"][next(5)] } else { " = " };
                        src.push_str(&format!("  %v{k}{eq}{line}\n"));
                        [&mut ints, &mut bools, &mut ptrs][list].push(format!("%v{k}"));
                        k += 1;
                    }
                    let term = match next(6) {
                        0 => "ret i32 %a".to_string(),
                        1 | 2 => format!("br label {}", block(&mut next)),
                        _ => {
                            let cty = if next(odd_rate) == 0 { "i32" } else { "i1" };
                            let cond = pick(&mut next, &bools, &ODD_VALUES);
                            format!("br {cty} {cond}, label {}, label {}", block(&mut next), block(&mut next))
                        }
                    };
                    src.push_str(&format!("  {term}\n"));
                }
                src.push_str("}\n");
            }
            if let Some(ok) = fast_matches_slow(src, case % 2 == 1, 20, &INSERTS, &mut next) {
                checked += 1;
                parsed += usize::from(ok);
            }
        }
        assert!(checked > 2900);
        // Enough modules parse to the end (the rest stop at their first error).
        assert!(parsed > 600, "{parsed} of {checked} parsed");
    }

    /// Integer literals interned by value (either sign) and by text (the rest) give one
    /// constant per distinct text, whatever the order.
    #[test]
    fn integer_constants_are_one_per_text() {
        let lits = ["-3", "3", "-0", "0", "-3", "007", "7", "-07", "-1000000000", "1000000000", "-999999999", "-2", "2", "3", "-3", "0"];
        let mut src = String::from("define i32 @f(i32 %x) {\nentry:\n");
        for (i, l) in lits.iter().enumerate() {
            src.push_str(&format!("  %v{i} = add i32 %x, {l}\n"));
        }
        src.push_str("  ret i32 %x\n}\n");
        let m = parse(&src).unwrap_or_else(|e| panic!("{e}"));
        let f = &m.functions[0];
        let mut by_text: std::collections::HashMap<String, ConstId> = Default::default();
        for (i, inst) in f.insts.iter().take(lits.len()).enumerate() {
            let Operand::Constant(c) = f.operands(inst)[1] else { panic!("operand {i}") };
            assert_eq!(f.operand_text(Operand::Constant(c)), lits[i]);
            let seen = *by_text.entry(lits[i].to_string()).or_insert(c);
            assert_eq!(seen, c, "{}", lits[i]);
        }
        let distinct: std::collections::HashSet<ConstId> = by_text.values().copied().collect();
        assert_eq!(distinct.len(), by_text.len());
    }
}
