// An atomic increment racing with a plain load of the same counter.
// expect: atomic-plain-race, warp-synchronous
// (warp-synchronous: in lock-step every lane of a warp increments before any lane loads.)
// run: global 64 local 64
// arg 0 = i32[1] zeros
// arg 1 = i32[64] zeros
__kernel void k(__global int *cnt, __global int *out) {
  int l = get_local_id(0);
  atomic_inc(cnt);
  out[l] = cnt[0];
}
