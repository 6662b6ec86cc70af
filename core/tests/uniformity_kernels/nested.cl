// Nested loops with breaks out of both levels, a private array (loads from private memory
// are divergent) and a reduction kept in a phi.
__kernel void nested(__global float *out, __global const float *in, int rows, int cols) {
    int tid = get_global_id(0);
    float priv[8];
    for (int k = 0; k < 8; k++)
        priv[k] = in[k * tid];
    float acc = 0.0f;
    int r = 0;
    for (; r < rows; r++) {
        int c = 0;
        for (; c < cols; c++) {
            float v = in[r * cols + c];
            if (v > priv[c & 7])
                goto done;
            if (v < 0.0f)
                break;
            acc += v;
        }
        if (c == tid)
            break;
    }
done:
    out[tid] = acc + (float)r;
}
