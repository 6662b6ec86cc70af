// PolyBench/C 4.2 doitgen (multi-resolution analysis kernel), the kernel's #pragma scop part
// as it is. The sizes come from doitgen.h in PolyBench; small ones here.
#define NR 3
#define NQ 4
#define NP 5
#pragma scop
  for (r = 0; r < _PB_NR; r++)
    for (q = 0; q < _PB_NQ; q++)  {
      for (p = 0; p < _PB_NP; p++)  {
	sum[p] = SCALAR_VAL(0.0);
	for (s = 0; s < _PB_NP; s++)
	  sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < _PB_NP; p++)
	A[r][q][p] = sum[p];
    }
#pragma endscop
