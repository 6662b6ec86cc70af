// Kernel arguments by value: a struct with padding (int, float, char, double), a nested
// struct with an array, an int3 and a float2. AMDGPU passes the structs as SSA aggregates,
// NVPTX as byval pointers (the kernel writes its private copy of `s`). POCL 3.1 shares one
// copy of a by-value struct among the work-items of a group when the kernel writes an array
// member of it (`t.arr[i % 3] += i` sums over the group there), so `t` is only read.
// pocl-options: -cl-std=CL1.2
// run: global 32 local 16
// arg 0 = f32[64] zeros
// arg 1 = struct { i32 7, f32 2.5, i8 -3, f64 0.125 }
// arg 2 = struct { i16 9, struct { f32 1.5, i32 4 }, i32[3] [10, 20, 30] }
// arg 3 = i32x3 [1, -2, 3]
// arg 4 = f32x2 [0.5, -4]
typedef struct { int a; float b; char c; double d; } S;
typedef struct { float x; int y; } In;
typedef struct { short k; In in; int arr[3]; } T;
__kernel void byval_args(__global float *out, S s, T t, int3 v, float2 f) {
  int i = get_global_id(0);
  s.a += i;
  out[i] = s.a + s.b * s.c + (float)s.d + v.x * f.x + v.y * f.y + v.z;
  out[32 + i] = t.k + t.in.x * t.in.y + t.arr[0] + t.arr[1] * 2 + t.arr[2] * 3 + t.arr[i % 3] * i;
}
