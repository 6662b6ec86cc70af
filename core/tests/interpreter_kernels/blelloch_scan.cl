// Work-efficient exclusive scan (up-sweep / down-sweep) of GPU Gems 3, ch. 39 (Harris, Sengupta,
// Owens), Example 39-2, as published apart from OpenCL spelling: one work-group of n/2 items.
// run: global 64 local 64
// arg 0 = i32[128] random(0, 20) seed 81
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 512
// arg 3 = 128
__kernel void blelloch_scan(__global const int *g_idata, __global int *g_odata, __local int *temp, int n) {
  int thid = get_local_id(0);
  int offset = 1;
  temp[2 * thid] = g_idata[2 * thid];
  temp[2 * thid + 1] = g_idata[2 * thid + 1];
  for (int d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0) { temp[n - 1] = 0; }
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  g_odata[2 * thid] = temp[2 * thid];
  g_odata[2 * thid + 1] = temp[2 * thid + 1];
}
