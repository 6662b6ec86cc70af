// Histogram in `__shared__` bins with atomics, merged into a device global; the last block
// to finish (an atomic ticket after a fence) publishes the total.
#include "shim.h"

#define BINS 64
__device__ unsigned blocks_done;
__device__ int total_count;

__global__ void histogram(const unsigned char *data, int n, int *hist) {
  __shared__ int bins[BINS];
  __shared__ bool am_last;
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    bins[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i] % BINS], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    if (bins[b] != 0)
      atomicAdd(&hist[b], bins[b]);
  }
  __threadfence();
  if (threadIdx.x == 0) {
    unsigned ticket = atomicInc(&blocks_done, gridDim.x);
    am_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (am_last) {
    int sum = 0;
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
      sum += hist[b];
    atomicAdd(&total_count, sum);
    if (threadIdx.x == 0)
      blocks_done = 0;
  }
}

__global__ void spin_lock_add(int *lock, float *value, float x) {
  if (r_lane() != 0)
    return;
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  *value += x;
  __threadfence();
  atomicAdd(lock, -1);
}
