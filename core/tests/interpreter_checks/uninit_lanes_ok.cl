// Twin of uninit_lanes.cl: only the written lanes 0..2 are read (lane 3 stays unwritten).
// expect: none
// run: global 64 local 64
// arg 0 = i32[80] iota
// arg 1 = i32[64] zeros
__kernel void k(__global const int *in, __global int *out) {
  int l = get_local_id(0);
  int a[4];
  for (int i = 0; i < 3; i++) a[i] = in[l + i];
  if (a[l % 3] > 5) out[l] = 1;
}
