// No __local array: the kernel branches on the local id against its group's width (32), as a
// kernel written for one 32-wide warp does (the last lane writes the group's result).
// expect-local: 32
// expect-why: local 32: `get_local_id(0)` is compared with 31 (`icmp eq`), line
__kernel void wave_compare(__global int *data, __global int *last) {
  int l = get_local_id(0);
  int g = get_global_id(0);
  data[g] = data[g] * 2 + l;
  if (l == 31)
    last[get_group_id(0)] = data[g];
}
