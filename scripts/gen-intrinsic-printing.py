#!/usr/bin/env python3
"""Generates core/src/ir/intrinsic_printing.txt: what opt's printer needs about each generic
intrinsic and each of the GPU targets (amdgcn, r600, nvvm, spv, dx) of LLVM 22 (and every other
`IntrConvergent` one) — which of its types are overloaded (for the name
suffix `Intrinsic::getName` mangles, e.g. `llvm.amdgcn.readfirstlane` -> `.i32`) and the
function attributes `Intrinsic::getAttributes` gives its declaration (for the attribute-group
numbering of the slot tracker).

Source: `llvm-tblgen -dump-json` of /usr/lib/llvm-22/include/llvm/IR/Intrinsics.td (package
llvm-22-dev 1:22.x, the headers of the installed opt-22). Run:
    scripts/gen-intrinsic-printing.py > core/src/ir/intrinsic_printing.txt

Output format: `#` comment lines; `@ATTRS` lines, the distinct attribute sets, numbered 0,
1, … in order; then one intrinsic per line, sorted by name, its name front-coded against the
previous line's (the table is compiled into the web worker's wasm: 80 KB instead of 185 KB,
16.9 KB instead of 21.7 KB gzipped; docs/PERFORMANCE.md, "Wasm size"):
    K SUFFIX<TAB>OVERLOADS<TAB>SET<TAB>CLASSES[<TAB>DIVERGENCE]
K: one character, `A` + the number of leading characters shared with the previous name (`A`
to `}`: 0 to 60, at most 60 shared); NAME (K's shared characters, then SUFFIX) without the `llvm.` prefix; OVERLOADS: comma-separated positions of the overloaded
(`llvm_any*`) types, `r0` for the first return type and `p1` for the second parameter, `-`
if none; SET: the number of its `@` line; CLASSES: the type class each overloaded position
accepts, one letter per position in OVERLOADS order (`i` llvm_anyint_ty, `f` llvm_anyfloat_ty, `p` llvm_anyptr_ty,
`v` llvm_anyvector_ty, `a` llvm_any_ty; `-` if none), for the signature check of calls to
undeclared intrinsics (LLParser: "invalid intrinsic signature"). ATTRS: the declaration's function attributes as a sorted space-separated set, the
memory effects spelled `memory(...)` as `MemoryEffects` prints them (CodeGenIntrinsics.cpp
and IntrinsicEmitter.cpp: `memory(none)` is dropped for IntrHasSideEffects). DIVERGENCE, only on
AMDGPU intrinsics that opt-22's uniformity analysis treats specially, as
scripts/amdgpu_divergence_probe.py observes it (the same facts as scripts/gen-intrinsic-tables):
`s` a source of divergence, `u` always uniform."""
import json, os, subprocess, sys, tempfile

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import amdgpu_divergence_probe  # noqa: E402

INC = "/usr/lib/llvm-22/include"
TBLGEN = "/usr/lib/llvm-22/bin/llvm-tblgen"

with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "intr.json")
    wrapper = os.path.join(tmp, "wrapper.td")
    with open(wrapper, "w") as f:
        f.write('include "llvm/IR/Intrinsics.td"\n')
    subprocess.run([TBLGEN, "-dump-json", "-I", INC, wrapper, "-o", out], check=True)
    d = json.load(open(out))

# The AMDGPU divergence facts, probed with opt-22 (record names, `int_amdgcn_…`).
SOURCES, UNIFORM, _unobservable, _rejected = amdgpu_divergence_probe.probe(d)

SIMPLE = {
    "IntrNoCallback": "nocallback", "IntrNoFree": "nofree", "IntrNoSync": "nosync", "IntrWillReturn": "willreturn",
    "IntrSpeculatable": "speculatable", "IntrConvergent": "convergent", "IntrNoCreateUndefOrPoison": "nocreateundeforpoison",
    "IntrNoReturn": "noreturn", "IntrCold": "cold", "IntrNoDuplicate": "noduplicate", "IntrNoMerge": "nomerge", "IntrStrictFP": "strictfp",
}
DEFAULTS = ["IntrNoFree", "IntrWillReturn", "IntrNoCallback", "IntrNoSync"]

