// atax, y = transpose(A) * (A * x) for an M x N matrix A, one of the algorithms of the
// PolyBench/C benchmark suite, written for this project in that suite's style. Each row i of
// A is used twice while it is at hand: its dot product with x gives ax[i], then ax[i] times
// the row is added into y. Small sizes so every instance can be drawn.
#define M 6
#define N 8
#pragma scop
for (j = 0; j < N; j++)
  y[j] = 0;
for (i = 0; i < M; i++) {
  ax[i] = 0;
  for (j = 0; j < N; j++)
    ax[i] = ax[i] + A[i][j] * x[j];
  for (j = 0; j < N; j++)
    y[j] = y[j] + ax[i] * A[i][j];
}
#pragma endscop
