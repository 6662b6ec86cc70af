// A tree reduction written for any work-group size: get_local_size decides every index.
// expect-local: default
// expect-why: any local size works: the kernel reads `get_local_size(0)`
__kernel void local_size_only(__global const float *in, __global float *sums, __local float *scratch) {
  int l = get_local_id(0);
  int n = get_local_size(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = n / 2; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    sums[get_group_id(0)] = scratch[0];
}
