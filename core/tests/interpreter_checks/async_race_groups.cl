// Async copies of two work-groups write the same global bytes (issue 32): each copy belongs to
// its work-group, and no barrier or wait orders work-groups.
// expect: write-write-race
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 256
__kernel void k(__global const int *in, __global int *out, __local int *tile) {
  int l = get_local_id(0);
  tile[l] = in[get_global_id(0)] + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(out, tile, 64, 0);
  wait_group_events(1, &e);
}
