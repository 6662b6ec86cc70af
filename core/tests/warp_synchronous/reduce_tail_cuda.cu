// CUDA form of reduce_tail.cl (compiled device-only for sm_90, a 32-lane warp): the block's
// last 64 elements are reduced by warp 0 through a volatile `__shared__` tile with no
// `__syncwarp`, the classic unrolled tail: correct only while the warp runs in lock-step.
// expect: warp-synchronous
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[2] zeros
#include "../cuda_hip/shim.h"
extern "C" __global__ void k(const int *in, int *out) {
  __shared__ volatile int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  if (t < 32) { /* warp 0: no __syncwarp */
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
