// stage: frag
// HLSL pixel shader: loop with break, clip (discard), early return.
Texture2D tex : register(t0);
SamplerState smp : register(s0);
cbuffer C : register(b0) { int count; float4 tint; };
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  float4 acc = 0;
  [loop] for (int i = 0; i < count; ++i) {
    float4 s = tex.Sample(smp, uv + float2(i, 0) * 0.01);
    if (s.a == 0) continue;
    acc += s;
    if (acc.a >= 1) break;
  }
  clip(acc.a - 0.001);
  if (acc.r > 0.9) return tint;
  return acc * tint;
}
