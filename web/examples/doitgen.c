// doitgen, the multiresolution-analysis kernel of the PolyBench/C benchmark suite (the
// algorithm), written for this project in that suite's style: every length-NP vector
// A[r][q][*] of the NR x NQ x NP array is replaced by its product with the NP x NP matrix W.
// The products go to the temporary acc first, since A[r][q][*] is still being read.
#define NR 3
#define NQ 4
#define NP 5
#pragma scop
for (r = 0; r < NR; r++)
  for (q = 0; q < NQ; q++) {
    for (p = 0; p < NP; p++) {
      acc[p] = 0;
      for (s = 0; s < NP; s++)
        acc[p] = acc[p] + A[r][q][s] * W[s][p];
    }
    for (p = 0; p < NP; p++)
      A[r][q][p] = acc[p];
  }
#pragma endscop
