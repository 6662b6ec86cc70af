// LU decomposition of one 16 x 16 diagonal block in __local memory (a Doolittle step per
// column; one work-item per column), in the style of a tiled LU's diagonal kernel.
// expect-local: 16
// expect-why: local 16: `@lud_like.shadow` is `[256 x float]` indexed by `get_local_id(0)`, line
#define B 16
__kernel void lud_like(__global float *m, int dim, int offset) {
  __local float shadow[B * B];
  int tx = get_local_id(0);
  int base = offset * dim + offset;
  for (int i = 0; i < B; i++)
    shadow[i * B + tx] = m[base + i * dim + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < B - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++)
        shadow[tx * B + i] -= shadow[tx * B + j] * shadow[j * B + i];
      shadow[tx * B + i] /= shadow[i * B + i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tx > i) {
      for (int j = 0; j < i + 1; j++)
        shadow[(i + 1) * B + tx] -= shadow[(i + 1) * B + j] * shadow[j * B + tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int i = 1; i < B; i++)
    m[base + i * dim + tx] = shadow[i * B + tx];
}
