#!/usr/bin/env bash
# Builds the fastest conform, in build/release-pgo: GCC's profile-guided optimisation
# with link-time optimisation. Three steps over one build folder: an instrumented build,
# a training run (every dialect's benchmark rows up to 1,000 units, and `conform check`
# over the corpus, valid and broken plans both), then the optimised build. About twice
# the release build's time; the release preset stays the everyday build.
#
#   tools/build-pgo.sh [--jobs N]
#
# Then build/release-pgo/bin/conform is the command, and tools/bench_goals.py
# --build-dir build/release-pgo measures it (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/script-args.bash

jobs=2
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) need_value "$@"; jobs=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "build-pgo: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "build-pgo: --jobs takes a whole number of jobs, not '$jobs'" >&2; exit 2; }

dir=build/release-pgo
targets=(conform conform_cpl_bench conform_java_bench conform_rtfs_bench conform_json_contracts_bench conform_run_bench)
stage() { echo "build-pgo: $*" >&2; }

tools/bootstrap.sh
stage "1/3 the instrumented build"
cmake --preset release-pgo -DCONFORM_PGO=generate >/dev/null
rm -rf "$dir/pgo-profile"
cmake --build "$dir" -j "$jobs" --target "${targets[@]}"

stage "2/3 training"
train='Corpus|corpus|Large|Synthetic|generated|Units/(10|100|1000)$|Bytes/(1024|102400)$'
for bench in conform_cpl_bench conform_java_bench conform_rtfs_bench conform_json_contracts_bench; do
  "$dir/bin/$bench" --benchmark_filter="$train" --benchmark_min_time=0.05 >/dev/null
done
for dialect in cpl java rtfs stepplan fixplan; do
  mapfile -d '' plans < <(find "corpus/$dialect/valid" "corpus/$dialect/invalid" -type f \
    ! -name '*.expected' ! -name '*.base' ! -name README.md -print0)
  status=0
  "$dir/bin/conform" check --dialect "$dialect" "${plans[@]}" >/dev/null || status=$?
  [ "$status" -le 1 ] || { echo "build-pgo: conform check failed ($status) on corpus/$dialect" >&2; exit 1; }
done

stage "3/3 the optimised build"
cmake --preset release-pgo -DCONFORM_PGO=use >/dev/null
cmake --build "$dir" -j "$jobs" --target "${targets[@]}"
stage "done: $dir/bin/conform"
