//! Differential tests of the uniformity analysis against LLVM's
//! `opt-22 -mtriple amdgcn-- -disable-output -passes='print<uniformity>'`.
//!
//! 1. At least 1,000 generated kernels per run ([`uniformity_kernel`]: phis on every join,
//!    values defined in cycles and used after them, irreducible cycles entered by divergent
//!    and uniform branches, infinite loops, unreachable blocks, `switch`es, constant/undef
//!    phis, always-uniform calls, private loads; kernels and plain functions), in one module,
//!    one `opt-22` run. Every verdict (value, terminator, argument, `ALL VALUES UNIFORM`,
//!    cycles with divergent exits, blocks of cycles assumed divergent) must agree; orders LLVM
//!    takes from pointer hashes and the temporal list are counted.
//! 2. OpenCL kernels in `tests/kernels/*.cl` and `tests/uniformity_kernels/*.cl` compiled by
//!    `clang-19` at `-O0`, `-O2` and `-O2 -g`, the same comparison.
//!
//! `opt-22` and `clang-19` must be installed; `RECONVERGE_SKIP_LLVM=1` skips.

mod uniformity_support;

use reconverge_core::cycles::CycleInfo;
use reconverge_core::generate::{random_cfg, uniformity_kernel, uniformity_module, GenOptions, KernelOptions, Rng, Shape};
use reconverge_core::input;
use std::path::{Path, PathBuf};
use std::process::Command;
use uniformity_support::{compare, for_opt22, opt_uniformity, ours, scratch_dir, tool, Tally};

fn report(what: &str, t: &Tally) {
    eprintln!(
        "{what}: {} functions, {} values/terminators/arguments ({} divergent), verdicts agree on {} ({:.3}%); {} functions byte-identical ({} of the {} whose LLVM report order is deterministic), {} identical up to LLVM's hash order of divergent arguments; {} cycles assumed divergent ({} functions list them differently), {} cycles with divergent exit, {} temporal-divergence entries ({} functions differ as multisets); {} instruction texts differ",
        t.functions,
        t.values,
        t.divergent,
        t.agree,
        100.0 * t.agree as f64 / t.values.max(1) as f64,
        t.identical,
        t.deterministic,
        t.deterministic,
        t.identical_modulo_arg_order,
        t.assumed_cycles,
        t.assumed_list_differs,
        t.exit_cycles,
        t.temporal,
        t.temporal_differs,
        t.text_differs
    );
}

#[test]
fn generated_kernels_match_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let dir = scratch_dir("uniformity-differential");
    let count = 1200;
    let mut rng = Rng::new(0x0051_f0b8_3583);
    let mut functions = Vec::new();
    let (mut irreducible, mut no_exit, mut unreachable) = (0, 0, 0);
    for i in 0..count {
        let shape = if i % 5 == 0 { Shape::Reducible } else { Shape::Random };
        let size = match i % 100 {
            0 => 1500,
            1..=4 => 300,
            _ => 2 + rng.below(if i % 10 == 0 { 120 } else { 30 }),
        };
        let mut o = GenOptions::new(size, shape);
        o.exit = [0.0, 0.03, 0.1, 0.3][i % 4];
        o.unreachable = [0, 0, 1, 2][rng.below(4)];
        o.shuffle_layout = i % 3 == 1;
        o.self_loop = [0.0, 0.05, 0.12][i % 3];
        o.switch = [0.0, 0.08, 0.2][(i / 3) % 3];
        o.duplicate = 0.05;
        o.back_edge = [0.1, 0.25, 0.45][(i / 7) % 3];
        let cfg = random_cfg(&mut rng, &o);
        let ci = CycleInfo::compute(&cfg);
        irreducible += ci.cycles().any(|c| !ci.is_reducible(c)) as usize;
        no_exit += (cfg.exits().count() == 0) as usize;
        unreachable += (cfg.blocks().any(|b| ci.preorder_number(b).is_none())) as usize;
        let ko = KernelOptions { kernel: i % 9 != 4, divergent_condition: [0.15, 0.35, 0.6][i % 3], ..Default::default() };
        functions.push(uniformity_kernel(&cfg, &format!("k{i}"), &mut rng, &ko));
    }
    eprintln!("coverage: {irreducible} functions with irreducible cycles, {no_exit} without exits, {unreachable} with unreachable blocks");
    assert!(irreducible >= count / 3 && no_exit >= 50 && unreachable >= 100);
    let module = uniformity_module(&functions);
    let file = dir.join("generated.ll");
    std::fs::write(&file, &module).unwrap();
    let theirs = opt_uniformity(&opt, &file, Some("amdgcn--"));
    let (mine, hashed) = ours(&module, None);
    let t = compare(&theirs, &mine, "generated kernels", &hashed);
    report("generated kernels", &t);
    assert_eq!(t.functions, count);
    assert_eq!(t.text_differs, 0);
}

fn compile(clang: &Path, src: &Path, out: &Path, flags: &[&str]) {
    let st = Command::new(clang)
        .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-emit-llvm", "-S", "-o"])
        .arg(out)
        .args(flags)
        .arg(src)
        .status()
        .expect("run clang-19");
    assert!(st.success(), "clang-19 failed on {}", src.display());
}

#[test]
fn clang_kernels_match_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let Some(clang) = tool("clang-19") else { return };
    let dir = scratch_dir("uniformity-clang");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut sources: Vec<PathBuf> = Vec::new();
    for d in ["kernels", "uniformity_kernels"] {
        sources.extend(std::fs::read_dir(root.join(d)).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cl")));
    }
    sources.sort();
    assert!(sources.len() >= 6, "expected OpenCL kernels in tests/kernels and tests/uniformity_kernels");
    let mut total = Tally::default();
    for src in &sources {
        for (tag, flags) in [("O0", &["-O0"][..]), ("O2", &["-O2"][..]), ("O2g", &["-O2", "-g"][..])] {
            let out = dir.join(format!("{}.{tag}.ll", src.file_stem().unwrap().to_string_lossy()));
            compile(&clang, src, &out, flags);
            let text = std::fs::read_to_string(&out).unwrap();
            // opt-22 reads a copy with clang-19's calling convention renamed (for_opt22 of tests/common;
            // the instruction texts are unchanged), we read clang's file as is.
            let for_opt = dir.join(format!("{}.{tag}.opt.ll", src.file_stem().unwrap().to_string_lossy()));
            std::fs::write(&for_opt, for_opt22(&text)).unwrap();
            let (mine, hashed) = ours(&text, None);
            let t = compare(&opt_uniformity(&opt, &for_opt, Some("amdgcn--")), &mine, &out.display().to_string(), &hashed);
            assert_eq!(t.text_differs, 0, "{}: instruction texts differ", out.display());
            total += t;
        }
    }
    report("clang kernels", &total);
    assert!(total.divergent >= 50 && total.temporal >= 2);
}

#[test]
fn parse_of_generated_kernels_is_clean() {
    // The generator's text parses and every function is its CFG.
    let cfg = random_cfg(&mut Rng::new(3), &GenOptions::new(40, Shape::Random));
    let m = uniformity_module(&[uniformity_kernel(&cfg, "k", &mut Rng::new(4), &KernelOptions::default())]);
    let p = input::parse(&m, None).unwrap();
    assert_eq!(p.functions[0].cfg().num_blocks(), 40);
}
