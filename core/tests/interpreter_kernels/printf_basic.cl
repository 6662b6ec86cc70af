// printf: integers, floats, strings, characters, hex, a vector, padding; divergent (odd
// work-items print twice), in two work-groups.
// run: global 16 local 8
// arg 0 = i32[16] random(-1000, 1000) seed 2
// arg 1 = f32[16] random(-5, 5) seed 4
__kernel void printf_basic(__global int *a, __global const float *f) {
  int i = get_global_id(0);
  printf("wi %d: a=%5d f=%.3f e=%e s=%s c=%c x=%#x\n", i, a[i], f[i], f[i] * 1000.0f, "ok", 'A' + i, i * 17);
  if (i & 1) {
    float4 v = (float4)(f[i], 1.0f, -2.5f, (float)i);
    printf("odd %u %v4hlf %-4d| %g\n", (uint)i, v, i, f[i]);
  }
  a[i] = a[i] * 2;
}
