// No __local array, no comparison with a constant: the group's place in the data is
// `get_group_id(0) * 16 + get_local_id(0)` (a tile's origin plus the work-item), so the kernel
// was written for 16-wide groups; its __local scratch is a pointer parameter indexed by the id alone.
// expect-local: 16
// expect-why: local 16: a tile's origin, `get_group_id(0) * 16 + get_local_id(0)`, in the index arithmetic, line
#define T 16
__kernel void tile_origin(__global const float *in, __global float *out, __local float *scratch) {
  int tx = get_local_id(0);
  int at = get_group_id(0) * T + tx;
  scratch[tx] = in[at];
  barrier(CLK_LOCAL_MEM_FENCE);
  float s = 0.0f;
  for (int k = 0; k < T; k++)
    s += scratch[k];
  out[at] = s;
}
