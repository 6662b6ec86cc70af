// Twin of async_invalid_event.cl: the second wait names the event of a second copy.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  event_t e = async_work_group_copy(tile, in, 64, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_copy(tile, in, 64, 0);
  wait_group_events(1, &e);
}
