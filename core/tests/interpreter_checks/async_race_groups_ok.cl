// Twin of async_race_groups.cl: each work-group copies to its own 64 ints.
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  tile[l] = in[get_global_id(0)] + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(out + get_group_id(0) * 64, tile, 64, 0);
  wait_group_events(1, &e);
}
