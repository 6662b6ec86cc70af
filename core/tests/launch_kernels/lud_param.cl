// The LU diagonal step of lud_like, with its 16 x 16 block in a __local POINTER PARAMETER
// (`__local float *shadow`, sized by the host as BLOCK * BLOCK floats): rows of 16 indexed by
// the local id (`shadow[i * B + tx]`, i a loop counter) bound the group to 16.
// expect-local: 16
// expect-why: is used in rows of 64 bytes indexed by `get_local_id(0)` (4 bytes apart), line
#define B 16
__kernel void lud_param(__global float *m, __local float *shadow, int dim, int offset) {
  int tx = get_local_id(0);
  int base = offset * dim + offset;
  for (int i = 0; i < B; i++)
    shadow[i * B + tx] = m[base + i * dim + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < B - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++)
        shadow[tx * B + i] -= shadow[tx * B + j] * shadow[j * B + i];
      shadow[tx * B + i] /= shadow[i * B + i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tx > i) {
      for (int j = 0; j < i + 1; j++)
        shadow[(i + 1) * B + tx] -= shadow[(i + 1) * B + j] * shadow[j * B + tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int i = 1; i < B; i++)
    m[base + i * dim + tx] = shadow[i * B + tx];
}
