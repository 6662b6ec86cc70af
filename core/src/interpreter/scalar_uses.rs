//! Scalar kernel arguments sized from how the kernel uses them (issue 21 item 1): for each
//! integer scalar parameter, the roles its uses give it in the IR — a problem size (compared
//! with a work-item id), a row width or stride (a multiplier in address arithmetic), a loop
//! bound (it decides a loop's exit or guard branch), an offset (added into an address), a
//! divisor (`sdiv`/`udiv`/`srem`/`urem` operand 1: must not be 0) or a shift amount (`shl`/
//! `lshr`/`ashr` operand 1: below the bit width) — and from them a default value for a run
//! ([`ScalarUse::default_value`]) with the reason shown next to the form's row
//! ([`ScalarUse::why`]: "loop bound in %for.cond (line 42)").
//!
//! The value flow is a small def-use walk, not a dataflow analysis: a parameter is *carried*
//! by casts (`sext`, `zext`, `trunc`, `bitcast`, `freeze`) and, at -O0, by a `load` of the
//! `alloca` it was stored to; an *address* value is a `getelementptr` operand or an operand of
//! integer arithmetic (`add`, `sub`, `mul`, `shl`, `or`, casts, `phi`, `select`) producing one;
//! a *work-item* value is the result of an id built-in (`get_global_id`, `get_local_id`,
//! `get_group_id`, `llvm.amdgcn.workitem.id.*`, `llvm.nvvm.read.ptx.sreg.tid.*`, …) or of
//! arithmetic on one. A loop branch is a conditional `br` in a block of a cycle
//! ([`crate::cycles::CycleInfo`], LLVM's `CycleInfo`) or leading to a cycle's header.
//!
//! Cost: `O(instructions + operands)` per function, plus its cycle hierarchy when it has
//! integer scalar parameters.

use crate::cfg::Block;
use crate::ir::{Function, InstId, Opcode, Operand, ValueId, ValueKind};
use serde::{Deserialize, Serialize};

/// The trip count a loop-bound scalar gets by default: enough iterations to show the loop,
/// few enough to keep buffers sized from the NDRange in bounds.
pub const LOOP_BOUND_DEFAULT: u64 = 16;

/// What a use of a scalar parameter makes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScalarRole {
    /// Compared with a work-item id (`if (gid < n)`): the problem size.
    ProblemSize,
    /// A multiplier in address arithmetic (`a[row * width + col]`): a row width or stride.
    Stride,
    /// Decides a loop's exit or guard branch: a loop bound (trip count).
    LoopBound,
    /// Added into an address (`a[base + i]`): an offset.
    Offset,
    /// The divisor of `sdiv`/`udiv`/`srem`/`urem`: must not be 0.
    Divisor,
    /// The amount of `shl`/`lshr`/`ashr`: must be below the bit width.
    ShiftAmount,
}

impl ScalarRole {
    /// The role in words (`row width (stride)`).
    pub fn describe(self) -> &'static str {
        match self {
            ScalarRole::ProblemSize => "problem size (compared with a work-item id)",
            ScalarRole::Stride => "row width (multiplies an address)",
            ScalarRole::LoopBound => "loop bound",
            ScalarRole::Offset => "offset (added into an address)",
            ScalarRole::Divisor => "divisor (must not be 0)",
            ScalarRole::ShiftAmount => "shift amount (below the bit width)",
        }
    }
}

/// One use that gave a scalar a role: where it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleUse {
    /// The role.
    pub role: ScalarRole,
    /// The block holding the using instruction, as printed (`%for.cond`, `%12`).
    pub block: String,
    /// Its 1-based source line.
    pub line: u32,
}

/// How an integer scalar parameter is used, and the default it gets from that.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScalarUse {
    /// The parameter's bit width.
    pub bits: u32,
    /// The first use giving each role, in role order ([`ScalarRole`]'s order is the
    /// priority of [`ScalarUse::default_value`]).
    pub roles: Vec<RoleUse>,
    /// Whether the kernel uses the parameter at all.
    pub used: bool,
}

