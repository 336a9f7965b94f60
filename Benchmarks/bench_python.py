#!/usr/bin/env python3
"""Times one Python reader of a project.pbxproj, in this process, and prints the median.

    bench_python.py TOOL PATH RUNS
      TOOL: mod-pbxproj      pbxproj's XcodeProject.load(PATH) (parses and builds its object model)
            openstep_parser  openstep_parser's OpenStepDecoder.ParseFromString (the text already read)

Output, one line: `TOOL median_seconds runs`, after two untimed warm-up runs.
"""
import statistics
import sys
import time


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    tool, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if tool == "mod-pbxproj":
        from pbxproj import XcodeProject

        def run():
            return len(XcodeProject.load(path).objects.get_keys())
    elif tool == "openstep_parser":
        from openstep_parser import OpenStepDecoder
        with open(path, encoding="utf-8") as handle:
            text = handle.read()

        def run():
            return len(OpenStepDecoder.ParseFromString(text)["objects"])
    else:
        sys.exit(f"unknown tool {tool}")
    for _ in range(2):
        if run() == 0:
            sys.exit(f"{tool} read no objects from {path}")
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        seconds.append(time.perf_counter() - start)
    print(f"{tool} {statistics.median(seconds):.6f} {runs}")


if __name__ == "__main__":
    main()
