// A __local array of structs and a __constant table (written for the debugger tests): the
// memory view names and types them from their debug information (DIGlobalVariable).
typedef struct { int count; float weight; } cell_t;
constant float scale[4] = {0.5f, 1.0f, 2.0f, 4.0f};
kernel void local_struct(global float *out, global const int *in) {
  local cell_t cells[4];
  int lid = get_local_id(0);
  cells[lid].count = in[get_global_id(0)];
  cells[lid].weight = scale[lid] * cells[lid].count;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = cells[(lid + 1) % 4].weight;
}
