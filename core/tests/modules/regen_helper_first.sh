#!/bin/sh
# Regenerates the helper-first modules (a helper defined before the kernel) read by
# tests/default_function.rs. Run from this directory. The CUDA file uses clang-19's own
# attributes instead of the CUDA headers; clang-19 marks NVPTX kernels in !nvvm.annotations.
set -e
clang-19 -S -emit-llvm -O0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -Xclang -disable-O0-optnone -cl-std=CL2.0 helper_first.cl -o helper_first.amdgpu.O0.ll
clang-19 -S -emit-llvm -O1 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 helper_first.cu -o helper_first.nvptx.O1.ll
