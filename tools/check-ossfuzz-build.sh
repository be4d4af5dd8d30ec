#!/usr/bin/env bash
# The OSS-Fuzz build check (ctest fuzz_ossfuzz_check_build). Runs the build entry,
# fuzz/ossfuzz.sh, with the environment OSS-Fuzz's base-builder sets
# (tools/ossfuzz-env.bash), $WORK the given clang build tree and $OUT a temporary
# folder, then checks every target of the tree's fuzz-targets.tsv as OSS-Fuzz's
# check_build does: it is in $OUT with its seed corpus zip, dictionary and options, it
# completes `-runs=4 -seed=1337`, and it loaded at least 100 coverage edges.
#
#   tools/check-ossfuzz-build.sh BUILD_DIR
#
# BUILD_DIR must have been configured with exactly those flags (the asan preset is): the
# check re-runs the configuration and the build there, which then compile nothing.
# Exit: 0 every target passes; 1 a check failed; 2 bad usage.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
min_edges=100

if [ $# -ne 1 ] || [ ! -f "$1/CMakeCache.txt" ]; then
  echo "check-ossfuzz-build: give one configured build folder (got: ${*:-nothing})" >&2
  exit 2
fi
build="$(cd "$1" && pwd)"
# shellcheck source=tools/ossfuzz-env.bash
source "$root/tools/ossfuzz-env.bash"

cached_flags="$(sed -n 's/^CMAKE_CXX_FLAGS:[A-Z]*=//p' "$build/CMakeCache.txt")"
if [ "$cached_flags" != "$CXXFLAGS" ]; then
  echo "check-ossfuzz-build: $build is compiled with CXXFLAGS '$cached_flags', not OSS-Fuzz's" \
       "'$CXXFLAGS' (tools/ossfuzz-env.bash; the asan preset must use the same)" >&2
  exit 1
fi

out="$(mktemp -d "${TMPDIR:-/tmp}/ossfuzz-out.XXXXXX")"
trap 'rm -rf "$out"' EXIT
export OUT="$out" WORK="$build" SRC="$(dirname "$root")"
log="$out/.build.log"
if ! bash "$root/fuzz/ossfuzz.sh" >"$log" 2>&1; then
  echo "check-ossfuzz-build: fuzz/ossfuzz.sh failed:" >&2
  tail -n 40 "$log" >&2
  exit 1
fi
# What the build entry had to do on this tree (nothing, when the tree was built).
echo "check-ossfuzz-build: the build entry compiled $(grep -c 'Building CXX object' "$log") and linked $(grep -c 'Linking CXX' "$log") files"

status=0
fail() { echo "check-ossfuzz-build: $1: $2" >&2; status=1; }
printf '%-28s %8s %6s %8s\n' target edges runs seeds
while IFS=$'\t' read -r target _; do
  [ -n "$target" ] || continue
  for f in "$target" "${target}_seed_corpus.zip" "$target.dict" "$target.options"; do
    [ -s "$out/$f" ] || fail "$target" "\$OUT/$f is missing or empty"
  done
  [ -x "$out/$target" ] || { fail "$target" "\$OUT/$target is not executable"; continue; }
  seeds="$(python3 -c 'import sys, zipfile; print(len(zipfile.ZipFile(sys.argv[1]).namelist()))' \
             "$out/${target}_seed_corpus.zip" 2>/dev/null || echo 0)"
  [ "$seeds" -gt 0 ] || fail "$target" "its seed corpus zip holds no input"
  dict="$(sed -n 's/^dict[[:space:]]*=[[:space:]]*//p' "$out/$target.options")"
  [ -z "$dict" ] || [ -s "$out/$dict" ] || fail "$target" "its options name the dictionary '$dict', not in \$OUT"

  run_log="$out/.$target.log"
  code=0
  (cd "$out" && "./$target" -runs=4 -seed=1337 >"$run_log" 2>&1) || code=$?
  # "INFO: Loaded 1 modules   (12345 inline 8-bit counters): ..." — the edges libFuzzer sees.
  edges="$(sed -n 's/^INFO: Loaded [0-9]* modules* *(\([0-9]*\) .*/\1/p' "$run_log" | awk '{ s += $1 } END { print s + 0 }')"
  runs="$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$run_log")"
  printf '%-28s %8s %6s %8s\n' "$target" "$edges" "${runs:--}" "$seeds"
  if [ "$code" -ne 0 ]; then
    fail "$target" "-runs=4 -seed=1337 exited with $code; the end of its output:"
    tail -n 20 "$run_log" >&2
  elif [ "$runs" != 4 ]; then
    fail "$target" "did not report 'Done 4 runs'"
  fi
  [ "$edges" -ge "$min_edges" ] || fail "$target" "$edges coverage edges, fewer than $min_edges: not instrumented?"
done <"$build/fuzz-targets.tsv"
exit $status
