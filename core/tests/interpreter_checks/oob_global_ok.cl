// Twin of oob_global.cl: guarded.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *out) {
  int l = get_local_id(0);
  if (l + 1 < 64) out[l + 1] = l;
}
