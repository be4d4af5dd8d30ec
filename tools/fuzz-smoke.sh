#!/usr/bin/env bash
# Runs every libFuzzer target for a short, bounded time over the seed corpus
# (each target's seed folders, from the build's fuzz-targets.tsv), as CI does on each change. Exits non-zero if any target crashes,
# hangs (-timeout), runs out of memory (-rss_limit_mb) or cannot be run.
#
#   tools/fuzz-smoke.sh [--build-dir DIR] [--seconds N] [--jobs N] [TARGET...]
#
# Defaults: build/fuzz (the `fuzz` preset: `cmake --preset fuzz && cmake --build --preset
# fuzz`; the asan preset's build/asan has the targets too), 20 seconds per target, as many
# targets at once as there are processors, every target of the build. Inputs found during
# the run go to a temporary directory and are thrown away; a crashing input is kept in
# fuzz-artifacts/smoke/ and its path printed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"
build_dir="$root/build/fuzz"
seconds=20
jobs=$(nproc 2>/dev/null || echo 1)
targets=()


while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="${2:?--build-dir needs a directory}"; shift 2 ;;
    --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
    --jobs) jobs="${2:?--jobs needs a number}"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-smoke: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
case "$seconds" in ''|*[!0-9]*) echo "fuzz-smoke: --seconds must be a whole number, not '$seconds'" >&2; exit 2 ;; esac
case "$jobs" in ''|0|*[!0-9]*) echo "fuzz-smoke: --jobs must be a whole number above 0, not '$jobs'" >&2; exit 2 ;; esac
source "$root/tools/fuzz-common.bash"
[ ${#targets[@]} -gt 0 ] || targets=("${all_fuzz_targets[@]}")

artifacts="$root/fuzz-artifacts/smoke"
mkdir -p "$artifacts"
work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-smoke.XXXXXX")"
trap 'rm -rf "$work"' EXIT

for target in "${targets[@]}"; do
  if [ ! -x "$build_dir/bin/$target" ]; then
    echo "fuzz-smoke: $build_dir/bin/$target not found; build the fuzz (or asan) preset first" >&2
    exit 2
  fi
done

# One target's run; its exit status is the target's. Its report goes to stderr in one piece.
smoke() {
  local target=$1 log="$work/$1.log" code=0
  mkdir -p "$work/$target"
  # The first corpus directory receives new inputs: a scratch one, so the seeds stay as they
  # are. The seeds are the distinct ones, so no second is spent running an input twice.
  local distinct seeded mutated
  distinct="$(fuzz_distinct_seeds "$target" "$work/$target-seeds")"
  "$build_dir/bin/$target" -max_total_time="$seconds" -timeout="$(fuzz_option "$target" timeout 5)" -rss_limit_mb=2048 \
      -max_len="$(fuzz_option "$target" max_len 4096)" \
      -dict="$(fuzz_dict "$target")" -print_final_stats=1 \
      -artifact_prefix="$artifacts/$target-" \
      "$work/$target" "$work/$target-seeds" >"$log" 2>&1 || code=$?
  if [ "$code" -eq 0 ]; then
    seeded="$(sed -nE 's/^#([0-9]+)[[:space:]]+INITED.*/\1/p' "$log" | head -n 1)"
    mutated="$(sed -nE 's/^#([0-9]+)[[:space:]]+DONE.*/\1/p' "$log" | head -n 1)"
    { echo "fuzz-smoke: $target passed ${seconds}s: $distinct distinct seeds, then $(( ${mutated:-0} - ${seeded:-${mutated:-0}} )) new inputs"
      grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::average_exec_per_sec)' "$log" | sed "s/^/  /" || true
    } >&2
  else
    { echo "fuzz-smoke: $target FAILED (exit $code); the end of its log:"
      tail -n 40 "$log"
      grep -E "^(artifact_prefix|Test unit written to)" "$log" || true
    } >&2
  fi
  return "$code"
}

echo "fuzz-smoke: ${#targets[@]} targets, ${seconds}s each, $jobs at a time" >&2
status=0
running=()
for target in "${targets[@]}"; do
  while [ "${#running[@]}" -ge "$jobs" ]; do
    wait -n -p done_pid "${running[@]}" || status=1
    remaining=()
    for p in "${running[@]}"; do [ "$p" = "$done_pid" ] || remaining+=("$p"); done
    running=("${remaining[@]}")
  done
  smoke "$target" &
  running+=("$!")
done
for p in "${running[@]}"; do wait "$p" || status=1; done
exit $status
