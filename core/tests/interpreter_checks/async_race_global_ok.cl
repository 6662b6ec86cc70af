// Twin of async_race_global.cl: the store comes after the wait (ordered after the copy).
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  tile[l] = in[get_global_id(0)] * 2 + 5;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(out, tile, 64, 0);
  wait_group_events(1, &e);
  out[(l + 3) % 64] = 1;
}
