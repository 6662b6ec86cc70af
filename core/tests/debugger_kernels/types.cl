// Variables of several integer widths and signedness (written for the debugger tests).
kernel void types(global long *out, global const int *in) {
  int i = get_global_id(0);
  uchar c = (uchar)(in[i] * 37);
  short s = (short)(in[i] - 5);
  uint u = (uint)(in[i]) * 3000000000u;
  long l = (long)s * (long)u;
  char sc = (char)(c - 128);
  out[i] = l + c + sc;
}
