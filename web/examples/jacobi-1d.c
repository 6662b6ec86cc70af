// jacobi-1d, TSTEPS sweeps of the three-point averaging stencil on a line of N cells, one of
// the algorithms of the PolyBench/C benchmark suite, written for this project in that suite's
// style. Each time step goes from u to v and back again, so no sweep reads a cell it has
// already written; the two end cells stay fixed.
#define TSTEPS 4
#define N 10
#pragma scop
for (t = 0; t < TSTEPS; t++) {
  for (i = 1; i < N - 1; i++)
    v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
  for (i = 1; i < N - 1; i++)
    u[i] = (v[i - 1] + v[i] + v[i + 1]) / 3;
}
#pragma endscop
