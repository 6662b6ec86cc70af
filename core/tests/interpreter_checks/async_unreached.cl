// An async copy reached by half the work-group (issue 32): the second copy joins the first
// one's event, but only work-items 0..31 issue it. All of them wait for the same event.
// expect: async-copy-divergence
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  event_t e = async_work_group_copy(tile, in, 32, 0);
  if (l < 32)
    e = async_work_group_copy(tile + 32, in + 32, 32, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[l];
}
