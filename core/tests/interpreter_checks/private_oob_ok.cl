// Twin of private_oob.cl: index n = 3.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = 3
__kernel void k(__global const int *in, __global int *out, int n) {
  int a[4];
  int l = get_local_id(0);
  for (int i = 0; i < 4; i++) a[i] = in[l];
  a[n] = 7;
  out[l] = a[l % 4];
}
