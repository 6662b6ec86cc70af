// Twin of atomic_own_plain.cl: a global barrier orders the plain store before the atomics.
// expect: none
// run: global 64 local 64
// arg 0 = i32[1] zeros
__kernel void k(__global int *cnt) {
  int l = get_local_id(0);
  if (l == 0) cnt[0] = 5;
  barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_inc(cnt);
}
