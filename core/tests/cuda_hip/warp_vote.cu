// Warp votes deciding control flow: a loop that runs while any lane has work, a warp-uniform
// early exit, the active mask after a divergent branch, and `__ldg` reads of read-only tables.
#include "shim.h"

__constant__ int steps_table[8] = {1, 2, 3, 5, 8, 13, 21, 34};

__global__ void iterate_until_done(const float *__restrict__ limits, float *vals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? vals[i] : 0.0f;
  float lim = i < n ? __ldg(&limits[i]) : 0.0f;
  int rounds = 0;
  while (__any_sync(~(lanemask_t)0, v < lim)) {
    if (v < lim)
      v = v * 1.5f + 1.0f;
    ++rounds;
  }
  if (__all_sync(~(lanemask_t)0, rounds == 0))
    return;
  if (i < n)
    vals[i] = v + steps_table[rounds & 7];
}

__global__ void active_after_branch(const int *in, int *out) {
  int v = in[threadIdx.x];
  if (v & 1) {
    lanemask_t m = __activemask();
    out[threadIdx.x] = __popcll(m);
  } else {
    out[threadIdx.x] = r_first_lane(v);
  }
}
