// Twin of ww_local.cl: only work-item 0 stores.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
// arg 1 = local_bytes 256
__kernel void k(__global int *out, __local int *t) {
  int l = get_local_id(0);
  if (l == 0) t[0] = 42;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = t[0];
}
