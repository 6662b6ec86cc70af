#!/bin/sh
# Regenerates the IR fixtures and opt-22's expected output. Run from this directory.
#   *.O0.ll, *.O2.ll, *.O2.g.ll   clang-19 output for each OpenCL kernel (-g: debug records)
#   *.opt.ll                      opt-22 -S of each .ll (prints `; preds =` and `#dbg_` lines)
#   *.domtree                     opt-22 print<domtree>: the block names the parser must match
set -e
for k in reduce loop_break irreducible; do
  for O in 0 2; do
    clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O$O -emit-llvm -S $k.cl -o $k.O$O.ll
  done
  clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -g -emit-llvm -S $k.cl -o $k.O2.g.ll
done
# LLVM 21 renamed DW_CC_LLVM_OpenCLKernel (clang-19's spelling) to DW_CC_LLVM_DeviceKernel; opt-22
# rejects the old name, so opt reads a renamed copy. The parser reads the clang-19 file as is.
for f in *.ll; do
  case $f in *.opt.ll) continue;; esac
  base=${f%.ll}
  sed 's/DW_CC_LLVM_OpenCLKernel/DW_CC_LLVM_DeviceKernel/' "$f" > /tmp/regen.$$.ll
  opt-22 -S /tmp/regen.$$.ll -o "$base.opt.ll"
  opt-22 -disable-output -passes='print<domtree>' /tmp/regen.$$.ll 2> "$base.domtree"
  rm -f /tmp/regen.$$.ll
done