impl ScalarUse {
    fn has(&self, r: ScalarRole) -> bool {
        self.roles.iter().any(|u| u.role == r)
    }

    /// The role that decides the default (the first in [`ScalarRole`] order), if any.
    pub fn deciding(&self) -> Option<&RoleUse> {
        self.roles.iter().find(|u| u.role != ScalarRole::Divisor && u.role != ScalarRole::ShiftAmount).or(self.roles.first())
    }

    /// The default for a run on `global` work-items along dimension 0 (`items` in all):
    /// a problem size or row width gets `global0` (so buffers sized from the NDRange follow),
    /// a loop bound [`LOOP_BOUND_DEFAULT`], an offset 1, a divisor alone 1, a shift amount at
    /// most `bits - 1`; a parameter without a role keeps the old default, `items` (never 0).
    pub fn default_value(&self, global0: u64, items: u64) -> u64 {
        let mut v = match self.deciding().map(|u| u.role) {
            Some(ScalarRole::ProblemSize | ScalarRole::Stride) => global0,
            Some(ScalarRole::LoopBound) => LOOP_BOUND_DEFAULT,
            Some(ScalarRole::Offset | ScalarRole::Divisor) => 1,
            Some(ScalarRole::ShiftAmount) => 1,
            None => items,
        };
        if self.has(ScalarRole::ShiftAmount) {
            v = v.min(u64::from(self.bits.max(2) - 1));
        }
        v.max(1)
    }

    /// Why the default is what it is, for the form's hint (`loop bound in %for.cond (line
    /// 42)`; `divisor in %5 (line 9): not 0` is added when a divisor does not decide).
    pub fn why(&self) -> String {
        let Some(d) = self.deciding() else {
            return if self.used { "only data uses: the number of work-items".into() } else { "not used by the kernel".into() };
        };
        let mut s = format!("{} in {} (line {})", d.role.describe(), d.block, d.line);
        for extra in [ScalarRole::Divisor, ScalarRole::ShiftAmount] {
            if d.role != extra {
                if let Some(u) = self.roles.iter().find(|u| u.role == extra) {
                    s.push_str(&format!("; also {} in {} (line {})", u.role.describe(), u.block, u.line));
                }
            }
        }
        s
    }
}

/// Whether `name` is a work-item or work-group id built-in (OpenCL's mangled names, AMDGPU's
/// and NVVM's intrinsics).
fn is_id_builtin(name: &str) -> bool {
    ["get_global_id", "get_local_id", "get_group_id", "get_global_linear_id", "get_local_linear_id"].iter().any(|b| name.contains(b))
        || name.starts_with("llvm.amdgcn.workitem.id")
        || name.starts_with("llvm.amdgcn.workgroup.id")
        || name.starts_with("llvm.nvvm.read.ptx.sreg.tid")
        || name.starts_with("llvm.nvvm.read.ptx.sreg.ctaid")
}

fn is_cast(op: Opcode) -> bool {
    matches!(op, Opcode::SExt | Opcode::ZExt | Opcode::Trunc | Opcode::BitCast | Opcode::Freeze)
}

/// Integer arithmetic through which an index or an id flows.
fn is_index_arith(op: Opcode) -> bool {
    is_cast(op) || matches!(op, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl | Opcode::Or | Opcode::Phi | Opcode::Select)
}

/// The local value operands of instruction `i`, with their operand positions.
fn locals(f: &Function, i: InstId) -> impl Iterator<Item = (usize, ValueId)> + '_ {
    f.value_operands(f.inst(i)).enumerate().filter_map(|(k, o)| match o {
        Operand::Local(v) => Some((k, v)),
        _ => None,
    })
}

