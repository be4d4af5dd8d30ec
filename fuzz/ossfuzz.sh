#!/usr/bin/env bash
# The one build entry of the fuzz targets for OSS-Fuzz, ClusterFuzzLite and this
# project's CI (projects/conform/build.sh and .clusterfuzzlite/build.sh only call it).
#
#   [CXX=… CXXFLAGS=… LIB_FUZZING_ENGINE=… WORK=…] OUT=DIR fuzz/ossfuzz.sh
#
# Reads the variables OSS-Fuzz's base-builder image sets: $CXX and $CXXFLAGS (every
# library and target is compiled with them and nothing else: no build type's flags),
# $LIB_FUZZING_ENGINE (how a fuzz target links its engine), $OUT (where the results go),
# $WORK (the build tree). $CC and $CFLAGS are not used: the project is C++ only.
# CONFORM_BUILD_JOBS: parallel compile jobs (default: the number of processors).
#
# WORK: the build tree, kept between runs. A fresh one is configured with the fuzz
# targets only (no tests, tools or benchmarks); an existing one keeps its other settings,
# so CI points WORK at its asan tree, built with the same flags, and nothing recompiles.
# Default: build/ossfuzz in the source tree.
#
# Writes to $OUT, for each target of <WORK>/fuzz-targets.tsv (every conform_add_fuzzer):
#   <target>                  the binary
#   <target>_seed_corpus.zip  the target's seed folders (a dialect's whole corpus/<id>/:
#                             valid, invalid, impl-defined, regressions; a metamorphic
#                             target's fuzz/core/metamorphic-seeds/), sidecars left out
#   <target>.dict             its dictionary
#   <target>.options          its libFuzzer options, the dictionary named <target>.dict
# Exit: 0 built; 2 bad usage or environment; otherwise the failing step's status.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"

case "${1:-}" in
  -h|--help) usage; exit 0 ;;
  "") ;;
  *) echo "ossfuzz.sh: takes no arguments, only the environment (got '$1')" >&2; exit 2 ;;
esac
if [ -z "${OUT:-}" ]; then
  echo "ossfuzz.sh: \$OUT is not set (the folder the fuzz targets go to)" >&2
  exit 2
fi
cxx="${CXX:-clang++}"
engine="${LIB_FUZZING_ENGINE:--fsanitize=fuzzer}"
work="${WORK:-$root/build/ossfuzz}"
jobs="${CONFORM_BUILD_JOBS:-$(nproc 2>/dev/null || echo 2)}"
command -v "$cxx" >/dev/null || { echo "ossfuzz.sh: compiler '$cxx' (\$CXX) not found" >&2; exit 2; }
command -v python3 >/dev/null || { echo "ossfuzz.sh: python3 not found (it writes the seed corpus zips)" >&2; exit 2; }
mkdir -p "$OUT" "$work"

configure=(-S "$root" -B "$work")
if [ ! -f "$work/CMakeCache.txt" ]; then
  configure+=(-G Ninja -DCMAKE_CXX_COMPILER="$cxx"
              -DCONFORM_BUILD_TESTS=OFF -DCONFORM_BUILD_BENCHMARKS=OFF -DCONFORM_BUILD_TOOLS=OFF)
else
  cached="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$work/CMakeCache.txt")"
  # A preset re-run on an existing tree caches its bare name (UNINITIALIZED=clang++),
  # a first configuration the full path: look a bare name up on PATH, as $CXX is.
  if [ "$(readlink -f "$(command -v "$cxx")")" != "$(readlink -f "$(command -v "$cached" || echo "$cached")")" ]; then
    echo "ossfuzz.sh: $work was configured with $cached, not \$CXX=$cxx; use another WORK" >&2
    exit 2
  fi
fi
# The flags are $CXXFLAGS alone: the build type adds none, CONFORM_SANITIZE none, and the
# coverage instrumentation is whatever $CXXFLAGS asks for.
configure+=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS="${CXXFLAGS:-}"
            -DCMAKE_CXX_FLAGS_RELWITHDEBINFO= -DCONFORM_SANITIZE= -DCONFORM_BUILD_FUZZERS=ON
            -DCONFORM_FUZZ_INSTRUMENT=OFF -DCONFORM_FUZZ_ENGINE="$engine")
echo "ossfuzz.sh: configuring $work" >&2
cmake "${configure[@]}" >"$work/ossfuzz-configure.log" || { cat "$work/ossfuzz-configure.log" >&2; exit 1; }
echo "ossfuzz.sh: building the fuzz targets ($jobs jobs)" >&2
cmake --build "$work" --target fuzzers -j "$jobs"

table="$work/fuzz-targets.tsv"
count=0
while IFS=$'\t' read -r target dict seeds options; do
  [ -n "$target" ] || continue
  cp -f "$work/bin/$target" "$OUT/$target"
  cp -f "$dict" "$OUT/$target.dict"
  sed -E "s/^dict[[:space:]]*=.*/dict = $target.dict/" "$options" >"$OUT/$target.options"
  # shellcheck disable=SC2086  # seeds: a space-separated list of folders
  python3 "$root/fuzz/seed_corpus_zip.py" "$OUT/${target}_seed_corpus.zip" $seeds
  count=$((count + 1))
done <"$table"
echo "ossfuzz.sh: $count fuzz targets in $OUT" >&2
