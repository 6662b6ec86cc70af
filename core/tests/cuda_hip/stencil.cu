// 2D five-point stencil: coefficients in `__constant__` memory, a `__shared__` tile with a
// halo, early returns at the borders.
#include "shim.h"

#define TILE 16
__constant__ float coeff[5];
__constant__ int radius_table[4] = {1, 1, 2, 2};
__device__ float boundary_value;

__global__ void stencil2d(const float *in, float *out, int w, int h) {
  __shared__ float tile[TILE + 2][TILE + 2];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  tile[ly][lx] = in[y * w + x];
  if (threadIdx.x == 0)
    tile[ly][0] = x > 0 ? in[y * w + x - 1] : boundary_value;
  if (threadIdx.x == TILE - 1)
    tile[ly][TILE + 1] = x + 1 < w ? in[y * w + x + 1] : boundary_value;
  if (threadIdx.y == 0)
    tile[0][lx] = y > 0 ? in[(y - 1) * w + x] : boundary_value;
  if (threadIdx.y == TILE - 1)
    tile[TILE + 1][lx] = y + 1 < h ? in[(y + 1) * w + x] : boundary_value;
  __syncthreads();
  out[y * w + x] = coeff[0] * tile[ly][lx] + coeff[1] * tile[ly][lx - 1] + coeff[2] * tile[ly][lx + 1] +
                   coeff[3] * tile[ly - 1][lx] + coeff[4] * tile[ly + 1][lx];
}

__global__ void smooth_rows(float *data, int w, int level) {
  int r = radius_table[level & 3];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < r || x >= w - r)
    return;
  float acc = 0.0f;
  for (int d = -r; d <= r; ++d)
    acc += data[x + d] * coeff[d + 2];
  data[x] = acc;
}
