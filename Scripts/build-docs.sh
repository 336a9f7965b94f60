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
rm -rf "$graphs" && mkdir -p "$output"
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
for module in "${modules[@]}"; do
    swift build --scratch-path "$scratch" --target "$module" >/dev/null
done
for module in "${modules[@]}"; do
    # The module's own symbols and its extensions of other modules. swift-symbolgraph-extract leaves
    # out what a module re-exports (AirKit re-exports the stand-in where UIKit is absent), which the
    # compiler's -emit-symbol-graph would fold into AirKit's own pages.
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$scratch/debug/Modules" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$module"
    docc convert "Sources/$module/$module.docc" \
        --fallback-display-name "$module" --fallback-bundle-identifier "airkit.$module" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors
done
echo "documentation: ${modules[*]} in $output"
