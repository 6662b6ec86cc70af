// One level of a level-synchronous breadth-first search, written for Reconverge from the
// algorithm: each work-item owns a vertex; a vertex in the current frontier leaves it and gives
// every neighbour not yet seen the next depth and a place in the next frontier. Vertices are
// structs (an edge range [first, last) into the adjacency array), the frontiers and the seen
// set are chars, and two frontier vertices with a common neighbour write the same depth and
// the same flag to it: a benign same-value race, as in the GPU BFS codes of the literature.
// The inputs draw the frontier and the seen set from one seed: every frontier vertex has been
// seen, so no vertex's depth is written while its owner reads it.
// run: global 64 local 32
// arg 0 = i32[128] [0, 3, 3, 6, 6, 9, 9, 12, 12, 15, 15, 18, 18, 21, 21, 24, 24, 27, 27, 30, 30, 33, 33, 36, 36, 39, 39, 42, 42, 45, 45, 48, 48, 51, 51, 54, 54, 57, 57, 60, 60, 63, 63, 66, 66, 69, 69, 72, 72, 75, 75, 78, 78, 81, 81, 84, 84, 87, 87, 90, 90, 93, 93, 96, 96, 99, 99, 102, 102, 105, 105, 108, 108, 111, 111, 114, 114, 117, 117, 120, 120, 123, 123, 126, 126, 129, 129, 132, 132, 135, 135, 138, 138, 141, 141, 144, 144, 147, 147, 150, 150, 153, 153, 156, 156, 159, 159, 162, 162, 165, 165, 168, 168, 171, 171, 174, 174, 177, 177, 180, 180, 183, 183, 186, 186, 189, 189, 192]
// arg 1 = i32[192] random(0, 63) seed 173
// arg 2 = i8[64] random(0, 1) seed 174
// arg 3 = i8[64] zeros
// arg 4 = i8[64] random(0, 1) seed 174
// arg 5 = i32[64] zeros
// arg 6 = 64
typedef struct {
  int first; // index of the vertex's first edge in `adjacency`
  int last;  // one past its last edge
} Vertex;

__kernel void bfs_frontier(const __global Vertex *vertices, const __global int *adjacency,
                           __global char *frontier, __global char *next_frontier,
                           const __global char *seen, __global int *depth, const int vertex_count) {
  const int v = get_global_id(0);
  if (v >= vertex_count || frontier[v] == 0)
    return;
  frontier[v] = 0;
  const int next_depth = depth[v] + 1;
  const Vertex me = vertices[v];
  for (int e = me.first; e < me.last; ++e) {
    const int w = adjacency[e];
    if (!seen[w]) {
      depth[w] = next_depth;
      next_frontier[w] = 1;
    }
  }
}
