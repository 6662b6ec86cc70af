// One BFS level on a CSR graph (ring plus chords): frontier nodes mark unvisited neighbours.
// Several work-items may write the same value to the same place (benign, as in Rodinia BFS).
// run: global 64 local 32
// arg 0 = i32[65] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126, 129, 132, 135, 138, 141, 144, 147, 150, 153, 156, 159, 162, 165, 168, 171, 174, 177, 180, 183, 186, 189, 192]
// arg 1 = i32[192] random(0, 63) seed 4
// arg 2 = i32[64] random(0, 1) seed 8
// arg 3 = i32[64] zeros
// arg 4 = i32[64] random(-1, 0) seed 2
// arg 5 = i32[1] zeros
// arg 6 = 64
__kernel void bfs_step(__global const int *rows, __global const int *cols, __global const int *frontier,
                       __global int *next, __global int *cost, __global int *changed, int n) {
  int v = get_global_id(0);
  if (v >= n || !frontier[v]) return;
  int c = cost[v] < 0 ? 0 : cost[v];
  for (int e = rows[v]; e < rows[v + 1]; ++e) {
    int u = cols[e];
    if (cost[u] < 0) {
      next[u] = 1;
      *changed = 1;
    }
  }
}
