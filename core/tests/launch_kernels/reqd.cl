// The work-group size is declared: 8 x 4, one flat __local row per group.
// expect-local: 8x4
// expect-why: local 8x4: `!reqd_work_group_size
__attribute__((reqd_work_group_size(8, 4, 1)))
__kernel void reqd(__global int *out) {
  __local int buf[32];
  int lx = get_local_id(0), ly = get_local_id(1);
  int i = ly * 8 + lx;
  buf[i] = i * 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = buf[31 - i];
}
