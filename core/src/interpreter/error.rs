//! Errors of the interpreter: unsupported IR, bad inputs, and run-time faults.
//!
//! Every error names where it happened: the instruction's (or directive's) line and column in
//! the source and, for run-time faults, the work-item. `Display` gives
//! `line L:C: MESSAGE` like every other parser error of the crate ([`crate::span::ParseError`]).

use crate::span::{LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What kind of failure stopped the run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunErrorKind {
    /// The IR uses something the interpreter does not run (instruction, type, intrinsic).
    Unsupported,
    /// A directive, an input file or a kernel argument is malformed or does not fit.
    Input,
    /// A load or store outside its buffer, a null or dangling pointer.
    OutOfBounds,
    /// `unreachable` was executed, or a division by zero / other immediate UB.
    UndefinedBehavior,
    /// The instruction budget ran out (probably an infinite loop).
    StepLimit,
    /// Call depth or private memory exceeded.
    ResourceLimit,
}

/// A run error. Shape: `line`/`col` 1-based (0 when there is no source position), the byte
/// `span`, the global id of the work-item (`[x, y, z]`) when a work-item faulted, and a
/// message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunError {
    /// What kind of failure.
    pub kind: RunErrorKind,
    /// 1-based line of the instruction or directive (0: none).
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// The offending source range.
    pub span: Span,
    /// The faulting work-item's global id, if any.
    pub work_item: Option<[u64; 3]>,
    /// What went wrong.
    pub message: String,
}

impl RunError {
    /// An error at `span` of `src`.
    pub fn at(kind: RunErrorKind, src: &str, span: Span, message: impl Into<String>) -> RunError {
        let lc = LineIndex::new(src).line_col(src, span.start as usize);
        RunError {
            kind,
            line: lc.line,
            col: lc.col,
            span,
            work_item: None,
            message: message.into(),
        }
    }

    /// An error without a source position.
    pub fn general(kind: RunErrorKind, message: impl Into<String>) -> RunError {
        RunError {
            kind,
            line: 0,
            col: 0,
            span: Span::default(),
            work_item: None,
            message: message.into(),
        }
    }

    /// The same error, naming work-item `gid`.
    pub fn for_item(mut self, gid: [u64; 3]) -> RunError {
        self.work_item = Some(gid);
        self
    }
}

impl From<ParseError> for RunError {
    fn from(e: ParseError) -> RunError {
        RunError {
            kind: RunErrorKind::Input,
            line: e.line,
            col: e.col,
            span: e.span,
            work_item: None,
            message: e.message,
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}:{}: ", self.line, self.col)?;
        }
        if let Some([x, y, z]) = self.work_item {
            write!(f, "work-item ({x}, {y}, {z}): ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for RunError {}
