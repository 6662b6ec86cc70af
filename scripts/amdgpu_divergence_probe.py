"""Which AMDGPU intrinsics are sources of divergence and which are always uniform, as the
installed opt-22 decides it: the facts behind `AMDGPU_SOURCES` / `AMDGPU_ALWAYS_UNIFORM`
(scripts/gen-intrinsic-tables) and the divergence column of core/src/ir/intrinsic_printing.txt
(scripts/gen-intrinsic-printing.py).

LLVM keeps these tables in its AMDGPU target sources, which llvm-22-dev does not install; so we
ask the installed analysis. For every `llvm.amdgcn.*` / `llvm.r600.*` intrinsic of the
`llvm-tblgen-22 --dump-json` records of Intrinsics.td we write two kernels (`amdgpu_kernel`
arguments are uniform) that call it once:
  * `u<i>`: every operand a kernel argument (or a constant);
  * `d<i>`: every non-immediate operand a `select` on `workitem.id.x == 0` between two kernel
    arguments, so divergent;
and read `opt-22 -passes='print<uniformity>'`:
  * `u<i>`'s call DIVERGENT (divergent although every operand is uniform): a source of
    divergence;
  * `d<i>`'s call not DIVERGENT (uniform although an operand is divergent): always uniform.
An intrinsic with no operand that can be divergent (none, or only `immarg` constants) is
uniform with uniform operands whether or not LLVM lists it as always uniform: the analysis
cannot tell the two apart, so it is not always uniform here (`unobservable`).

Concrete types for overloaded (`llvm_any*`) positions: `i32` for any integer or any type,
`float` for any float, `<4 x float>` for any vector, `ptr addrspace(1)` for any pointer (an
intrinsic whose verifier or parser rejects that choice is retried with the alternatives in
ALTERNATIVES); matched types follow their overload. `immarg` operands are zero constants, a
`metadata` operand is `metadata !{}`, varargs get no extra argument. An intrinsic whose probes
no type choice makes acceptable is reported in `rejected` with opt's message and is in neither
table (none with LLVM 22.1.8).

Cost: one opt-22 run over a module of ~3,000 small kernels (a few seconds), plus one run per
retry round.
"""

import json
import os
import re
import subprocess
import tempfile

INC = "/usr/lib/llvm-22/include"
TBLGEN = "llvm-tblgen-22"
OPT = "opt-22"

SCALARS = {
    "i1": "i1", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "i128": "i128",
    "f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double",
}
# Choices for overloaded positions, by the record's value type: the first is tried first.
ALTERNATIVES = {
    "iAny": ["i32", "<8 x i32>", "i64", "<16 x i32>"],
    "fAny": ["float", "<8 x float>", "half", "<8 x float>"],
    "vAny": ["<4 x float>", "<8 x i32>", "<2 x i32>", "<16 x i32>"],
    "Any": ["i32", "<8 x i32>", "float", "<16 x i32>"],
    "pAny": ["ptr addrspace(1)", "ptr addrspace(3)", "ptr", "ptr addrspace(5)"],
}

# Intrinsics no generated call satisfies (the verifier wants a callee of a particular calling
# convention, or a VGPR argument of the caller): hand-written probes, `u…` with uniform operands,
# `d…` with divergent ones (absent where the verifier rules that form out).
SPECIAL = {
    "int_amdgcn_call_whole_wave": """declare amdgpu_gfx_whole_wave i32 @whole_wave_callee(i1, i32)
declare i32 @llvm.amdgcn.call.whole.wave.i32.p0(ptr, ...)
define amdgpu_kernel void @u(i32 %a) {
  %r = call i32 (ptr, ...) @llvm.amdgcn.call.whole.wave.i32.p0(ptr @whole_wave_callee, i32 %a)
  ret void
}""",
    # A chain call ends its function (it is followed by `unreachable`); its operands are the
    # callee's SGPR and VGPR arguments, so only the uniform form is probed.
    "int_amdgcn_cs_chain": """declare amdgpu_cs_chain void @chain_callee(i32 inreg, i32)
declare void @llvm.amdgcn.cs.chain.p0.i32.i32.i32(ptr, i32, i32, i32, i32, ...)
define amdgpu_cs_chain void @u(i32 inreg %a, i32 inreg %b) {
  call void (ptr, i32, i32, i32, i32, ...) @llvm.amdgcn.cs.chain.p0.i32.i32.i32(ptr @chain_callee, i32 -1, i32 inreg %a, i32 %b, i32 0)
  unreachable
}""",
    # The value for inactive lanes must be a VGPR argument: never uniform, so only `d`.
    "int_amdgcn_set_inactive_chain_arg": """declare i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32, i32)
define amdgpu_cs_chain void @d(i32 %a, i32 %b) {
  %r = call i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32 %a, i32 %b)
  ret void
}""",
}


