#version 450
#extension GL_KHR_shader_subgroup_ballot : enable
// Nested loops with a continue and an early return.
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer Out { uvec4 ballots[]; };
void main() {
    uint id = gl_LocalInvocationIndex;
    for (uint i = 0; i < id % 3 + 1; i++) {
        for (uint j = 0; j < 4; j++) {
            if (j == id % 4) continue;
            if (i + j > 5) return;
            ballots[id * 16 + i * 4 + j] = subgroupBallot(true);
        }
    }
    ballots[1024 + id] = subgroupBallot(true);
}
