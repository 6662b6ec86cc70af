//! Races between an async work-group copy and plain accesses (issue 32, `async_copy.rs`),
//! against a brute-force pairwise reference. A random amdgcn kernel of one work-group of 64
//! work-items copies `len` ints from a global buffer `d[s0..]` to a local tile `tile[c0..]`
//! with `async_work_group_copy`; a phase `P` of plain accesses — work-item `t` loads or stores
//! `tile[(t·a + b) mod 64]` or `d[…]` (`a` odd: a permutation, so the work-items never conflict
//! with each other) — runs after the copy and before its `wait_group_events` (or before the
//! copy, with or without a barrier between them); a phase `Q` after the wait touches the same
//! memory. The reference compares every work-item's access with every element of the copy:
//! the copy writes the tile and reads `d`, so a conflict is a `P` access to a tile element
//! the copy writes (a store: write-write; a load: read-write) or a `P` store to an element of
//! `d` it reads (read-write). The copy is ordered after `P` only by a barrier between them and
//! before anything only by its wait, so every conflict is a race — except `P` before the copy
//! with a barrier between — and `Q` never races.

use proptest::prelude::*;
use reconverge_core::interpreter::{self, CheckOptions, FindingKind, Limits, RunInputs};
use std::collections::BTreeSet;

const AMD: &str = "target datalayout = \"e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9\"\ntarget triple = \"amdgcn-amd-amdhsa\"";

/// A plain access phase: work-item `t` accesses element `(t·a + b) mod 64` of the tile
/// (`local`) or of `d`.
#[derive(Clone, Debug)]
struct Phase {
    store: bool,
    local: bool,
    a: u32,
    b: u32,
}

#[derive(Clone, Debug)]
struct Case {
    s0: u32,
    c0: u32,
    len: u32,
    p: Phase,
    q: Phase,
    /// `P` comes before the copy in program order.
    p_before: bool,
    /// A barrier between the copy and `P`.
    barrier: bool,
}

fn access(lines: &mut Vec<String>, name: &str, ph: &Phase, value: u32) -> usize {
    let (space, base) = if ph.local { (3, "%tile") } else { (1, "%d") };
    lines.push(format!("  %{name}a = mul i32 %t, {}", ph.a));
    lines.push(format!("  %{name}b = add i32 %{name}a, {}", ph.b));
    lines.push(format!("  %{name}i = and i32 %{name}b, 63"));
    lines.push(format!(
        "  %{name}p = getelementptr inbounds i32, ptr addrspace({space}) {base}, i32 %{name}i"
    ));
    lines.push(if ph.store {
        format!("  store i32 {value}, ptr addrspace({space}) %{name}p, align 4")
    } else {
        format!("  %{name}x = load i32, ptr addrspace({space}) %{name}p, align 4")
    });
    lines.len()
}

/// The kernel and the (1-based) lines of the copy and of `P`'s access.
fn kernel(c: &Case) -> (String, u32, u32) {
    let mut l: Vec<String> = AMD.lines().map(str::to_string).collect();
    l.push("define amdgpu_kernel void @k(ptr addrspace(1) %d, ptr addrspace(3) %tile) {".into());
    l.push("  %ev = alloca ptr addrspace(5), addrspace(5)".into());
    l.push("  %t = call i32 @llvm.amdgcn.workitem.id.x()".into());
    let mut p_line = 0;
    if c.p_before {
        p_line = access(&mut l, "p", &c.p, 1007);
        if c.barrier {
            l.push("  call void @llvm.amdgcn.s.barrier()".into());
        }
    }
    l.push(format!(
        "  %src = getelementptr inbounds i32, ptr addrspace(1) %d, i32 {}",
        c.s0
    ));
    l.push(format!(
        "  %dst = getelementptr inbounds i32, ptr addrspace(3) %tile, i32 {}",
        c.c0
    ));
    l.push(format!("  %e = call ptr addrspace(5) @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 {}, ptr addrspace(5) null)", c.len));
    let copy_line = l.len();
    if !c.p_before {
        if c.barrier {
            l.push("  call void @llvm.amdgcn.s.barrier()".into());
        }
        p_line = access(&mut l, "p", &c.p, 1007);
    }
    l.push("  store ptr addrspace(5) %e, ptr addrspace(5) %ev, align 4".into());
    l.push("  %evg = addrspacecast ptr addrspace(5) %ev to ptr".into());
    l.push("  call void @_Z17wait_group_eventsiPU3AS09ocl_event(i32 1, ptr %evg)".into());
    access(&mut l, "q", &c.q, 2007);
    l.push("  ret void\n}".into());
    l.push("declare i32 @llvm.amdgcn.workitem.id.x()".into());
    l.push("declare void @llvm.amdgcn.s.barrier()".into());
    l.push("declare ptr addrspace(5) @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr addrspace(5))".into());
    l.push("declare void @_Z17wait_group_eventsiPU3AS09ocl_event(i32, ptr)".into());
    l.push("; run: global 64 local 64".into());
    l.push("; arg %d = i32[64] iota".into());
    l.push("; arg %tile = local_bytes 256".into());
    (l.join("\n") + "\n", copy_line as u32, p_line as u32)
}

