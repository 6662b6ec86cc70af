//! The parsed module: functions with dense value, instruction and block tables.
//!
//! Shapes (all ids are dense `u32` newtypes, all tables are `Vec`s indexed by them, no hash
//! maps in the results):
//!
//! * [`Module`]: `functions` (definitions, module order) and `declarations` (names).
//! * [`Function`]: `values: Vec<ValueData>` indexed by [`ValueId`] (arguments first, then
//!   instruction results in order), `insts: Vec<Instruction>` indexed by [`InstId`] in layout
//!   order, grouped by block (`block_starts` is the CSR offset table, so the instructions of a
//!   block are one contiguous slice), and the [`Cfg`] whose [`Block`] ids are the same blocks in
//!   layout order.
//! * [`Instruction`]: opcode, optional result, ordered [`Operand`]s, phi incoming pairs, the
//!   direct callee of a call.
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

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum ValueKind {
    /// The `n`-th formal argument (0-based).
    Arg(u32),
    /// The result of an instruction.
    Inst(InstId),
}

/// One SSA value: its printed name, what defines it and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueData {
    /// As `opt` prints it, with the sigil: `%tid`, `%"a b"`, or `%5` for an unnamed value
    /// (slot numbers recounted from 0 in function order, as LLVM's `ModuleSlotTracker`).
    pub name: String,
    /// Argument or instruction result.
    pub kind: ValueKind,
    /// The defining name in the source (`%x` of `%x = …`, the argument name), or the
    /// instruction / argument type for an unnamed value.
    pub span: Span,
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
    /// Every SSA value: arguments first, then instruction results in layout order.
    pub values: Vec<ValueData>,
    /// Every instruction, in layout order (block by block).
    pub insts: Vec<Instruction>,
    /// CSR offsets: the instructions of block `b` are `insts[block_starts[b]..block_starts[b+1]]`
    /// (`num_blocks + 1` entries).
    pub block_starts: Vec<u32>,
    /// The control-flow graph: blocks in layout order with names as `opt` prints them and
    /// ordered, labelled successor edges.
    pub cfg: Cfg,
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

    /// The value `v`.
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
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
        self.values.iter().position(|v| v.name.strip_prefix('%') == Some(want)).map(|i| ValueId(i as u32))
    }
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Operand {
    /// An argument or instruction result of the same function.
    Local(ValueId),
    /// A global value `@g`, by raw name (a numbered global `@3` gives `3`).
    Global(String),
    /// A constant, as written: `1`, `-1`, `true`, `null`, `undef`, `poison`,
    /// `zeroinitializer`, `<i32 1, i32 2>`, `getelementptr (…)`, `blockaddress(@f, %bb)`, …
    Constant(String),
    /// Inline assembly callee `asm sideeffect "…", "…"`, as written.
    InlineAsm(String),
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
/// inputs, then the called operand last (an [`Operand::Global`] for a direct call, a
/// [`Operand::Local`] for an indirect one, [`Operand::InlineAsm`]). Branch targets appear as
/// [`Operand::Block`] where the text has them (`br i1 %c, label %t, label %f` gives
/// `[Local(c), Block(t), Block(f)]`). A `phi` has no `operands`: its incoming values and
/// blocks are `phi_incoming`, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Instruction {
    /// The block containing the instruction.
    pub block: Block,
    /// The SSA value defined, if the instruction has a non-void result.
    pub result: Option<ValueId>,
    /// The opcode (`tail call` is [`Opcode::Call`]).
    pub opcode: Opcode,
    /// Value, constant, global and block operands in order (see above).
    pub operands: Vec<Operand>,
    /// For a `phi`: `(incoming value, incoming block)` pairs in order; empty otherwise.
    pub phi_incoming: Vec<(Operand, Block)>,
    /// For `call`/`invoke`/`callbr` of a named function: its raw name
    /// (`llvm.amdgcn.workitem.id.x`); `None` for indirect calls, inline asm and other opcodes.
    pub callee: Option<String>,
    /// From the result name (or opcode) to the end of the instruction's last operand or
    /// attachment.
    pub span: Span,
}

impl Instruction {
    /// Every value-like operand: `operands` followed by the phi incoming values.
    pub fn value_operands(&self) -> impl Iterator<Item = &Operand> + '_ {
        self.operands.iter().chain(self.phi_incoming.iter().map(|(v, _)| v))
    }

    /// The local values this instruction uses, in operand order (duplicates kept).
    pub fn uses(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.value_operands().filter_map(|o| match o {
            Operand::Local(v) => Some(*v),
            _ => None,
        })
    }
}
