#!/usr/bin/env bash
# Builds AirKit's DocC documentation with the toolchain's docc; broken links and other warnings fail.
#   Scripts/build-docs.sh [OUTPUT]     default output: .build/docs/AirKit.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/docs
output=${1:-$scratch/AirKit.doccarchive}
graphs=$scratch/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs/all" "$graphs/airkit"
swift build --scratch-path "$scratch" --target AirKit \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all" >/dev/null
# Only AirKit's own graphs: the stand-in's declarations are not part of the documented API.
cp "$graphs"/all/AirKit.symbols.json "$graphs"/all/AirKit@*.symbols.json "$graphs/airkit/"
docc convert Sources/AirKit/AirKit.docc \
    --fallback-display-name AirKit --fallback-bundle-identifier airkit \
    --additional-symbol-graph-dir "$graphs/airkit" --output-path "$output" --warnings-as-errors
echo "documentation: $output"
