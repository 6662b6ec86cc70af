// The host created the table read-only (`read_only` in the directive, CL_MEM_READ_ONLY); the
// kernel, whose parameter is not `const`, writes it.
// expect: read-only-write
// run: global 64 local 64
// arg 0 = i32[64] iota read_only
// arg 1 = i32[64] zeros
__kernel void k(__global int *table, __global int *out) {
  int l = get_local_id(0);
  out[l] = table[l];
  table[l] = 0;
}
