#!/usr/bin/env bash
# Runs the doctor's fuzz targets with libFuzzer + AddressSanitizer.
#   Fuzz/run.sh [SECONDS] [TARGET ...]      default: 60 seconds each, every target
# Seeds come from Tests/AirKitDoctorTests/Fixtures; new inputs go to Fuzz/corpus/TARGET and
# crashers to Fuzz/artifacts/TARGET. A crasher belongs in a regression test before it is fixed.
set -euo pipefail
cd "$(dirname "$0")"
# This package uses AirKit's development products, which AirKit offers only when asked (Documentation/PackageProducts.md).
export AIRKIT_DEVELOPMENT_PRODUCTS=1
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzBinaryPlist FuzzMachO FuzzObjCSources FuzzPBXProj FuzzPlist FuzzSwiftSources FuzzYAML)

# SwiftPM forwards only the last --sanitize to the frontend, so coverage and ASan both go through -Xswiftc.
build() { swift build -c debug --product "$1" --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address >/dev/null; }

fixtures=../Tests/AirKitDoctorTests/Fixtures
seeds_for() {
    case "$1" in
        FuzzMachO) echo "$fixtures/MachO" ;;
        FuzzPBXProj) echo "$fixtures/XcodeProject" ;;
        FuzzPlist) echo "$fixtures/InfoPlist" ;;
        FuzzBinaryPlist) echo "$fixtures/InfoPlist" ;;
        FuzzObjCSources) echo "$fixtures/ObjCSources" ;;
        FuzzSwiftSources) echo "$fixtures/SwiftSources" ;;
        FuzzYAML) echo "$fixtures/XcodeGen" ;;
    esac
}

# Time and memory, not only traps: FuzzBinaryPlist checks each input's time itself, and libFuzzer
# reports an input that allocates more than 256 MB at once, or runs slower than 10 s, as a crash.
limits_for() {
    case "$1" in
        FuzzBinaryPlist) echo "-malloc_limit_mb=256 -timeout=10 -max_len=65536" ;;
        *) echo "" ;;
    esac
}

for target in "${targets[@]}"; do
    corpus=corpus/$target artifacts=artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    seeds=$(seeds_for "$target")
    if [ "$target" = FuzzBinaryPlist ]; then
        # The XML fixtures as binary property lists, so the fuzzer starts from real shapes.
        python3 - "$seeds" "$corpus" <<'PYTHON'
import pathlib, plistlib, sys
for path in pathlib.Path(sys.argv[1]).rglob("*.plist"):
    try:
        value = plistlib.loads(path.read_bytes())
    except Exception:
        continue
    (pathlib.Path(sys.argv[2]) / ("binary-" + path.name)).write_bytes(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
PYTHON
    fi
    build "$target"
    echo "== $target: ${seconds}s, seeds from ${seeds#../}"
    # The Swift backtracer trips ASan on its own; failed Foundation plist parses leak a CFError each.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
        ".build/debug/$target" "$corpus" "$seeds" -max_total_time="$seconds" -rss_limit_mb=4096 $(limits_for "$target") \
        -artifact_prefix="$artifacts/" -close_fd_mask=3 -print_final_stats=1 2>&1 |
        grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' || true
    found=$(find "$artifacts" -type f | wc -l)
    echo "== $target: $found crasher(s) in Fuzz/$artifacts"
done
