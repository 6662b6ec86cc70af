// Read-write race in local memory: work-item l reads t[l+1] while work-item l+1 overwrites it.
// expect: read-write-race, warp-synchronous
// (warp-synchronous: in lock-step every lane of a warp reads before any lane stores.)
// run: global 64 local 64
// arg 0 = i32[64] zeros
// arg 1 = local_bytes 256
__kernel void k(__global int *out, __local int *t) {
  int l = get_local_id(0);
  t[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = t[(l + 1) % 64];
  t[l] = v + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = t[l];
}
