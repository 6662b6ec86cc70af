// Twin of struct_member.cl: index n = 3.
// expect: none
// run: global 64 local 64
// arg 0 = i32[64] zeros
// arg 1 = 3
typedef struct { int a[4]; int b; } S;
__kernel void k(__global int *out, int n) {
  S s;
  int l = get_local_id(0);
  s.b = l;
  for (int i = 0; i < 4; i++) s.a[i] = i;
  s.a[n] = 7;
  out[l] = s.b + s.a[l % 4];
}
