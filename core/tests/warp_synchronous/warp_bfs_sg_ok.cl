// Twin of warp_bfs.cl fixed with a sub-group barrier between the staging copy and its reads
// (a chunk's 32 lanes are inside one sub-group at either size: 32 on nvptx64, 64 on amdgcn).
// expect: none
// run: global 64 local 64
// arg 0 = i32[17] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]
// arg 1 = i32[48] [1, 3, 5, 2, 4, 6, 3, 5, 7, 4, 6, 8, 5, 7, 9, 6, 8, 10, 7, 9, 11, 8, 10, 12, 9, 11, 13, 10, 12, 14, 11, 13, 15, 12, 14, 0, 13, 15, 1, 14, 0, 2, 15, 1, 3, 0, 2, 4]
// arg 2 = i32[16] [0, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1]
// arg 3 = i32[16] fill(-1)
// arg 4 = i32 0
// arg 5 = local_bytes 128
#ifndef cl_khr_subgroups
void __attribute__((overloadable)) sub_group_barrier(cl_mem_fence_flags flags);
#endif
#define W 32     /* lanes that share a chunk of vertices: one warp */
#define CHUNK 8  /* vertices per warp */
__kernel void k(__global const int *row, __global const int *col, __global const int *level,
                __global int *next, int cur, __local int *s_row) {
  uint t = get_local_id(0);
  uint lane = t % W, w = t / W;
  __local int *mine = s_row + w * (CHUNK + 1);
  uint base = (get_group_id(0) * (get_local_size(0) / W) + w) * CHUNK;
  /* The lanes of the warp stage the chunk's CSR row starts in local memory. */
  for (uint i = lane; i < CHUNK + 1; i += W)
    mine[i] = row[base + i];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  /* Warp-centric expansion: every lane walks every vertex of the chunk, a stride of its edges each. */
  for (uint v = 0; v < CHUNK; v++) {
    if (level[base + v] == cur) {
      int start = mine[v], end = mine[v + 1];
      for (int e = start + (int)lane; e < end; e += W) {
        int n = col[e];
        if (level[n] < 0)
          next[n] = cur + 1;
      }
    }
  }
}
