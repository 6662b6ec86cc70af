// Async work-group copies (OpenCL C 2.0 §6.13.10): a tile of `in` copied to local memory,
// blurred there, and copied back with a stride; `prefetch` is a hint.
// run: global 128 local 32
// arg 0 = f32[128] random(-10, 10) seed 3
// arg 1 = f32[256] zeros
// arg 2 = local_bytes 128
__kernel void async_copy(__global const float *in, __global float *out, __local float *tile) {
  size_t g = get_group_id(0), n = get_local_size(0), l = get_local_id(0);
  prefetch(in + g * n, n);
  event_t e = async_work_group_copy(tile, in + g * n, n, 0);
  wait_group_events(1, &e);
  float left = tile[l == 0 ? 0 : l - 1], right = tile[l + 1 == n ? l : l + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[l] = 0.25f * left + 0.5f * tile[l] + 0.25f * right;
  barrier(CLK_LOCAL_MEM_FENCE);
  // Even elements of out get the tile (a strided copy back to global memory).
  e = async_work_group_strided_copy(out + 2 * g * n, tile, n, 2, 0);
  wait_group_events(1, &e);
}
