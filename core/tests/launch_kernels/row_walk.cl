// A matrix walked by rows through scalars: work-item r copies `width` elements of row
// `first + r` of a `pitch`-wide matrix, `r < rows`. The index `(first + r) * pitch + c` with
// `c < width` reaches past a buffer sized for the work-items alone: the buffers are sized from
// what the accesses reach at the scalars' values (interpreter::buffer_extent).
// expect-local: default
// expect-why: local: the default
// only: -O2
__kernel void row_walk(__global const int *src, __global int *dst, int pitch, int first, int width, int rows) {
  int r = get_global_id(0);
  if (r < rows)
    for (int c = 0; c < width; c++)
      dst[(first + r) * pitch + c] = src[(first + r) * pitch + c] + 1;
}
