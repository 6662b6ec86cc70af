// A private array per work-item, indexed at run time (insertion sort of 8 values), and a
// noinline helper function (a real call).
// run: global 64 local 32
// arg 0 = i32[512] random(0, 99) seed 51
// arg 1 = i32[64] zeros
__attribute__((noinline)) int median_of(int *a, int n) { return (a[n / 2 - 1] + a[n / 2]) / 2; }
__kernel void private_sort(__global const int *in, __global int *out) {
  int g = get_global_id(0);
  int a[8];
  for (int i = 0; i < 8; ++i) a[i] = in[g * 8 + i];
  for (int i = 1; i < 8; ++i) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; --j; }
    a[j + 1] = v;
  }
  out[g] = median_of(a, 8) * 1000 + a[0] * 10 + (a[7] % 10);
}
