// Twin of async_unreached.cl: every work-item issues both copies (the second joins the first's
// event) and waits once.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  event_t e = async_work_group_copy(tile, in, 32, 0);
  e = async_work_group_copy(tile + 32, in + 32, 32, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[l];
}
