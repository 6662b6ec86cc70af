// Twin of reduce_tail.cl fixed with sub-group barriers instead of work-group ones: the tail's
// steps read, wait at `sub_group_barrier`, write, and wait again. Every work-item of the group
// runs the tail loop (a sub-group barrier must be reached by the whole sub-group, whatever its
// size: 32 lanes on nvptx64, 64 on amdgcn); only the first 32 read and write, and for h < 32
// those are one warp, whose lanes the sub-group barrier orders.
// expect: none
// run: global 128 local 64
// arg 0 = i32[128] iota
// arg 1 = i32[2] zeros
// arg 2 = local_bytes 256
#ifndef cl_khr_subgroups
void __attribute__((overloadable)) sub_group_barrier(cl_mem_fence_flags flags);
#endif
__kernel void k(__global const int *in, __global int *out, __local volatile int *s) {
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint h = 32; h > 0; h >>= 1) {
    int v = t < h ? s[t + h] : 0;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    if (t < h)
      s[t] += v;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    out[get_group_id(0)] = s[0];
}
