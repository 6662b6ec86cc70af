// A private struct with padding after its first member (written for the debugger tests): the
// memory view counts the variable defined once both members are written, though nothing
// writes the three bytes between `tag` and `weight`.
typedef struct { char tag; float weight; } item_t;
kernel void padded_struct(global float *out) {
  item_t it;
  it.tag = 3;
  it.weight = 1.5f;
  out[get_global_id(0)] = it.weight * it.tag;
}
