// Twin of atomic_plain.cl: a global barrier between the atomics and the plain load.
// expect: none
// run: global 64 local 64
// arg 0 = i32[1] zeros
// arg 1 = i32[64] zeros
__kernel void k(__global int *cnt, __global int *out) {
  int l = get_local_id(0);
  atomic_inc(cnt);
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[l] = cnt[0];
}
