// An async copy whose event is never waited for (issue 32): the work-items return with the
// copy outstanding. Nothing reads the tile, so there is no race.
// expect: unwaited-event
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  size_t g = get_global_id(0);
  event_t e = async_work_group_copy(tile, in, 64, 0);
  out[g] = in[g] + 1;
}
