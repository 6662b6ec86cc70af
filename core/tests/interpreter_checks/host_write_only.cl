// The host created the result write-only (CL_MEM_WRITE_ONLY); the kernel reads it back.
// expect: write-only-read
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros write_only
__kernel void k(__global int *in, __global int *out) {
  int l = get_local_id(0);
  out[l] = in[l];
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[l] += 1;
}
