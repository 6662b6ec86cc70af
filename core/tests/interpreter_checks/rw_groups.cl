// Read-write race between work-groups: group 1 overwrites what group 0 reads (no barrier orders groups).
// expect: read-write-race
// run: global 128 local 64
// arg 0 = i32[128] iota
__kernel void k(__global int *d) {
  int g = get_global_id(0);
  int v = d[(g + 64) % 128];
  barrier(CLK_GLOBAL_MEM_FENCE);
  d[g] = v + 1;
}