/// The uses of every integer scalar parameter of `f` (parsed from `src`), parallel to its
/// parameters; `None` for pointers, floats, vectors and aggregates.
pub fn scalar_uses(f: &Function, src: &str) -> Vec<Option<ScalarUse>> {
    let bits_of = |k: usize| -> Option<u32> {
        let t = f.arg_spans.get(k)?.ty.text(src).trim();
        t.strip_prefix('i')?.parse().ok()
    };
    let bits: Vec<Option<u32>> = (0..f.args.len()).map(bits_of).collect();
    if bits.iter().all(Option::is_none) {
        return vec![None; f.args.len()];
    }
    let nv = f.values.len();
    // Users of each value: (instruction, operand position).
    let mut users: Vec<Vec<(InstId, usize)>> = vec![Vec::new(); nv];
    for i in 0..f.insts.len() {
        let id = InstId(i as u32);
        for (k, v) in locals(f, id) {
            users[v.index()].push((id, k));
        }
    }
    let result = |i: InstId| f.inst(i).result;
    // Address values: GEP operands, and operands of index arithmetic producing one; at -O0
    // the values stored to an alloca whose load is one.
    let mut addr = vec![false; nv];
    let mut stack: Vec<ValueId> = Vec::new();
    for (i, inst) in f.insts.iter().enumerate() {
        if inst.opcode == Opcode::GetElementPtr {
            stack.extend(locals(f, InstId(i as u32)).map(|(_, v)| v));
        }
    }
    while let Some(v) = stack.pop() {
        if std::mem::replace(&mut addr[v.index()], true) {
            continue;
        }
        let Some(d) = f.def_inst(v) else { continue };
        let inst = f.inst(d);
        if is_index_arith(inst.opcode) {
            stack.extend(locals(f, d).map(|(_, v)| v));
        } else if inst.opcode == Opcode::Load {
            if let Some((_, p)) = locals(f, d).next() {
                stack.extend(stored_to(f, &users, p));
            }
        }
    }
    // Work-item values: id built-ins and arithmetic on them (through -O0 allocas too).
    let mut wi = vec![false; nv];
    for (i, inst) in f.insts.iter().enumerate() {
        if inst.opcode == Opcode::Call && f.callee_name(inst).is_some_and(is_id_builtin) {
            stack.extend(result(InstId(i as u32)));
        }
    }
    while let Some(v) = stack.pop() {
        if std::mem::replace(&mut wi[v.index()], true) {
            continue;
        }
        for &(u, k) in &users[v.index()] {
            let inst = f.inst(u);
            if is_index_arith(inst.opcode) || matches!(inst.opcode, Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem | Opcode::And | Opcode::LShr | Opcode::AShr) {
                stack.extend(inst.result);
            } else if inst.opcode == Opcode::Store && k == 0 {
                stack.extend(loads_of(f, &users, u));
            }
        }
    }
    let cycles = crate::cycles::CycleInfo::compute(&f.cfg);
    let headers: Vec<Block> = cycles.cycles().map(|c| cycles.header(c)).collect();
    let loop_branch = |b: Block| cycles.cycle_of(b).is_some() || f.cfg.succs(b).iter().any(|s| headers.contains(s));
    let line_index = crate::span::LineIndex::new(src);
    let place = |i: InstId| {
        let inst = f.inst(i);
        (format!("%{}", f.cfg.name_of(inst.block)), line_index.line_col(src, inst.span.start as usize).line)
    };
    (0..f.args.len())
        .map(|k| {
            let bits = bits[k]?;
            let mut u = ScalarUse { bits, ..ScalarUse::default() };
            let mut note = |role: ScalarRole, i: InstId| {
                if !u.roles.iter().any(|r| r.role == role) {
                    let (block, line) = place(i);
                    u.roles.push(RoleUse { role, block, line });
                }
            };
            // The values carrying the parameter: casts, and -O0 loads of its alloca.
            let mut carried = vec![f.args[k]];
            let mut seen = vec![false; nv];
            let mut any_use = false;
            while let Some(v) = carried.pop() {
                if std::mem::replace(&mut seen[v.index()], true) {
                    continue;
                }
                for &(i, pos) in &users[v.index()] {
                    any_use = true;
                    let inst = f.inst(i);
                    let res = inst.result;
                    let res_addr = res.is_some_and(|r| addr[r.index()]);
                    match inst.opcode {
                        op if is_cast(op) => carried.extend(res),
                        Opcode::Store if pos == 0 => carried.extend(loads_of(f, &users, i)),
                        Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem if pos == 1 => note(ScalarRole::Divisor, i),
                        Opcode::Shl | Opcode::LShr | Opcode::AShr if pos == 1 => note(ScalarRole::ShiftAmount, i),
                        Opcode::Mul | Opcode::Shl if res_addr => note(ScalarRole::Stride, i),
                        Opcode::Add | Opcode::Sub | Opcode::Or if res_addr => note(ScalarRole::Offset, i),
                        Opcode::GetElementPtr if pos > 0 => note(ScalarRole::Offset, i),
                        Opcode::ICmp => {
                            let other = locals(f, i).find(|&(p, _)| p != pos).map(|(_, w)| w);
                            if other.is_some_and(|w| wi[w.index()]) {
                                note(ScalarRole::ProblemSize, i);
                            } else if res.is_some_and(|r| decides_branch(f, &users, r).is_some_and(loop_branch)) {
                                note(ScalarRole::LoopBound, i);
                            }
                        }
                        _ => {}
                    }
                }
            }
            u.used = any_use;
            u.roles.sort_by_key(|r| r.role);
            Some(u)
        })
        .collect()
}

