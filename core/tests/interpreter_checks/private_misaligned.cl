// An int read from a private char array at byte offset 1: not a multiple of the int's
// alignment (a real misaligned private access; at -O0 the array stays in memory).
// expect: misaligned
// expect-O2: none (clang-19 -O2 SROA splits the array into one alloca per accessed piece: the int at byte 1 becomes its own aligned `i32` alloca, so no misaligned access is left in the IR)
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *out) {
  volatile uchar buf[16] __attribute__((aligned(4)));
  int l = get_local_id(0);
  for (int i = 0; i < 16; i++) buf[i] = (uchar)(l + i);
  out[l] = *(volatile int *)(buf + 1);
}
