// Work-group sum whose last 64 elements are reduced by one warp through volatile local memory
// with no barrier (the classic unrolled warp tail): correct only while the warp runs in lock-step.
// expect: warp-synchronous
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[2] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local volatile int *s) {
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint h = get_local_size(0) / 2; h > 32; h >>= 1) {
    if (t < h)
      s[t] += s[t + h];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t < 32) { /* one warp: no barrier */
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
  }
  if (t == 0)
    out[get_group_id(0)] = s[0];
}
