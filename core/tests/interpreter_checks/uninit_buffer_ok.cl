// Twin of uninit_buffer.cl: the buffer has data.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] iota
// arg 1 = i32[64] zeros
__kernel void k(__global const int *in, __global int *out) {
  int l = get_local_id(0);
  if (in[l] > 3) out[l] = 1;
}
