// One group, two jobs (the style of a tiled LU's perimeter step): the lower 16 work-items copy
// a row strip of the block into one __local tile, the upper 16 a column strip into another
// (`c = tx - 16`), then each half updates its strip. Every tile is a pointer parameter.
// expect-local: 32
// expect-why: local 32: the group works in two halves of 16: `get_local_id(0)` is compared with 16
#define B 16
__kernel void halves(__global float *m, __local float *rows, __local float *cols, int dim) {
  int tx = get_local_id(0);
  int bx = get_group_id(0);
  if (tx < B) {
    for (int i = 0; i < B; i++)
      rows[i * B + tx] = m[i * dim + (bx + 1) * B + tx];
  } else {
    int c = tx - B;
    for (int i = 0; i < B; i++)
      cols[i * B + c] = m[((bx + 1) * B + i) * dim + c];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx < B) {
    for (int i = 1; i < B; i++)
      rows[i * B + tx] -= 0.5f * rows[(i - 1) * B + tx];
  } else {
    int c = tx - B;
    for (int i = 1; i < B; i++)
      cols[c * B + i] -= 0.5f * cols[c * B + i - 1];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx < B) {
    for (int i = 0; i < B; i++)
      m[i * dim + (bx + 1) * B + tx] = rows[i * B + tx];
  } else {
    int c = tx - B;
    for (int i = 0; i < B; i++)
      m[((bx + 1) * B + i) * dim + c] = cols[i * B + c];
  }
}