def attrs(rec):
    props = [p["def"] for p in rec["IntrProperties"]]
    if not rec.get("DisableDefaultAttributes", 1):
        props += DEFAULTS
    s = set()
    if "Throws" not in props:
        s.add("nounwind")
    for p in props:
        if p in SIMPLE:
            s.add(SIMPLE[p])
    # MemoryEffects: access kind and locations (CodeGenIntrinsics::setProperty).
    access = "readwrite"
    if "IntrNoMem" in props:
        access = "none"
    elif "IntrReadMem" in props and "IntrWriteMem" not in props:
        access = "read"
    elif "IntrWriteMem" in props and "IntrReadMem" not in props:
        access = "write"
    # IntrinsicEmitter's getEffectiveME: a readnone intrinsic with IntrHasSideEffects
    # (`llvm.amdgcn.s.barrier`, `s.sleep`, …) has unknown memory effects, printed as nothing.
    if access == "none" and "IntrHasSideEffects" in props:
        pass
    elif access == "none":
        s.add("memory(none)")
    elif "IntrArgMemOnly" in props:
        s.add(f"memory(argmem: {access})")
    elif "IntrInaccessibleMemOnly" in props:
        s.add(f"memory(inaccessiblemem: {access})")
    elif "IntrInaccessibleMemOrArgMemOnly" in props:
        s.add(f"memory(argmem: {access}, inaccessiblemem: {access})")
    elif access != "readwrite":
        s.add(f"memory({access})")
    return " ".join(sorted(s))

CLASS = {"llvm_anyint_ty": "i", "llvm_anyfloat_ty": "f", "llvm_anyptr_ty": "p", "llvm_anyvector_ty": "v", "llvm_any_ty": "a"}

def overloaded(t):
    """An `llvm_any*` type, or a type matched to another that takes the next overload slot
    (`LLVMMatchTypeNextArg`: `LLVMVectorOfAnyPointersToElt`, the pointer vector of
    `llvm.masked.gather`/`scatter`, which the name mangles too: `.v4f32.v4p0`); class `v`."""
    r = d[t["def"]]
    return r.get("isAny") or "LLVMMatchTypeNextArg" in r.get("!superclasses", [])

rows = []
for n in d["!instanceof"]["Intrinsic"]:
    r = d[n]
    # The GPU targets and no target, as scripts/gen-convergent-intrinsics: the one shared table
    # also answers `intrinsic_is_convergent` and the AMDGPU `lookupIntrinsicID` (core/src/intrinsic_table.rs).
    if r["TargetPrefix"] not in ("", "amdgcn", "nvvm", "r600", "spv", "dx") and "IntrConvergent" not in [p["def"] for p in r["IntrProperties"]]:
        continue
    name = r["LLVMName"] or n[len("int_"):].replace("_", ".")
    name = name[len("llvm."):] if name.startswith("llvm.") else name
    over = [f"r{i}" for i, t in enumerate(r["RetTypes"]) if overloaded(t)]
    over += [f"p{i}" for i, t in enumerate(r["ParamTypes"]) if overloaded(t)]
    classes = [CLASS.get(t["def"], "v") for t in r["RetTypes"] + r["ParamTypes"] if overloaded(t)]
    div = "\ts" if n in SOURCES else "\tu" if n in UNIFORM else ""
    rows.append((name, ",".join(over) or "-", attrs(r), "".join(classes) or "-", div))
rows.sort()
print("# Generated by scripts/gen-intrinsic-printing.py from LLVM 22 Intrinsics.td; do not edit. Rows: K SUFFIX<TAB>OVERLOADS<TAB>SET<TAB>CLASSES[<TAB>s|u], the name front-coded (K = A + shared length).")
sets = sorted({r[2] for r in rows})
for a in sets:
    print("@" + a)
index = {a: i for i, a in enumerate(sets)}
prev = ""
for name, over, a, classes, div in rows:
    k = 0
    while k < min(len(name), len(prev), 60) and name[k] == prev[k]:
        k += 1
    print(f"{chr(ord('A') + k)}{name[k:]}\t{over}\t{index[a]}\t{classes}{div}")
    prev = name
