// Twin of async_wait_divergent.cl: every work-item waits for both events.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  event_t e[2];
  e[0] = async_work_group_copy(tile, in, 32, 0);
  e[1] = async_work_group_copy(tile + 32, in + 32, 32, 0);
  wait_group_events(2, e);
  out[get_global_id(0)] = l;
}
