// Twin of const_write.cl: the store goes to the output buffer.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
__kernel void k(__global const int *in, __global int *out) {
  int l = get_local_id(0);
  out[l] = in[l] + 1;
}
