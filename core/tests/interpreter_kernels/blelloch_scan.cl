// Exclusive prefix sum of one work-group's `count` values in __local memory by the
// work-efficient tree method (Blelloch 1990): an up-sweep leaves partial sums at the right
// child of every pair, the root is cleared, and a down-sweep hands each left child its
// parent's prefix and each right child that prefix plus the left sum. Written for Reconverge
// from the algorithm: one work-group of count/2 work-items, each loading two elements half a
// group apart, a barrier before every level.
// run: global 64 local 64
// arg 0 = i32[128] random(0, 20) seed 81
// arg 1 = i32[128] zeros
// arg 2 = local_bytes 512
// arg 3 = 128
__kernel void blelloch_scan(__global const int *in, __global int *out, __local int *tree, int count) {
  const int lid = get_local_id(0);
  const int gap = count / 2;
  tree[lid] = in[lid];
  tree[lid + gap] = in[lid + gap];
  // Up-sweep: at distance `stride`, the right node of pair `lid` adds its left neighbour.
  int stride = 1;
  for (int active = gap; active > 0; active /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < active) {
      const int right = (lid + 1) * 2 * stride - 1;
      tree[right] += tree[right - stride];
    }
    stride *= 2;
  }
  if (lid == 0)
    tree[count - 1] = 0;
  // Down-sweep: the left node takes the prefix, the right one adds the left's old sum to it.
  for (int active = 1; active < count; active *= 2) {
    stride /= 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < active) {
      const int right = (lid + 1) * 2 * stride - 1;
      const int left = right - stride;
      const int carried = tree[left];
      tree[left] = tree[right];
      tree[right] += carried;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[lid] = tree[lid];
  out[lid + gap] = tree[lid + gap];
}
