// clang-19 -target nvptx64-nvidia-cuda -nogpulib -O2 (+ptx70, sm_70) emits these builtins with
// their pre-LLVM-22 intrinsic names; opt-22 auto-upgrades the barriers and the old math in place.
__kernel void barriers(__global int *a, int n) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  a[i] = 1;
  __nvvm_bar_sync(0);
  if (i < n) {
    __nvvm_barrier_sync(1);
    a[i] += 2;
  }
  __nvvm_barrier_sync_cnt(2, 64);
  __nvvm_bar_warp_sync(0xffffffff);
  for (int k = 0; k < n; ++k) {
    a[i + k] += a[k];
    __nvvm_bar_sync(0);
  }
}
__kernel void warp(__global int *a, __global float *f) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  int v = a[i];
  if (__nvvm_vote_all_sync(0xffffffff, v))
    a[i] = __nvvm_shfl_sync_down_i32(0xffffffff, v, 1, 31) + __nvvm_vote_ballot_sync(0xffffffff, v);
  __nvvm_bar_sync(0);
  f[i] = __nvvm_shfl_sync_bfly_f32(0xffffffff, f[i], 2, 31) + __nvvm_vote_any(v) + __nvvm_vote_uni(v);
}
__kernel void maths(__global float *f, __global double *d, float u) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  float x = __nvvm_fabs_f(u);
  if (__nvvm_ex2_approx_f(x) > 1.0f)
    f[i] = __nvvm_fabs_f(f[i]) + __nvvm_ex2_approx_ftz_f(f[i]) + __nvvm_saturate_f(x);
  d[i] = __nvvm_ex2_approx_d(d[i]) + __nvvm_fabs_d(d[i]);
  __nvvm_bar_sync(0);
}
