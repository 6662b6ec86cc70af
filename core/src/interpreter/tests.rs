use super::*;
use crate::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use proptest::prelude::*;

fn run_src(src: &str, f: &str) -> Result<Run, RunError> {
    run_with(src, f, &RunInputs::default(), &Limits::default())
}

/// A run with the checks off: faults stop the run (the behaviour before issue 20).
fn run_plain(src: &str, f: &str) -> Result<Run, RunError> {
    let mut limits = Limits::default();
    limits.checks.enabled = false;
    run_with(src, f, &RunInputs::default(), &limits)
}

fn run_with(src: &str, f: &str, inputs: &RunInputs, limits: &Limits) -> Result<Run, RunError> {
    let m = crate::ir::parse_module(src).map_err(RunError::from)?;
    run(&m, src, f, inputs, limits)
}

fn ints(r: &Run, k: usize) -> Vec<i64> {
    r.buffers[k]
        .as_ref()
        .unwrap()
        .data
        .iter()
        .map(|n| n.as_i128() as i64)
        .collect()
}

const AMD: &str = "target datalayout = \"e-p:64:64-p1:64:64-p3:32:32-p4:64:64-p5:32:32-i64:64-A5-G1\"\ntarget triple = \"amdgcn-amd-amdhsa\"\n";

fn kernel(body: &str, params: &str, directives: &str) -> String {
    format!("{AMD}define amdgpu_kernel void @k({params}) {{\n{body}\n}}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n{directives}")
}

