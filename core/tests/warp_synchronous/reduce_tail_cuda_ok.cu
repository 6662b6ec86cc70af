// Twin of reduce_tail_cuda.cu fixed with `__syncwarp` (the CUDA Programming Guide's remedy for
// warp-synchronous code since Volta): each step of warp 0 reads into a register, waits at
// `__syncwarp`, writes, and waits again.
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[2] zeros
#include "../cuda_hip/shim.h"
extern "C" __global__ void k(const int *in, int *out) {
  __shared__ volatile int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  if (t < 32) {
    int v = s[t];
    for (unsigned h = 32; h > 0; h >>= 1) {
      v += s[t + h];
      __syncwarp(0xffffffffu);
      s[t] = v;
      __syncwarp(0xffffffffu);
    }
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
