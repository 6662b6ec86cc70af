// The forward layer of a small neural network: a 16 x 16 block of weights times the inputs,
// summed over the rows by a power-of-two tree in __local memory (one partial sum per column).
// expect-local: 16x16
// expect-why: local[1] 16: `@backprop_like.node` is `[16 x float]` indexed by `get_local_id(1)`, line
#define H 16
__kernel void backprop_like(__global const float *input, __global const float *weights, __global float *partial, int hid) {
  __local float node[H];
  __local float w[H][H];
  int tx = get_local_id(0), ty = get_local_id(1);
  int by = get_group_id(1);
  if (tx == 0)
    node[ty] = input[by * H + ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  w[ty][tx] = weights[(by * H + ty) * hid + tx] * node[ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i <= 4; i++) {
    int p = 1 << i;
    if (ty % p == 0)
      w[ty][tx] += w[ty + p / 2][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (ty == 0)
    partial[by * hid + tx] = w[0][tx];
}
