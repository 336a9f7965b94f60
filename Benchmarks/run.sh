#!/usr/bin/env bash
# Measures the doctor's project reader on a large generated Xcode project, against Foundation's
# PropertyListSerialization and two Python readers, plus the whole `airkit doctor` run.
#   Benchmarks/run.sh            RUNS=9 by default (median of RUNS timed runs after warm-up)
#   RUNS=15 Benchmarks/run.sh
# Needs Swift, python3 with venv and pip (PyPI reachable for the Python readers). Everything it
# writes goes to Benchmarks/work/ and Benchmarks/.build/ (both git-ignored).
set -euo pipefail
cd "$(dirname "$0")"
benchmarks=$(pwd)
root=$(cd .. && pwd)
work=$benchmarks/work
runs=${RUNS:-9}
doctor_runs=$(( runs < 5 ? 5 : runs ))
mkdir -p "$work"

echo "== 1. Generating $work/BigApp"
macho=""
for candidate in "$root/Tests/AirKitDoctorTests/Fixtures/MachO/App-sdk27-accessory-lld19" \
                 "$root"/Tests/AirKitDoctorTests/Fixtures/MachO/App-*; do
    if [ -f "$candidate" ]; then macho=$candidate; break; fi
done
[ -n "$macho" ] && echo "app executable: copy of ${macho#"$root"/}" || echo "no Mach-O fixture yet: the built app has no executable"
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
[ "$python_ready" = yes ] || echo "pip could not install pbxproj and openstep-parser: Python rows skipped"

# Peak memory through GNU time when it is there; each row is a separate process, so it includes
# the runtime's own footprint (the Python interpreter, the Swift runtime and Foundation).
have_time=no
if /usr/bin/time -v true >/dev/null 2>&1; then have_time=yes; fi

declare -A median peak
measure() {  # measure NAME COMMAND...: runs COMMAND, which prints "tool median runs"
    local name=$1; shift
    local out rss_file=$work/time-$name.txt
    if [ "$have_time" = yes ]; then
        out=$(/usr/bin/time -v -o "$rss_file" "$@") || { echo "$name failed"; return; }
        peak[$name]=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$rss_file")
    else
        out=$("$@") || { echo "$name failed"; return; }
        peak[$name]="-"
    fi
    median[$name]=$(echo "$out" | awk '{ print $2 }')
    echo "$name: median ${median[$name]} s over $runs runs"
}

echo "== 4. Timing on $(wc -c <"$pbxproj" | tr -d ' ') bytes, median of $runs runs after 2 warm-ups"
bench=$benchmarks/.build/release/PBXProjBenchmark
measure ours "$bench" parser "$pbxproj" "$runs"
measure reader "$bench" reader "$pbxproj" "$runs"
measure foundation "$bench" foundation "$pbxproj" "$runs"
if [ "$python_ready" = yes ]; then
    measure mod-pbxproj "$venv/bin/python" bench_python.py mod-pbxproj "$pbxproj" "$runs"
    measure openstep_parser "$venv/bin/python" bench_python.py openstep_parser "$pbxproj" "$runs"
fi

echo "== 5. Whole doctor run: airkit doctor work/BigApp"
airkit=$root/.build/release/airkit
doctor_status="airkit doctor not available yet"
if [ -x "$airkit" ] && "$airkit" doctor --help 2>&1 | grep -qi "doctor"; then
    set +e
    "$airkit" doctor "$work/BigApp" >/dev/null 2>&1  # warm-up; also fills the file cache
    code=$?
    set -e
    if [ "$code" -gt 1 ]; then
        doctor_status="airkit doctor exited $code (0 and 1 are normal results)"
    else
        times=()
        for _ in $(seq "$doctor_runs"); do
            start=$(date +%s%N)
            "$airkit" doctor "$work/BigApp" >/dev/null 2>&1 || true
            end=$(date +%s%N)
            times+=("$(( end - start ))")
        done
        median[doctor]=$(printf '%s\n' "${times[@]}" | sort -n |
            awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.6f", m / 1e9 }')
        peak[doctor]="-"
        if [ "$have_time" = yes ]; then
            /usr/bin/time -v -o "$work/time-doctor.txt" "$airkit" doctor "$work/BigApp" >/dev/null 2>&1 || true
            peak[doctor]=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$work/time-doctor.txt")
        fi
        doctor_status="exit code $code, median of $doctor_runs runs"
    fi
fi
echo "$doctor_status"

echo
echo "== Results ($(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d))"
printf '%-44s %12s %16s %10s\n' "tool" "median" "ratio vs ours" "peak RSS"
row() {  # row NAME LABEL
    local name=$1 label=$2
    [ -n "${median[$name]:-}" ] || { printf '%-44s %12s\n' "$label" "n/a"; return; }
    local ratio
    ratio=$(awk -v t="${median[$name]}" -v o="${median[ours]:-0}" 'BEGIN { if (o > 0) printf "%.1fx", t / o; else print "-" }')
    printf '%-44s %10.1f ms %16s %10s\n' "$label" "$(awk -v t="${median[$name]}" 'BEGIN { print t * 1000 }')" "$ratio" "${peak[$name]}"
}
row ours "AirKitDoctor PBXProjParser (parse only)"
row reader "AirKitDoctor XcodeProjectReader (whole model)"
row foundation "PropertyListSerialization"
row mod-pbxproj "pbxproj 4.3.3 XcodeProject.load (Python)"
row openstep_parser "openstep_parser 2.0.3 (Python)"
if [ -n "${median[doctor]:-}" ]; then row doctor "airkit doctor work/BigApp (process)"; else printf '%-44s %12s\n' "airkit doctor work/BigApp (process)" "n/a"; fi

echo
check() {  # check NAME FACTOR: is NAME at least FACTOR times slower than ours?
    local name=$1 factor=$2 label=$3
    [ -n "${median[$name]:-}" ] && [ -n "${median[ours]:-}" ] || { echo "target ${factor}x vs $label: not measured"; return; }
    awk -v t="${median[$name]}" -v o="${median[ours]}" -v f="$factor" -v l="$label" \
        'BEGIN { r = t / o; printf "target >= %dx faster than %s: %.1fx, %s\n", f, l, r, (r >= f) ? "met" : "MISSED" }'
}
check mod-pbxproj 10 "pbxproj (mod-pbxproj)"
check foundation 3 "PropertyListSerialization"
if [ -n "${median[doctor]:-}" ]; then
    awk -v t="${median[doctor]}" 'BEGIN { printf "target whole doctor run < 0.3 s: %.3f s, %s\n", t, (t < 0.3) ? "met" : "MISSED" }'
else
    echo "target whole doctor run < 0.3 s: not measured ($doctor_status)"
fi
