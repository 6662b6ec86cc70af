// Seed 002 §2: live ranges admit more transformations. The scalar t carries anti and output
// dependences between all iterations, so a classic analysis forbids interchanging i and j.
// Every value of t is read in the iteration that writes it, so after the interchange the
// live ranges still do not overlap: the transformation is legal as it is.
// schedule: S1[i, j] -> [0, j, 0, i, 0]; S2[i, j] -> [0, j, 0, i, 1]
#define N 6
for (i = 0; i < N; i++)
  for (j = 0; j < N; j++) {
    S1: t = A[i][j];
    S2: B[j][i] = t + 1;
  }
