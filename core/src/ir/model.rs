//! The parsed module: functions with dense value, instruction, operand and block tables.
//!
//! Shapes (all ids are dense `u32` newtypes, all tables are `Vec`s indexed by them, no hash
//! maps in the results, no per-instruction heap allocation):
//!
//! * [`Module`]: `functions` (definitions, module order) and `declarations` (names).
//! * [`Function`]: `values: Vec<ValueData>` indexed by [`ValueId`] (arguments first, then
//!   instruction results in order); `insts: Vec<Instruction>` indexed by [`InstId`] in layout
//!   order, grouped by block (`block_starts` is the CSR offset table, so a block's
//!   instructions are one contiguous slice); `operands` and `phi_incoming`, the CSR operand
//!   tables every [`Instruction`] indexes with an [`OpRange`]; `constants` and `globals`, the
//!   function's interned constant texts and referenced global names ([`ConstId`],
//!   [`GlobalId`]); and the [`Cfg`] whose [`Block`] ids are the same blocks in layout order.
//! * [`Operand`]: an 8-byte `Copy` enum of those ids.
//!
//! Terms follow LLVM's (`llvm/include/llvm/IR/Instruction.def` for opcode names, LangRef
//! "Instruction Reference" for operand order).

use crate::cfg::{Block, Cfg};
use crate::span::Span;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::Range;

/// An SSA value of one function (argument or instruction result): a dense index into
/// [`Function::values`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct ValueId(pub u32);

impl ValueId {
    /// The index as `usize`, for side tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An instruction of one function: a dense index into [`Function::insts`] (layout order).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct InstId(pub u32);

impl InstId {
    /// The index as `usize`, for side tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A global value referenced by one function: a dense index into [`Function::globals`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct GlobalId(pub u32);

/// An interned constant text of one function: a dense index into [`Function::constants`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct ConstId(pub u32);

/// A half-open index range `[start, end)` into one of a function's CSR tables
/// ([`Function::operands`], [`Function::phi_incoming`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct OpRange {
    /// First index.
    pub start: u32,
    /// One past the last index.
    pub end: u32,
}

impl OpRange {
    /// As a `usize` range, for slicing.
    #[inline]
    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// Number of entries.
    #[inline]
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }

    /// Whether the range is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}

/// A parsed module: the function definitions and the names of declared functions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Module {
    /// `source_filename = "…"`, if present.
    pub source_filename: Option<String>,
    /// `target triple = "…"`, if present (e.g. `amdgcn-amd-amdhsa`, `nvptx64-nvidia-cuda`).
    pub target_triple: Option<String>,
    /// Function definitions (`define`), in module order.
    pub functions: Vec<Function>,
    /// Names of declared functions (`declare`), raw (unquoted), in module order.
    pub declarations: Vec<String>,
}

impl Module {
    /// The first defined function called `name` (raw name, as [`Function::name`]). `O(f)`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }
}

/// Where a formal argument's type and parameter attributes are in the source.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArgSpans {
    /// The type, as written (`ptr addrspace(1)`, `{ i32, float }`, `<2 x float>`).
    pub ty: Span,
    /// The parameter attributes between the type and the name (`inreg noundef`,
    /// `byval(%struct.S) align 4`); an empty span right after the type when there are none.
    pub attrs: Span,
}

