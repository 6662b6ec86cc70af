// A called helper function with its own variables (written for the debugger tests).
int clamp_add(int v, int lo, int hi) {
  int s = v + lo;
  if (s > hi) {
    s = hi;
  }
  return s;
}

kernel void helper(global int *out, global const int *in, int limit) {
  int i = get_global_id(0);
  int v = in[i] * 3;
  int r = clamp_add(v, i, limit);
  out[i] = r;
}