#[test]
fn gallery_kernels_run_with_defaults_and_feed_the_engine() {
    for (src, names) in [
        (
            include_str!("../../../web/examples/reduce.ll"),
            vec!["reduce"],
        ),
        (include_str!("../../../web/examples/loops.ll"), vec![]),
    ] {
        let m = crate::ir::parse_module(src).unwrap();
        let names: Vec<String> = if names.is_empty() {
            m.functions.iter().map(|f| f.name.clone()).collect()
        } else {
            names.iter().map(|s| s.to_string()).collect()
        };
        for name in names {
            let r = run(&m, src, &name, &RunInputs::default(), &Limits::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(r.wave, 64);
            assert_eq!((r.global, r.local), ([128, 1, 1], [128, 1, 1]), "{name}");
            assert_eq!(r.warps.len(), 2);
            assert!(r.barrier_divergence.is_empty(), "{name}");
            let tp = r.thread_paths(0, 1).unwrap();
            assert_eq!(tp.num_threads(), 64);
            let f = m.function(&name).unwrap();
            let mut s = Stepper::new(Engine::new(
                &f.cfg,
                tp,
                PolicyKind::Ipdom,
                &EngineOptions::default(),
            ));
            s.run_to_end();
            assert!(s.metrics().finished, "{name}");
            assert!(r.thread_paths(0, 2).is_none());
        }
    }
}

#[test]
fn reduce_gallery_kernel_sums() {
    // reduce(in, out, tmp, n, local_size): one work-group of 128.
    let src = format!("{}\n; run: global 128 local 128\n; arg %0 = f32[128] fill(1)\n; arg %1 = f32[1] zeros\n; arg %3 = 128\n; arg %4 = 128\n", include_str!("../../../web/examples/reduce.ll"));
    let r = run_src(&src, "reduce").unwrap();
    assert_eq!(r.buffers[1].as_ref().unwrap().data, vec![Num::Float(128.0)]);
    // The loop branch diverges (lanes leave the `lid < s` test at different trips).
    assert!(r.branches.iter().any(|b| b.warps_diverged > 0));
}

#[test]
fn races_same_value_is_fine_conflicting_is_reported() {
    let same = kernel("  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  store i32 1, ptr addrspace(1) %out\n  ret void", "ptr addrspace(1) %out", "; arg %out = i32[1] zeros\n; run: global 64\n");
    let r = run_src(&same, "k").unwrap();
    assert_eq!((r.races_total, ints(&r, 0)), (0, vec![1]));
    let diff = kernel("  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  store i32 %t, ptr addrspace(1) %out\n  ret void", "ptr addrspace(1) %out", "; arg %out = i32[1] zeros\n; run: global 64\n");
    let r = run_src(&diff, "k").unwrap();
    assert!(r.races_total >= 1);
    let race = &r.races[0];
    assert_eq!((race.line, race.col), (5, 3));
    assert_eq!(race.work_items, [[0, 0, 0], [1, 0, 0]]);
    assert!(race.region.contains("%out"), "{}", race.region);
    // A barrier between the writes synchronises them.
    let synced = kernel(
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %z = icmp eq i32 %t, 0\n  br i1 %z, label %a, label %b\na:\n  store i32 5, ptr addrspace(1) %out\n  br label %b\nb:\n  call void @llvm.amdgcn.s.barrier()\n  %o = icmp eq i32 %t, 1\n  br i1 %o, label %c, label %d\nc:\n  store i32 7, ptr addrspace(1) %out\n  br label %d\nd:\n  ret void",
        "ptr addrspace(1) %out",
        "; arg %out = i32[1] zeros\n; run: global 64\n",
    );
    let r = run_src(&synced, "k").unwrap();
    assert_eq!((r.races_total, ints(&r, 0)), (0, vec![7]));
}

#[test]
fn barrier_divergence_names_lanes_and_block() {
    let src = kernel(
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %c = icmp ult i32 %t, 10\n  br i1 %c, label %in, label %out\nin:\n  call void @llvm.amdgcn.s.barrier()\n  br label %out\nout:\n  ret void",
        "",
        "; run: global 64 local 64\n",
    );
    let r = run_src(&src, "k").unwrap();
    assert_eq!(r.barrier_divergence.len(), 1);
    let b = &r.barrier_divergence[0];
    assert_eq!(b.waiting, (0..10).collect::<Vec<u32>>());
    assert_eq!(b.exited.len(), 54);
    assert_eq!(r.block_names[b.block as usize], "in");
    assert_eq!((b.line, b.col), (8, 3));
}

#[test]
fn faults_name_the_work_item_and_the_instruction() {
    let oob = kernel("  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t\n  %v = load i32, ptr addrspace(1) %p\n  ret void", "ptr addrspace(1) %in", "; arg %in = i32[4] iota\n; run: global 8\n");
    // Checks on (the default): a finding; work-items 4..8 stop, 0..4 finish, buffers come back.
    let r = run_src(&oob, "k").unwrap();
    assert_eq!(r.findings.len(), 1);
    let f = &r.findings[0];
    assert_eq!((f.kind, f.count, f.work_items[0]), (crate::interpreter::FindingKind::OutOfBounds, 4, [4, 0, 0]));
    assert_eq!((f.locations[0].line, f.locations[0].col), (6, 3));
    assert!(f.message.starts_with("load of `i32`: bytes 16..20 outside buffer %in"), "{}", f.message);
    assert!(r.buffers[0].is_some());
    let e = run_plain(&oob, "k").unwrap_err();
    assert_eq!(e.kind, RunErrorKind::OutOfBounds);
    assert_eq!(e.work_item, Some([4, 0, 0]));
    assert_eq!(e.to_string(), "line 6:3: work-item (4, 0, 0): load of `i32`: bytes 16..20 outside buffer %in (argument 0) (16 bytes)");
    let spin = kernel("  br label %l\nl:\n  br label %l", "", "");
    let e = run_with(
        &spin,
        "k",
        &RunInputs::default(),
        &Limits {
            max_instructions: 1000,
            ..Limits::default()
        },
    )
    .unwrap_err();
    assert_eq!(e.kind, RunErrorKind::StepLimit);
    assert!(e.to_string().contains("step limit"), "{e}");
    let unreachable = kernel("  unreachable", "", "");
    let e = run_plain(&unreachable, "k").unwrap_err();
    assert_eq!(
        (e.kind, e.line, e.work_item),
        (RunErrorKind::UndefinedBehavior, 4, Some([0, 0, 0]))
    );
    let div = kernel(
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %d = sdiv i32 1, %t\n  ret void",
        "",
        "",
    );
    let r = run_src(&div, "k").unwrap();
    assert_eq!(r.findings[0].kind, crate::interpreter::FindingKind::Fault);
    assert!(r.findings[0].message.contains("division by zero"));
    assert!(run_plain(&div, "k")
        .unwrap_err()
        .to_string()
        .contains("division by zero"));
}

#[test]
fn unsupported_ir_is_an_error_at_its_position() {
    let src = kernel("  %x = call i32 @mystery(i32 1)\n  ret void", "", "");
    let src = src.replace(
        "declare void @llvm.amdgcn.s.barrier()",
        "declare void @llvm.amdgcn.s.barrier()\ndeclare i32 @mystery(i32)",
    );
    let e = run_src(&src, "k").unwrap_err();
    assert_eq!((e.kind, e.line, e.col), (RunErrorKind::Unsupported, 4, 3));
    assert!(e.message.contains("@mystery"), "{e}");
    let src = kernel("  %x = add i256 1, 2\n  ret void", "", "");
    let e = run_src(&src, "k").unwrap_err();
    assert!(e.message.contains("128 bits"), "{e}");
}

#[test]
fn directive_errors_have_line_and_column() {
    let src = kernel(
        "  ret void",
        "ptr addrspace(1) %in",
        "; arg %in = i32[4] [1, 2]\n",
    );
    let e = run_src(&src, "k").unwrap_err();
    assert_eq!((e.line, e.col), (8, 20));
    assert!(e.message.contains("4 values"), "{e}");
    let src = kernel(
        "  ret void",
        "ptr addrspace(1) %in",
        "; arg %nope = i32[4] zeros\n",
    );
    let e = run_src(&src, "k").unwrap_err();
    assert_eq!((e.line, e.col), (8, 7));
    assert!(e.message.contains("not a parameter"), "{e}");
    let src = kernel("  ret void", "", "; run: global 64 lokal 3\n");
    assert_eq!(
        run_src(&src, "k").unwrap_err().to_string(),
        "line 8:18: expected `global`, `local`, `wave`, `checks` or `schedule`, found `lokal`"
    );
    let src = kernel("  ret void", "", "; run: global 64 schedule lockstep\n");
    assert_eq!(run_src(&src, "k").unwrap_err().to_string(), "line 8:27: expected `lock-step` or `independent`, found `lockstep`");
    let src = kernel(
        "  ret void",
        "ptr addrspace(1) %in",
        "; arg %in = i32[8] random(0, 9) seed 5\n; run: global 4,2 local 2,2\n",
    );
    let r = run_src(&src, "k").unwrap();
    assert_eq!((r.global, r.local, r.dims), ([4, 2, 1], [2, 2, 1], 2));
    assert_eq!(
        r.buffers[0].as_ref().unwrap().data,
        inputs::random_data(ElemType::I32, Num::Int(0), Num::Int(9), 5, 8)
    );
}

#[test]
fn values_wide_ints_halves_vectors_aggregates_atomics() {
    let body = r#"  %a = add i128 170141183460469231731687303715884105727, 1
  %b = lshr i128 %a, 120
  %b32 = trunc i128 %b to i32
  store i32 %b32, ptr addrspace(1) %out
  %h = fadd half 0xH3C00, 0xH4000
  %hf = fpext half %h to float
  %hi = fptosi float %hf to i32
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %hi, ptr addrspace(1) %p1
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 10, i32 2
  %s = shufflevector <4 x i32> %v, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 2, i32 7, i32 0>
  %e = extractelement <4 x i32> %s, i32 1
  %p2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %e, ptr addrspace(1) %p2
  %agg = insertvalue { i32, { i8, i32 } } undef, i32 9, 1, 1
  %x = extractvalue { i32, { i8, i32 } } %agg, 1, 1
  %f = call i32 @llvm.fshl.i32(i32 %x, i32 0, i32 4)
  %p3 = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %f, ptr addrspace(1) %p3
  %old = atomicrmw add ptr addrspace(1) %p3, i32 5 monotonic
  %cx = cmpxchg ptr addrspace(1) %p3, i32 149, i32 77 seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %cx, 1
  %okz = zext i1 %ok to i32
  %p4 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %okz, ptr addrspace(1) %p4
  %sel = select i1 %ok, i32 -3, i32 3
  %sw = sext i32 %sel to i64
  %p5 = getelementptr inbounds { i32, [2 x i64] }, ptr addrspace(1) %out, i64 1, i32 0
  store i64 %sw, ptr addrspace(1) %p5
  switch i32 %x, label %d [ i32 9, label %nine ]
nine:
  %p7 = getelementptr i32, ptr addrspace(1) %out, i64 8
  store i32 99, ptr addrspace(1) %p7
  br label %d
d:
  ret void"#;
    let src = kernel(
        body,
        "ptr addrspace(1) %out",
        "; arg %out = i32[12] zeros\n; run: global 1\n",
    )
    .replace(
        "declare void @llvm.amdgcn.s.barrier()",
        "declare i32 @llvm.fshl.i32(i32, i32, i32)",
    );
    let r = run_src(&src, "k").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ints(&r, 0), vec![128, 3, 10, 77, 1, 0, -3, -1, 99, 0, 0, 0]);
}

