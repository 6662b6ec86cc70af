// The linear work-item ids and the local/enqueued sizes on a 2-D NDRange. POCL runs it
// uniform (12 x 8 in 4 x 4 groups; it has no non-uniform work-groups);
// `tests/interpreter_pocl.rs::non_uniform_work_groups` runs it non-uniform (10 x 7: the
// last groups are 2 wide and 3 high) against the OpenCL 2.0 formulas.
// run: global 12,8 local 4,4
// arg 0 = i32[576] fill(-1)
__kernel void linear_ids(__global int *out) {
  size_t g = get_global_linear_id();
  size_t k = 6 * g;
  out[k] = get_local_linear_id();
  out[k + 1] = get_local_size(0) * 10 + get_local_size(1);
  out[k + 2] = get_enqueued_local_size(0) * 10 + get_enqueued_local_size(1);
  out[k + 3] = get_num_groups(0) * 10 + get_num_groups(1);
  out[k + 4] = get_global_id(0) + 100 * get_global_id(1);
  out[k + 5] = get_group_id(0) + 100 * get_group_id(1);
}
