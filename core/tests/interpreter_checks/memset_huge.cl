// A memset whose length comes from the program (40 × 4722222222222220 = 188888888888888800
// bytes, the fuzz smoke's crash): the destination is checked before anything is built; the
// work-item stops with an out-of-bounds finding, no abort.
// expect: out-of-bounds
// run: global 64 local 64
// arg 0 = u8[256] zeros
// arg 1 = 40
__kernel void k(__global uchar *b, uint n) {
  int l = get_local_id(0);
  if (l == 0) __builtin_memset(b, 55, (ulong)n * 4722222222222220UL);
}
