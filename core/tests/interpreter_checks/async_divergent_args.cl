// Work-group divergence at an async copy (issue 32): half the work-group asks for 32 elements,
// the other half for 64. Every work-item must reach a copy with the same arguments.
// expect: async-copy-divergence
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  int n = l < 32 ? 32 : 64;
  event_t e = async_work_group_copy(tile, in, n, 0);
  wait_group_events(1, &e);
  if (l < 32) out[get_global_id(0)] = tile[l];
}
