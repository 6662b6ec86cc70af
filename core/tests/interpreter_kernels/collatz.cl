// Data-dependent loop trip counts (Collatz steps), 64-bit arithmetic.
// run: global 128 local 32
// arg 0 = i64[128] random(1, 5000) seed 13
// arg 1 = i32[128] zeros
__kernel void collatz(__global const long *start, __global int *steps) {
  int g = get_global_id(0);
  long x = start[g];
  int n = 0;
  while (x != 1 && n < 1000) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    ++n;
  }
  steps[g] = n;
}
