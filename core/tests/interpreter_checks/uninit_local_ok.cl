// Twin of uninit_local.cl: the local array is written first.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *out) {
  __local int t[64];
  int l = get_local_id(0);
  t[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t[63 - l] > 0) out[l] = 1;
}
