// PolyBench/C 4.2 seidel-2d (in-place 9-point stencil), the kernel's #pragma scop part as it is.
// The sizes come from seidel-2d.h in PolyBench; small ones here.
#define TSTEPS 3
#define N 8
#pragma scop
  for (t = 0; t <= _PB_TSTEPS - 1; t++)
    for (i = 1; i<= _PB_N - 2; i++)
      for (j = 1; j <= _PB_N - 2; j++)
	A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1]
		   + A[i][j-1] + A[i][j] + A[i][j+1]
		   + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1])/SCALAR_VAL(9.0);
#pragma endscop
