// Work-group tree reduction (`width` work-items) written with the AMDGPU builtins,
// so the IR calls llvm.amdgcn.workitem.id.x like HIP code does.
// A divergent `if` guards the load, the loop trip count is uniform, the
// `if (lid < s)` inside the loop is divergent, and only lane 0 writes out.
__kernel void reduce(__global const float *in, __global float *out,
                     __local float *scratch, int n, int width) {
  int lid = __builtin_amdgcn_workitem_id_x();
  int gid = __builtin_amdgcn_workgroup_id_x() * width + lid;
  scratch[lid] = gid < n ? in[gid] : 0.0f;
  __builtin_amdgcn_s_barrier();
  for (int s = width / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    __builtin_amdgcn_s_barrier();
  }
  if (lid == 0)
    out[__builtin_amdgcn_workgroup_id_x()] = scratch[0];
}
