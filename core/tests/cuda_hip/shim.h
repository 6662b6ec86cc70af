// Reconverge's stand-in for the CUDA and HIP SDK headers: just enough of the device API
// (thread indices, barriers, warp shuffles and votes, atomics, `__ldg`, a small
// cooperative-groups namespace) for the kernels of this corpus, written on clang's
// builtins. Compiled device-only by clang-19 as CUDA (sm_90, NVPTX builtins) or HIP
// (gfx90a, AMDGPU builtins); `__HIP__` selects the HIP half.
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define RDEV static __device__ __forceinline__

#if defined(__HIP__)
RDEV unsigned r_tid(int d) { return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z(); }
RDEV unsigned r_ctaid(int d) { return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y() : __builtin_amdgcn_workgroup_id_z(); }
RDEV unsigned r_ntid(int d) { return d == 0 ? __builtin_amdgcn_workgroup_size_x() : d == 1 ? __builtin_amdgcn_workgroup_size_y() : __builtin_amdgcn_workgroup_size_z(); }
RDEV unsigned r_nctaid(int d) { return (d == 0 ? __builtin_amdgcn_grid_size_x() : d == 1 ? __builtin_amdgcn_grid_size_y() : __builtin_amdgcn_grid_size_z()) / r_ntid(d); }
#define warpSize 64
typedef unsigned long long lanemask_t;
RDEV void __syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
RDEV void __threadfence(void) { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }
RDEV unsigned r_lane(void) { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
RDEV int __shfl_sync(lanemask_t, int v, int src) { return __builtin_amdgcn_ds_bpermute(src << 2, v); }
RDEV int __shfl_down_sync(lanemask_t, int v, unsigned d) { unsigned l = r_lane(); return __builtin_amdgcn_ds_bpermute((int)((l + d < 64 ? l + d : l) << 2), v); }
RDEV int __shfl_xor_sync(lanemask_t, int v, int m) { return __builtin_amdgcn_ds_bpermute((int)((r_lane() ^ m) << 2), v); }
RDEV float __shfl_down_sync(lanemask_t m, float v, unsigned d) { return __builtin_bit_cast(float, __shfl_down_sync(m, __builtin_bit_cast(int, v), d)); }
RDEV lanemask_t __ballot_sync(lanemask_t, int p) { return __builtin_amdgcn_ballot_w64(p != 0); }
RDEV lanemask_t __activemask(void) { return __builtin_amdgcn_ballot_w64(1); }
RDEV int __any_sync(lanemask_t m, int p) { return __ballot_sync(m, p) != 0; }
RDEV int __all_sync(lanemask_t m, int p) { return __ballot_sync(m, p) == __activemask(); }
RDEV int __popcll(lanemask_t m) { return __builtin_popcountll(m); }
RDEV int r_first_lane(int v) { return __builtin_amdgcn_readfirstlane(v); }
RDEV float __ldg(const float *p) { return *p; }
RDEV unsigned atomicInc(unsigned *p, unsigned v) { return __hip_atomic_fetch_add(p, 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); }
#else
RDEV unsigned r_tid(int d) { return d == 0 ? __nvvm_read_ptx_sreg_tid_x() : d == 1 ? __nvvm_read_ptx_sreg_tid_y() : __nvvm_read_ptx_sreg_tid_z(); }
RDEV unsigned r_ctaid(int d) { return d == 0 ? __nvvm_read_ptx_sreg_ctaid_x() : d == 1 ? __nvvm_read_ptx_sreg_ctaid_y() : __nvvm_read_ptx_sreg_ctaid_z(); }
RDEV unsigned r_ntid(int d) { return d == 0 ? __nvvm_read_ptx_sreg_ntid_x() : d == 1 ? __nvvm_read_ptx_sreg_ntid_y() : __nvvm_read_ptx_sreg_ntid_z(); }
RDEV unsigned r_nctaid(int d) { return d == 0 ? __nvvm_read_ptx_sreg_nctaid_x() : d == 1 ? __nvvm_read_ptx_sreg_nctaid_y() : __nvvm_read_ptx_sreg_nctaid_z(); }
#define warpSize 32
typedef unsigned lanemask_t;
RDEV void __threadfence(void) { __nvvm_membar_gl(); }
RDEV unsigned r_lane(void) { return __nvvm_read_ptx_sreg_laneid(); }
RDEV int __shfl_sync(lanemask_t m, int v, int src) { return __nvvm_shfl_sync_idx_i32(m, v, src, 0x1f); }
RDEV int __shfl_down_sync(lanemask_t m, int v, unsigned d) { return __nvvm_shfl_sync_down_i32(m, v, d, 0x1f); }
RDEV int __shfl_xor_sync(lanemask_t m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }
RDEV float __shfl_down_sync(lanemask_t m, float v, unsigned d) { return __nvvm_shfl_sync_down_f32(m, v, d, 0x1f); }
RDEV lanemask_t __ballot_sync(lanemask_t m, int p) { return __nvvm_vote_ballot_sync(m, p != 0); }
RDEV lanemask_t __activemask(void) { unsigned r; asm volatile("activemask.b32 %0;" : "=r"(r)); return r; }
RDEV int __any_sync(lanemask_t m, int p) { return __nvvm_vote_any_sync(m, p != 0); }
RDEV int __all_sync(lanemask_t m, int p) { return __nvvm_vote_all_sync(m, p != 0); }
RDEV int __popcll(lanemask_t m) { return __builtin_popcount(m); }
RDEV int r_first_lane(int v) { return __shfl_sync(0xffffffffu, v, 0); }
RDEV void __syncwarp(lanemask_t m) { __nvvm_bar_warp_sync(m); }
RDEV float __ldg(const float *p) { return __nvvm_ldg_f(p); }
RDEV unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
#endif

RDEV int atomicAdd(int *p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
RDEV float atomicAdd(float *p, float v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
RDEV int atomicCAS(int *p, int e, int d) { __atomic_compare_exchange_n(p, &e, d, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); return e; }
RDEV int atomicMax(int *p, int v) { return __atomic_fetch_max(p, v, __ATOMIC_RELAXED); }

// threadIdx.x and friends, as the SDK spells them: a property read calls one builtin.
#define R_DIM3(NAME, FN)                                                         \
  struct r_##NAME {                                                              \
    __declspec(property(get = gx)) unsigned x;                                   \
    __declspec(property(get = gy)) unsigned y;                                   \
    __declspec(property(get = gz)) unsigned z;                                   \
    static __device__ __forceinline__ unsigned gx() { return FN(0); }            \
    static __device__ __forceinline__ unsigned gy() { return FN(1); }            \
    static __device__ __forceinline__ unsigned gz() { return FN(2); }            \
  };                                                                             \
  extern const __device__ r_##NAME NAME;
R_DIM3(threadIdx, r_tid)
R_DIM3(blockIdx, r_ctaid)
R_DIM3(blockDim, r_ntid)
R_DIM3(gridDim, r_nctaid)

// A cooperative-groups subset: block and tile groups are inline; the grid-wide barrier is a
// call of an external device function, as the runtime library provides it.
extern "C" __device__ void r_grid_sync(void);
namespace cooperative_groups {
struct thread_block {
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned thread_rank() const { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }
  __device__ unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
};
template <unsigned N> struct thread_block_tile {
  __device__ unsigned thread_rank() const { return r_lane() % N; }
  __device__ unsigned meta_group_rank() const { return threadIdx.x / N; }
  __device__ int shfl_down(int v, unsigned d) const { return __shfl_down_sync(~(lanemask_t)0, v, d); }
  __device__ float shfl_down(float v, unsigned d) const { return __shfl_down_sync(~(lanemask_t)0, v, d); }
  __device__ lanemask_t ballot(int p) const { return __ballot_sync(~(lanemask_t)0, p); }
  __device__ int any(int p) const { return __any_sync(~(lanemask_t)0, p); }
};
struct grid_group {
  __device__ void sync() const { r_grid_sync(); }
  __device__ unsigned thread_rank() const { return blockIdx.x * blockDim.x + threadIdx.x; }
};
__device__ __forceinline__ thread_block this_thread_block() { return thread_block(); }
__device__ __forceinline__ grid_group this_grid() { return grid_group(); }
template <unsigned N> __device__ __forceinline__ thread_block_tile<N> tiled_partition(thread_block) { return thread_block_tile<N>(); }
} // namespace cooperative_groups
