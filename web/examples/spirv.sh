#!/usr/bin/env bash
# Regenerates the SPIR-V gallery entries (issue 23): each vulkan_*.comp is compiled by glslang
# for Vulkan 1.1 (compute stage) and disassembled by spirv-dis; its thread scenario
# (vulkan_*.scenario, `;` comments) is appended. Needs glslang-tools and spirv-tools.
#   web/examples/spirv.sh
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for comp in vulkan_*.comp; do
  base=${comp%.comp}
  glslangValidator -V --target-env vulkan1.1 -S comp "$comp" -o "$tmp/$base.spv" >/dev/null
  spirv-val --target-env vulkan1.1 "$tmp/$base.spv"
  { spirv-dis "$tmp/$base.spv"; cat "$base.scenario"; } > "$base.spvasm"
  echo "$base.spvasm"
done
