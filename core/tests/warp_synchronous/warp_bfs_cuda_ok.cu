// Twin of warp_bfs_cuda.cu fixed with a `__syncwarp` between the staging copy and its reads.
// expect: none
// run: global 64 local 64
// arg 0 = i32[17] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48]
// arg 1 = i32[48] [1, 3, 5, 2, 4, 6, 3, 5, 7, 4, 6, 8, 5, 7, 9, 6, 8, 10, 7, 9, 11, 8, 10, 12, 9, 11, 13, 10, 12, 14, 11, 13, 15, 12, 14, 0, 13, 15, 1, 14, 0, 2, 15, 1, 3, 0, 2, 4]
// arg 2 = i32[16] [0, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1]
// arg 3 = i32[16] fill(-1)
// arg 4 = i32 0
#include "../cuda_hip/shim.h"
#define W 32    /* lanes that share a chunk of vertices: one warp */
#define CHUNK 8 /* vertices per warp */
extern "C" __global__ void k(const int *row, const int *col, const int *level, int *next, int cur) {
  __shared__ int s_row[2 * (CHUNK + 1)];
  unsigned t = threadIdx.x;
  unsigned lane = t % W, w = t / W;
  int *mine = s_row + w * (CHUNK + 1);
  unsigned base = (blockIdx.x * (blockDim.x / W) + w) * CHUNK;
  for (unsigned i = lane; i < CHUNK + 1; i += W)
    mine[i] = row[base + i];
  __syncwarp(0xffffffffu);
  for (unsigned v = 0; v < CHUNK; v++) {
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