def records():
    """`llvm-tblgen-22 --dump-json` of the installed Intrinsics.td."""
    with tempfile.TemporaryDirectory() as tmp:
        wrapper = os.path.join(tmp, "wrapper.td")
        with open(wrapper, "w") as f:
            f.write('include "llvm/IR/Intrinsics.td"\n')
        out = os.path.join(tmp, "records.json")
        subprocess.run([TBLGEN, "--dump-json", "-I", INC, wrapper, "-o", out], check=True)
        with open(out) as f:
            return json.load(f)


def name_of(recs, rec):
    r = recs[rec]
    if r.get("LLVMName"):
        return r["LLVMName"]
    return "llvm." + rec[4:].replace("_", ".")


def fixed_type(vt, rec):
    if vt in SCALARS:
        return SCALARS[vt]
    m = re.fullmatch(r"v(\d+)(i1|i8|i16|i32|i64|f16|bf16|f32|f64)", vt)
    if m:
        return "<%s x %s>" % (m.group(1), SCALARS[m.group(2)])
    if vt == "iPTR":
        sig = rec.get("Sig") or []
        space = sig[1] if len(sig) > 1 and "LLVMQualPointerType" in rec["!superclasses"] else 0
        return "ptr addrspace(%d)" % space if space else "ptr"
    if vt == "MetadataVT":
        return "metadata"
    if vt == "isVoid":
        return "..."
    raise ValueError("no IR type for value type %s" % vt)


def mangle(t):
    """`Intrinsic::getName`'s suffix for one overloaded type."""
    m = re.fullmatch(r"<(\d+) x (.+)>", t)
    if m:
        return "v" + m.group(1) + mangle(m.group(2))
    m = re.fullmatch(r"ptr(?: addrspace\((\d+)\))?", t)
    if m:
        return "p" + (m.group(1) or "0")
    return {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}.get(t, t)


def zero(t):
    if t == "i1":
        return "false"
    if t.startswith("i"):
        return "0"
    if t in ("half", "bfloat", "float", "double"):
        return "0.0"
    if t.startswith("ptr"):
        return "null"
    if t == "metadata":
        return "!0"  # the module's `!0 = !{!"agent"}` (a synchronisation scope name)
    return "zeroinitializer"


# Ways to call an intrinsic, tried in order until opt-22 accepts both probes: the type choice
# (index into each ALTERNATIVES list), the calling convention (an `amdgpu_kernel`, whose
# arguments are uniform, a divergent operand being a `select` on the invocation id; or an
# `amdgpu_cs_chain` function, where `inreg` arguments are uniform and the others divergent,
# for the intrinsics that only such functions may call), and whether the divergent probe is
# made at all (some intrinsics accept only uniform operands: without it they are unobservable).
VARIANTS = [(j, cc, d) for d in (True, False) for cc in ("kernel", "chain") for j in range(4)]


