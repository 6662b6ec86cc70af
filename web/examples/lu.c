// lu, LU decomposition without pivoting of an N x N matrix in place (A = L * U, L unit lower
// triangular below the diagonal, U upper triangular on and above it), one of the algorithms
// of the PolyBench/C benchmark suite, written for this project in that suite's style.
// Row by row (Doolittle): row i's L part (j < i) subtracts the earlier columns' products and
// divides by U's diagonal (S1, S2); its U part (j >= i) subtracts the products only (S3).
#define N 8
#pragma scop
for (i = 0; i < N; i++) {
  for (j = 0; j < i; j++) {
    for (k = 0; k < j; k++)
      A[i][j] = A[i][j] - A[i][k] * A[k][j];
    A[i][j] = A[i][j] / A[j][j];
  }
  for (j = i; j < N; j++)
    for (k = 0; k < i; k++)
      A[i][j] = A[i][j] - A[i][k] * A[k][j];
}
#pragma endscop
