// Tree reduction in local memory with barriers: a divergent `if (lid < s)` inside a uniform
// loop, the classic reconvergence example.
__kernel void reduce(__global const float *in, __global float *out, __local float *tmp) {
    size_t lid = get_local_id(0);
    size_t gid = get_global_id(0);
    tmp[lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            tmp[lid] += tmp[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = tmp[0];
}
