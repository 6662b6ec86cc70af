// An int stored at a byte offset that is not a multiple of 4.
// expect: misaligned
// run: global 64 local 64
// arg 0 = u8[300] zeros
__kernel void k(__global char *b) {
  int l = get_local_id(0);
  *(__global int *)(b + 1 + 4 * l) = l;
}
