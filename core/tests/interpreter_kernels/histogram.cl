// Histogram: per-work-group bins in __local memory with atomics, then merged with global atomics.
// run: global 256 local 64
// arg 0 = u32[256] random(0, 1000) seed 9
// arg 1 = u32[16] zeros
__kernel void histogram(__global const uint *data, __global uint *bins) {
  __local uint h[16];
  int l = get_local_id(0);
  if (l < 16) h[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint v = data[get_global_id(0)];
  atomic_inc(&h[v % 16]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16) atomic_add(&bins[l], h[l]);
}
