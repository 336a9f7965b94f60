#!/usr/bin/env bash
# Builds the DocC documentation of the public modules (AirKit, AirKitConfiguration, AirKitDoctor)
# with the toolchain's docc; broken links and other warnings fail.
#   Scripts/build-docs.sh [OUTPUT-FOLDER]     default: .build/docs/archives
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/docs
output=${1:-$scratch/archives}
graphs=$scratch/symbol-graphs
modules=(AirKit AirKitConfiguration AirKitDoctor)
rm -rf "$graphs" && mkdir -p "$graphs/all" "$output"
for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all" >/dev/null
done
for module in "${modules[@]}"; do
    # Only the module's own graphs (and its extensions of other modules), not its dependencies'.
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
    cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --fallback-display-name "$module" --fallback-bundle-identifier "airkit.$module" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors
done
echo "documentation: ${modules[*]} in $output"