/// The values stored (operand 0 of a `store`) to pointer `p` — an `alloca` at -O0.
fn stored_to(f: &Function, users: &[Vec<(InstId, usize)>], p: ValueId) -> Vec<ValueId> {
    if !is_alloca(f, p) {
        return Vec::new();
    }
    users[p.index()]
        .iter()
        .filter(|&&(i, pos)| pos == 1 && f.inst(i).opcode == Opcode::Store)
        .filter_map(|&(i, _)| locals(f, i).find(|&(k, _)| k == 0).map(|(_, v)| v))
        .collect()
}

/// The loads of the `alloca` store `s` writes to (a value kept in a stack slot at -O0).
fn loads_of(f: &Function, users: &[Vec<(InstId, usize)>], s: InstId) -> Vec<ValueId> {
    let Some((_, p)) = locals(f, s).find(|&(k, _)| k == 1) else { return Vec::new() };
    if !is_alloca(f, p) {
        return Vec::new();
    }
    users[p.index()].iter().filter(|&&(i, _)| f.inst(i).opcode == Opcode::Load).filter_map(|&(i, _)| f.inst(i).result).collect()
}

fn is_alloca(f: &Function, p: ValueId) -> bool {
    matches!(f.value(p).kind, ValueKind::Inst(d) if f.inst(d).opcode == Opcode::Alloca)
}