#[test]
fn dispatch_packet_implicit_args_and_nvptx() {
    let body = "  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n  %g = getelementptr i8, ptr addrspace(4) %d, i64 12\n  %gs = load i32, ptr addrspace(4) %g\n  store i32 %gs, ptr addrspace(1) %out\n  %i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n  %w = getelementptr i8, ptr addrspace(4) %i, i64 12\n  %ws = load i16, ptr addrspace(4) %w\n  %wz = zext i16 %ws to i32\n  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1\n  store i32 %wz, ptr addrspace(1) %o1\n  %n = load i32, ptr addrspace(4) %i\n  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2\n  store i32 %n, ptr addrspace(1) %o2\n  ret void";
    let src = kernel(body, "ptr addrspace(1) %out", "; arg %out = i32[3] zeros\n; run: global 96 local 32\n").replace("declare void @llvm.amdgcn.s.barrier()", "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\ndeclare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()");
    let r = run_src(&src, "k").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ints(&r, 0), vec![96, 32, 3]);
    let nv = "target triple = \"nvptx64-nvidia-cuda\"\ndefine ptx_kernel void @k(ptr addrspace(1) %out) {\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %m = mul i32 %c, %n\n  %g = add i32 %m, %t\n  call void @llvm.nvvm.barrier0()\n  %p = getelementptr i32, ptr addrspace(1) %out, i32 %g\n  store i32 %g, ptr addrspace(1) %p\n  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\ndeclare void @llvm.nvvm.barrier0()\n; run: global 64 local 32\n; arg %out = i32[64] zeros\n";
    let r = run_src(nv, "k").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.wave, 32);
    assert_eq!(ints(&r, 0), (0..64).collect::<Vec<i64>>());
    assert_eq!(r.warps.len(), 2);
}

