// Inclusive prefix sum of each 32 consecutive elements (a warp-level Hillis-Steele scan) in
// volatile local memory with no barrier: correct only while the warp runs in lock-step.
// expect: warp-synchronous
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local volatile int *s) {
  uint t = get_local_id(0);
  uint lane = t & 31;
  s[t] = in[get_global_id(0)];
  if (lane >= 1) s[t] += s[t - 1];
  if (lane >= 2) s[t] += s[t - 2];
  if (lane >= 4) s[t] += s[t - 4];
  if (lane >= 8) s[t] += s[t - 8];
  if (lane >= 16) s[t] += s[t - 16];
  out[get_global_id(0)] = s[t];
}
