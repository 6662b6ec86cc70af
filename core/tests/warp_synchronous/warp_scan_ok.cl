// Twin of warp_scan.cl: each step reads, waits at a barrier, then writes, and waits again.
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local volatile int *s) {
  uint t = get_local_id(0);
  uint lane = t & 31;
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint d = 1; d < 32; d <<= 1) {
    int v = lane >= d ? s[t - d] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[t] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[t];
}
