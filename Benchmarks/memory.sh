#!/usr/bin/env bash
# Peak resident memory of reading a large project.pbxproj and a large Mach-O executable, each in
# its own process (bench_memory.py takes the child's ru_maxrss).
#   Benchmarks/memory.sh                     ~50 MB project, ~1.9 GB executable
#   PBXPROJ_MB=100 MACHO_MB=1000 Benchmarks/memory.sh
# The project is written under Benchmarks/work/ (git-ignored); the executable is a sparse file in
# ${TMPDIR:-/tmp} (it takes almost no disk space) and is removed at the end.
set -euo pipefail
cd "$(dirname "$0")"
# This package uses AirKit's development products, which AirKit offers only when asked (Documentation/PackageProducts.md).
export AIRKIT_DEVELOPMENT_PRODUCTS=1
benchmarks=$(pwd)
work=$benchmarks/work
pbxproj_mb=${PBXPROJ_MB:-50}
macho_mb=${MACHO_MB:-1900}
mkdir -p "$work"

echo "== 1. Generating a ${pbxproj_mb} MB project.pbxproj and a ${macho_mb} MB Mach-O"
python3 generate_bigapp.py "$work" >/dev/null
large=$work/large.pbxproj
python3 generate_large_pbxproj.py "$work/BigApp/BigApp.xcodeproj/project.pbxproj" "$large" "$pbxproj_mb"
macho=$(mktemp "${TMPDIR:-/tmp}/airkit-large-macho.XXXXXX")
trap 'rm -f "$macho"' EXIT
python3 generate_large_macho.py "$macho" "$macho_mb"
pbxproj_bytes=$(wc -c <"$large" | tr -d ' ')
macho_bytes=$(wc -c <"$macho" | tr -d ' ')

echo "== 2. Building release"
swift build -c release --product MemoryBenchmark 2>&1 | tail -1
bench=$benchmarks/.build/release/MemoryBenchmark

python=python3
if [ -x "$work/venv/bin/python" ]; then python=$work/venv/bin/python; fi

echo "== 3. Peak RSS, one process per row"
rows=()
measure() {  # measure LABEL COMMAND...
    local line
    line=$(python3 bench_memory.py "$@")
    echo "$line"
    rows+=("$line")
}
measure baseline "$bench" baseline "$large"
measure parser "$bench" parser "$large"
measure reader "$bench" reader "$large"
# The whole run: the same file as the project.pbxproj of an .xcodeproj, as airkit doctor meets it.
mkdir -p "$work/LargeApp/LargeApp.xcodeproj"
cp "$large" "$work/LargeApp/LargeApp.xcodeproj/project.pbxproj"
measure doctor "$bench" doctor "$work/LargeApp/LargeApp.xcodeproj/project.pbxproj"
if "$python" -c "import openstep_parser" 2>/dev/null; then
    measure openstep_parser "$python" -c '
import sys
from openstep_parser import OpenStepDecoder
with open(sys.argv[1], encoding="utf-8") as handle:
    print("objects", len(OpenStepDecoder.ParseFromString(handle.read())["objects"]))' "$large"
else
    echo "openstep_parser is not installed (Benchmarks/run.sh installs it into work/venv): its row is skipped"
fi
measure macho-data "$bench" macho-data "$macho"
measure macho-file "$bench" macho-file "$macho"

echo
echo "== Results ($(uname -sm), $(date -u +%Y-%m-%d)): project.pbxproj $pbxproj_bytes bytes, Mach-O $macho_bytes bytes"
printf '%-58s %10s %14s\n' "reading" "peak RSS" "× file size"
for line in "${rows[@]}"; do
    set -- $line
    label=$1 kilobytes=$2 code=$3
    [ "$label" = baseline ] && baseline_kb=$kilobytes
    [ "$label" = doctor ] && doctor_kb=$kilobytes
    case $label in
        baseline) text="read the project's bytes only (Data(contentsOf:))" size=$pbxproj_bytes ;;
        parser) text="PBXProjParser.parse" size=$pbxproj_bytes ;;
        reader) text="XcodeProjectReader.read (whole model)" size=$pbxproj_bytes ;;
        doctor) text="a whole doctor run (examine + text report)" size=$pbxproj_bytes ;;
        openstep_parser) text="openstep_parser 2.0.3 (Python)" size=$pbxproj_bytes ;;
        macho-data) text="MachOReader.readSlices(from: Data, .mappedIfSafe)" size=$macho_bytes ;;
        macho-file) text="MachOReader.readSlices(fromFileAt:)" size=$macho_bytes ;;
        *) text=$label size=0 ;;
    esac
    [ "$code" = 0 ] || text="$text (FAILED, exit $code)"
    awk -v l="$text" -v k="$kilobytes" -v s="$size" 'BEGIN {
        printf "%-58s %7.0f MB %13.2fx\n", l, k / 1024, (s > 0) ? k * 1024 / s : 0 }'
done
# The target for the whole run is under 2x the file; the bytes-only row of this same run is the
# floor it is compared with (the file's own bytes plus the runtime).
awk -v d="${doctor_kb:-0}" -v b="${baseline_kb:-0}" -v s="$pbxproj_bytes" 'BEGIN {
    printf "whole doctor run: %.2fx the file (target under 2x), %.2fx the bytes-only baseline of this run\n",
        d * 1024 / s, (b > 0) ? d / b : 0 }'
