// A private array filled up to n = 4 of 8, then element l % 8 stored to global memory.
// expect: uninitialised-store
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = 4
__kernel void k(__global const int *in, __global int *out, int n) {
  int a[8];
  int l = get_local_id(0);
  for (int i = 0; i < n; i++) a[i] = in[i];
  out[l] = a[l % 8];
}
