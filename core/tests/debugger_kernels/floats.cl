// Float arithmetic in a loop with a data-dependent branch (written for the debugger tests).
kernel void floats(global float *out, global const float *in, int n) {
  int i = get_global_id(0);
  float x = in[i] * 0.5f;
  float y = x * x + 1.0f;
  for (int k = 0; k < n; k++) {
    y = y / 2.0f + x;
  }
  if (y > 3.0f) {
    y = y - 3.0f;
  }
  out[i] = y;
}
