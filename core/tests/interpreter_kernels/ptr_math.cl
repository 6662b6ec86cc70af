// Math built-ins with a pointer output (fract, modf, sincos, frexp, remquo, lgamma_r) on
// private and global pointers, scalar and float4, and rhadd on int, uint and char4.
// pocl-options: -cl-std=CL1.2
// run: global 64 local 32
// arg 0 = f32[64] random(-20, 20) seed 9
// arg 1 = f32[640] zeros
// arg 2 = i32[320] zeros
__kernel void ptr_math(__global const float *in, __global float *out, __global int *iout) {
  int i = get_global_id(0);
  float x = in[i];
  float ip;
  out[i] = fract(x, &ip);
  out[64 + i] = ip;
  out[128 + i] = modf(x, out + 192 + i);
  float c;
  out[256 + i] = sincos(x, &c);
  out[320 + i] = c;
  int e;
  out[384 + i] = frexp(x, &e);
  iout[i] = e;
  int q;
  out[448 + i] = remquo(x, 2.75f, &q);
  iout[64 + i] = q;
  int s;
  out[512 + i] = lgamma_r(x * 0.37f + 0.5f, &s);
  iout[128 + i] = s;
  float4 v = (float4)(x, -x, x * 0.5f, x + 0.25f);
  float4 iv;
  float4 fv = fract(v, &iv);
  out[576 + i] = fv.x + fv.y * 2.0f + fv.z * 4.0f + fv.w * 8.0f + iv.y;
  iout[192 + i] = rhadd(i * 7919 - 200000, -i * 104729);
  iout[256 + i] = (int)rhadd((uint)i * 4000000000u, 4000000001u);
  char4 a = (char4)(i, -i, 127, -128);
  char4 r = rhadd(a, (char4)(3, 5, 127, -128));
  iout[i] = iout[i] * 1000 + r.x + r.y + r.z + r.w;
}
