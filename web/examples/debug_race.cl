// The Debug tab's example (issue 33): a loop, a branch on the work-item id, and a race.
// Work-items 2j and 2j+1 both write out[j] after the barrier: a write-write race the checks
// find. The barrier keeps the lanes together, so the values table shows every lane's values.
kernel void pairs(global int *out, global const int *in, int n) {
  int i = get_global_id(0);
  int x = in[i];
  int acc = 0;
  for (int k = 0; k < n; k++) {
    acc += x * k;
  }
  if (i % 2 == 0)
    acc = -acc;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[i / 2] = acc;
}
