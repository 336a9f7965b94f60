#!/usr/bin/env bash
# Keys made to collide in CoreFoundation's string hash, against ordinary keys, read by the doctor's
# property-list reader and by Foundation's in the same run; prints each reader's ratio.
#   Benchmarks/plist.sh               40,000 keys, median of 5 runs
#   KEYS=20000 RUNS=9 Benchmarks/plist.sh
set -euo pipefail
cd "$(dirname "$0")"
# This package uses AirKit's development products, which AirKit offers only when asked (Documentation/PackageProducts.md).
export AIRKIT_DEVELOPMENT_PRODUCTS=1
swift build -c release --product PlistBenchmark 2>&1 | tail -1
.build/release/PlistBenchmark "${KEYS:-40000}" "${RUNS:-5}"
