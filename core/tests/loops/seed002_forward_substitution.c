// Seed 002 §1.2 / §2.6: forward substitution. A compiler temporary (as GCC's PRE makes)
// holds a[i] + b[i] for the whole inner loop. Interchanging the loops (j outer) keeps every
// flow dependence, but the live ranges of t overlap and the reads of different values of t
// interleave: the seed's rule picks forward substitution, the reads of t become a[i] + b[i]
// and S1 disappears.
// schedule: S1[i] -> [0, i, 0]; S2[i, j] -> [1, j, i]
#define N 6
for (i = 0; i < N; i++) {
  S1: t = a[i] + b[i];
  for (j = 0; j < N; j++)
    S2: C[i][j] = t * D[j];
}
