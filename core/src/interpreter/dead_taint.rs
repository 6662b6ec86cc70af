//! Where the checks' register taints can be forgotten or need not be computed (issue 32
//! item 8, fourth pass): a per-function table that lets a work-item return to the untainted
//! fast path (`exec.rs`'s `Item::clean`) after building a vector lane by lane.
//!
//! OpenCL C's vector literals (`(float4)(a, b, c, d)`) compile to a chain of `insertelement`
//! instructions that starts from `poison`: every vector of the chain but the last has
//! undefined lanes, so its register carries a taint (correctly: an `extractelement` of such a
//! lane reads an undefined value). Those partial vectors are usually *dead* once the next
//! `insertelement` has read them, but their taints stayed in the register file, so the
//! work-item never counted as untainted again and paid the taint bookkeeping of every later
//! instruction. Two facts computed here fix that:
//!
//! - **Dying vector operands** ([`DeadTaint::kills_vector`]): an `insertelement` whose vector
//!   operand is a register with exactly one use in the whole function (this one, counting
//!   phis' incoming values), defined earlier in the same block (by an instruction before it,
//!   or by a phi of the block). Every execution of that use is preceded, in the same block
//!   visit, by the definition (SSA: the definition dominates the use; re-entering the block
//!   runs the definition again first), and no other instruction reads the register, so after
//!   the use the register is dead until it is defined again (liveness in SSA form: a value is
//!   live from its definition to its last use; Appel, *Modern Compiler Implementation*,
//!   ch. 10, liveness analysis). `exec.rs` then sets its taint to 0 (undefined lanes or a
//!   racing load's index alike: nothing reads it again), and when the chain's last vector is fully
//!   defined it checks whether the work-item is untainted again.
//! - **Blocks that read an undefined constant** ([`DeadTaint::undef_block`],
//!   [`DeadTaint::undef_phis`]): the fast path was off for a whole function that had one
//!   `poison` vector constant; now only in the blocks whose instructions (or phis) read one
//!   (`exec.rs` updates the frame's flag at each block entry, outside the interpreter loop,
//!   whose code a per-instruction test made 1–2 % slower even without the checks).
//!
//! Taints are not forgotten while the debugger's probe runs (it shows dead registers' taints
//! too). The reference is the run without these facts: the property test
//! `dead_taints_change_no_finding` (`interpreter/tests.rs`) compares whole runs (findings,
//! buffers, paths) of random lane-by-lane vector kernels with the facts used and not.
//!
//! Cost: `O(instructions + phis)` per function, once per machine.

use super::checks::operands;
use super::decode::{DFunc, Src, K};

/// The per-function facts (module documentation); all vectors indexed as `DFunc`'s.
#[derive(Clone, Debug, Default)]
pub struct DeadTaint {
    /// Per instruction: an `insertelement` whose vector operand (a register) dies there.
    pub kills_vector: Vec<bool>,
    /// Per block: whether an operand of one of its instructions is a constant with undefined
    /// lanes (the block's instructions then keep the taint bookkeeping).
    pub undef_block: Vec<bool>,
    /// Per block: whether a phi of the block has such a constant as an incoming value.
    pub undef_phis: Vec<bool>,
}

impl DeadTaint {
    /// The facts of `f`. `O(instructions + phis)`.
    pub fn of(f: &DFunc) -> DeadTaint {
        let undef = |s: &Src| matches!(s, Src::C(c) if f.const_undef.get(*c as usize).is_some_and(|&m| m != 0));
        let n = f.nregs as usize;
        let mut uses = vec![0u32; n];
        let mut count = |s: &Src| {
            if let Src::R(r) = s {
                if let Some(u) = uses.get_mut(*r as usize) {
                    *u = u.saturating_add(1);
                }
            }
        };
        let mut undef_inst = Vec::with_capacity(f.insts.len());
        for i in &f.insts {
            let ops = operands(&i.k);
            ops.iter().for_each(&mut count);
            undef_inst.push(ops.iter().any(undef));
        }
        let mut undef_phis = Vec::with_capacity(f.phis.len());
        for ps in &f.phis {
            let mut u = false;
            for p in ps {
                for (_, s) in p.incoming.iter() {
                    count(s);
                    u |= undef(s);
                }
            }
            undef_phis.push(u);
        }
        // Where each register is defined: (block, instruction index), a phi as "before the
        // block's first instruction".
        let mut def: Vec<Option<(usize, i64)>> = vec![None; n];
        let nb = f.block_start.len().saturating_sub(1);
        for b in 0..nb {
            for p in f.phis.get(b).map_or(&[][..], |v| &v[..]) {
                if let Some(d) = def.get_mut(p.dst as usize) {
                    *d = Some((b, -1));
                }
            }
            for j in f.block_start[b]..f.block_start[b + 1] {
                if let Some(d) = f.insts.get(j as usize).and_then(|i| def.get_mut(i.dst as usize)) {
                    *d = Some((b, j as i64));
                }
            }
        }
        let undef_block = (0..nb)
            .map(|b| (f.block_start[b]..f.block_start[b + 1]).any(|j| undef_inst.get(j as usize) == Some(&true)))
            .collect();
        let mut kills_vector = vec![false; f.insts.len()];
        for b in 0..nb {
            for j in f.block_start[b]..f.block_start[b + 1] {
                let Some(i) = f.insts.get(j as usize) else { continue };
                if let K::InsertElement(Src::R(r), ..) = i.k {
                    let r = r as usize;
                    kills_vector[j as usize] = uses.get(r) == Some(&1)
                        && matches!(def.get(r), Some(&Some((db, dj))) if db == b && dj < j as i64);
                }
            }
        }
        DeadTaint {
            kills_vector,
            undef_block,
            undef_phis,
        }
    }
}
