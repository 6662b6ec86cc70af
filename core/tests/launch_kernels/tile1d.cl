// A 16-wide tile in __local memory: each work-group reverses its 16 elements.
// expect-local: 16
// expect-why: local 16: `@tile1d.t` is `[16 x float]` indexed by `get_local_id(0)`, line
#define TILE 16
__kernel void tile1d(__global const float *in, __global float *out) {
  __local float t[TILE];
  int l = get_local_id(0);
  int g = get_global_id(0);
  t[l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = t[TILE - 1 - l];
}