impl ArgSpans {
    /// Whether the attribute list contains the keyword `word` (`inreg`, `byval`, `noundef`),
    /// alone or with a `(…)` argument; string attributes (`"a"="b"`) are skipped. `O(len)`.
    pub fn has_attr(&self, src: &str, word: &str) -> bool {
        let text = self.attrs.text(src);
        let mut depth = 0usize;
        let mut in_str = false;
        let mut start: Option<usize> = None;
        let b = text.as_bytes();
        for (i, &c) in b.iter().chain(std::iter::once(&b' ')).enumerate() {
            if in_str {
                in_str = c != b'"';
                continue;
            }
            let word_char = c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
            if word_char && start.is_none() && depth == 0 {
                start = Some(i);
            } else if !word_char {
                if let Some(s) = start.take() {
                    if &text[s..i] == word {
                        return true;
                    }
                }
                match c {
                    b'"' => in_str = true,
                    b'(' | b'[' | b'{' | b'<' => depth += 1,
                    b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
        false
    }
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum ValueKind {
    /// The `n`-th formal argument (0-based).
    Arg(u32),
    /// The result of an instruction.
    Inst(InstId),
}

/// One SSA value: what defines it, where, and (through [`Function::value_name`]) its printed
/// name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueData {
    /// Argument or instruction result.
    pub kind: ValueKind,
    /// The defining name in the source (`%x` of `%x = …`, the argument name), or the
    /// opcode / argument type for an unnamed value.
    pub span: Span,
    /// The printed name's byte range in [`Function::names`].
    pub name: OpRange,
}

/// A defined function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Function {
    /// The raw, unquoted name (`my func` for `@"my func"`), as `opt` prints it after
    /// "for function: "; empty for a numbered function `@0`, as in `opt`.
    pub name: String,
    /// The span of the `@name` token.
    pub span: Span,
    /// The calling-convention keyword if any: `amdgpu_kernel`, `spir_kernel`, `ptx_kernel`,
    /// `fastcc`, `cc 10`, …
    pub calling_conv: Option<String>,
    /// Whether the calling convention makes this a GPU kernel entry point (`amdgpu_kernel`,
    /// `spir_kernel`, `ptx_kernel`).
    pub is_kernel: bool,
    /// The formal arguments, in order (indices into `values`).
    pub args: Vec<ValueId>,
    /// Where each formal argument's type and attributes are written, parallel to `args`
    /// (`ptr addrspace(1)` and `inreg noundef` of `ptr addrspace(1) inreg noundef %p`). Used
    /// for what `opt` prints for an argument (`Value::print`: type and name, no attributes)
    /// and for the attributes that decide its uniformity (`inreg`, `byval`).
    pub arg_spans: Vec<ArgSpans>,
    /// Every SSA value: arguments first, then instruction results in layout order.
    pub values: Vec<ValueData>,
    /// Every instruction, in layout order (block by block).
    pub insts: Vec<Instruction>,
    /// CSR offsets: the instructions of block `b` are `insts[block_starts[b]..block_starts[b+1]]`
    /// (`num_blocks + 1` entries).
    pub block_starts: Vec<u32>,
    /// Every instruction's operands, concatenated in instruction order
    /// ([`Instruction::operands`] indexes it).
    pub operands: Vec<Operand>,
    /// Every phi's `(incoming value, incoming block)` pairs, concatenated
    /// ([`Instruction::phi`] indexes it).
    pub phi_incoming: Vec<(Operand, Block)>,
    /// Distinct constant texts as written (`0`, `true`, `<i32 1, i32 2>`, `getelementptr (…)`),
    /// concatenated ([`Function::constant`] reads one, [`Function::constants`] all).
    pub constant_text: String,
    /// Per [`ConstId`]: its range of bytes in `constant_text`.
    pub constant_ranges: Vec<OpRange>,
    /// Distinct global names referenced (raw, unquoted: `llvm.amdgcn.workitem.id.x`).
    pub globals: Vec<String>,
    /// The printed value names, concatenated ([`ValueData::name`] indexes it).
    pub names: String,
    /// Calls that opt-22 auto-upgrades into several instructions with named inserted values
    /// ([`super::upgrade::Naming::Named`]): the call and the printed names of the inserted
    /// values (`%ctlz`, or `%neg`, `%abs.cond`), made unique in the function. Sorted by
    /// instruction; usually empty.
    #[serde(default)]
    pub upgrade_names: Vec<(InstId, Vec<String>)>,
    /// The control-flow graph: blocks in layout order with names as `opt` prints them and
    /// ordered, labelled successor edges.
    pub cfg: Cfg,
    /// What the printer computes once per module and function to re-print instructions in
    /// `opt`'s form ([`super::canonical`]); not serialised, compares equal.
    #[serde(skip)]
    pub print_cache: super::canonical::PrintCache,
}

impl Function {
    /// The instruction ids of block `b`, in order. `O(1)`.
    pub fn inst_range(&self, b: Block) -> Range<usize> {
        self.block_starts[b.index()] as usize..self.block_starts[b.index() + 1] as usize
    }

    /// The instructions of block `b`, in order (the last one is its terminator). `O(1)`.
    pub fn block_insts(&self, b: Block) -> &[Instruction] {
        &self.insts[self.inst_range(b)]
    }

    /// The terminator of block `b` (every parsed block has one). `O(1)`.
    pub fn terminator(&self, b: Block) -> &Instruction {
        &self.insts[self.block_starts[b.index() + 1] as usize - 1]
    }

    /// The instruction `i`.
    pub fn inst(&self, i: InstId) -> &Instruction {
        &self.insts[i.index()]
    }

    /// The operands of `inst` (see [`Instruction`] for their order). `O(1)`.
    #[inline]
    pub fn operands(&self, inst: &Instruction) -> &[Operand] {
        &self.operands[inst.operands.range()]
    }

    /// The `(incoming value, incoming block)` pairs of a phi (empty for other opcodes). `O(1)`.
    #[inline]
    pub fn phi_incoming(&self, inst: &Instruction) -> &[(Operand, Block)] {
        &self.phi_incoming[inst.phi.range()]
    }

    /// Every value-like operand of `inst`: its operands, then its phi incoming values.
    pub fn value_operands<'f>(&'f self, inst: &Instruction) -> impl Iterator<Item = Operand> + 'f {
        self.operands(inst).iter().copied().chain(self.phi_incoming(inst).iter().map(|&(v, _)| v))
    }

