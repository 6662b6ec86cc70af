// BFS-style: whether work-item l marks itself depends on whether l + 1 has marked itself yet.
// expect: read-write-race, schedule-dependent-branch, warp-synchronous
// (warp-synchronous: in lock-step every lane of a warp reads before any lane stores.)
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *level) {
  int l = get_local_id(0);
  if (level[(l + 1) % 64] == 0) level[l] = 1;
}
