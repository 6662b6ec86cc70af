// A loop with a data-dependent `break` and `continue`: divergent cycle exits.
__kernel void loop_break(__global int *data, int n) {
    int tid = get_global_id(0);
    int acc = 0;
    for (int i = 0; i < n; i++) {
        int v = data[tid * n + i];
        if (v < 0)
            continue;
        if (v == 42)
            break;
        acc += v;
        if (acc > 1000) {
            acc = 0;
            continue;
        }
        acc *= 2;
    }
    data[tid] = acc;
}