class Signature:
    """One concrete signature of an intrinsic: the mangled name, return type, parameter types,
    which parameters are immediates."""

    def __init__(self, recs, rec, variant):
        r = recs[rec]
        choice, self.cc, self.with_d = VARIANTS[variant]
        overloads = []

        def concrete(tdef):
            t = recs[tdef]
            vt = t["VT"]["def"]
            if "LLVMMatchType" in t["!superclasses"]:
                return overloads[t["Number"]]
            if t["isAny"]:
                c = ALTERNATIVES[vt][choice]
                overloads.append(c)
                return c
            return fixed_type(vt, t)

        rets = [concrete(t["def"]) for t in r["RetTypes"]]
        self.params = [concrete(t["def"]) for t in r["ParamTypes"]]
        self.vararg = bool(self.params) and self.params[-1] == "..."
        if self.vararg:
            self.params.pop()
        if not rets:
            self.ret = "void"
        elif len(rets) == 1:
            self.ret = rets[0]
        else:
            self.ret = "{ %s }" % ", ".join(rets)
        self.name = name_of(recs, rec) + "".join("." + mangle(t) for t in overloads)
        # ImmArg's ArgNo is an attribute index: 0 is the return value, 1 the first operand.
        self.imm = {recs[p["def"]]["ArgNo"] - 1 for p in r["IntrProperties"] if "ImmArg" in recs[p["def"]]["!superclasses"]}

    def variable(self):
        """Indices of the operands that can carry a divergent value."""
        return [i for i, t in enumerate(self.params) if i not in self.imm and t != "metadata"]

    def declare(self):
        ps = ", ".join(self.params + (["..."] if self.vararg else []))
        return "declare %s @%s(%s)" % (self.ret, self.name, ps)

    def kernel(self, fname, divergent):
        """The probe function, one line per instruction."""
        var = self.variable()
        body = []
        ops = []
        if self.cc == "chain":
            reg = "" if divergent else " inreg"
            head = "define amdgpu_cs_chain void @%s(%s) {" % (fname, ", ".join("%s%s %%a%d" % (self.params[i], reg, i) for i in var))
        else:
            head = "define amdgpu_kernel void @%s(%s) {" % (fname, ", ".join("%s %%a%d, %s %%b%d" % (self.params[i], i, self.params[i], i) for i in var))
            if divergent:
                body.append("  %tid = call i32 @llvm.amdgcn.workitem.id.x()")
                body.append("  %c = icmp eq i32 %tid, 0")
        for i, t in enumerate(self.params):
            if i not in var:
                ops.append("%s %s" % (t, zero(t)))
            elif divergent and self.cc == "kernel":
                body.append("  %%s%d = select i1 %%c, %s %%a%d, %s %%b%d" % (i, t, i, t, i))
                ops.append("%s %%s%d" % (t, i))
            else:
                ops.append("%s %%a%d" % (t, i))
        res = "" if self.ret == "void" else "%r = "
        body.append("  %scall %s @%s(%s)" % (res, self.ret, self.name, ", ".join(ops)))
        body.append("  ret void")
        return [head] + body + ["}"]


def run_opt(module):
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(module)
        path = f.name
    try:
        p = subprocess.run([OPT, "-disable-output", "-passes=print<uniformity>", path], capture_output=True, text=True)
        return p.returncode, p.stdout, p.stderr
    finally:
        os.unlink(path)


def verdicts(output):
    """Per probe function: whether its intrinsic call is DIVERGENT."""
    out = {}
    fn = None
    for line in output.splitlines():
        m = re.match(r"UniformityInfo for function '([^']+)'", line)
        if m:
            fn = m.group(1)
            out[fn] = False  # "ALL VALUES UNIFORM" lists no instruction
            continue
        # The probed call (not the `%tid` helper of a divergent probe).
        if fn and re.search(r"\bcall .*@llvm\.(amdgcn|r600)\.", line) and "%tid = " not in line:
            out[fn] = line.lstrip().startswith("DIVERGENT:")
    return out


# The variant each intrinsic was finally probed with (after `probe`), for the report below.
LAST_VARIANTS = {}


