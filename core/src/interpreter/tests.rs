use super::*;

fn run_src(src: &str, f: &str) -> Result<Run, RunError> {
    let m = crate::ir::parse_module(src).map_err(RunError::from)?;
    run(&m, src, f, &RunInputs::default(), &Limits::default())
}

#[test]
fn gallery_reduce_runs_with_defaults() {
    let src = include_str!("../../../web/examples/reduce.ll");
    let r = run_src(src, "reduce").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.wave, 64);
    assert_eq!(r.paths.len(), 128);
}
