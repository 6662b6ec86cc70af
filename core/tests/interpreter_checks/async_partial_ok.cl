// Twin of async_partial.cl: the copy takes the 48 ints the buffer has.
// expect: none
// run: global 64 local 64
// arg 0 = i32[48] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  event_t e = async_work_group_copy(tile, in, 48, 0);
  wait_group_events(1, &e);
  int l = get_local_id(0);
  if (l < 48) out[l] = tile[l];
}
