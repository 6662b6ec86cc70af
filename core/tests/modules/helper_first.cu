// A device helper defined before the kernel (CUDA, clang-19 NVPTX: the kernel is marked
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __noinline__ __attribute__((noinline))
struct uint3 { unsigned x, y, z; };
extern const __device__ uint3 threadIdx, blockIdx, blockDim;
// in !nvvm.annotations, not by a calling convention).
__device__ __noinline__ int clamp_index(int i, int n) {
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__global__ void blur(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    for (int d = -1; d <= 1; d++)
        s += in[clamp_index(i + d, n)];
    if (i < n)
        out[i] = s / 3.0f;
}
