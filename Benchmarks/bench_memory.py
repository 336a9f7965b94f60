#!/usr/bin/env python3
"""Runs one command as a child process and prints its peak resident memory.

    bench_memory.py LABEL COMMAND [ARG ...]

The peak is the child's own `ru_maxrss` from `wait4`, so each measurement is a fresh process and
includes the runtime's footprint (Swift runtime and Foundation, or the Python interpreter).
Output, one line: `LABEL peak_kilobytes exit_code command_output`.
"""
import os
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    label, command = sys.argv[1], sys.argv[2:]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    output = child.stdout.read().decode(errors="replace").strip()
    errors = child.stderr.read().decode(errors="replace").strip()
    _, status, usage = os.wait4(child.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    # Linux reports ru_maxrss in kilobytes.
    shown = (output or errors).splitlines()[-1:] or [""]
    print(f"{label} {usage.ru_maxrss} {code} {shown[0]}")


if __name__ == "__main__":
    main()
