// An array of events in private memory (issue 32): clang-19 gives AMDGPU's 4-byte `event_t`
// elements `align 8` stores; the array is laid out by the data layout and nothing is
// misaligned. No bug: every copy is waited for before the tile is read.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  event_t events[4];
  for (int i = 0; i < 4; i++)
    events[i] = async_work_group_copy(tile + i * 16, in + i * 16, 16, 0);
  wait_group_events(4, events);
  int l = get_local_id(0);
  out[get_global_id(0)] = tile[l] + 1;
}
