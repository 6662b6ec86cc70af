//! `reconverge` CLI (placeholder until the printers land).
fn main() {}