def probe(recs=None):
    """`(sources, always_uniform, unobservable, rejected)`: sets of intrinsic record names, and
    `rejected` a dict record -> opt's message."""
    recs = recs or records()
    amd = sorted(r for r in recs["!instanceof"]["Intrinsic"] if recs[r].get("TargetPrefix") in ("amdgcn", "r600"))
    variant = {r: 0 for r in amd}
    rejected = {}
    result = {}
    # The hand-written probes, each function renamed after its intrinsic.
    special = ['target triple = "amdgcn-amd-amdhsa"']
    for k, r in enumerate(sorted(SPECIAL)):
        special.append(re.sub(r"@(u|d)\(", lambda m: "@%s%d(" % (m.group(1), k), SPECIAL[r]))
    code, out, err = run_opt("\n".join(special) + "\n")
    if code != 0:
        raise RuntimeError("opt-22 rejected the hand-written probes:\n" + err[:4000])
    v = verdicts(out + err)
    for k, r in enumerate(sorted(SPECIAL)):
        result[r] = (v.get("u%d" % k, False), v.get("d%d" % k))
    groups = [[r for r in amd if r not in SPECIAL]]
    while groups:
        group = groups.pop()
        sigs = {}
        for r in group:
            try:
                sigs[r] = Signature(recs, r, variant[r])
            except (ValueError, KeyError, IndexError) as e:
                rejected[r] = "no probe: %s" % e
        group = [r for r in group if r in sigs]
        if not group:
            continue
        lines = ['target triple = "amdgcn-amd-amdhsa"', "declare i32 @llvm.amdgcn.workitem.id.x()"]
        owner = {}
        for r in group:
            if sigs[r].name != "llvm.amdgcn.workitem.id.x":
                lines.append(sigs[r].declare())
                owner[len(lines)] = r
        for i, r in enumerate(group):
            s = sigs[r]
            for fname, div in [("u%d" % i, False)] + ([("d%d" % i, True)] if s.variable() and s.with_d else []):
                for ln in s.kernel(fname, div):
                    lines.append(ln)
                    owner[len(lines)] = r
        lines.append('!0 = !{!"agent"}')
        code, out, err = run_opt("\n".join(lines) + "\n")
        if code == 0:
            v = verdicts(out + err)
            for i, r in enumerate(group):
                s = sigs[r]
                result[r] = (v["u%d" % i], v.get("d%d" % i) if s.variable() and s.with_d else None)
            continue
        by_name = {sigs[r].name: r for r in group}
        bad = {by_name[n] for n in re.findall(r"@([\w.$-]+)\(", err) if n in by_name}
        m = re.search(r":(\d+):\d+: error", err)
        if m and int(m.group(1)) in owner:
            bad.add(owner[int(m.group(1))])
        if not bad:
            raise RuntimeError("opt-22 rejected the probe module:\n" + err[:4000])
        retry = []
        for r in bad:
            variant[r] += 1
            if variant[r] < len(VARIANTS):
                retry.append(r)
            else:
                rejected[r] = " / ".join(ln for ln in err.splitlines() if ln and not ln.startswith(" "))[:300]
        rest = [r for r in group if r not in bad]
        if rest:
            groups.append(rest)
        if retry:
            groups.append(sorted(retry))
    LAST_VARIANTS.clear()
    LAST_VARIANTS.update({r: VARIANTS[variant[r]] for r in result if r not in SPECIAL})
    sources = {r for r, (u, d) in result.items() if u}
    uniform = {r for r, (u, d) in result.items() if d is False and not u}
    unobservable = {r for r, (u, d) in result.items() if d is None and not u}
    contradictory = {r for r, (u, d) in result.items() if u and d is False}
    assert not contradictory, "divergent with uniform operands, uniform with divergent ones: %s" % sorted(contradictory)
    return sources, uniform, unobservable, rejected


if __name__ == "__main__":
    recs = records()
    s, u, x, rej = probe(recs)
    print("sources %d, always uniform %d, unobservable %d, rejected %d" % (len(s), len(u), len(x), len(rej)))
    for v in sorted(set(LAST_VARIANTS.values())):
        names = sorted(name_of(recs, r) for r, w in LAST_VARIANTS.items() if w == v)
        print("variant %s: %d%s" % (v, len(names), "" if v == VARIANTS[0] else " " + " ".join(names)))
    for r, msg in sorted(rej.items()):
        print("rejected", name_of(recs, r), msg)
