// A wait for an event an earlier wait released (issue 32): "the event objects specified in
// event_list will be released after the wait is performed" (OpenCL C 2.0 §6.13.10), so the
// second wait names an event no live copy returned.
// expect: invalid-event
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  event_t e = async_work_group_copy(tile, in, 64, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[l];
  wait_group_events(1, &e);
}
