// Twin of fence_flags.cl: CLK_GLOBAL_MEM_FENCE orders the global store before the load.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
// arg 1 = i32[64] zeros
__kernel void k(__global int *d, __global int *out) {
  int l = get_local_id(0);
  d[l] = l + 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[l] = d[(l + 1) % 64];
}
