#!/usr/bin/env bash
# Measures the doctor's project reader on a large generated Xcode project, against Foundation's
# PropertyListSerialization and two Python readers, plus the whole `airkit doctor` run.
#   Benchmarks/run.sh            median of 9 timed runs after warm-up (at least 5 for the doctor)
#   RUNS=15 Benchmarks/run.sh
# Needs Swift, python3 with venv and pip (PyPI reachable for the Python readers). Everything it
# writes goes to Benchmarks/work/ and Benchmarks/.build/ (both git-ignored).
set -euo pipefail
cd "$(dirname "$0")"
# This package uses AirKit's development products, which AirKit offers only when asked (Documentation/PackageProducts.md).
export AIRKIT_DEVELOPMENT_PRODUCTS=1
benchmarks=$(pwd)
root=$(cd .. && pwd)
work=$benchmarks/work
results=$work/results
runs=${RUNS:-9}
doctor_runs=$(( runs < 5 ? 5 : runs ))
rm -rf "$results"
mkdir -p "$results"

echo "== 1. Generating $work/BigApp"
macho=""
for candidate in "$root/Tests/AirKitDoctorTests/Fixtures/MachO/App-sdk27-accessory-lld19" \
                 "$root"/Tests/AirKitDoctorTests/Fixtures/MachO/App-*; do
    if [ -f "$candidate" ]; then macho=$candidate; break; fi
done
if [ -n "$macho" ]; then
    echo "app executable: a copy of ${macho#"$root"/}"
else
    echo "no Mach-O fixture yet: the built app has no executable"
fi
python3 generate_bigapp.py "$work" ${macho:+"$macho"}
pbxproj=$work/BigApp/BigApp.xcodeproj/project.pbxproj

echo "== 2. Building release"
(cd "$root" && swift build -c release 2>&1 | tail -1)
swift build -c release --product PBXProjBenchmark 2>&1 | tail -1

echo "== 3. Python readers (venv in work/venv)"
venv=$work/venv
python_ready=no
if [ -x "$venv/bin/python" ] || python3 -m venv "$venv"; then
    if "$venv/bin/pip" install --quiet --disable-pip-version-check pbxproj==4.3.3 openstep-parser==2.0.3; then
        python_ready=yes
    fi
fi
[ "$python_ready" = yes ] || echo "pip could not install pbxproj and openstep-parser: their rows are skipped"

# Peak memory through GNU time when it is there. Each row is its own process, so the figure
# includes the runtime's own footprint (Python interpreter, Swift runtime and Foundation).
have_time=no
if /usr/bin/time -v true >/dev/null 2>&1; then have_time=yes; fi

# measure NAME COMMAND...: COMMAND prints "tool median runs [exit]"; keeps median and peak RSS.
measure() {
    local name=$1; shift
    local out peak="-"
    if [ "$have_time" = yes ]; then
        out=$(/usr/bin/time -v -o "$results/$name.time" "$@") || { echo "$name failed"; return 0; }
        peak=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$results/$name.time")
    else
        out=$("$@") || { echo "$name failed"; return 0; }
    fi
    echo "$out" | awk '{ print $2 }' >"$results/$name.median"
    echo "$peak" >"$results/$name.peak"
    echo "$out" | awk '{ print $4 }' >"$results/$name.exit"
    echo "$name: $out"
}
median() { cat "$results/$1.median" 2>/dev/null || true; }

echo "== 4. Timing on $(wc -c <"$pbxproj" | tr -d ' ') bytes, median of $runs runs after 2 warm-ups"
bench=$benchmarks/.build/release/PBXProjBenchmark
measure ours "$bench" parser "$pbxproj" "$runs"
measure reader "$bench" reader "$pbxproj" "$runs"
measure foundation "$bench" foundation "$pbxproj" "$runs"
if [ "$python_ready" = yes ]; then
    measure mod-pbxproj "$venv/bin/python" bench_python.py mod-pbxproj "$pbxproj" "$runs"
    measure openstep_parser "$venv/bin/python" bench_python.py openstep_parser "$pbxproj" "$runs"
fi

echo "== 5. Whole doctor run: airkit doctor work/BigApp, median of $doctor_runs runs"
airkit=$root/.build/release/airkit
doctor_status="airkit doctor not available yet"
if [ -x "$airkit" ] && "$airkit" doctor --help 2>&1 | grep -qi "doctor"; then
    measure doctor python3 bench_process.py "$doctor_runs" "$airkit" doctor "$work/BigApp"
    if [ "$(median doctor)" = "-" ]; then
        doctor_status="airkit doctor exited $(cat "$results/doctor.exit") (0 and 1 are normal results)"
        rm -f "$results/doctor.median"
    else
        doctor_status="exit code $(cat "$results/doctor.exit")"
    fi
fi
echo "$doctor_status"

echo
echo "== Results ($(uname -sm), $(getconf _NPROCESSORS_ONLN) cores, $(date -u +%Y-%m-%d))"
printf '%-46s %13s %14s %10s\n' "tool" "median" "ratio vs ours" "peak RSS"
row() {  # row NAME LABEL
    local name=$1 label=$2 value ours
    value=$(median "$name"); ours=$(median ours)
    if [ -z "$value" ]; then printf '%-46s %13s\n' "$label" "n/a"; return; fi
    awk -v t="$value" -v o="${ours:-0}" -v l="$label" -v p="$(cat "$results/$name.peak")" 'BEGIN {
        ratio = (o > 0) ? sprintf("%.1fx", t / o) : "-"
        printf "%-46s %10.1f ms %14s %10s\n", l, t * 1000, ratio, p }'
}
row ours "AirKitDoctor PBXProjParser (parse only)"
row reader "AirKitDoctor XcodeProjectReader (whole model)"
row foundation "PropertyListSerialization"
row mod-pbxproj "pbxproj 4.3.3 XcodeProject.load (Python)"
row openstep_parser "openstep_parser 2.0.3 (Python)"
row doctor "airkit doctor work/BigApp (whole process)"

echo
check() {  # check NAME FACTOR LABEL: is ours at least FACTOR times faster than NAME?
    local value ours
    value=$(median "$1"); ours=$(median ours)
    if [ -z "$value" ] || [ -z "$ours" ]; then echo "target >= ${2}x faster than $3: not measured"; return; fi
    awk -v t="$value" -v o="$ours" -v f="$2" -v l="$3" \
        'BEGIN { r = t / o; printf "target >= %dx faster than %s: %.1fx, %s\n", f, l, r, (r >= f) ? "met" : "MISSED" }'
}
check mod-pbxproj 10 "pbxproj (mod-pbxproj)"
check foundation 3 "PropertyListSerialization"
if [ -n "$(median doctor)" ]; then
    awk -v t="$(median doctor)" 'BEGIN { printf "target whole doctor run < 0.3 s: %.3f s, %s\n", t, (t < 0.3) ? "met" : "MISSED" }'
else
    echo "target whole doctor run < 0.3 s: not measured ($doctor_status)"
fi