    /// The local values `inst` uses, in operand order (duplicates kept).
    pub fn uses<'f>(&'f self, inst: &Instruction) -> impl Iterator<Item = ValueId> + 'f {
        self.value_operands(inst).filter_map(|o| match o {
            Operand::Local(v) => Some(v),
            _ => None,
        })
    }

    /// The value `v`.
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }

    /// The printed name of `v`, with its sigil: `%tid`, `%"a b"`, `%5`.
    pub fn value_name(&self, v: ValueId) -> &str {
        self.names.get(self.values[v.index()].name.range()).unwrap_or("")
    }

    /// The instruction defining `v`, if `v` is an instruction result.
    pub fn def_inst(&self, v: ValueId) -> Option<InstId> {
        match self.values[v.index()].kind {
            ValueKind::Inst(i) => Some(i),
            ValueKind::Arg(_) => None,
        }
    }

    /// Looks a value up by its printed name (`%x` or `x`). `O(values)`.
    pub fn find_value(&self, name: &str) -> Option<ValueId> {
        let want = name.strip_prefix('%').unwrap_or(name);
        (0..self.values.len() as u32).map(ValueId).find(|&v| self.value_name(v).strip_prefix('%') == Some(want))
    }

    /// The raw name of global `g`.
    pub fn global_name(&self, g: GlobalId) -> &str {
        &self.globals[g.0 as usize]
    }

    /// The text of constant `c`.
    pub fn constant(&self, c: ConstId) -> &str {
        let r = self.constant_ranges[c.0 as usize];
        &self.constant_text[r.start as usize..r.end as usize]
    }

    /// Every distinct constant text, in [`ConstId`] order.
    pub fn constants(&self) -> impl Iterator<Item = &str> + '_ {
        (0..self.constant_ranges.len() as u32).map(|c| self.constant(ConstId(c)))
    }

    /// The raw name of the function `inst` calls directly (`llvm.amdgcn.workitem.id.x`), if
    /// it is a `call`/`invoke`/`callbr` of a named function.
    pub fn callee_name(&self, inst: &Instruction) -> Option<&str> {
        inst.callee.map(|g| self.global_name(g))
    }

    /// An operand as text: `%x`, `@g` (raw name), the constant or inline asm as written,
    /// `label %bb`, `metadata`.
    pub fn operand_text(&self, op: Operand) -> String {
        match op {
            Operand::Local(v) => self.value_name(v).to_string(),
            Operand::Global(g) => format!("@{}", self.global_name(g)),
            Operand::Constant(c) | Operand::InlineAsm(c) => self.constant(c).to_string(),
            Operand::Block(b) => format!("label %{}", self.cfg.name_of(b)),
            Operand::Metadata => "metadata".to_string(),
        }
    }
}

