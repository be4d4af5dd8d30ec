#!/usr/bin/env bash
# Runs every libFuzzer target for a short, bounded time over the seed corpus
# (each target's seed folders, from the build's fuzz-targets.tsv), as CI does on each change. Exits non-zero if any target crashes,
# hangs (-timeout), runs out of memory (-rss_limit_mb) or cannot be run.
#
#   tools/fuzz-smoke.sh [--build-dir DIR] [--seconds N] [TARGET...]
#
# Defaults: build/fuzz (the `fuzz` preset; build it first with
# `cmake --preset fuzz && cmake --build --preset fuzz`), 20 seconds per target,
# every target below. Inputs found during the run go to a temporary directory and are
# thrown away; a crashing input is kept in fuzz-artifacts/smoke/ and its path printed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$root/build/fuzz"
seconds=20
targets=()

usage() { sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="${2:?--build-dir needs a directory}"; shift 2 ;;
    --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-smoke: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
case "$seconds" in ''|*[!0-9]*) echo "fuzz-smoke: --seconds must be a whole number, not '$seconds'" >&2; exit 2 ;; esac
source "$root/tools/fuzz-common.bash"
[ ${#targets[@]} -gt 0 ] || targets=("${all_fuzz_targets[@]}")

artifacts="$root/fuzz-artifacts/smoke"
mkdir -p "$artifacts"
work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-smoke.XXXXXX")"
trap 'rm -rf "$work"' EXIT

status=0
for target in "${targets[@]}"; do
  bin="$build_dir/bin/$target"
  if [ ! -x "$bin" ]; then
    echo "fuzz-smoke: $bin not found; build the fuzz preset first" >&2
    exit 2
  fi
  mkdir -p "$work/$target"
  log="$work/$target.log"
  echo "fuzz-smoke: $target for ${seconds}s" >&2
  # The first corpus directory receives new inputs: a scratch one, so the seeds stay as they are.
  mapfile -t seeds < <(fuzz_seeds "$target")
  if "$bin" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=4096 \
       -dict="$(fuzz_dict "$target")" -print_final_stats=1 \
       -artifact_prefix="$artifacts/$target-" \
       "$work/$target" "${seeds[@]}" >"$log" 2>&1; then
    grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::average_exec_per_sec)' "$log" | sed "s/^/  /" >&2 || true
  else
    code=$?
    status=1
    echo "fuzz-smoke: $target FAILED (exit $code); the end of its log:" >&2
    tail -n 40 "$log" >&2
    grep -E "^(artifact_prefix|Test unit written to)" "$log" >&2 || true
  fi
done
exit $status
