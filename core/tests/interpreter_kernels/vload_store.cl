// vloadN/vstoreN (N = 2, 3, 4, 8) and the half variants (vload_half, vload_halfN, vloada_half,
// vstore_half with each rounding mode), on an element-aligned offset.
// pocl-options: -cl-std=CL1.2
// run: global 32 local 16
// arg 0 = f32[160] random(-100, 100) seed 11
// arg 1 = f32[192] zeros
// arg 2 = u16[160] random(0, 30000) seed 5
// arg 3 = u16[320] zeros
// arg 4 = i32[128] zeros
__kernel void vload_store(__global const float *in, __global float *out, __global const ushort *hin,
                          __global ushort *hout, __global int *iout) {
  size_t i = get_global_id(0);
  float4 a = vload4(i, in + 1);
  float3 b = vload3(i, in);
  float2 c = vload2(i, in + 3);
  vstore4(a * 2.0f + (float4)(b, 1.0f), i, out);
  vstore2(c, i, out + 128);
  __global const half *h = (__global const half *)hin;
  __global half *ho = (__global half *)hout;
  float x = vload_half(i, h);
  float4 y = vload_half4(i, h + 1);
  float3 z = vloada_half3(i, h);
  vstore_half(x * 3.0f, i, ho);
  vstore_half_rtz(x / 3.0f, i, ho + 32);
  vstore_half_rtp(x / 3.0f, i, ho + 64);
  vstore_half_rtn(-x / 3.0f, i, ho + 96);
  vstore_half4(y + 0.1f, i, ho + 128);
  vstorea_half2((float2)(z.x, z.z), i, ho + 256);
  int8 v = vload8(i & 7, (__global const int *)in);
  vstore8(v ^ (int8)(1), i & 7, iout);
  iout[64 + i] = (int)(z.y * 4.0f);
}
