// seidel-2d, TSTEPS Gauss-Seidel sweeps of the nine-point averaging stencil over the interior
// of an N x N grid, one of the algorithms of the PolyBench/C benchmark suite, written for this
// project in that suite's style. The update is in place: a cell reads its north and west
// neighbours already updated in this sweep and the others from the previous one, which is
// what makes interchanging the loops illegal.
#define TSTEPS 3
#define N 8
#pragma scop
for (t = 0; t < TSTEPS; t++)
  for (i = 1; i < N - 1; i++)
    for (j = 1; j < N - 1; j++)
      G[i][j] = (G[i - 1][j - 1] + G[i - 1][j] + G[i - 1][j + 1]
                 + G[i][j - 1] + G[i][j] + G[i][j + 1]
                 + G[i + 1][j - 1] + G[i + 1][j] + G[i + 1][j + 1]) / 9;
#pragma endscop
