//! Per-lane definedness (issue 32 item 3): vectors keep the definedness of each lane through
//! `insertelement`, `shufflevector`, `extractelement`, lane-wise arithmetic and bitcasts, and
//! the `undef` / `poison` lanes of constants start undefined. Property tests against slow
//! references: a per-bit model of bitcasts, a per-byte model of loaded lanes, and a per-lane
//! simulation of random insert/shuffle/add programs whose extracted lane decides a branch.

use proptest::prelude::*;
use reconverge_core::interpreter::checks::{bitcast_lanes, undefined_lanes};
use reconverge_core::interpreter::{self, FindingKind, Limits, RunInputs};

/// Slow reference of `bitcast_lanes`: expand to bits, regroup.
fn bitcast_ref(m: u64, fw: u64, from: u32, tw: u64, to: u32) -> u64 {
    let bits: Vec<bool> = (0..from as u64 * fw).map(|b| m >> (b / fw).min(63) & 1 != 0).collect();
    (0..to as u64).fold(0, |acc, j| {
        let undef = (j * tw..(j + 1) * tw).any(|b| bits.get(b as usize).copied().unwrap_or(true));
        acc | u64::from(undef) << j.min(63)
    })
}

/// One step of a random lane program over `<4 x i32>` values `%v0, %v1, …`.
#[derive(Clone, Debug)]
enum Op {
    /// `insertelement %vA, i32 %l, i32 LANE` (a defined value).
    Insert(usize, u32),
    /// `shufflevector %vA, %vB, <4 x i32> MASK`.
    Shuffle(usize, usize, [u32; 4]),
    /// `add %vA, %vB`.
    Add(usize, usize),
}

/// The kernel and, per lane of the last value, whether it is undefined (the reference).
fn program(start: [bool; 4], ops: &[Op], lane: u32) -> (String, bool) {
    let elem = |u: bool, k: usize| if u { "i32 undef".to_string() } else { format!("i32 {k}") };
    let mut body = format!(
        "  %l = call i32 @llvm.amdgcn.workitem.id.x()\n  %v0 = add <4 x i32> <{}>, zeroinitializer\n",
        (0..4).map(|k| elem(start[k], k)).collect::<Vec<_>>().join(", ")
    );
    // `add` of a partly undefined constant and zeros keeps its lanes.
    let mut vals: Vec<[bool; 4]> = vec![start];
    for op in ops {
        let n = vals.len();
        let (text, v) = match *op {
            Op::Insert(a, lane) => {
                let a = a % n;
                let mut v = vals[a];
                v[lane as usize] = false;
                (format!("insertelement <4 x i32> %v{a}, i32 %l, i32 {lane}"), v)
            }
            Op::Shuffle(a, b, m) => {
                let (a, b) = (a % n, b % n);
                let v = m.map(|k| if k < 4 { vals[a][k as usize] } else { vals[b][k as usize - 4] });
                let mask = m.iter().map(|k| format!("i32 {k}")).collect::<Vec<_>>().join(", ");
                (format!("shufflevector <4 x i32> %v{a}, <4 x i32> %v{b}, <4 x i32> <{mask}>"), v)
            }
            Op::Add(a, b) => {
                let (a, b) = (a % n, b % n);
                let v = [0, 1, 2, 3].map(|k| vals[a][k] || vals[b][k]);
                (format!("add <4 x i32> %v{a}, %v{b}"), v)
            }
        };
        body += &format!("  %v{n} = {text}\n");
        vals.push(v);
    }
    let last = vals.len() - 1;
    body += &format!(
        "  %x = extractelement <4 x i32> %v{last}, i32 {lane}\n  %c = icmp sgt i32 %x, 5\n  br i1 %c, label %t, label %e\nt:\n  store i32 1, ptr addrspace(1) %out, align 4\n  br label %e\ne:\n  ret void\n"
    );
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"\ndefine amdgpu_kernel void @k(ptr addrspace(1) %out) {{\nentry:\n{body}}}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n; run: global 1 local 1\n; arg 0 = i32[1] zeros\n"
    );
    (src, vals[last][lane as usize])
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0usize..8, 0u32..4).prop_map(|(a, l)| Op::Insert(a, l)),
        (0usize..8, 0usize..8, [0u32..8, 0u32..8, 0u32..8, 0u32..8]).prop_map(|(a, b, m)| Op::Shuffle(a, b, m)),
        (0usize..8, 0usize..8).prop_map(|(a, b)| Op::Add(a, b)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn bitcast_lanes_match_the_per_bit_model(m in any::<u64>(), f in 0usize..5, t in 0usize..5) {
        // (lanes, bits per lane) of 128-bit vectors.
        let shapes = [(1u32, 128u64), (2, 64), (4, 32), (8, 16), (16, 8)];
        let ((from, fw), (to, tw)) = (shapes[f], shapes[t]);
        let m = m & ((1u64 << from) - 1);
        prop_assert_eq!(bitcast_lanes(m, fw, from, tw, to), bitcast_ref(m, fw, from, tw, to));
    }

    #[test]
    fn undefined_lanes_match_the_per_byte_model(defs in prop::collection::vec(0u8..2, 16), es in prop::sample::select(vec![1usize, 2, 4, 8])) {
        let n = (16 / es) as u32;
        let m = undefined_lanes(&defs, es, n);
        for k in 0..n as usize {
            prop_assert_eq!(m >> k & 1 != 0, defs[k * es..(k + 1) * es].contains(&0));
        }
    }

    #[test]
    fn lane_programs_match_the_per_lane_model(start in [any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()], ops in prop::collection::vec(op(), 0..6), lane in 0u32..4) {
        let (src, undef) = program(start, &ops, lane);
        let m = reconverge_core::ir::parse_module(&src).unwrap();
        let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
        let got = r.findings.iter().any(|f| f.kind == FindingKind::UninitialisedBranch);
        prop_assert_eq!(got, undef, "{}\n{:#?}", src, r.findings);
        prop_assert!(r.findings.iter().all(|f| f.kind == FindingKind::UninitialisedBranch), "{:#?}", r.findings);
    }
}

/// A whole `undef` / `poison` vector and a `splat (i32 poison)` are undefined in every lane;
/// lanes written by `insertelement` are defined.
#[test]
fn undef_constants_and_inserts() {
    for (start, lane, expect) in [
        ("undef", 0, false),
        ("undef", 1, true),
        ("poison", 3, true),
        ("splat (i32 poison)", 1, true),
        ("<i32 poison, i32 poison, i32 poison, i32 undef>", 0, false),
        ("<i32 poison, i32 poison, i32 poison, i32 undef>", 3, true),
    ] {
        let src = format!(
            "target triple = \"amdgcn-amd-amdhsa\"\ndefine amdgpu_kernel void @k(ptr addrspace(1) %out) {{\nentry:\n  %l = call i32 @llvm.amdgcn.workitem.id.x()\n  %v = insertelement <4 x i32> {start}, i32 %l, i64 0\n  %x = extractelement <4 x i32> %v, i32 {lane}\n  %c = icmp sgt i32 %x, 5\n  br i1 %c, label %t, label %e\nt:\n  store i32 1, ptr addrspace(1) %out, align 4\n  br label %e\ne:\n  ret void\n}}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n; run: global 1 local 1\n; arg 0 = i32[1] zeros\n"
        );
        let m = reconverge_core::ir::parse_module(&src).unwrap_or_else(|e| panic!("{start}: {e}"));
        let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
        let got = r.findings.iter().any(|f| f.kind == FindingKind::UninitialisedBranch);
        assert_eq!(got, expect, "{start} lane {lane}: {:#?}", r.findings);
    }
}
