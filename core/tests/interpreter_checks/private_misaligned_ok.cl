// Twin of private_misaligned.cl: the int is read at byte offset 4.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *out) {
  volatile uchar buf[16] __attribute__((aligned(4)));
  int l = get_local_id(0);
  for (int i = 0; i < 16; i++) buf[i] = (uchar)(l + i);
  out[l] = *(volatile int *)(buf + 4);
}
