// Twin of warp_scan.cl fixed with sub-group barriers: each step reads, waits at
// `sub_group_barrier`, then writes, and waits again. A 32-element segment lies inside one
// sub-group at either size (32 lanes on nvptx64, 64 on amdgcn).
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 256
#ifndef cl_khr_subgroups
void __attribute__((overloadable)) sub_group_barrier(cl_mem_fence_flags flags);
#endif
__kernel void k(__global const int *in, __global int *out, __local volatile int *s) {
  uint t = get_local_id(0);
  uint lane = t & 31;
  s[t] = in[get_global_id(0)];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  for (uint d = 1; d < 32; d <<= 1) {
    int v = lane >= d ? s[t - d] : 0;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    s[t] += v;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[t];
}
