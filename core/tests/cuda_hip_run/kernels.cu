// Kernels the interpreter runs (tests/cuda_hip_run.rs): each is compiled device-only by
// clang-19 as CUDA (sm_90) and HIP (gfx90a) at -O0 and -O2 on our SDK stand-in
// `../cuda_hip/shim.h`, run, and its buffers checked against a host reference.
#include "../cuda_hip/shim.h"

// A work-group sum: a `__shared__` tile halved with `__syncthreads` between steps.
__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float tile[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  tile[t] = i < (unsigned)n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      tile[t] += tile[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = tile[0];
}

// A warp sum by shuffles (down by 16, 8, … on a 32-lane warp; 32, … on a wave64), lane 0
// writing its warp's total.
__global__ void warp_sum(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int d = warpSize / 2; d > 0; d /= 2)
    v += __shfl_down_sync(~(lanemask_t)0, v, d);
  if (r_lane() == 0)
    out[i / warpSize] = v;
}

// Per-warp stream compaction: the ballot of a predicate, each kept value's slot the number of
// kept lanes below it, the warp's count in `counts`.
__global__ void ballot_compact(const int *in, int *out, int *counts) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int keep = v % 3 == 0;
  lanemask_t b = __ballot_sync(~(lanemask_t)0, keep);
  unsigned lane = r_lane();
  lanemask_t below = lane == 0 ? 0 : (b << (warpSize - lane));
  unsigned w = i / warpSize;
  if (keep)
    out[w * warpSize + __popcll(below)] = v;
  if (lane == 0)
    counts[w] = __popcll(b);
}

// A `__constant__` table lookup.
__constant__ int squares[16] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225};
__global__ void table_lookup(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = squares[in[i] & 15] + i;
}

// A device-global counter: every positive input takes a ticket with `atomicAdd`.
__device__ int tickets;
__global__ void take_tickets(const int *in, int *slots) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i] > 0) {
    int t = atomicAdd(&tickets, 1);
    slots[t] = i;
  }
}

// A 5-point stencil over a 2-D grid of 2-D blocks (blockIdx.y, threadIdx.y).
__global__ void stencil5(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float c = in[y * w + x];
  float l = x > 0 ? in[y * w + x - 1] : c;
  float r = x + 1 < w ? in[y * w + x + 1] : c;
  float u = y > 0 ? in[(y - 1) * w + x] : c;
  float d = y + 1 < h ? in[(y + 1) * w + x] : c;
  out[y * w + x] = 0.5f * c + 0.125f * (l + r + u + d);
}

// Votes after a divergent branch: the odd lanes' active mask, and `__any`/`__all` in a loop
// that runs while any lane of the warp has work.
__global__ void divergent_votes(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int r;
  if (v & 1)
    r = __popcll(__activemask());
  else
    r = -__popcll(__ballot_sync(__activemask(), 1));
  int rounds = 0;
  while (__any_sync(~(lanemask_t)0, rounds < v))
    ++rounds;
  out[i] = r * 1000 + rounds + (__all_sync(~(lanemask_t)0, v >= 0) ? 500 : 0);
}

#if defined(__HIP__)
// AMDGPU's lane moves: lane 0's value to all (`readfirstlane`), lane 5's (`readlane`), and a
// rotation by one (`ds_permute` writes to lane + 1; `ds_bpermute` reads lane − 1).
__global__ void lane_moves(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = r_lane();
  int v = in[i];
  int first = __builtin_amdgcn_readfirstlane(v);
  int fifth = __builtin_amdgcn_readlane(v, 5);
  int pushed = __builtin_amdgcn_ds_permute((int)(((lane + 1) % 64) << 2), v);
  int pulled = __builtin_amdgcn_ds_bpermute((int)(((lane + 63) % 64) << 2), v);
  out[4 * i] = first;
  out[4 * i + 1] = fifth;
  out[4 * i + 2] = pushed;
  out[4 * i + 3] = pulled;
}
#else
// PTX's shuffle modes (up, xor, idx within segments of 8), `match.any`/`match.all`, and
// `__syncwarp` after a divergent branch.
__global__ void lane_moves(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int up = __nvvm_shfl_sync_up_i32(0xffffffffu, v, 3, 0);
  int x = __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, 5, 0x1f);
  int seg = __nvvm_shfl_sync_idx_i32(0xffffffffu, v, 2, (24 << 8) | 0x1f);
  unsigned same = __nvvm_match_any_sync_i32(0xffffffffu, v & 3);
  int all;
  unsigned m = __nvvm_match_all_sync_i32p(0xffffffffu, v >> 8, &all);
  if (v & 1)
    v += 1;
  __syncwarp(0xffffffffu);
  out[4 * i] = up;
  out[4 * i + 1] = x;
  out[4 * i + 2] = seg;
  out[4 * i + 3] = (int)(same ^ m) + all + v;
}

// `__syncthreads_count`, `_and`, `_or` (PTX `bar.red`) over a work-group.
__global__ void block_votes(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int count = __nvvm_bar0_popc(v > 4);
  int all = __nvvm_bar0_and(v >= 0);
  int any = __nvvm_bar0_or(v > 11);
  out[i] = count * 100 + all * 10 + any;
}
#endif
