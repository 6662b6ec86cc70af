// Written for Reconverge: private arrays that stay in memory (indexed by a run-time value)
// make clang-19 -O2 write `llvm.lifetime.start/end.p0(i64 N, ptr nonnull %a)`, which opt-22
// rebuilds without the size (core/src/ir/upgrade/lifetime.rs); the barrier is
// `__nvvm_bar_sync` (`llvm.nvvm.bar.sync`, upgraded to `barrier.cta.sync.aligned.all`).
void keep(__private int *p);

__kernel void histogram_rows(__global const int *in, __global int *out, int n) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  int bins[16];
  for (int k = 0; k < 16; ++k)
    bins[k] = 0;
  for (int k = 0; k < n; ++k)
    bins[in[i * n + k] & 15] += 1;
  __nvvm_bar_sync(0);
  int total = 0;
  for (int k = 0; k < 16; ++k)
    total += bins[(k + i) & 15] * k;
  out[i] = total;
}

__kernel void escaping_scalar(__global int *out, int n) {
  int i = __nvvm_read_ptx_sreg_tid_x();
  int acc = i;
  if (i < n) {
    int tmp[4] = {i, n, i + n, i - n};
    keep(tmp);
    acc += tmp[i & 3];
  }
  keep(&acc);
  __nvvm_bar_sync(0);
  out[i] = acc;
}
