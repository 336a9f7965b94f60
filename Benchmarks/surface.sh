#!/usr/bin/env bash
# What a frame of an AirSurface costs AirKit on the simulated device, against a bare display link
# measured in the same run.
#   Benchmarks/surface.sh [FRAMES]     default 120000 frames per run; RUNS=N for more runs (default 9)
set -euo pipefail
cd "$(dirname "$0")"
# This package uses AirKit's development products, which AirKit offers only when asked (Documentation/PackageProducts.md).
export AIRKIT_DEVELOPMENT_PRODUCTS=1
swift build -c release --product SurfaceFrameBenchmark >/dev/null
"$(swift build -c release --show-bin-path)/SurfaceFrameBenchmark" "$@"
