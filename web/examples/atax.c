// PolyBench/C 4.2 atax (y = A^T (A x)), the kernel's #pragma scop part as it is.
// The sizes come from atax.h in PolyBench; small ones here.
#define M 6
#define N 8
#pragma scop
  for (i = 0; i < _PB_N; i++)
    y[i] = 0;
  for (i = 0; i < _PB_M; i++)
    {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++)
	tmp[i] = tmp[i] + A[i][j] * x[j];
      for (j = 0; j < _PB_N; j++)
	y[j] = y[j] + A[i][j] * tmp[i];
    }
#pragma endscop
