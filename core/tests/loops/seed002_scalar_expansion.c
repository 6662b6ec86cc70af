// Seed 002 §1.2 / §2.6: scalar expansion. The scalar t is written and read in every
// iteration. Loop fission (every S1 first, then every S2) keeps every flow dependence, but the
// live ranges of t now overlap (each write of t falls inside the previous value's range), and
// the reads of different values do not interleave: the seed's rule picks scalar expansion,
// t becomes t_x[i].
// schedule: S1[i] -> [0, i]; S2[i] -> [1, i]
#define N 8
for (i = 0; i < N; i++) {
  S1: t = A[i] + B[i];
  S2: C[i] = t * t;
}
