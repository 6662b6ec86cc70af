// PolyBench/C 4.2 jacobi-1d (two-array stencil), the kernel's #pragma scop part as it is.
// The sizes come from jacobi-1d.h in PolyBench; small ones here.
#define TSTEPS 4
#define N 10
#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++)
    {
      for (i = 1; i < _PB_N - 1; i++)
	B[i] = 0.33333 * (A[i-1] + A[i] + A[i + 1]);
      for (i = 1; i < _PB_N - 1; i++)
	A[i] = 0.33333 * (B[i-1] + B[i] + B[i + 1]);
    }
#pragma endscop
