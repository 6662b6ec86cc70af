// A private int[4] with lanes 0..2 written, read at a lane chosen per work-item (clang -O2
// keeps it in a <4 x i32> register built by insertelement into undef): lane 3 is undefined
// and decides a branch.
// expect: uninitialised-branch
// run: global 64 local 64
// arg 0 = i32[80] iota
// arg 1 = i32[64] zeros
__kernel void k(__global const int *in, __global int *out) {
  int l = get_local_id(0);
  int a[4];
  for (int i = 0; i < 3; i++) a[i] = in[l + i];
  if (a[l % 4] > 5) out[l] = 1;
}
