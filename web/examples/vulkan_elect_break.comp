#version 450
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_ballot : enable
// Elect-and-break (issue 23): every iteration one invocation is elected, takes a ballot and
// leaves the loop. Vulkan's maximal reconvergence: the ballot inside `if (subgroupElect())`
// sees one lane (the block is inside the loop construct); LLVM's maximal convergence puts the
// block outside the cycle, so it converges the lanes that reach it in different iterations.
// Regenerate the .spvasm: web/examples/spirv.sh
layout(local_size_x = 4) in;
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
    ballots[4 + gl_LocalInvocationIndex] = subgroupBallot(true);
}
