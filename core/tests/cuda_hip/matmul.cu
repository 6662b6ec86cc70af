// Tiled matrix multiply with `__shared__` tiles, templated on the tile size; a bounds-checked
// variant with an early exit and a plain row-per-thread version.
#include "shim.h"

template <int T>
__global__ void matmul_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (n + T - 1) / T; ++t) {
    int ac = t * T + threadIdx.x, br = t * T + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = row < n && ac < n ? A[row * n + ac] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = br < n && col < n ? B[br * n + col] : 0.0f;
    __syncthreads();
#pragma unroll 4
    for (int k = 0; k < T; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    C[row * n + col] = acc;
}
template __global__ void matmul_tiled<16>(const float *, const float *, float *, int);
template __global__ void matmul_tiled<8>(const float *, const float *, float *, int);

__global__ void matvec_rows(const float *A, const float *x, float *y, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float s = 0.0f;
  for (int c = 0; c < cols; ++c) {
    float a = A[r * cols + c];
    if (a == 0.0f)
      continue;
    s += a * __ldg(&x[c]);
  }
  y[r] = s;
}
