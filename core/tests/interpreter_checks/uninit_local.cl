// A branch on uninitialised local memory.
// expect: uninitialised-branch
// expect-O2: none (clang folds the load of the never-written local array to undef and deletes the branch)
// run: global 64 local 64
// arg 0 = i32[64] zeros
__kernel void k(__global int *out) {
  __local int t[64];
  int l = get_local_id(0);
  if (t[l] > 0) out[l] = 1;
}
