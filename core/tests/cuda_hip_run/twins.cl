// OpenCL C twins of kernels in kernels.cu, run on POCL as a second oracle
// (tests/cuda_hip_run.rs): the same arithmetic, written with OpenCL's work-item functions.

kernel void block_sum(global const float *in, global float *out, int n) {
  local float tile[256];
  uint t = get_local_id(0);
  uint i = get_group_id(0) * get_local_size(0) + t;
  tile[t] = i < (uint)n ? in[i] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (t < s)
      tile[t] += tile[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    out[get_group_id(0)] = tile[0];
}

constant int squares[16] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225};
kernel void table_lookup(global const int *in, global int *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = squares[in[i] & 15] + i;
}

kernel void stencil5(global const float *in, global float *out, int w, int h) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  float c = in[y * w + x];
  float l = x > 0 ? in[y * w + x - 1] : c;
  float r = x + 1 < w ? in[y * w + x + 1] : c;
  float u = y > 0 ? in[(y - 1) * w + x] : c;
  float d = y + 1 < h ? in[(y + 1) * w + x] : c;
  out[y * w + x] = 0.5f * c + 0.125f * (l + r + u + d);
}