/// The block of the conditional branch that condition `c` decides (through `and`/`or`/`xor`/
/// `select` of `i1`s and -O0's `zext`/`icmp ne 0` round trip), if any.
fn decides_branch(f: &Function, users: &[Vec<(InstId, usize)>], c: ValueId) -> Option<Block> {
    let mut stack = vec![c];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || seen.len() > 64 {
            continue;
        }
        for &(i, _) in &users[v.index()] {
            let inst = f.inst(i);
            match inst.opcode {
                Opcode::Br => return Some(inst.block),
                Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Select | Opcode::ZExt | Opcode::ICmp | Opcode::Phi => stack.extend(inst.result),
                _ => {}
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uses(body: &str, params: &str) -> Vec<Option<ScalarUse>> {
        let src = format!("define amdgpu_kernel void @k({params}) {{\n{body}\n}}\ndeclare i64 @_Z13get_global_idj(i32)\n");
        let m = crate::ir::parse_module(&src).unwrap();
        scalar_uses(&m.functions[0], &src)
    }

    fn roles(u: &Option<ScalarUse>) -> Vec<ScalarRole> {
        u.as_ref().unwrap().roles.iter().map(|r| r.role).collect()
    }

    #[test]
    fn a_loop_bound_gets_a_modest_trip_count_and_says_where() {
        let u = uses(
            "entry:\n  br label %for.cond\nfor.cond:\n  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %for.body, label %exit\nfor.body:\n  %inc = add i32 %i, 1\n  br label %for.cond\nexit:\n  ret void",
            "ptr addrspace(1) %p, i32 %n",
        );
        assert!(u[0].is_none());
        let n = u[1].as_ref().unwrap();
        assert_eq!(roles(&u[1]), [ScalarRole::LoopBound]);
        assert_eq!(n.default_value(128, 128), LOOP_BOUND_DEFAULT);
        assert_eq!(n.why(), "loop bound in %for.cond (line 6)");
    }

    #[test]
    fn problem_size_stride_divisor_shift_and_offset() {
        let body = "entry:\n  %g = call i64 @_Z13get_global_idj(i32 0)\n  %gi = trunc i64 %g to i32\n  %in = icmp slt i32 %gi, %n\n  br i1 %in, label %body, label %exit\nbody:\n  %row = mul i32 %gi, %w\n  %q = sdiv i32 %gi, %d\n  %s = shl i32 %q, %sh\n  %ix = add i32 %row, %off\n  %ix2 = add i32 %ix, %s\n  %x = sext i32 %ix2 to i64\n  %a = getelementptr i32, ptr addrspace(1) %p, i64 %x\n  store i32 %q, ptr addrspace(1) %a\n  br label %exit\nexit:\n  ret void";
        let u = uses(body, "ptr addrspace(1) %p, i32 %n, i32 %w, i32 %d, i32 %sh, i32 %off, i32 %unused");
        assert_eq!(roles(&u[1]), [ScalarRole::ProblemSize]);
        assert_eq!(roles(&u[2]), [ScalarRole::Stride]);
        assert_eq!(roles(&u[3]), [ScalarRole::Divisor]);
        assert_eq!(roles(&u[4]), [ScalarRole::ShiftAmount]);
        assert_eq!(roles(&u[5]), [ScalarRole::Offset]);
        let d = |k: usize| u[k].as_ref().unwrap().default_value(256, 256);
        assert_eq!([d(1), d(2), d(3), d(4), d(5), d(6)], [256, 256, 1, 1, 1, 256]);
        assert_eq!(u[6].as_ref().unwrap().why(), "not used by the kernel");
        assert!(u[3].as_ref().unwrap().why().starts_with("divisor (must not be 0) in %body (line 9)"), "{}", u[3].as_ref().unwrap().why());
    }

    #[test]
    fn a_shift_amount_that_is_also_a_size_stays_below_the_width() {
        let body = "entry:\n  %g = call i64 @_Z13get_global_idj(i32 0)\n  %gi = trunc i64 %g to i32\n  %in = icmp slt i32 %gi, %n\n  %s = shl i32 1, %n\n  br i1 %in, label %a, label %a\na:\n  ret void";
        let u = uses(body, "i32 %n");
        let n = u[0].as_ref().unwrap();
        assert_eq!(roles(&u[0]), [ScalarRole::ProblemSize, ScalarRole::ShiftAmount]);
        assert_eq!(n.default_value(256, 256), 31);
        assert!(n.why().contains("; also shift amount"), "{}", n.why());
    }

    /// clang -O0 keeps parameters in stack slots: the role is found through the alloca.
    #[test]
    fn minus_o0_stack_slots_carry_the_parameter() {
        let body = "entry:\n  %n.addr = alloca i32, align 4, addrspace(5)\n  %i = alloca i32, align 4, addrspace(5)\n  store i32 %n, ptr addrspace(5) %n.addr, align 4\n  store i32 0, ptr addrspace(5) %i, align 4\n  br label %for.cond\nfor.cond:\n  %0 = load i32, ptr addrspace(5) %i, align 4\n  %1 = load i32, ptr addrspace(5) %n.addr, align 4\n  %cmp = icmp slt i32 %0, %1\n  br i1 %cmp, label %for.body, label %exit\nfor.body:\n  %2 = load i32, ptr addrspace(5) %i, align 4\n  %inc = add i32 %2, 1\n  store i32 %inc, ptr addrspace(5) %i, align 4\n  br label %for.cond\nexit:\n  ret void";
        let u = uses(body, "i32 %n");
        assert_eq!(roles(&u[0]), [ScalarRole::LoopBound]);
    }
}
