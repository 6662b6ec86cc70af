#version 450
// Fragment shader: nested loops with break and continue, discard, an early return.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1) uniform U { int steps; float cutoff; } u;
void main() {
  vec4 acc = vec4(0.0);
  if (uv.x < 0.0) discard;
  for (int y = 0; y < u.steps; ++y) {
    for (int x = 0; x < u.steps; ++x) {
      vec4 s = texture(tex, uv + vec2(x, y) * 0.01);
      if (s.a < 0.01) continue;
      acc += s;
      if (acc.a > u.cutoff) break;
    }
    if (acc.a > 2.0 * u.cutoff) {
      color = acc;
      return;
    }
  }
  color = acc / float(u.steps * u.steps);
}
