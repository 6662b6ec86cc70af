#version 450
// Binary search with an early exit from the loop, and a do-while.
layout(local_size_x = 128) in;
layout(std430, binding = 0) readonly buffer Keys { int k[]; } keys;
layout(std430, binding = 1) buffer Out { int pos[]; } res;
layout(push_constant) uniform P { int n; int key; } pc;
void main() {
  int lo = 0, hi = pc.n, key = pc.key + int(gl_GlobalInvocationID.x);
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (keys.k[mid] == key) { lo = mid; break; }
    if (keys.k[mid] < key) lo = mid + 1; else hi = mid;
  }
  int steps = 0;
  do { steps++; lo >>= 1; } while (lo > 0 && steps < 32);
  res.pos[gl_GlobalInvocationID.x] = lo + steps;
}
