#!/usr/bin/env python3
"""Runs one command as a child process and prints its wall time and peak resident memory.

    bench_run.py LABEL COMMAND [ARG ...]

The child runs with its address space capped at AIRKIT_BENCH_MEMORY_MB (default 4096) and is
killed after AIRKIT_BENCH_TIMEOUT seconds (default 300), so a reader without a bound ends the row
instead of the machine's memory. Output, one line:
`LABEL seconds peak_kilobytes exit_code` (exit code `killed` past the timeout).
"""
import os
import resource
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    label, command = sys.argv[1], sys.argv[2:]
    memory = int(os.environ.get("AIRKIT_BENCH_MEMORY_MB", "4096")) << 20
    timeout = float(os.environ.get("AIRKIT_BENCH_TIMEOUT", "300"))

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=limit)
    code = "killed"
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            code = str(os.waitstatus_to_exitcode(status))
            break
        if time.perf_counter() - start > timeout:
            child.kill()
            _, _, usage = os.wait4(child.pid, 0)
            break
        time.sleep(0.01)
    seconds = time.perf_counter() - start
    # Linux reports ru_maxrss in kilobytes.
    print(f"{label} {seconds:.3f} {usage.ru_maxrss} {code}")


if __name__ == "__main__":
    main()
