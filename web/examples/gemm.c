// PolyBench/C 4.2 gemm (C := alpha*A*B + beta*C), the kernel's #pragma scop part as it is.
// The sizes come from gemm.h in PolyBench; small ones here so every instance can be drawn.
#define NI 6
#define NJ 7
#define NK 5
#pragma scop
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NJ; j++)
	C[i][j] *= beta;
    for (k = 0; k < _PB_NK; k++) {
       for (j = 0; j < _PB_NJ; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
#pragma endscop
