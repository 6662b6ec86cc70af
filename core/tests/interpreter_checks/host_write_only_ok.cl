// Twin of host_write_only.cl: the kernel only writes the write-only result.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros write_only
__kernel void k(__global int *in, __global int *out) {
  int l = get_local_id(0);
  out[l] = in[l] + 1;
}
