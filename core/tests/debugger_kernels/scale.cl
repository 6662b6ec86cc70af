// An integer loop and a branch on the work-item id (written for the debugger tests).
kernel void scale(global int *out, global const int *in, int n) {
  int i = get_global_id(0);
  int x = in[i];
  int acc = 0;
  for (int k = 0; k < n; k++) {
    acc += x * k;
  }
  if (i % 2 == 0)
    acc = -acc;
  out[i] = acc;
}
