// Work-item 0 stores the counter plainly, then increments it atomically like every other
// work-item: its plain store races with the others' atomics (its own atomic does not hide it).
// expect: atomic-plain-race, warp-synchronous
// (warp-synchronous: the 64 lanes are one warp at wave 64, and two at 32; in lock-step the plain store
// comes before every lane's atomic, run lane by lane it need not.)
// run: global 64 local 64
// arg 0 = i32[1] zeros
__kernel void k(__global int *cnt) {
  int l = get_local_id(0);
  if (l == 0) cnt[0] = 5;
  atomic_inc(cnt);
}
