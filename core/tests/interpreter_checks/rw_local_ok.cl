// Twin of rw_local.cl: a barrier between the read and the write.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
// arg 1 = local_bytes 256
__kernel void k(__global int *out, __local int *t) {
  int l = get_local_id(0);
  t[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = t[(l + 1) % 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  t[l] = v + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = t[l];
}
