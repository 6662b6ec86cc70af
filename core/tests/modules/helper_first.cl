// A helper defined before the kernel: clang emits it first (not inlined at -O0).
int clamp_index(int i, int n) {
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__kernel void blur(__global const float *in, __global float *out, int n) {
    int i = get_global_id(0);
    float s = 0.0f;
    for (int d = -1; d <= 1; d++)
        s += in[clamp_index(i + d, n)];
    if (i < n)
        out[i] = s / 3.0f;
}
