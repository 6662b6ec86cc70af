// gemm, the BLAS-3 update C = alpha * A * B + beta * C (A is NI x NK, B is NK x NJ), one of
// the algorithms of the PolyBench/C benchmark suite, written for this project in that suite's
// style: affine loops, sizes as #defines, the analysed part between the scop pragmas.
// Row i of C is scaled by beta first (S1); then the products A[i][k] * B[k][j] are added with
// j innermost (S2), so each row of B is walked in order. Small sizes: every instance is drawn.
#define NI 6
#define NJ 7
#define NK 5
#pragma scop
for (i = 0; i < NI; i++) {
  for (j = 0; j < NJ; j++)
    C[i][j] = beta * C[i][j];
  for (k = 0; k < NK; k++)
    for (j = 0; j < NJ; j++)
      C[i][j] = C[i][j] + alpha * A[i][k] * B[k][j];
}
#pragma endscop
