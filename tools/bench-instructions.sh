#!/usr/bin/env bash
# Instructions one benchmark iteration executes inside a function, counted by callgrind:
# deterministic where CPU time is not (a busy machine, frequency changes), so two builds
# can be compared on a loaded machine. Not a measure of time.
#
#   tools/bench-instructions.sh BENCH_BINARY FILTER FUNCTION_PATTERN
#
# FILTER selects one benchmark (run for one iteration, --benchmark_min_time=0);
# FUNCTION_PATTERN is callgrind's --toggle-collect pattern for the function that holds the
# measured loop, so that building the workload is not counted, e.g.
#   tools/bench-instructions.sh build/release/bin/conform_json_contracts_bench \
#     '^Check/stepplan_corpus$' '*run<(anonymous namespace)::Check(*'
#   tools/bench-instructions.sh build/release/bin/conform_cpl_bench '^Check/Corpus$' 'conform::bench::run_check(*'
set -euo pipefail
if [[ $# -ne 3 ]]; then
  echo "usage: $0 BENCH_BINARY FILTER FUNCTION_PATTERN" >&2
  exit 2
fi
binary=$1 filter=$2 pattern=$3
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
[[ -x $binary ]] || { echo "$0: $binary is not an executable" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$pattern" \
  "$binary" --benchmark_filter="$filter" --benchmark_min_time=0 >/dev/null 2>&1
total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !found {gsub(",", "", $1); print $1; found = 1}')
if ! [[ $total =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: no instructions inside '$pattern' (does FILTER select a benchmark, and the pattern name its loop?)" >&2
  exit 2
fi
echo "$total"
