// Tree reduction in local memory (one partial sum per work-group).
// run: global 256 local 64
// arg 0 = f32[256] random(0, 1) seed 3
// arg 1 = f32[4] zeros
// arg 2 = local_bytes 256
// arg 3 = 250
__kernel void reduce_sum(__global const float *in, __global float *out, __local float *tmp, int n) {
  int l = get_local_id(0), g = get_global_id(0);
  tmp[l] = g < n ? in[g] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = tmp[0];
}
