// Block-wide sum reduction: a `__shared__` buffer halved each step, then warp shuffles, one
// atomic per block. Templated on the block size, as reduction samples are.
#include "shim.h"

template <unsigned BLOCK>
__global__ void reduce_sum(const float *in, float *out, int n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  unsigned stride = BLOCK * 2 * gridDim.x;
  float sum = 0.0f;
  while (i < n) {
    sum += in[i];
    if (i + BLOCK < n)
      sum += in[i + BLOCK];
    i += stride;
  }
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned s = BLOCK / 2; s > warpSize; s >>= 1) {
    if (tid < s)
      sdata[tid] = sum = sum + sdata[tid + s];
    __syncthreads();
  }
  if (tid < warpSize) {
    if (BLOCK >= 2 * warpSize)
      sum += sdata[tid + warpSize];
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
      sum += __shfl_down_sync(~(lanemask_t)0, sum, offset);
  }
  if (tid == 0)
    atomicAdd(out, sum);
}

template __global__ void reduce_sum<256>(const float *, float *, int);
template __global__ void reduce_sum<64>(const float *, float *, int);

__global__ void reduce_max_int(const int *in, int *out, int n) {
  __shared__ int best[128];
  int v = -2147483647;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v = in[i] > v ? in[i] : v;
  best[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s && best[threadIdx.x + s] > best[threadIdx.x])
      best[threadIdx.x] = best[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicMax(out, best[0]);
}
