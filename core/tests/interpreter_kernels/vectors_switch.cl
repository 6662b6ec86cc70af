// Vector types (float4, int2), a switch, integer built-ins, chars and shorts.
// run: global 64 local 64
// arg 0 = f32[256] random(-2, 2) seed 61
// arg 1 = f32[64] zeros
// arg 2 = i16[64] zeros
// arg 3 = u8[64] random(0, 255) seed 62
__kernel void vectors_switch(__global const float4 *v, __global float *out, __global short *code, __global const uchar *b) {
  int g = get_global_id(0);
  float4 a = v[g];
  float4 w = (float4)(1.0f, -2.0f, 0.5f, 3.0f);
  float4 p = a * w;
  float d = p.x + p.y + p.z + p.w;
  int2 q = (int2)(g, b[g]);
  int k;
  switch (b[g] % 5) {
    case 0: k = q.x + q.y; break;
    case 1: k = max(q.x, q.y) - min(q.x, q.y); break;
    case 2: k = clamp(q.y, 10, 200); break;
    case 3: k = abs(q.x - q.y) * 3; break;
    default: k = popcount(q.y) + clz(q.y);
  }
  out[g] = d + (float)k;
  code[g] = (short)(k * 100 - 20000);
}
