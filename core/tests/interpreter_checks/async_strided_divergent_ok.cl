// Twin of async_strided_divergent.cl: every work-item asks for stride 4.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 64
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  if (l < 16) tile[l] = in[get_global_id(0)] + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t stride = 4;
  event_t e = async_work_group_strided_copy(out, tile, 16, stride, 0);
  wait_group_events(1, &e);
}
