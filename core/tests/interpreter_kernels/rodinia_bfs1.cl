// Rodinia's OpenCL BFS kernel BFS_1 (Che et al., IISWC 2009; rodinia/opencl/bfs/Kernels.cl),
// as published apart from formatting: struct nodes, char masks, benign same-value races on
// g_cost / g_updating_graph_mask.
// run: global 64 local 32
// arg 0 = i32[128] [0, 3, 3, 3, 6, 3, 9, 3, 12, 3, 15, 3, 18, 3, 21, 3, 24, 3, 27, 3, 30, 3, 33, 3, 36, 3, 39, 3, 42, 3, 45, 3, 48, 3, 51, 3, 54, 3, 57, 3, 60, 3, 63, 3, 66, 3, 69, 3, 72, 3, 75, 3, 78, 3, 81, 3, 84, 3, 87, 3, 90, 3, 93, 3, 96, 3, 99, 3, 102, 3, 105, 3, 108, 3, 111, 3, 114, 3, 117, 3, 120, 3, 123, 3, 126, 3, 129, 3, 132, 3, 135, 3, 138, 3, 141, 3, 144, 3, 147, 3, 150, 3, 153, 3, 156, 3, 159, 3, 162, 3, 165, 3, 168, 3, 171, 3, 174, 3, 177, 3, 180, 3, 183, 3, 186, 3, 189, 3]
// arg 1 = i32[192] random(0, 63) seed 71
// arg 2 = i8[64] random(0, 1) seed 72
// arg 3 = i8[64] zeros
// arg 4 = i8[64] random(0, 1) seed 72
// arg 5 = i32[64] zeros
// arg 6 = 64
typedef struct { int starting; int no_of_edges; } Node;
__kernel void rodinia_bfs1(const __global Node *g_graph_nodes, const __global int *g_graph_edges,
                           __global char *g_graph_mask, __global char *g_updating_graph_mask,
                           __global char *g_graph_visited, __global int *g_cost, const int no_of_nodes) {
  int tid = get_global_id(0);
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = false;
    for (int i = g_graph_nodes[tid].starting; i < (g_graph_nodes[tid].no_of_edges + g_graph_nodes[tid].starting); i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = true;
      }
    }
  }
}
