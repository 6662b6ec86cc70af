// Hillis-Steele inclusive scan in a static __local array, double-buffered.
// run: global 128 local 64
// arg 0 = i32[128] random(-50, 50) seed 5
// arg 1 = i32[128] zeros
__kernel void scan_hillis(__global const int *in, __global int *out) {
  __local int buf[2][64];
  int l = get_local_id(0), g = get_global_id(0);
  int src = 0;
  buf[0][l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < 64; off *= 2) {
    int v = buf[src][l];
    if (l >= off) v += buf[src][l - off];
    buf[1 - src][l] = v;
    src = 1 - src;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[g] = buf[src][l];
}
