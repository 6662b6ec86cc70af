// Loops whose exit depends on the thread: values computed in the loop and used after it
// are temporally divergent, even when they are uniform inside the loop.
__kernel void temporal(__global int *out, __global const int *in, int n) {
    int tid = get_local_id(0);
    int i = 0;
    int sum = 0;
    while (1) {
        sum += n;            // uniform in every iteration
        if (in[i] == tid)    // divergent exit
            break;
        i++;
        if (i >= n)          // uniform exit
            break;
    }
    out[tid] = sum + i;      // temporal divergence of sum and i
    int j = 0;
    for (; j < n; j++) {     // uniform loop: j stays uniform after it
        if (in[j] < 0)
            break;
    }
    out[n + tid] = j;
}
