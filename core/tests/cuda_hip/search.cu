// Device functions that are not inlined (their arguments are per thread), binary search with
// breaks, a recursive helper, and a data-dependent `switch`.
#include "shim.h"

__device__ __noinline__ int lower_bound(const int *keys, int n, int key) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (keys[mid] == key) {
      lo = mid;
      break;
    }
    if (keys[mid] < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

__device__ __noinline__ int depth_of(const int *parent, int node, int limit) {
  if (node <= 0 || limit == 0)
    return 0;
  return 1 + depth_of(parent, parent[node], limit - 1);
}

__global__ void lookup(const int *keys, int n, const int *queries, int *pos, int m) {
  int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q < m)
    pos[q] = lower_bound(keys, n, queries[q]);
}

__global__ void classify(const int *parent, const int *kind, int *out, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= m)
    return;
  int r;
  switch (kind[i]) {
  case 0: r = depth_of(parent, i, 16); break;
  case 1: r = -1; break;
  case 2:
  case 3: r = kind[i] * 10; break;
  default: r = 0;
  }
  for (int k = 0; k < 4; ++k) {
    if (r < 0)
      break;
    if ((r & 1) == 0)
      continue;
    r = r * 3 + 1;
  }
  out[i] = r;
}
