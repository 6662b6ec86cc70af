#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_vote : require
// Subgroup reductions behind divergent branches and a ballot-driven loop.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { uint v[]; } data;
shared uint partial[64];
void main() {
  uint i = gl_LocalInvocationIndex;
  uint x = data.v[i];
  if ((x & 1u) != 0u) {
    x = subgroupAdd(x);
  } else if (subgroupElect()) {
    x = subgroupBallot(x > 4u).x;
  }
  while (subgroupAny(x > 1u)) {
    if (x > 1u) x = (x & 1u) != 0u ? 3u * x + 1u : x / 2u;
  }
  partial[i] = x;
  barrier();
  if (i == 0u) {
    uint s = 0u;
    for (uint k = 0u; k < 64u; ++k) s += partial[k];
    data.v[0] = s;
  }
}