/// An instruction operand (8 bytes, `Copy`; texts live in the [`Function`]'s tables).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Operand {
    /// An argument or instruction result of the same function.
    Local(ValueId),
    /// A global value `@g` ([`Function::global_name`]: raw name; a numbered global `@3`
    /// gives `3`).
    Global(GlobalId),
    /// A constant ([`Function::constant`]: its text as written: `1`, `-1`, `true`, `null`,
    /// `undef`, `poison`, `zeroinitializer`, `<i32 1, i32 2>`, `getelementptr (…)`,
    /// `blockaddress(@f, %bb)`, …).
    Constant(ConstId),
    /// Inline assembly callee `asm sideeffect "…", "…"` ([`Function::constant`]: as written).
    InlineAsm(ConstId),
    /// A basic block (branch targets).
    Block(Block),
    /// A metadata operand (`metadata !12`, `metadata i32 %x`, …); not a use of a value.
    Metadata,
}

/// An LLVM instruction opcode (names as `Instruction::getOpcodeName`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[allow(missing_docs)]
pub enum Opcode {
    // Terminators.
    Ret,
    Br,
    Switch,
    IndirectBr,
    Invoke,
    Resume,
    Unreachable,
    CleanupRet,
    CatchRet,
    CatchSwitch,
    CallBr,
    // Unary and binary operators.
    FNeg,
    Add,
    FAdd,
    Sub,
    FSub,
    Mul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
    URem,
    SRem,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    // Memory.
    Alloca,
    Load,
    Store,
    GetElementPtr,
    Fence,
    AtomicCmpXchg,
    AtomicRMW,
    // Casts.
    Trunc,
    ZExt,
    SExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    FPTrunc,
    FPExt,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
    // Pads.
    CleanupPad,
    CatchPad,
    // Other.
    ICmp,
    FCmp,
    Phi,
    Call,
    Select,
    VAArg,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    ExtractValue,
    InsertValue,
    LandingPad,
    Freeze,
}

impl Opcode {
    /// Every opcode, for tables and tests.
    pub const ALL: [Opcode; 66] = {
        use Opcode::*;
        [
            Ret, Br, Switch, IndirectBr, Invoke, Resume, Unreachable, CleanupRet, CatchRet, CatchSwitch, CallBr, FNeg, Add, FAdd, Sub, FSub, Mul, FMul,
            UDiv, SDiv, FDiv, URem, SRem, FRem, Shl, LShr, AShr, And, Or, Xor, Alloca, Load, Store, GetElementPtr, Fence, AtomicCmpXchg, AtomicRMW,
            Trunc, ZExt, SExt, FPToUI, FPToSI, UIToFP, SIToFP, FPTrunc, FPExt, PtrToInt, PtrToAddr, IntToPtr, BitCast, AddrSpaceCast, CleanupPad,
            CatchPad, ICmp, FCmp, Phi, Call, Select, VAArg, ExtractElement, InsertElement, ShuffleVector, ExtractValue, InsertValue, LandingPad, Freeze,
        ]
    };

