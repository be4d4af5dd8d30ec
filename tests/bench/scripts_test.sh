#!/usr/bin/env bash
# Bad input to the benchmark scripts: each must print one line to stderr and exit 2,
# before it builds or runs anything (ctest bench_scripts_usage).
#
#   tests/bench/scripts_test.sh
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-scripts-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0
# shellcheck source=tests/script_support.bash
source "$root/tests/script_support.bash"

ab="$root/tools/bench-ab.sh"
expect_usage_error "bench-ab.sh without arguments" bash "$ab"
expect_usage_error "bench-ab.sh without a row" bash "$ab" HEAD worktree conform_cpl_bench
expect_usage_error "bench-ab.sh with an unknown revision" bash "$ab" no-such-revision worktree conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with an unknown new revision" bash "$ab" HEAD no-such-revision conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with a path as the target" bash "$ab" HEAD worktree ../conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with --passes 0" bash "$ab" --passes 0 HEAD worktree conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with --min-time and no value" bash "$ab" HEAD worktree conform_cpl_bench Check/Corpus --min-time
expect_usage_error "bench-ab.sh with a --min-time that is no number" bash "$ab" --min-time 1s HEAD worktree conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with an unknown option" bash "$ab" --nope HEAD worktree conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with a --cpu that is no number" bash "$ab" --cpu one HEAD worktree conform_cpl_bench Check/Corpus
expect_usage_error "bench-ab.sh with a --cpu it may not run on" bash "$ab" --cpu 4096 HEAD worktree conform_cpl_bench Check/Corpus
expect_usage_error "bench_goals.py with a --cpu it may not run on" python3 "$root/tools/bench_goals.py" --cpu 4096
expect_usage_error "bench_goals.py with no build" python3 "$root/tools/bench_goals.py" --build-dir "$work/none"
expect_usage_error "bench_goals.py --instructions with no build" python3 "$root/tools/bench_goals.py" --instructions --build-dir "$work/none"
expect_usage_error "bench-instructions.sh without arguments" bash "$root/tools/bench-instructions.sh"
expect_usage_error "bench-instructions.sh with a missing binary" bash "$root/tools/bench-instructions.sh" "$work/none" '^Check/Corpus$' 'run_check*'
[ "$failures" -eq 0 ]
