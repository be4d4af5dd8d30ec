#!/usr/bin/env python3
"""Writes a fuzz target's seed corpus zip (OSS-Fuzz's <target>_seed_corpus.zip).

    seed_corpus_zip.py OUT.zip FOLDER...

Every file below each folder goes in, except what is no input: the sidecars of the corpus
layout (corpus/README.md: <case>.expected, <case>.base) and README.md files. Entries are
flat, named after their path below the folder ('/' as '__'), sorted, with a fixed date:
the same corpus gives the same zip. Exit 2 on bad usage or a missing folder.
"""
import os
import sys
import zipfile

SIDECAR_SUFFIXES = (".expected", ".base")


def inputs(folder):
    for directory, subfolders, files in os.walk(folder):
        subfolders.sort()
        for name in sorted(files):
            if name == "README.md" or name.endswith(SIDECAR_SUFFIXES):
                continue
            path = os.path.join(directory, name)
            yield path, os.path.relpath(path, folder).replace(os.sep, "__")


def main(argv):
    if len(argv) < 3:
        print("usage: seed_corpus_zip.py OUT.zip FOLDER...", file=sys.stderr)
        return 2
    out, folders = argv[1], argv[2:]
    for folder in folders:
        if not os.path.isdir(folder):
            print(f"seed_corpus_zip.py: '{folder}' is not a folder", file=sys.stderr)
            return 2
    names = set()
    with zipfile.ZipFile(out + ".tmp", "w", zipfile.ZIP_DEFLATED) as archive:
        for folder in folders:
            for path, name in inputs(folder):
                if name in names:
                    name = f"{os.path.basename(os.path.abspath(folder))}__{name}"
                names.add(name)
                entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                entry.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as f:
                    archive.writestr(entry, f.read())
    os.replace(out + ".tmp", out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