    /// The assembly keyword (`getelementptr`, `cmpxchg`, `phi`, …).
    pub fn name(self) -> &'static str {
        use Opcode::*;
        match self {
            Ret => "ret",
            Br => "br",
            Switch => "switch",
            IndirectBr => "indirectbr",
            Invoke => "invoke",
            Resume => "resume",
            Unreachable => "unreachable",
            CleanupRet => "cleanupret",
            CatchRet => "catchret",
            CatchSwitch => "catchswitch",
            CallBr => "callbr",
            FNeg => "fneg",
            Add => "add",
            FAdd => "fadd",
            Sub => "sub",
            FSub => "fsub",
            Mul => "mul",
            FMul => "fmul",
            UDiv => "udiv",
            SDiv => "sdiv",
            FDiv => "fdiv",
            URem => "urem",
            SRem => "srem",
            FRem => "frem",
            Shl => "shl",
            LShr => "lshr",
            AShr => "ashr",
            And => "and",
            Or => "or",
            Xor => "xor",
            Alloca => "alloca",
            Load => "load",
            Store => "store",
            GetElementPtr => "getelementptr",
            Fence => "fence",
            AtomicCmpXchg => "cmpxchg",
            AtomicRMW => "atomicrmw",
            Trunc => "trunc",
            ZExt => "zext",
            SExt => "sext",
            FPToUI => "fptoui",
            FPToSI => "fptosi",
            UIToFP => "uitofp",
            SIToFP => "sitofp",
            FPTrunc => "fptrunc",
            FPExt => "fpext",
            PtrToInt => "ptrtoint",
            PtrToAddr => "ptrtoaddr",
            IntToPtr => "inttoptr",
            BitCast => "bitcast",
            AddrSpaceCast => "addrspacecast",
            CleanupPad => "cleanuppad",
            CatchPad => "catchpad",
            ICmp => "icmp",
            FCmp => "fcmp",
            Phi => "phi",
            Call => "call",
            Select => "select",
            VAArg => "va_arg",
            ExtractElement => "extractelement",
            InsertElement => "insertelement",
            ShuffleVector => "shufflevector",
            ExtractValue => "extractvalue",
            InsertValue => "insertvalue",
            LandingPad => "landingpad",
            Freeze => "freeze",
        }
    }

    /// The opcode spelled `word` (`tail`/`musttail`/`notail` prefixes are the parser's job).
    pub fn from_keyword(word: &[u8]) -> Option<Opcode> {
        use Opcode::*;
        Some(match word {
            b"ret" => Ret,
            b"br" => Br,
            b"switch" => Switch,
            b"indirectbr" => IndirectBr,
            b"invoke" => Invoke,
            b"resume" => Resume,
            b"unreachable" => Unreachable,
            b"cleanupret" => CleanupRet,
            b"catchret" => CatchRet,
            b"catchswitch" => CatchSwitch,
            b"callbr" => CallBr,
            b"fneg" => FNeg,
            b"add" => Add,
            b"fadd" => FAdd,
            b"sub" => Sub,
            b"fsub" => FSub,
            b"mul" => Mul,
            b"fmul" => FMul,
            b"udiv" => UDiv,
            b"sdiv" => SDiv,
            b"fdiv" => FDiv,
            b"urem" => URem,
            b"srem" => SRem,
            b"frem" => FRem,
            b"shl" => Shl,
            b"lshr" => LShr,
            b"ashr" => AShr,
            b"and" => And,
            b"or" => Or,
            b"xor" => Xor,
            b"alloca" => Alloca,
            b"load" => Load,
            b"store" => Store,
            b"getelementptr" => GetElementPtr,
            b"fence" => Fence,
            b"cmpxchg" => AtomicCmpXchg,
            b"atomicrmw" => AtomicRMW,
            b"trunc" => Trunc,
            b"zext" => ZExt,
            b"sext" => SExt,
            b"fptoui" => FPToUI,
            b"fptosi" => FPToSI,
            b"uitofp" => UIToFP,
            b"sitofp" => SIToFP,
            b"fptrunc" => FPTrunc,
            b"fpext" => FPExt,
            b"ptrtoint" => PtrToInt,
            b"ptrtoaddr" => PtrToAddr,
            b"inttoptr" => IntToPtr,
            b"bitcast" => BitCast,
            b"addrspacecast" => AddrSpaceCast,
            b"cleanuppad" => CleanupPad,
            b"catchpad" => CatchPad,
            b"icmp" => ICmp,
            b"fcmp" => FCmp,
            b"phi" => Phi,
            b"call" => Call,
            b"select" => Select,
            b"va_arg" => VAArg,
            b"extractelement" => ExtractElement,
            b"insertelement" => InsertElement,
            b"shufflevector" => ShuffleVector,
            b"extractvalue" => ExtractValue,
            b"insertvalue" => InsertValue,
            b"landingpad" => LandingPad,
            b"freeze" => Freeze,
            _ => return None,
        })
    }

    /// Whether this opcode ends a basic block (`Instruction::isTerminator`).
    pub fn is_terminator(self) -> bool {
        use Opcode::*;
        matches!(self, Ret | Br | Switch | IndirectBr | Invoke | Resume | Unreachable | CleanupRet | CatchRet | CatchSwitch | CallBr)
    }

    /// Whether this is a binary operator (`add` … `xor`, `Instruction::isBinaryOp`).
    pub fn is_binary(self) -> bool {
        use Opcode::*;
        matches!(self, Add | FAdd | Sub | FSub | Mul | FMul | UDiv | SDiv | FDiv | URem | SRem | FRem | Shl | LShr | AShr | And | Or | Xor)
    }

    /// Whether this is a cast (`trunc` … `addrspacecast`, `Instruction::isCast`).
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(self, Trunc | ZExt | SExt | FPToUI | FPToSI | UIToFP | SIToFP | FPTrunc | FPExt | PtrToInt | PtrToAddr | IntToPtr | BitCast | AddrSpaceCast)
    }

    /// Whether this is a call-like instruction (`call`, `invoke`, `callbr`: `CallBase`).
    pub fn is_call(self) -> bool {
        matches!(self, Opcode::Call | Opcode::Invoke | Opcode::CallBr)
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One instruction.
///
/// Operand order follows the assembly text (LangRef), with one exception taken from LLVM's
/// `CallBase`: for `call`/`invoke`/`callbr` the operands are the arguments, then operand-bundle
/// inputs, then (for `invoke`/`callbr`) the destination blocks, then the called operand last
/// (an [`Operand::Global`] for a direct call, an [`Operand::Local`] for an indirect one,
/// [`Operand::InlineAsm`]). Branch targets appear as [`Operand::Block`] where the text has
/// them (`br i1 %c, label %t, label %f` gives `[Local(c), Block(t), Block(f)]`). A `phi` has no
/// `operands`: its incoming values and blocks are `phi`, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    /// The opcode (`tail call` is [`Opcode::Call`]).
    pub opcode: Opcode,
    /// The block containing the instruction.
    pub block: Block,
    /// The SSA value defined, if the instruction has a non-void result.
    pub result: Option<ValueId>,
    /// Value, constant, global and block operands in order, as a range of
    /// [`Function::operands`] ([`Function::operands`]`(inst)` gives the slice).
    pub operands: OpRange,
    /// For a `phi`: its range of [`Function::phi_incoming`]; empty otherwise.
    pub phi: OpRange,
    /// For `call`/`invoke`/`callbr` of a named function: the callee
    /// ([`Function::callee_name`]: `llvm.amdgcn.workitem.id.x`); `None` for indirect calls,
    /// inline asm and other opcodes.
    pub callee: Option<GlobalId>,
    /// From the result name (or opcode) to the end of the instruction's last operand or
    /// attachment.
    pub span: Span,
}
