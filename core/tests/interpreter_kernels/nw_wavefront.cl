// Needleman-Wunsch, one wavefront step over tiles, written for Reconverge from the algorithm.
// The score matrix is `cols` x `cols` ints, row-major; the region scored starts at row `row0`,
// column `col0` (its north and west borders) and is `extent` cells on a side, cut into
// BLOCK x BLOCK tiles, `tiles_per_row` per row. Work-group g scores the tile in row
// diagonal - 1 - g, column g (tiles on one anti-diagonal are independent). It copies the
// tile's substitution scores and its borders into __local memory; work-item `lane` owns the
// tile's column lane + 1 and, on wave w, scores its row w - lane + 1 when that row is inside
// the tile: the cell's diagonal, left and upper neighbours were all scored on earlier waves,
// and a barrier ends every wave. score = max(diagonal + substitution, left - gap, up - gap).
// run: global 64 local 16
// arg 0 = i32[6561] random(-4, 10) seed 11
// arg 1 = i32[6561] random(-20, 0) seed 12
// arg 2 = i32[6561] zeros
// arg 3 = local_bytes 1156
// arg 4 = local_bytes 1024
// arg 5 = 81
// arg 6 = 10
// arg 7 = 4
// arg 8 = 4
// arg 9 = 64
// arg 10 = 16
// arg 11 = 16
#define BLOCK 16

int best_of(int from_diagonal, int from_left, int from_above) {
  return max(from_diagonal, max(from_left, from_above));
}

// The tiles are __local pointer parameters (no extent to read): the 16-wide groups are declared.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void nw_wavefront(__global int *subst, __global int *scores_in,
                           __global int *scores_out, __local int *cells,
                           __local int *subst_tile, int cols, int gap, int diagonal,
                           int tiles_per_row, int extent, int row0, int col0) {
  const int group = get_group_id(0);
  const int lane = get_local_id(0);
  const int tile_col = group;
  const int tile_row = diagonal - 1 - group;
  if (tile_col >= tiles_per_row || tile_row < 0 || BLOCK * (tile_row + 1) > extent ||
      BLOCK * (tile_col + 1) > extent)
    return;
  const int stride = BLOCK + 1;
  __global int *corner = scores_in + cols * (row0 + BLOCK * tile_row) + col0 + BLOCK * tile_col;
  __global int *corner_out = scores_out + (corner - scores_in);
  __global int *subst_corner = subst + (corner - scores_in);
  for (int r = 0; r < BLOCK; r++)
    subst_tile[r * BLOCK + lane] = subst_corner[cols * (r + 1) + lane + 1];
  cells[lane + 1] = corner[lane + 1];
  cells[stride * (lane + 1)] = corner[cols * (lane + 1)];
  if (lane == 0)
    cells[0] = corner[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  const int c = lane + 1;
  for (int wave = 0; wave < 2 * BLOCK - 1; wave++) {
    const int r = wave - lane + 1;
    if (r >= 1 && r <= BLOCK) {
      cells[stride * r + c] = best_of(cells[stride * (r - 1) + c - 1] + subst_tile[BLOCK * (r - 1) + lane],
                                      cells[stride * r + c - 1] - gap, cells[stride * (r - 1) + c] - gap);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int r = 1; r <= BLOCK; r++)
    corner_out[cols * r + c] = cells[stride * r + c];
}
