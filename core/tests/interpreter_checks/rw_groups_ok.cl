// Twin of rw_groups.cl: the result goes to another buffer.
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
__kernel void k(__global const int *d, __global int *o) {
  int g = get_global_id(0);
  int v = d[(g + 64) % 128];
  barrier(CLK_GLOBAL_MEM_FENCE);
  o[g] = v + 1;
}
