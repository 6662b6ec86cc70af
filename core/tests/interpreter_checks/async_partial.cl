// An async copy of 64 ints into a local tile from a buffer of 48: elements 48..63 are read
// past its end (the first 48 are copied and reported nowhere else).
// expect: out-of-bounds
// run: global 64 local 64
// arg 0 = i32[48] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  event_t e = async_work_group_copy(tile, in, 64, 0);
  wait_group_events(1, &e);
  int l = get_local_id(0);
  if (l < 48) out[l] = tile[l];
}
