// The last work-item writes one past the end; the others finish and the buffer comes back.
// expect: out-of-bounds
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *out) {
  int l = get_local_id(0);
  out[l + 1] = l;
}
