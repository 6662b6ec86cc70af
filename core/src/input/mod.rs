//! The front door: everything that turns text into a model. [`parse_with_directives`] detects
//! the format, finds the scenario directives ([`directives`]) and parses compact text
//! ([`compact`]), LLVM IR ([`crate::ir`]), DOT ([`dot`]) or SPIR-V assembly ([`spirv`]) into a
//! [`Program`] — one or more functions, each a [`Cfg`] plus its IR when the input was LLVM IR
//! or SPIR-V. [`dfs_order`] reads the
//! DFS successor order notation. The pipeline object built on it is
//! [`crate::session::Session`]; C loop nests go through [`crate::loops`].

pub mod compact;
pub mod dfs_order;
pub mod directives;
pub mod dot;
pub mod spirv;

use crate::cfg::Cfg;
use directives::Directive;
use crate::ir;
use crate::span::{LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};

/// The input languages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Our compact CFG text ([`crate::input::compact`]).
    Compact,
    /// An LLVM IR module ([`crate::ir`]).
    LlvmIr,
    /// A Graphviz DOT digraph ([`crate::input::dot`]).
    Dot,
    /// SPIR-V assembly as `spirv-dis` writes it ([`crate::input::spirv`]).
    Spirv,
}

impl Format {
    /// A short name: `compact`, `llvm-ir`, `dot`, `spirv`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Compact => "compact",
            Format::LlvmIr => "llvm-ir",
            Format::Dot => "dot",
            Format::Spirv => "spirv",
        }
    }
}

/// Guesses the format of `src` from its first meaningful token: `digraph`/`strict` → DOT;
/// `define`, `declare`, `target`, `source_filename`, `@global =`, `attributes`, `!meta`, or a
/// `; ModuleID` comment → LLVM IR; a `; SPIR-V` header, `OpX …` or `%id = OpX …` → SPIR-V
/// assembly ([`spirv::looks_like`]); anything else → compact text. `O(len)` worst case.
pub fn detect(src: &str) -> Format {
    let mut module_comment = false;
    for line in src.lines() {
        let t = line.trim_start();
        if spirv::looks_like(t) {
            return Format::Spirv;
        }
        if t.starts_with("; ModuleID") {
            module_comment = true;
        }
        if t.is_empty() || t.starts_with(';') || t.starts_with('#') || t.starts_with("//") {
            continue;
        }
        let word: String = t.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        return match word.as_str() {
            "digraph" | "strict" => Format::Dot,
            "define" | "declare" | "target" | "source_filename" | "attributes" => Format::LlvmIr,
            _ if t.starts_with('@') || t.starts_with('!') || t.starts_with('$') || t.starts_with("%struct") => Format::LlvmIr,
            _ if t.starts_with("/*") && src.contains("digraph") => Format::Dot,
            _ => {
                if module_comment {
                    Format::LlvmIr
                } else {
                    Format::Compact
                }
            }
        };
    }
    if module_comment {
        Format::LlvmIr
    } else {
        Format::Compact
    }
}

/// One function of a program: its CFG and, for LLVM IR input, its instructions.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Function {
    /// A CFG from compact text or DOT.
    Graph(Cfg),
    /// An LLVM IR function (its CFG inside).
    Ir(Box<ir::Function>),
    /// A SPIR-V function (its CFG and structured declarations inside).
    Spirv(Box<spirv::Function>),
}

impl Function {
    /// The function's CFG.
    pub fn cfg(&self) -> &Cfg {
        match self {
            Function::Graph(c) => c,
            Function::Ir(f) => &f.cfg,
            Function::Spirv(f) => &f.cfg,
        }
    }

    /// The structured-control-flow declarations (`OpSelectionMerge`, `OpLoopMerge`) of a SPIR-V
    /// function; empty for the other formats (compact text declares them with directives,
    /// [`crate::constructs`]).
    pub fn merges(&self) -> &[spirv::MergeDecl] {
        match self {
            Function::Spirv(f) => &f.merges,
            _ => &[],
        }
    }

