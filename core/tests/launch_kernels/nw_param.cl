// A Needleman-Wunsch wavefront step whose tiles are __local POINTER PARAMETERS (the host sizes
// them: no extent to read) and no reqd_work_group_size: the substitution tile is copied in rows
// of 16 (`subst_tile[r * B + lane]`, r a loop counter), so a group of more than 16 would make
// lane 16 write row r + 1's first cell as lane 0 of that row does.
// expect-local: 16
// expect-why: is used in rows of 64 bytes indexed by `get_local_id(0)` (4 bytes apart), line
#define B 16
__kernel void nw_param(__global const int *subst, __global const int *scores_in, __global int *scores_out,
                       __local int *cells, __local int *subst_tile, int cols, int gap) {
  const int lane = get_local_id(0);
  const int stride = B + 1;
  __global const int *corner = scores_in + get_group_id(0) * B * (cols + 1);
  for (int r = 0; r < B; r++)
    subst_tile[r * B + lane] = subst[(get_group_id(0) * B + r + 1) * cols + lane + 1];
  cells[lane + 1] = corner[lane + 1];
  cells[stride * (lane + 1)] = corner[cols * (lane + 1)];
  if (lane == 0)
    cells[0] = corner[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  const int c = lane + 1;
  for (int wave = 0; wave < 2 * B - 1; wave++) {
    const int r = wave - lane + 1;
    if (r >= 1 && r <= B)
      cells[stride * r + c] = max(cells[stride * (r - 1) + c - 1] + subst_tile[B * (r - 1) + lane],
                                  max(cells[stride * r + c - 1] - gap, cells[stride * (r - 1) + c] - gap));
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int r = 1; r <= B; r++)
    scores_out[(get_group_id(0) * B + r) * cols + c] = cells[stride * r + c];
}
