// Matrix transpose through a padded __local tile (2D NDRange).
// run: global 32,32 local 16,16
// arg 0 = f32[1024] random(-100, 100) seed 31
// arg 1 = f32[1024] zeros
// arg 2 = 32
__kernel void transpose_local(__global const float *in, __global float *out, int n) {
  __local float tile[16][17];
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  tile[ly][lx] = in[y * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * 16 + lx, oy = get_group_id(0) * 16 + ly;
  out[oy * n + ox] = tile[lx][ly];
}