    /// The SPIR-V function, when the input was SPIR-V assembly.
    pub fn spirv(&self) -> Option<&spirv::Function> {
        match self {
            Function::Spirv(f) => Some(f),
            _ => None,
        }
    }

    /// The function's name (`opt` prints it after `for function: `).
    pub fn name(&self) -> &str {
        self.cfg().name()
    }

    /// The IR, when the input was LLVM IR.
    pub fn ir(&self) -> Option<&ir::Function> {
        match self {
            Function::Ir(f) => Some(f),
            _ => None,
        }
    }

    /// Whether this is a GPU kernel entry point: an IR function with the `amdgpu_kernel`,
    /// `spir_kernel` or `ptx_kernel` calling convention or marked `kernel` in NVVM's
    /// `!nvvm.annotations` ([`ir::Function::is_kernel`]). Always `false` for compact text and
    /// DOT.
    pub fn is_kernel(&self) -> bool {
        self.ir().is_some_and(|f| f.is_kernel)
    }

    /// The function's text in `src` (the text it was parsed from): for IR from the start of
    /// its `define` line to its closing `}` included; for compact text and DOT the whole
    /// text. `O(length of the function)`.
    pub fn source_span(&self, src: &str) -> Span {
        if let Function::Spirv(f) = self {
            return Span::new((f.span.start as usize).min(src.len()), (f.span.end as usize).min(src.len()));
        }
        let Some(f) = self.ir() else {
            return Span::new(0, src.len());
        };
        let name = (f.span.start as usize).min(src.len());
        let start = src[..name].rfind('\n').map_or(0, |i| i + 1);
        // The closing brace is the first `}` after the last instruction (a `}` inside an
        // instruction, e.g. of a struct constant, ends before the instruction does).
        let from = f.insts.last().map_or(name, |i| i.span.end as usize).clamp(name, src.len());
        let end = src.as_bytes()[from..].iter().position(|&c| c == b'}').map_or(src.len(), |k| from + k + 1);
        Span::new(start, end)
    }
}

/// Where one function of a program is and what it is, for a function picker that scrolls the
/// editor ([`Program::outline`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionOutline {
    /// The function's name.
    pub name: String,
    /// A GPU kernel entry point ([`Function::is_kernel`]).
    pub is_kernel: bool,
    /// Number of basic blocks.
    pub blocks: usize,
    /// Its text ([`Function::source_span`]), byte offsets.
    pub span: Span,
    /// The 1-based line where it starts (its `define` line).
    pub line: u32,
}

/// A parsed input: its format and its functions in source order (compact text and DOT give
/// one function; an IR module gives one per definition).
#[derive(Clone, Debug)]
pub struct Program {
    /// The format that was parsed.
    pub format: Format,
    /// Functions in source order.
    pub functions: Vec<Function>,
    /// The IR module's `target triple` (`nvptx64-nvidia-cuda`, `amdgcn-amd-amdhsa`), if any;
    /// `None` for compact text and DOT.
    pub target_triple: Option<String>,
}

impl Program {
    /// The function called `name` (a leading `@` is ignored).
    pub fn function(&self, name: &str) -> Option<&Function> {
        let name = name.strip_prefix('@').unwrap_or(name);
        self.functions.iter().find(|f| f.name() == name)
    }

    /// The index of the function to show first: the first GPU kernel entry point
    /// ([`Function::is_kernel`]), else the function with the most blocks (the first of
    /// those in source order), so a module whose first definition is a small helper opens on
    /// its kernel. `O(#functions)`; `0` for an empty program.
    pub fn default_function(&self) -> usize {
        if let Some(k) = self.functions.iter().position(Function::is_kernel) {
            return k;
        }
        let mut best = 0;
        for (k, f) in self.functions.iter().enumerate() {
            if f.cfg().num_blocks() > self.functions[best].cfg().num_blocks() {
                best = k;
            }
        }
        best
    }

