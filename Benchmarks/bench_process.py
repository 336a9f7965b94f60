#!/usr/bin/env python3
"""Times a whole command as a process and prints the median wall time.

    bench_process.py RUNS COMMAND [ARG ...]

Runs COMMAND once untimed (warm-up, file cache), then RUNS times, output discarded. Exit codes
0 and 1 both count as normal results (the doctor exits 1 when it has findings at error level);
any other code stops the measurement. Output, one line: `process median_seconds runs exit_code`.
"""
import statistics
import subprocess
import sys
import time


def run(command):
    return subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    runs, command = int(sys.argv[1]), sys.argv[2:]
    code = run(command)
    if code not in (0, 1):
        print(f"process - 0 {code}")
        return
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        run(command)
        seconds.append(time.perf_counter() - start)
    print(f"process {statistics.median(seconds):.6f} {runs} {code}")


if __name__ == "__main__":
    main()
