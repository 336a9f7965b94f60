#!/usr/bin/env bash
# Time and peak memory of airkit on the hostile projects of "untrusted projects, round two", each
# against a baseline measured in the same run (generate_hostile.py says which).
#   Benchmarks/untrusted.sh                       the package's release build
#   AIRKIT=/path/to/airkit Benchmarks/untrusted.sh    another build (an older commit, to compare)
# Every row is its own process (bench_run.py): wall time, peak resident memory (ru_maxrss), exit
# status, under a 4 GB address-space cap and a 300 s timeout, so an unbounded reader ends its row.
# Inputs are written under Benchmarks/work/hostile/ (git-ignored), about 150 MB.
set -euo pipefail
cd "$(dirname "$0")"
benchmarks=$(pwd)
root=$(cd .. && pwd)
work=$benchmarks/work
hostile=$work/hostile
mkdir -p "$work"

echo "== 1. Generating $hostile"
python3 generate_hostile.py "$work"

airkit=${AIRKIT:-}
if [ -z "$airkit" ]; then
    echo "== 2. Building release"
    (cd "$root" && swift build -c release --product airkit 2>&1 | tail -1)
    airkit=$root/.build/release/airkit
fi
echo "airkit: $airkit"

results=()
row() {  # row LABEL COMMAND...
    local line
    line=$(python3 bench_run.py "$@")
    echo "$line"
    results+=("$line")
}

echo "== 3. Runs"
for case in includes-4kb includes-255; do
    row "doctor:$case" "$airkit" doctor "$hostile/$case"
    row "setup:$case" "$airkit" setup "$hostile/$case" --dry-run
done
for case in module-once module-400 xcodegen-10k xcodegen-100k loose-plists loose-folders loose-both; do
    row "doctor:$case" "$airkit" doctor "$hostile/$case"
done
row "doctor:baseline-file" "$airkit" doctor "$hostile/pagemap/App" --baseline "$hostile/pagemap/baseline.json"
row "doctor:baseline-pagemap" "$airkit" doctor "$hostile/pagemap/App" --baseline "$hostile/pagemap/endless"
for keys in ordinary colliding; do
    for format in xml binary; do
        row "setup:plist-$keys-$format" "$airkit" setup "$hostile/plist-$keys-$format" --dry-run
    done
done

echo
echo "== Results ($(uname -sm), $(getconf _NPROCESSORS_ONLN) cores, $(date -u +%Y-%m-%d))"
printf '%s\n' "${results[@]}" | python3 -c '
import sys
rows = {}
for line in sys.stdin:
    label, seconds, peak, code = line.split()
    rows[label] = (float(seconds), int(peak) / 1024, code)
def show(label, against, note):
    if label not in rows or any(a not in rows for a in against):
        return
    seconds, peak, code = rows[label]
    base_seconds = sum(rows[a][0] for a in against)
    base_peak = max(rows[a][1] for a in against)
    print(f"{label:32} {seconds:8.2f} s {peak:8.0f} MB  exit {code:6}  "
          f"time {seconds / base_seconds:6.1f}x  memory {peak / base_peak:5.1f}x  against " + " + ".join(against) + f" ({note})")
print("row".ljust(32), "time".rjust(10), "peak RSS".rjust(11), " exit", " " * 7, "ratios against the baseline of the same run")
show("doctor:includes-255", ["doctor:includes-4kb"], "a 4 KB file included once")
show("setup:includes-255", ["setup:includes-4kb"], "a 4 KB file included once")
show("doctor:module-400", ["doctor:module-once"], "the framework listed once")
show("doctor:xcodegen-100k", ["doctor:xcodegen-10k"], "a tenth of the settings: 10x is linear")
show("doctor:loose-both", ["doctor:loose-plists", "doctor:loose-folders"], "the plists and the folders apart")
show("doctor:baseline-pagemap", ["doctor:baseline-file"], "an ordinary baseline file")
show("setup:plist-colliding-xml", ["setup:plist-ordinary-xml"], "as many ordinary keys")
show("setup:plist-colliding-binary", ["setup:plist-ordinary-binary"], "as many ordinary keys")
'
