// stage: comp
// HLSL compute: groupshared reduction with early return and a switch on a constant.
RWStructuredBuffer<float> data : register(u0);
cbuffer Params : register(b0) { uint n; uint mode; };
groupshared float sums[64];
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint li : SV_GroupIndex) {
  float v = tid.x < n ? data[tid.x] : 0.0;
  sums[li] = v;
  GroupMemoryBarrierWithGroupSync();
  for (uint s = 32; s > 0; s >>= 1) {
    if (li < s) sums[li] += sums[li + s];
    GroupMemoryBarrierWithGroupSync();
  }
  if (li != 0) return;
  switch (mode) {
    case 0: data[tid.x / 64] = sums[0]; break;
    case 1: data[tid.x / 64] = sums[0] / 64.0; break;
    default: break;
  }
}