/// Brute force: every work-item's `P` access against every element of the copy.
fn reference(c: &Case, copy_line: u32, p_line: u32) -> BTreeSet<(String, u32, u32)> {
    let mut out = BTreeSet::new();
    if c.p_before && c.barrier {
        return out;
    }
    for t in 0..64u32 {
        let i = (t * c.p.a + c.p.b) % 64;
        for e in 0..c.len {
            let kind = if c.p.local && i == c.c0 + e {
                Some(if c.p.store {
                    FindingKind::WriteWriteRace
                } else {
                    FindingKind::ReadWriteRace
                })
            } else if !c.p.local && c.p.store && i == c.s0 + e {
                Some(FindingKind::ReadWriteRace)
            } else {
                None
            };
            if let Some(k) = kind {
                out.insert((
                    k.name().to_string(),
                    copy_line.min(p_line),
                    copy_line.max(p_line),
                ));
            }
        }
    }
    out
}

fn phase() -> impl Strategy<Value = Phase> {
    (any::<bool>(), any::<bool>(), 0u32..32, 0u32..64).prop_map(|(store, local, a, b)| Phase {
        store,
        local,
        a: 2 * a + 1,
        b,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn async_copy_races_match_pairwise_reference(
        s0 in 0u32..64, c0 in 0u32..64, len in 1u32..64,
        p in phase(), q in phase(), p_before in any::<bool>(), barrier in any::<bool>(),
    ) {
        let len = len.min(64 - s0).min(64 - c0).max(1);
        let (s0, c0) = (s0.min(64 - len), c0.min(64 - len));
        let c = Case { s0, c0, len, p, q, p_before, barrier };
        let (src, copy_line, p_line) = kernel(&c);
        let m = reconverge_core::ir::parse_module(&src).unwrap();
        let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
        let got: BTreeSet<(String, u32, u32)> = r
            .findings
            .iter()
            .filter(|f| f.kind.is_race())
            .map(|f| {
                let (x, y) = (f.locations[0].line, f.locations[1].line);
                (f.kind.name().to_string(), x.min(y), x.max(y))
            })
            .collect();
        prop_assert_eq!(&got, &reference(&c, copy_line, p_line), "{}\n{:#?}", src, r.findings);
        // No other error: the copy is reached by all, its event waited for once.
        let other: Vec<_> = r.findings.iter().filter(|f| !f.kind.is_race() && !f.kind.name().starts_with("schedule-dependent")).collect();
        prop_assert!(other.is_empty(), "{:#?}", other);
    }
}

/// The copy's races name the copy: its work-group and line in the message, its first issuer
/// as the work-item.
#[test]
fn copy_race_names_the_copy() {
    let c = Case {
        s0: 0,
        c0: 0,
        len: 64,
        p: Phase {
            store: false,
            local: true,
            a: 1,
            b: 1,
        },
        q: Phase {
            store: false,
            local: true,
            a: 1,
            b: 0,
        },
        p_before: false,
        barrier: true,
    };
    let (src, copy_line, _) = kernel(&c);
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
    let f = r
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::ReadWriteRace)
        .expect("a race");
    assert_eq!(f.locations[0].line, copy_line);
    assert_eq!(f.work_items[0], [0, 0, 0]);
    assert!(
        f.message.contains(&format!(
            "async copy of work-group (0, 0, 0) at {copy_line}:"
        )),
        "{}",
        f.message
    );
    assert_eq!(f.space.as_deref(), Some("local"));
}

/// With the checks off the copies and waits compute the same buffers (the wait is a barrier
/// either way), and nothing is reported.
#[test]
fn checks_off_computes_the_same_buffers() {
    let c = Case {
        s0: 8,
        c0: 0,
        len: 32,
        p: Phase {
            store: true,
            local: true,
            a: 1,
            b: 32,
        },
        q: Phase {
            store: true,
            local: false,
            a: 3,
            b: 5,
        },
        p_before: false,
        barrier: false,
    };
    let (src, _, _) = kernel(&c);
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let on = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
    let limits = Limits {
        checks: CheckOptions {
            enabled: false,
            ..CheckOptions::default()
        },
        ..Limits::default()
    };
    let off = interpreter::run(&m, &src, "k", &RunInputs::default(), &limits).unwrap();
    assert!(off.findings.is_empty());
    assert_eq!(
        serde_json::to_string(&on.buffers).unwrap(),
        serde_json::to_string(&off.buffers).unwrap()
    );
}
