#!/usr/bin/env python3
"""Summarises `llvm-cov export` JSON for tools/fuzz-coverage.sh.

    fuzz_coverage_summary.py EXPORT.json SOURCE_ROOT LLVM_CXXFILT

Prints which files under oracles/ and parsers/ the corpus reaches (with their line
coverage) and which it never reaches, then the functions of oracles/ it never runs.
"""
import json
import os
import subprocess
import sys


def main(argv):
    if len(argv) != 4:
        print("usage: fuzz_coverage_summary.py EXPORT.json SOURCE_ROOT LLVM_CXXFILT", file=sys.stderr)
        return 2
    export, root, cxxfilt = argv[1], os.path.realpath(argv[2]), argv[3]
    data = json.load(open(export))["data"][0]

    def relative(path):
        path = os.path.realpath(path)
        return os.path.relpath(path, root) if path.startswith(root + os.sep) else None

    files = []
    for f in data["files"]:
        name = relative(f["filename"])
        if name and name.split(os.sep)[0] in ("oracles", "parsers"):
            lines = f["summary"]["lines"]
            files.append((name, lines["covered"], lines["count"]))
    files.sort()
    reached = [f for f in files if f[1] > 0]
    never = [f for f in files if f[1] == 0]
    total_covered = sum(f[1] for f in files)
    total = sum(f[2] for f in files) or 1
    print(f"oracle and parser files: {len(reached)} reached, {len(never)} never reached; "
          f"lines {total_covered}/{total} ({100 * total_covered / total:.1f}%)")

    unrun = sorted({fn["name"] for fn in data["functions"] if fn["count"] == 0 and any(
        (relative(p) or "").startswith("oracles" + os.sep) for p in fn["filenames"])})
    if unrun:
        demangled = subprocess.run([cxxfilt], input="\n".join(unrun), capture_output=True,
                                   text=True, check=True).stdout.splitlines()
    else:
        demangled = []
    print(f"oracle functions never run: {len(demangled)}")
    print()
    print("reached:")
    for name, covered, count in reached:
        print(f"  {name}  {covered}/{count} lines ({100 * covered / max(count, 1):.0f}%)")
    print("never reached:")
    for name, _, count in never:
        print(f"  {name}  ({count} lines)")
    print("oracle functions never run:")
    for name in demangled:
        print(f"  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
