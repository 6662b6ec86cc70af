// A 16 x 16 tile transposed through __local memory (2-D work-groups).
// expect-local: 16x16
// expect-why: `@tile2d.t` is `[16 x [16 x float]]` indexed by `get_local_id(1)`, line
#define T 16
__kernel void tile2d(__global const float *in, __global float *out, int width) {
  __local float t[T][T];
  int lx = get_local_id(0), ly = get_local_id(1);
  int gx = get_global_id(0), gy = get_global_id(1);
  t[ly][lx] = in[gy * width + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * T + lx, oy = get_group_id(0) * T + ly;
  out[oy * width + ox] = t[lx][ly];
}
