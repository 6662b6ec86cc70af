#version 450
#extension GL_KHR_shader_subgroup_ballot : enable
// A switch whose case 1 falls through into case 2 (issue 23): the case constructs of the
// OpSwitch stop where the next case begins. Regenerate the .spvasm: web/examples/spirv.sh
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer Out { uvec4 ballots[]; };
void main() {
    uint id = gl_LocalInvocationIndex;
    uvec4 b = uvec4(0);
    switch (id % 4) {
    case 0:
        b = subgroupBallot(true);
        break;
    case 1:
        b.x += 1;
    case 2:
        b += subgroupBallot(true);
        break;
    default:
        b = uvec4(7);
    }
    ballots[id] = b;
}
