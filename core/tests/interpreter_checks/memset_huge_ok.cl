// Twin of memset_huge.cl: the length (64 × 4 bytes) fits the buffer.
// expect: none
// run: global 64 local 64
// arg 0 = u8[256] zeros
// arg 1 = 64
__kernel void k(__global uchar *b, uint n) {
  int l = get_local_id(0);
  if (l == 0) __builtin_memset(b, 55, (ulong)n * 4UL);
}
