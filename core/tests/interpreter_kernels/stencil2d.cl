// 5-point Jacobi stencil on a 2D grid with clamped borders (2D NDRange).
// run: global 32,16 local 8,8
// arg 0 = f32[512] random(-1, 1) seed 11
// arg 1 = f32[512] zeros
// arg 2 = 32
// arg 3 = 16
__kernel void stencil2d(__global const float *a, __global float *b, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h) return;
  float c = a[y * w + x];
  float l = x > 0 ? a[y * w + x - 1] : c;
  float r = x < w - 1 ? a[y * w + x + 1] : c;
  float u = y > 0 ? a[(y - 1) * w + x] : c;
  float d = y < h - 1 ? a[(y + 1) * w + x] : c;
  b[y * w + x] = 0.5f * c + 0.125f * (l + r + u + d);
}