/// The slow reference for per-warp divergence: lanes `a` and `b` diverge at branch block `x`
/// iff for some `k` their `k`-th departures from `x` differ (a path end counts as a departure
/// to nowhere; a missing `k`-th visit does not).
fn diverged_reference(paths: &[Vec<Block>], is_branch: &[bool]) -> Vec<Block> {
    let departures = |p: &Vec<Block>, x: usize| -> Vec<Option<Block>> {
        p.iter()
            .enumerate()
            .filter(|(_, b)| b.index() == x)
            .map(|(k, _)| p.get(k + 1).copied())
            .collect()
    };
    let mut out = Vec::new();
    for (x, &branch) in is_branch.iter().enumerate() {
        if !branch {
            continue;
        }
        let ds: Vec<Vec<Option<Block>>> = paths.iter().map(|p| departures(p, x)).collect();
        let div = ds
            .iter()
            .any(|a| ds.iter().any(|b| a.iter().zip(b).any(|(p, q)| p != q)));
        if div {
            out.push(Block(x as u32));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn warp_divergence_matches_the_reference(paths in prop::collection::vec(prop::collection::vec(0u32..5, 0..12), 1..6), branch in prop::collection::vec(any::<bool>(), 5)) {
        let paths: Vec<Vec<Block>> = paths.into_iter().map(|p| p.into_iter().map(Block).collect()).collect();
        let wi: Vec<u64> = (0..paths.len() as u64).collect();
        let mut s = DivScratch { first: vec![Vec::new(); 5], count: vec![0; 5], touched: Vec::new(), hit: vec![false; 5], div: vec![false; 5], seen: Vec::new() };
        // Twice: the scratch must be reset between warps.
        for _ in 0..2 {
            let mut fast = s.warp(&paths, &wi, &branch);
            fast.sort();
            prop_assert_eq!(fast, diverged_reference(&paths, &branch));
        }
    }

    #[test]
    fn random_directives_never_panic(body in "[ -~]{0,40}", k in 0usize..4) {
        let prefix = ["; run: ", "; arg %out = ", "; arg 0 = ", "; arg %out = i32[4] "][k];
        let src = kernel("  ret void", "ptr addrspace(1) %out, i32 %n", &format!("{prefix}{body}\n"));
        let m = crate::ir::parse_module(&src).unwrap();
        let _ = inputs::parse_directives(&src, &m.functions[0]);
    }

    #[test]
    fn mutated_kernels_never_panic(cut in 0usize..4000, len in 0usize..40, junk in "[ -~]{0,12}") {
        let src = include_str!("../../../web/examples/reduce.ll");
        let cut = cut.min(src.len());
        let end = (cut + len).min(src.len());
        if src.is_char_boundary(cut) && src.is_char_boundary(end) {
            let text = format!("{}{}{}\n; run: global 16 local 8\n", &src[..cut], junk, &src[end..]);
            if let Ok(m) = crate::ir::parse_module(&text) {
                for f in &m.functions {
                    let _ = run(&m, &text, &f.name, &RunInputs::default(), &Limits { max_instructions: 20_000, ..Limits::default() });
                }
            }
        }
    }
}

#[test]
fn a_session_in_chunks_equals_one_run() {
    let src = include_str!("../../benches/interpreter/reduce_sum.ll");
    let m = crate::ir::parse_module(src).unwrap();
    let whole = run(
        &m,
        src,
        "reduce_sum",
        &RunInputs::default(),
        &Limits::default(),
    )
    .unwrap();
    let inputs = materialize_inputs(&m, src, "reduce_sum", &RunInputs::default()).unwrap();
    let prog = Arc::new(decode::decode(&m, src).unwrap());
    let mut s = RunSession::new(prog, &m, src, 0, &inputs, &Limits::default()).unwrap();
    let mut seen = Vec::new();
    loop {
        let p = s.advance(1).unwrap();
        seen.push(p.groups_done);
        if p.done {
            assert_eq!(p.instructions, whole.metrics.instructions);
            break;
        }
    }
    assert_eq!(seen, [1, 2, 3, 4]);
    let chunked = s.finish().unwrap();
    assert_eq!(chunked, whole);
    assert_eq!(whole.buffers[1].as_ref().unwrap().data.len(), 4);
    assert_eq!(whole.warps_per_group(), 1);
    assert_eq!(whole.group_linear([3, 0, 0]), 3);
}

/// One lane-by-lane chain of [`lane_by_lane_kernel`]: its start (0 `poison`, 1 a partly
/// undefined constant, 2 the previous chain's vector), its `insertelement`s (lane, value: even
/// a loaded one, odd a constant) and extra reads (which link, lane, after the loop).
type Chain = (u8, Vec<(u8, u8)>, Vec<(u8, u8, bool)>);

/// A random kernel that builds `<4 x i32>` vectors lane by lane (`insertelement` chains from
/// `poison`, a partly undefined constant or an earlier vector, some lanes left undefined),
/// reads lanes of the chains' vectors (the last and, as extra uses, intermediate ones, in the
/// loop or after it), sums them, branches on one and stores the sum: the shapes
/// `dead_taint.rs` forgets taints in, and those it must not.
fn lane_by_lane_kernel(chains: &[Chain], branch: Option<(u8, u8)>) -> String {
    let mut body = String::from("entry:\n  %id = call i32 @llvm.amdgcn.workitem.id.x()\n  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id\n  %x = load i32, ptr addrspace(1) %p, align 4\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]\n  %acc = phi i32 [ 0, %entry ], [ %s, %latch ]\n");
    let mut sum = "%acc".to_string();
    let mut after = Vec::new();
    let mut n = 0;
    let mut last_of = Vec::new();
    for (c, (base, inserts, reads)) in chains.iter().enumerate() {
        let mut cur = match base % 3 {
            0 => "poison".to_string(),
            1 => "<i32 1, i32 undef, i32 3, i32 poison>".to_string(),
            _ => last_of.last().cloned().unwrap_or_else(|| "poison".to_string()),
        };
        let mut names = Vec::new();
        for (k, &(lane, val)) in inserts.iter().enumerate() {
            let v = format!("%c{c}v{k}");
            let e = if val % 2 == 0 { "%x".to_string() } else { format!("{}", val) };
            body += &format!("  {v} = insertelement <4 x i32> {cur}, i32 {e}, i32 {}\n", lane % 4);
            names.push(v.clone());
            cur = v;
        }
        last_of.push(cur.clone());
        for &(which, lane, later) in reads {
            let v = if names.is_empty() { cur.clone() } else { names[which as usize % names.len()].clone() };
            let line = format!("  %r{n} = extractelement <4 x i32> {v}, i32 {}\n", lane % 4);
            if later {
                after.push((line, n));
            } else {
                body += &line;
                body += &format!("  %t{n} = add i32 {sum}, %r{n}\n");
                sum = format!("%t{n}");
            }
            n += 1;
        }
        let e = format!("  %r{n} = extractelement <4 x i32> {cur}, i32 {}\n", c % 4);
        body += &e;
        body += &format!("  %t{n} = add i32 {sum}, %r{n}\n");
        sum = format!("%t{n}");
        n += 1;
    }
    match branch {
        Some((c, lane)) if !last_of.is_empty() => {
            let v = &last_of[c as usize % last_of.len()];
            body += &format!("  %bl = extractelement <4 x i32> {v}, i32 {}\n  %bc = icmp sgt i32 %bl, 2\n  br i1 %bc, label %side, label %latch\nside:\n  br label %latch\n", lane % 4);
        }
        _ => body += "  br label %latch\n",
    }
    body += &format!("latch:\n  %s = add i32 {sum}, 1\n  %i.next = add i32 %i, 1\n  %more = icmp slt i32 %i.next, 3\n  br i1 %more, label %loop, label %done\ndone:\n");
    let mut fin = "%s".to_string();
    for (line, k) in after {
        // An intermediate vector read after the loop: live across blocks (never forgotten).
        body += &line.replace(&format!("%r{k}"), &format!("%d{k}"));
        body += &format!("  %u{k} = add i32 {fin}, %d{k}\n");
        fin = format!("%u{k}");
    }
    body += &format!("  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id\n  store i32 {fin}, ptr addrspace(1) %o, align 4\n  ret void");
    kernel(&body, "ptr addrspace(1) %out, ptr addrspace(1) %in", "; run: global 8 local 8\n; arg 0 = i32[8] zeros\n; arg 1 = i32[8] iota\n")
}

/// Runs `src`'s kernel with the checks; with `reference`, without `dead_taint.rs`'s facts
/// (the behaviour before them).
fn run_dead_taint(src: &str, reference: bool) -> Result<Run, RunError> {
    let m = crate::ir::parse_module(src).map_err(RunError::from)?;
    let inputs = materialize_inputs(&m, src, "k", &RunInputs::default())?;
    let prog = Arc::new(decode::decode(&m, src)?);
    let mut s = RunSession::new(prog, &m, src, 0, &inputs, &Limits::default())?;
    if reference {
        s.m.dead.clear();
    }
    s.finish()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Forgetting dead vectors' taints and the per-instruction fast path (`dead_taint.rs`)
    /// change no finding, buffer or path: the run equals the reference run without them.
    #[test]
    fn dead_taints_change_no_finding(
        chains in prop::collection::vec((0u8..3, prop::collection::vec((0u8..4, 0u8..4), 0..5), prop::collection::vec((0u8..5, 0u8..4, any::<bool>()), 0..3)), 1..4),
        branch in prop::option::of((0u8..4, 0u8..4)),
    ) {
        let src = lane_by_lane_kernel(&chains, branch);
        let fast = run_dead_taint(&src, false);
        let slow = run_dead_taint(&src, true);
        prop_assert_eq!(fast, slow, "{}", src);
    }
}

#[test]
fn dead_taint_kernels_have_findings_and_forget_taints() {
    // A chain that fills every lane from poison, then an undefined lane read: the first has
    // findings only where the reference has them; the facts mark the chain's inner links.
    let src = lane_by_lane_kernel(&[(0, vec![(0, 0), (1, 1), (2, 0), (3, 1)], vec![]), (0, vec![(0, 0)], vec![(0, 2, false)])], None);
    let (fast, slow) = (run_dead_taint(&src, false).unwrap(), run_dead_taint(&src, true).unwrap());
    assert_eq!(fast, slow);
    assert!(!fast.findings.is_empty(), "{src}");
    let m = crate::ir::parse_module(&src).unwrap();
    let prog = decode::decode(&m, &src).unwrap();
    let d = dead_taint::DeadTaint::of(&prog.funcs[0]);
    assert_eq!(d.kills_vector.iter().filter(|&&k| k).count(), 3, "{src}");
    assert_eq!(d.undef_block.iter().filter(|&&k| k).count(), 1, "{src}");
}
