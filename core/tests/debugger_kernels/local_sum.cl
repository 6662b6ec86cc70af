// A work-group tree reduction in __local memory with barriers (written for the debugger tests).
kernel void local_sum(global int *out, global const int *in, local int *tile) {
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int size = get_local_size(0);
  tile[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int stride = size / 2; stride > 0; stride /= 2) {
    if (lid < stride) {
      int mine = tile[lid];
      int other = tile[lid + stride];
      tile[lid] = mine + other;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) {
    out[get_group_id(0)] = tile[0];
  }
}
