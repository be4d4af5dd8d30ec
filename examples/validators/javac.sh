#!/usr/bin/env bash
# A validator that accepts whatever javac compiles (decision D22 of spec/java/decisions.md:
# the plan's types mapped to Java, a prelude generated from the syscall whitelist).
# `conform run --target examples/validators/javac.sh --dialect java` shows, rule by rule,
# what a compiler alone lets through. Exit 0 accept, 1 reject, 2 error.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ $# -gt 0 ]; then
  case_file=${!#}
else
  case_file=$(mktemp "${TMPDIR:-/tmp}/conform-javac-case.XXXXXX") || exit 2
  trap 'rm -f "$case_file"' EXIT
  cat > "$case_file"
fi
verdict=$(python3 "$here/../../tools/javac/javac_check.py" "$case_file") || exit 2
case $verdict in
  *$'\t'compiles) exit 0 ;;
  *) echo "${verdict#*$'\t'}" >&2; exit 1 ;;
esac
