// barrier(CLK_LOCAL_MEM_FENCE) does not order global memory: reading a neighbour's global store races.
// expect: read-write-race
// run: global 64 local 64
// arg 0 = i32[64] zeros
// arg 1 = i32[64] zeros
__kernel void k(__global int *d, __global int *out) {
  int l = get_local_id(0);
  d[l] = l + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = d[(l + 1) % 64];
}
