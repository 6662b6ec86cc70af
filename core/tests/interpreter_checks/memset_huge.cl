// A memset whose length comes from an argument (2^57 bytes): the destination is checked
// before anything is built; the work-item stops with an out-of-bounds finding, no abort.
// expect: out-of-bounds
// run: global 64 local 64
// arg 0 = u8[256] zeros
// arg 1 = 188888888888888800
__kernel void k(__global uchar *b, ulong n) {
  int l = get_local_id(0);
  if (l == 0) __builtin_memset(b, 55, n);
}
