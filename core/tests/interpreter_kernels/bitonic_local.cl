// Bitonic sort of 64 keys per work-group in __local memory (nested loops, barriers).
// run: global 128 local 64
// arg 0 = i32[128] random(-1000, 1000) seed 17
__kernel void bitonic_local(__global int *keys) {
  __local int s[64];
  int l = get_local_id(0), g = get_global_id(0);
  s[l] = keys[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 2; k <= 64; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      int p = l ^ j;
      if (p > l) {
        int a = s[l], b = s[p];
        bool up = (l & k) == 0;
        if ((a > b) == up) { s[l] = b; s[p] = a; }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  keys[g] = s[l];
}
