// Cooperative groups: a tile reduction, block-wide sync through the group object, and a
// grid-wide barrier between two phases.
#include "shim.h"
namespace cg = cooperative_groups;

template <unsigned N>
__device__ float tile_sum(cg::thread_block_tile<N> t, float v) {
  for (unsigned o = N / 2; o > 0; o /= 2)
    v += t.shfl_down(v, o);
  return v;
}

__global__ void coop_sum(const float *in, float *partial, float *result, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float tile_totals[32];
  float v = 0.0f;
  for (unsigned i = grid.thread_rank(); i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  v = tile_sum(tile, v);
  if (tile.thread_rank() == 0)
    tile_totals[tile.meta_group_rank()] = v;
  block.sync();
  if (block.thread_rank() == 0) {
    float s = 0.0f;
    for (unsigned t = 0; t < block.size() / 32; ++t)
      s += tile_totals[t];
    partial[blockIdx.x] = s;
  }
  grid.sync();
  if (grid.thread_rank() == 0) {
    float s = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b)
      s += partial[b];
    *result = s;
  }
}

__global__ void tile_vote(const int *flags, int *out) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  int f = flags[blockIdx.x * blockDim.x + threadIdx.x];
  if (tile.any(f != 0)) {
    lanemask_t b = tile.ballot(f > 1);
    if (tile.thread_rank() == 0)
      out[threadIdx.x / 32] = __popcll(b);
  }
}
