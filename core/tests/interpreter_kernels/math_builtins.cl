// Float math built-ins per work-item, with a branch on the input.
// run: global 128 local 64
// arg 0 = f32[128] random(0.1, 4) seed 41
// arg 1 = f32[128] zeros
// arg 2 = f32[128] zeros
__kernel void math_builtins(__global const float *x, __global float *y, __global float *z) {
  int g = get_global_id(0);
  float v = x[g];
  float r;
  if (v > 2.0f) r = sqrt(v) + exp(-v) * fabs(sin(v));
  else r = log(v) + pow(v, 1.5f) - fmin(v, 1.0f) + floor(v * 3.0f);
  y[g] = r;
  z[g] = fmax(cos(v), 0.25f) * mad(v, 2.0f, 1.0f) + rsqrt(v) + ceil(v) + hypot(v, 1.0f);
}
