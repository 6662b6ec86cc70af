// Twin of sched_branch.cl: every work-item reads before a barrier, then writes.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *level) {
  int l = get_local_id(0);
  int v = level[(l + 1) % 64];
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (v == 0) level[l] = 1;
}
