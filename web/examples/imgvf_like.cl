// A larger kernel in the style of Rodinia's leukocyte IMGVF_kernel: an iterative stencil on a
// tile in local memory, heaviside weights, a work-group reduction with barriers, and a
// convergence test that decides (uniformly) whether to iterate again.
#define TILE 64
#define MAX_ITER 4

float heaviside(float z) {
  float eps = 0.0001f;
  if (z > eps) return 1.0f;
  if (z < -eps) return 0.0f;
  return 0.5f + z / (2.0f * eps);
}

kernel void imgvf_like(global float *img, global const float *edge, global float *out, int n, float lambda) {
  local float tile[TILE];
  local float partial[TILE];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int left = lid > 0 ? lid - 1 : lid;
  int right = lid < TILE - 1 ? lid + 1 : lid;
  tile[lid] = gid < n ? img[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  int iter = 0;
  float total = 1.0f;
  while (iter < MAX_ITER && total > 0.001f) {
    float c = tile[lid];
    float ul = tile[left] - c;
    float ur = tile[right] - c;
    float hl = heaviside(ul);
    float hr = heaviside(ur);
    float update = lambda * (hl * ul + hr * ur);
    float e = gid < n ? edge[gid] : 0.0f;
    if (e > 0.5f) {
      update = update - e * (c - e);
    } else if (e > 0.25f) {
      update = update * 0.5f;
    } else if (lid % 4 == 0) {
      update = 0.0f;
    }
    float next = c + update;
    if (next < 0.0f) next = 0.0f;
    if (next > 1.0f) next = 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[lid] = next;
    partial[lid] = fabs(update);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = TILE / 2; s > 0; s >>= 1) {
      if (lid < s) partial[lid] += partial[lid + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    total = partial[0] / TILE;
    barrier(CLK_LOCAL_MEM_FENCE);
    iter++;
  }
  // A smoothing pass with a per-lane neighbourhood choice (divergent) and a clamp.
  float acc = 0.0f;
  int taps = 0;
  for (int d = -2; d <= 2; d++) {
    int j = lid + d;
    if (j < 0 || j >= TILE) continue;
    switch ((lid + d) & 3) {
      case 0: acc += tile[j]; break;
      case 1: acc += 0.5f * tile[j]; break;
      case 2: if (tile[j] > 0.5f) acc += tile[j]; else acc -= 0.25f * tile[j]; break;
      default: acc += heaviside(tile[j] - 0.5f); break;
    }
    taps++;
  }
  float smooth = taps > 0 ? acc / taps : tile[lid];
  if (smooth > 1.0f) smooth = 1.0f;
  else if (smooth < 0.0f) smooth = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[lid] = smooth;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid < n) {
    out[gid] = tile[lid];
    if (lid == 0) img[gid] = (float)iter;
  }
}
