#version 450
// A switch with only a default, one with fall-through cases, and one inside a loop with
// break and continue.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Data { int v[]; } data;
void main() {
  uint i = gl_LocalInvocationIndex;
  int c = data.v[i];
  switch (c) { default: data.v[i] = c + 1; }
  switch (c & 3) {
    case 0: c += 2;
    case 1: c *= 3; break;
    case 2: c = -c; break;
    default: break;
  }
  for (int k = 0; k < 8; ++k) {
    switch (c % 4) {
      case 0: c += k; continue;
      case 1: c -= 1; break;
      default: c ^= k;
    }
    if (c > 1000) break;
  }
  data.v[i + 32] = c;
}
