// CUDA form of warp_scan.cl (sm_90, 32-lane warps): an inclusive Hillis-Steele prefix sum of
// each warp's 32 elements in a volatile `__shared__` tile with no `__syncwarp`: correct only
// while the warp runs in lock-step.
// expect: warp-synchronous
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
#include "../cuda_hip/shim.h"
extern "C" __global__ void k(const int *in, int *out) {
  __shared__ volatile int s[64];
  unsigned t = threadIdx.x, lane = t & 31;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = in[i];
  if (lane >= 1) s[t] += s[t - 1];
  if (lane >= 2) s[t] += s[t - 2];
  if (lane >= 4) s[t] += s[t - 4];
  if (lane >= 8) s[t] += s[t - 8];
  if (lane >= 16) s[t] += s[t - 16];
  out[i] = s[t];
}
