// Twin of warp_scan_cuda.cu fixed with `__syncwarp`: each step reads, waits at `__syncwarp`,
// writes, and waits again.
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
#include "../cuda_hip/shim.h"
extern "C" __global__ void k(const int *in, int *out) {
  __shared__ volatile int s[64];
  unsigned t = threadIdx.x, lane = t & 31;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = in[i];
  __syncwarp(0xffffffffu);
  for (unsigned d = 1; d < 32; d <<= 1) {
    int v = lane >= d ? s[t - d] : 0;
    __syncwarp(0xffffffffu);
    s[t] += v;
    __syncwarp(0xffffffffu);
  }
  out[i] = s[t];
}
