// The forward layer of backprop_like with both tiles as __local POINTER PARAMETERS: the
// weights are a 16 x 16 block used as rows of 16 (`w[ty * H + tx]`, and `w[tx * H + ty]` when
// the column sums are read back); `ty` by the tile's origin `H * by + ty` (clang folds
// `w[tx * H + ty]` under `tx == 0` to `w[ty]`).
// expect-local: 16x16
// expect-why: local[0] 16: `__local` argument 4 (`%4`) is used in rows of 64 bytes indexed by `get_local_id(0)`
#define H 16
__kernel void backprop_param(__global const float *input, __global float *weights, __global float *partial,
                             __local float *node, __local float *w, int hid) {
  int tx = get_local_id(0), ty = get_local_id(1);
  int by = get_group_id(1);
  int index = (hid + 1) * H * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  if (tx == 0)
    node[ty] = input[H * by + ty + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  w[ty * H + tx] = weights[index];
  barrier(CLK_LOCAL_MEM_FENCE);
  w[ty * H + tx] = w[ty * H + tx] * node[ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i <= H; i = i * 2) {
    if (ty % i == 0)
      w[ty * H + tx] = w[ty * H + tx] + w[(ty + i / 2) * H + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  weights[index] = w[ty * H + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx == 0)
    partial[by * hid + ty] = w[tx * H + ty];
}
