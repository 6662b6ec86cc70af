// Benign same-value writes (BFS frontiers): every work-item stores 1 to flag[0].
// expect: none
// run: global 64 local 64
// arg 0 = i32[1] zeros
__kernel void k(__global int *flag) {
  flag[0] = 1;
}
