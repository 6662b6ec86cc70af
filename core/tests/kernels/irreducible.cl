// A `goto` into the middle of a loop: two entries, an irreducible cycle.
__kernel void irreducible(__global int *data) {
    int tid = get_global_id(0);
    int x = data[tid];
    if (x & 1)
        goto middle;
top:
    x = x * 3 + 1;
middle:
    x = x / 2;
    if (x > 1 && (x & 4))
        goto top;
    if (x > 7)
        goto middle;
    data[tid] = x;
}
