// Needleman-Wunsch, one wavefront step over tiles: our own Rodinia-style nw step (written for
// this repository from the algorithm, after our e2e/fixtures/nw_kernel1.cl; not Rodinia's code),
// with the full host-side parameter list a tiled step needs. The score matrix is `cols` x `cols`
// ints, row-major; the region scored starts at row `offset_r`, column `offset_c` (its north and
// west borders) and is `worksize` cells on a side, cut into BLOCK x BLOCK tiles, `block_width`
// tiles per row. Work-group bx scores tile (row blk - 1 - bx, column bx) on anti-diagonal `blk`
// of the tiles: it loads the tile's substitution scores (`reference`) and its north/west borders
// (`input_itemsets`) into __local memory, sweeps the tile's anti-diagonals (upper-left triangle,
// then lower-right) with a barrier after each, score = max(diag + ref, left - penalty,
// up - penalty), and writes the tile to `output_itemsets`.
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

int best_of(int diag, int left, int up) {
  int m = diag > left ? diag : left;
  return m > up ? m : up;
}

__kernel void nw_wavefront(__global int *reference, __global int *input_itemsets,
                           __global int *output_itemsets, __local int *input_itemsets_l,
                           __local int *reference_l, int cols, int penalty, int blk,
                           int block_width, int worksize, int offset_r, int offset_c) {
  int bx = get_group_id(0);
  int tx = get_local_id(0);
  int tile_x = bx;
  int tile_y = blk - 1 - bx;
  // The whole group leaves together: the tile is off the diagonal or outside the region.
  if (tile_x >= block_width || tile_y < 0 || BLOCK * (tile_y + 1) > worksize ||
      BLOCK * (tile_x + 1) > worksize)
    return;
  // The tile's north-west border cell.
  int base = cols * (offset_r + BLOCK * tile_y) + offset_c + BLOCK * tile_x;
  const int W = BLOCK + 1;
  for (int ty = 0; ty < BLOCK; ty++)
    reference_l[ty * BLOCK + tx] = reference[base + cols * (ty + 1) + tx + 1];
  if (tx == 0)
    input_itemsets_l[0] = input_itemsets[base];
  input_itemsets_l[(tx + 1) * W] = input_itemsets[base + cols * (tx + 1)];
  input_itemsets_l[tx + 1] = input_itemsets[base + tx + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  // Anti-diagonal m of the upper-left triangle has m + 1 cells: work-item tx scores
  // (row m - tx + 1, column tx + 1) of the bordered tile.
  for (int m = 0; m < BLOCK; m++) {
    if (tx <= m) {
      int x = tx + 1, y = m - tx + 1;
      input_itemsets_l[y * W + x] =
          best_of(input_itemsets_l[(y - 1) * W + x - 1] + reference_l[(y - 1) * BLOCK + x - 1],
                  input_itemsets_l[y * W + x - 1] - penalty,
                  input_itemsets_l[(y - 1) * W + x] - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  // The lower-right triangle: anti-diagonal m has m + 1 cells, ending at the tile's last row.
  for (int m = BLOCK - 2; m >= 0; m--) {
    if (tx <= m) {
      int x = tx + BLOCK - m, y = BLOCK - tx;
      input_itemsets_l[y * W + x] =
          best_of(input_itemsets_l[(y - 1) * W + x - 1] + reference_l[(y - 1) * BLOCK + x - 1],
                  input_itemsets_l[y * W + x - 1] - penalty,
                  input_itemsets_l[(y - 1) * W + x] - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int ty = 0; ty < BLOCK; ty++)
    output_itemsets[base + cols * (ty + 1) + tx + 1] = input_itemsets_l[(ty + 1) * W + tx + 1];
}
