// A __local array declared in the kernel, and a private array (written for the debugger tests).
kernel void local_tile(global float *out, global const float *in) {
  local float tile[16];
  float acc[2];
  int lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)] * 0.5f;
  barrier(CLK_LOCAL_MEM_FENCE);
  acc[0] = tile[lid];
  acc[1] = tile[(lid + 1) % get_local_size(0)];
  out[get_global_id(0)] = acc[0] + acc[1];
}
