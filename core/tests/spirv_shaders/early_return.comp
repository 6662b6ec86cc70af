#version 450
// Early returns at the borders and in a loop: spirv-opt -O wraps the body in a
// single-case switch to make them structured.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { float v[]; } data;
layout(push_constant) uniform P { uint n; uint iters; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= pc.n) return;
  float x = data.v[i];
  for (uint k = 0; k < pc.iters; ++k) {
    if (x > 100.0) return;
    x = x * 1.5 + 1.0;
  }
  data.v[i] = x;
}
