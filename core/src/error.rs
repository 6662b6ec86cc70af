//! The error of a whole request on a text (a CLI command, a library call, a worker job): where
//! in the text (1-based line and column, `0:0` when it is not about one place) and what. Parse
//! errors ([`ParseError`]) convert into it with their place; everything else (an unknown
//! function, a bad option) has none. The CLI prefixes it with the file name, `api` returns it
//! as [`crate::api::ApiError`], the npm package as a JS error with the same fields.

use crate::span::ParseError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An error of a request: where (1-based line and column; `0` when not about one place) and
/// what, in the same words in the CLI, the library and the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Error {
    /// 1-based line, `0` when the error is not about one place in the text.
    pub line: u32,
    /// 1-based column in characters, `0` with `line == 0`.
    pub col: u32,
    /// What went wrong, e.g. ``expected `->`, found end of input``.
    pub message: String,
}

impl Error {
    /// An error not about one place.
    pub fn msg(message: impl Into<String>) -> Error {
        Error { line: 0, col: 0, message: message.into() }
    }

    /// The CLI's diagnostic for `file`: `FILE:L:C: message` for an error at a place, the
    /// message alone for an error about a `--thread` option (its column is in the message),
    /// else `FILE: message`.
    pub fn in_file(&self, file: &str) -> String {
        if self.line > 0 {
            format!("{file}:{}:{}: {}", self.line, self.col, self.message)
        } else if self.message.starts_with("--thread ") {
            self.message.clone()
        } else {
            format!("{file}: {}", self.message)
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: {}", self.line, self.col, self.message)
        } else {
            f.write_str(&self.message)
        }
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Error {
        Error { line: e.line, col: e.col, message: e.message }
    }
}
