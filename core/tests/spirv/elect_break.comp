#version 450
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_ballot : enable
// Elect-and-break: every iteration one invocation leaves the loop after a ballot.
// Vulkan's maximal reconvergence: the ballot inside `if (subgroupElect())` sees one lane
// (the construct of the loop holds it); LLVM's maximal convergence puts it outside the cycle.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Out { uvec4 ballots[]; };
void main() {
    uint k = 0;
    for (;;) {
        if (subgroupElect()) {
            ballots[gl_LocalInvocationIndex] = subgroupBallot(true);
            break;
        }
        k++;
    }
    ballots[64 + gl_LocalInvocationIndex] = subgroupBallot(true);
}
