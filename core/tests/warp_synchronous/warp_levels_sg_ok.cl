// Twin of warp_levels.cl fixed with a sub-group barrier after each vertex (the group is one
// warp of 32 lanes, inside one sub-group at either size).
// expect: none
// run: global 32 local 32
// arg 0 = i32[17] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]
// arg 1 = i32[48] [1, 3, 5, 2, 4, 6, 3, 5, 7, 4, 6, 8, 5, 7, 9, 6, 8, 10, 7, 9, 11, 8, 10, 12, 9, 11, 13, 10, 12, 14, 11, 13, 15, 12, 14, 0, 13, 15, 1, 14, 0, 2, 15, 1, 3, 0, 2, 4]
// arg 2 = i32[16] [0, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
// arg 3 = i32 0
#ifndef cl_khr_subgroups
void __attribute__((overloadable)) sub_group_barrier(cl_mem_fence_flags flags);
#endif
#define NV 16 /* vertices */
#define W 32  /* lanes of the warp */
__kernel void k(__global const int *row, __global const int *col, __global int *level, int cur) {
  int lane = get_local_id(0);
  /* Warp-centric: the whole warp walks the vertices; the lanes split each one's edges. */
  for (int v = 0; v < NV; v++) {
    if (level[v] == cur) {
      for (int e = row[v] + lane; e < row[v + 1]; e += W) {
        int n = col[e];
        if (level[n] < 0) /* another lane may have marked n for an earlier vertex */
          level[n] = cur + 1;
      }
    }
    sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
