// The first work-item of each work-group sets a flag plainly, then every work-item swaps it
// with atomic_cmpxchg: the plain stores race with the atomics of the other work-group (no
// barrier orders work-groups).
// expect: atomic-plain-race
// run: global 128 local 64
// arg 0 = i32[1] zeros
__kernel void k(__global int *flag) {
  if (get_local_id(0) == 0) flag[0] = 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_cmpxchg(flag, 1, 2);
}
