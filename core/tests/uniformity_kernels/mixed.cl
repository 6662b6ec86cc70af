// Divergent and uniform branches mixed: a switch on the lane, a uniform branch on an
// argument, a value made uniform again by readfirstlane, atomics, work-group ids.
__kernel void mixed(__global int *out, __global int *counter, int n, int mode) {
    int lid = get_local_id(0);
    int gid = get_group_id(0);
    int x;
    switch (lid & 3) {
    case 0: x = n; break;
    case 1: x = n + 1; break;
    case 2: x = gid; break;
    default: x = 7; break;
    }
    int u = __builtin_amdgcn_readfirstlane(x);
    if (mode > 2) {            // uniform branch
        u += gid;
    } else {
        u -= 1;
    }
    int old = atomic_add(counter, 1);
    int y = get_local_id(1);
    out[gid * 64 + lid] = x + u + old + y;
    if (u > 100)               // uniform: u is uniform again
        out[0] = u;
}
