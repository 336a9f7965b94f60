#!/usr/bin/env python3
"""Grows a project.pbxproj to a given size by repeating its objects under new IDs.

    generate_large_pbxproj.py SOURCE_PBXPROJ OUTPUT_PBXPROJ TARGET_MEGABYTES

Copy 0 of the `objects` dictionary is the source's own, so `rootObject` still names its project;
copies 1, 2, … rewrite every 24-digit object ID (its first three digits become `G` and the copy
number, which no hexadecimal ID has), so the output is a well-formed project, without repeated
keys, with many unreachable objects: what a parser has to hold.
The same input gives the same bytes on every run.
"""
import re
import sys

OBJECT_ID = re.compile(r"\b[0-9A-F]{24}\b")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    source, output, megabytes = sys.argv[1], sys.argv[2], float(sys.argv[3])
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    start = text.index("\tobjects = {\n") + len("\tobjects = {\n")
    end = text.index("\n\t};\n\trootObject")
    head, body, tail = text[:start], text[start:end], text[end:]
    target = int(megabytes * 1024 * 1024)
    copies = min(100, max(1, (target - len(head) - len(tail)) // max(1, len(body))))
    with open(output, "w", encoding="utf-8") as out:
        out.write(head)
        out.write(body)
        for copy in range(1, copies):
            prefix = f"G{copy:02d}"
            out.write("\n")
            out.write(OBJECT_ID.sub(lambda match: prefix + match.group(0)[3:], body))
        out.write(tail)


if __name__ == "__main__":
    main()
