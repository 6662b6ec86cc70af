// Twin of host_read_only.cl: the kernel only reads the read-only table.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota read_only
// arg 1 = i32[64] zeros
__kernel void k(__global int *table, __global int *out) {
  int l = get_local_id(0);
  out[l] = table[l];
}
