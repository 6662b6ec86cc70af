// A 2-D five-point stencil over 16 x 16 tiles whose one-cell border is recomputed by the
// neighbouring tile (an overlapped tiling): each group loads a tile, updates its interior.
// expect-local: 16x16
// expect-why: `@hotspot_like.tile` is `[16 x [16 x float]]` indexed by `get_local_id(1)`, line
#define T 16
__kernel void hotspot_like(__global const float *in, __global float *out, int cols, int rows, float k) {
  __local float tile[T][T];
  int tx = get_local_id(0), ty = get_local_id(1);
  int x = get_group_id(0) * (T - 2) + tx - 1;
  int y = get_group_id(1) * (T - 2) + ty - 1;
  int cx = clamp(x, 0, cols - 1), cy = clamp(y, 0, rows - 1);
  tile[ty][tx] = in[cy * cols + cx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx > 0 && tx < T - 1 && ty > 0 && ty < T - 1 && x < cols && y < rows) {
    float c = tile[ty][tx];
    out[y * cols + x] = c + k * (tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] + tile[ty][tx + 1] - 4.0f * c);
  }
}
