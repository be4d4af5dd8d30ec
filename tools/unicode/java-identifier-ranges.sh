#!/usr/bin/env bash
# Regenerates parsers/java/grammar/identifier_ranges.inc: the code points beyond ASCII a
# Java name may start with and hold, as the installed JDK's Character class says
# (isJavaIdentifierStart, isJavaIdentifierPart). Needs a JDK (apt-get install default-jdk-headless).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v javac >/dev/null || { echo "$0: javac is not installed (apt-get install default-jdk-headless)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work" tools/unicode/JavaIdentifierRanges.java
java -cp "$work" JavaIdentifierRanges > parsers/java/grammar/identifier_ranges.inc
echo "wrote parsers/java/grammar/identifier_ranges.inc"