    /// Every function's name, kind, size and place in `src` (the text this program was
    /// parsed from), in source order. `O(len(src))`.
    pub fn outline(&self, src: &str) -> Vec<FunctionOutline> {
        let lines = LineIndex::new(src);
        self.functions
            .iter()
            .map(|f| {
                let span = f.source_span(src);
                FunctionOutline {
                    name: f.name().to_string(),
                    is_kernel: f.is_kernel(),
                    blocks: f.cfg().num_blocks(),
                    span,
                    line: lines.line_col(src, span.start as usize).line,
                }
            })
            .collect()
    }
}

pub use crate::span::parse_count;
use crate::span::count_parse;

/// Parses `src` as `format` (or the detected format when `None`).
///
/// # Errors
/// The parser's [`ParseError`] (line:column, expected/found). An IR module without any
/// function definition is an error too, pointing at the end of the text.
pub fn parse(src: &str, format: Option<Format>) -> Result<Program, ParseError> {
    let format = format.unwrap_or_else(|| detect(src));
    if format != Format::LlvmIr {
        count_parse(); // `ir::parse_module` counts its own
    }
    let (functions, target_triple) = match format {
        Format::Compact => (vec![Function::Graph(crate::input::compact::parse(src)?)], None),
        Format::Dot => (vec![Function::Graph(crate::input::dot::parse(src)?)], None),
        Format::Spirv => {
            let m = spirv::parse(src)?;
            if m.functions.is_empty() {
                return Err(ParseError::new(src, crate::span::Span::at(src.len()), "expected at least one function (`OpFunction … OpFunctionEnd`) in the SPIR-V module"));
            }
            (m.functions.into_iter().map(|f| Function::Spirv(Box::new(f))).collect(), None)
        }
        Format::LlvmIr => {
            let m = ir::parse_module(src)?;
            if m.functions.is_empty() {
                return Err(ParseError::new(src, crate::span::Span::at(src.len()), "expected at least one function definition (`define …`) in the LLVM IR module"));
            }
            (m.functions.into_iter().map(|f| Function::Ir(Box::new(f))).collect(), m.target_triple)
        }
    };
    Ok(Program { format, functions, target_triple })
}

/// The front door: parses `src` (format detected unless given) into its program and its
/// scenario directives (docs/WARP.md):
/// [`directives::extract`], then [`parse`] on the blanked text. Errors keep the original
/// line:column.
///
/// # Errors
/// The CFG parser's [`ParseError`].
pub fn parse_with_directives(src: &str, format: Option<Format>) -> Result<(Program, Vec<Directive>), ParseError> {
    let format = format.unwrap_or_else(|| detect(src));
    let ex = directives::extract(src, format);
    let program = parse(&ex.cfg_text, Some(format)).map_err(|e| directives::directive_hint(src, format, e))?;
    Ok((program, ex.directives))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_formats() {
        assert_eq!(detect("1->2,5  2->3,4"), Format::Compact);
        assert_eq!(detect("# comment\na -> b"), Format::Compact);
        assert_eq!(detect("digraph { a -> b }"), Format::Dot);
        assert_eq!(detect("// x\nstrict digraph G { }"), Format::Dot);
        assert_eq!(detect("; ModuleID = 'x'\nsource_filename = \"x\"\n"), Format::LlvmIr);
        assert_eq!(detect("\n\ndefine void @f() {\n ret void\n}"), Format::LlvmIr);
        assert_eq!(detect("target triple = \"amdgcn\""), Format::LlvmIr);
        assert_eq!(detect("; SPIR-V\n; Version: 1.3\n"), Format::Spirv);
        assert_eq!(detect("OpCapability Shader"), Format::Spirv);
        assert_eq!(detect("%5 = OpLabel"), Format::Spirv);
    }
}
