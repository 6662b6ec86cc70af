// Twin of atomic_groups.cl: the flag is set atomically, so every access to it is atomic.
// expect: none
// run: global 128 local 64
// arg 0 = i32[1] zeros
__kernel void k(__global int *flag) {
  if (get_local_id(0) == 0) atomic_xchg(flag, 1);
  barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_cmpxchg(flag, 1, 2);
}
