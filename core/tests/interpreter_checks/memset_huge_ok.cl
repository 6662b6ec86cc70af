// Twin of memset_huge.cl: the length fits the buffer.
// expect: none
// run: global 64 local 64
// arg 0 = u8[256] zeros
// arg 1 = 256
__kernel void k(__global uchar *b, ulong n) {
  int l = get_local_id(0);
  if (l == 0) __builtin_memset(b, 55, n);
}
