// Two kernels in one module (pick one in the function picker).
// find_first: a loop with `continue` and a divergent `break`.
__kernel void find_first(__global const int *data, __global int *result,
                         int n, int key) {
  int lid = __builtin_amdgcn_workitem_id_x();
  int found = -1;
  for (int i = lid; i < n; i += 64) {
    if (data[i] < 0)
      continue;
    if (data[i] == key) {
      found = i;
      break;
    }
  }
  result[lid] = found;
}

// state_machine: `goto` into the middle of a loop makes it irreducible:
// the cycle {odd, even} has two entries.
__kernel void state_machine(__global int *data, int steps) {
  int lid = __builtin_amdgcn_workitem_id_x();
  int x = data[lid];
  if (x & 1)
    goto odd;
even:
  x = x / 2 + steps;
  if (--steps <= 0)
    goto done;
odd:
  x = 3 * x + 1;
  if (x % 7 != 0)
    goto even;
done:
  data[lid] = x;
}
