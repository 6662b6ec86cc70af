// A 2-D smoothing step in strips: dimension 0 walks rows (each work-item covers STRIP rows by a
// loop), dimension 1 columns; the tile is a __local pointer parameter its host sizes from the
// group ((STRIP + 2) x (get_local_size(1) + 2) floats), and the group's width is read with
// get_local_size(1). Nothing in the kernel says the group's size: the launch is a 2-D guess,
// said as one (not a 1-D default that leaves dimension 1 at 1 and the halo's right column unset).
// expect-local: 16x16
// expect-why: local 16x16: a guess: the kernel reads ids of 2 dimensions
#define STRIP 4
__kernel void strip_stencil(__global const float *in, __global float *out, __local float *tile) {
  int lr = get_local_id(0), lc = get_local_id(1);
  int width = get_local_size(1);
  int row0 = get_group_id(0) * STRIP + lr;
  int col = get_group_id(1) * width + lc;
  int pitch = get_num_groups(1) * width + 2;
  for (int i = 0; i < STRIP + 2; i++)
    tile[(lr + i) * (width + 2) + lc + 1] = in[(row0 + i) * pitch + col + 1];
  if (lc == 0) {
    for (int i = 0; i < STRIP + 2; i++)
      tile[(lr + i) * (width + 2)] = in[(row0 + i) * pitch + col];
  } else if (lc == width - 1) {
    for (int i = 0; i < STRIP + 2; i++)
      tile[(lr + i) * (width + 2) + lc + 2] = in[(row0 + i) * pitch + col + 2];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i <= STRIP; i++) {
    int c = (lr + i) * (width + 2) + lc + 1;
    out[(row0 + i) * pitch + col + 1] = 0.5f * tile[c] + 0.125f * (tile[c - 1] + tile[c + 1] + tile[c - width - 2] + tile[c + width + 2]);
  }
}
