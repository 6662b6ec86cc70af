// A CUDA block sum in two warp stages: each warp adds its 32 values with __shfl_down_sync,
// lane 0 of each warp leaves its partial sum in a __shared__ array, __syncthreads, and warp 0
// adds the partial sums and atomically adds the block's total to *out.
// Gallery entry `cuda-warp-reduce`; `warp_reduce.ll` is
//   clang-19 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 \
//     -Xclang -target-feature -Xclang +ptx80 -O2 -emit-llvm -S warp_reduce.cu
// with the run directives (`; run:`, `; arg`) added at its top.
#include "../../core/tests/cuda_hip/shim.h"

// `launch_bounds(256)` is what CUDA's `__launch_bounds__(256)` expands to (NVVM `maxntidx`).
__global__ void __attribute__((launch_bounds(256))) warp_reduce(const float *in, float *out, int n) {
  __shared__ float partial[32];
  unsigned t = threadIdx.x, lane = t % warpSize, warp = t / warpSize;
  unsigned i = blockIdx.x * blockDim.x + t;
  float v = i < (unsigned)n ? in[i] : 0.0f;
  for (int d = warpSize / 2; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffffu, v, d);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / warpSize ? partial[lane] : 0.0f;
    for (int d = warpSize / 2; d > 0; d /= 2)
      v += __shfl_down_sync(0xffffffffu, v, d);
    if (lane == 0)
      atomicAdd(out, v);
  }
}
