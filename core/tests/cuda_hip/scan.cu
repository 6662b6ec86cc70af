// Warp-level scan with shuffles, a block scan through `__shared__` warp totals, and stream
// compaction with ballots and population counts.
#include "shim.h"

__device__ __forceinline__ int warp_inclusive_scan(int v) {
  unsigned lane = r_lane();
  for (int d = 1; d < warpSize; d *= 2) {
    int up = __shfl_sync(~(lanemask_t)0, v, (int)lane - d >= 0 ? lane - d : lane);
    if (lane >= (unsigned)d)
      v += up;
  }
  return v;
}

__global__ void block_scan(const int *in, int *out, int n) {
  __shared__ int warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = warp_inclusive_scan(v);
  unsigned warp = threadIdx.x / warpSize;
  if (r_lane() == warpSize - 1)
    warp_sums[warp] = s;
  __syncthreads();
  if (warp == 0) {
    int t = threadIdx.x < blockDim.x / warpSize ? warp_sums[threadIdx.x] : 0;
    warp_sums[threadIdx.x] = warp_inclusive_scan(t);
  }
  __syncthreads();
  if (warp > 0)
    s += warp_sums[warp - 1];
  if (i < n)
    out[i] = s;
}

__global__ void compact_positive(const float *in, float *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool keep = i < n && in[i] > 0.0f;
  lanemask_t mask = __ballot_sync(__activemask(), keep);
  int base = 0;
  if (r_lane() == 0)
    base = atomicAdd(count, __popcll(mask));
  base = __shfl_sync(~(lanemask_t)0, base, 0);
  if (keep) {
    lanemask_t below = mask & (((lanemask_t)1 << r_lane()) - 1);
    out[base + __popcll(below)] = in[i];
  }
}
