// One 16 x 16 tile of a Needleman-Wunsch score matrix, filled by anti-diagonals (a wavefront:
// work-item tx scores row tx + 1), with the tile and its border in __local memory.
// expect-local: 16
// expect-why: local 16: `@nw_like.t` is `[17 x [17 x i32]]` indexed by `get_local_id(0)`, line
#define B 16
__kernel void nw_like(__global const int *sim, __global int *score, int cols, int penalty) {
  __local int t[B + 1][B + 1];
  int tx = get_local_id(0);
  int base = get_group_id(0) * B * cols + get_group_id(0) * B;
  if (tx == 0)
    t[0][0] = score[base];
  t[tx + 1][0] = score[base + (tx + 1) * cols];
  t[0][tx + 1] = score[base + tx + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int m = 0; m < 2 * B - 1; m++) {
    int x = m - tx;
    if (x >= 0 && x < B) {
      int y = tx;
      int d = t[y][x] + sim[base + (y + 1) * cols + x + 1];
      int l = t[y + 1][x] - penalty;
      int u = t[y][x + 1] - penalty;
      t[y + 1][x + 1] = max(d, max(l, u));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int x = 0; x < B; x++)
    score[base + (tx + 1) * cols + x + 1] = t[tx + 1][x + 1];
}
