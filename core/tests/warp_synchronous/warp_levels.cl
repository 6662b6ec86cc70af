// Warp-centric BFS step marking levels in place: a lane tests a neighbour's level that another
// lane of the warp marked for an earlier vertex, with no barrier between the vertices. In
// lock-step that mark always comes first; lane by lane it need not, and the lanes take other
// paths (the levels end the same: the evidence is the paths).
// expect: warp-synchronous
// run: global 32 local 32
// arg 0 = i32[17] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]
// arg 1 = i32[48] [1, 3, 5, 2, 4, 6, 3, 5, 7, 4, 6, 8, 5, 7, 9, 6, 8, 10, 7, 9, 11, 8, 10, 12, 9, 11, 13, 10, 12, 14, 11, 13, 15, 12, 14, 0, 13, 15, 1, 14, 0, 2, 15, 1, 3, 0, 2, 4]
// arg 2 = i32[16] [0, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
// arg 3 = i32 0
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
  }
}
