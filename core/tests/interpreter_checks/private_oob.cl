// A private array of 4 written at index n = 4.
// expect: private-out-of-bounds, index-out-of-bounds (the store runs out of the allocation; the GEP's index 4 is outside [4 x i32], as Oclgrind's "Index exceeds static array size")
// expect-amdgcn-O2: private-out-of-bounds (SROA keeps the array in a vector: the lane check)
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
// arg 2 = 4
__kernel void k(__global const int *in, __global int *out, int n) {
  int a[4];
  int l = get_local_id(0);
  for (int i = 0; i < 4; i++) a[i] = in[l];
  a[n] = 7;
  out[l] = a[l % 4];
}
