// Tiled matrix multiply C = A x B with 8x8 __local tiles (2D NDRange, barriers in a loop).
// run: global 16,16 local 8,8
// arg 0 = f32[256] random(-1, 1) seed 21
// arg 1 = f32[256] random(-1, 1) seed 22
// arg 2 = f32[256] zeros
// arg 3 = 16
#define T 8
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C, int n) {
  __local float As[T][T];
  __local float Bs[T][T];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col = get_global_id(0), row = get_global_id(1);
  float acc = 0.0f;
  for (int t = 0; t < n / T; ++t) {
    As[ty][tx] = A[row * n + t * T + tx];
    Bs[ty][tx] = B[(t * T + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
