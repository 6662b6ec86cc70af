// Twin of misaligned.cl: aligned offsets.
// expect: none
// run: global 64 local 64
// arg 0 = u8[300] zeros
__kernel void k(__global char *b) {
  int l = get_local_id(0);
  *(__global int *)(b + 4 * l) = l;
}
