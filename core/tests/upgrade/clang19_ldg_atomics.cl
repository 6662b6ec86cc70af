// clang-19 -target nvptx64-nvidia-cuda -nogpulib -O2 emits `llvm.nvvm.ldg.global.*.p1` and
// `llvm.nvvm.atomic.load.{inc,dec}.32.p1` / `atomic.load.add.f32.p1`; opt-22 upgrades them to
// `load … !invariant.load` and `atomicrmw` (in place: no new values).
__kernel void ldgs(__global int *a, __global float *f, __global int *out, int n) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  int s = __nvvm_ldg_i(a + n);
  if (s > 0)
    out[i] = __nvvm_ldg_i(a + i) + (int)__nvvm_ldg_f(f + i) + __nvvm_ldu_i(a + i + 1);
  out[i + 1] = (int)__nvvm_ldg_f(f + 2) + s;
}
__kernel void atomics(__global int *a, __global float *f, int n) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  int old = __nvvm_atom_inc_gen_ui(a + 1, 5);
  if (old < n)
    a[i] = __nvvm_atom_dec_gen_ui(a + 2, 5);
  f[i] = __nvvm_atom_add_gen_f(f + 1, 1.0f) + (float)__nvvm_ldg_i(a + 3);
}
