#!/usr/bin/env bash
# The structure-aware mutator against libFuzzer's own mutations, A/B: for each dialect
# target, two processes at once for the same wall time, from the same seeds with the same
# -seed and flags, one with the dialect mutator (fuzz/core/dialect_mutator.hpp) and one
# with CONFORM_FUZZ_MUTATOR=bytes (every mutation libFuzzer's own). Each starts from an
# empty corpus beside the read-only seed folders. Prints a markdown table: runs, exec/s,
# cov, ft, corpus and the share of executed inputs that parsed, per arm, and the ratios.
# --bytes-percent N: the share of the dialect arm's mutations left to libFuzzer's own
# (CONFORM_FUZZ_BYTES_PERCENT; default: the mutator's own default).
#
#   tools/fuzz-ab.sh SECONDS [--build-dir DIR] [--seed N] [--bytes-percent N] [TARGET...]
#
# Default targets: every target of the build that has the dialect mutator.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$root/build/fuzz"
seed=1
bytes_percent=""
targets=()
seconds=""

# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) need_value "$@"; build_dir="$2"; shift 2 ;;
    --seed) need_value "$@"; seed="$2"; shift 2 ;;
    --bytes-percent) need_value "$@"; bytes_percent="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-ab: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) if [ -z "$seconds" ]; then seconds="$1"; else targets+=("$1"); fi; shift ;;
  esac
done
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz-ab: give the seconds per target as a whole number (see --help)" >&2; exit 2; }
[[ "$seed" =~ ^[0-9]+$ ]] || { echo "fuzz-ab: --seed must be a whole number" >&2; exit 2; }
[ -z "$bytes_percent" ] || { [[ "$bytes_percent" =~ ^[0-9]+$ ]] && [ "$bytes_percent" -le 100 ]; } ||
  { echo "fuzz-ab: --bytes-percent must be a whole number from 0 to 100" >&2; exit 2; }
build_dir="$(cd "$build_dir" 2>/dev/null && pwd)" || { echo "fuzz-ab: no build folder $build_dir" >&2; exit 2; }
# shellcheck source=tools/fuzz-common.bash
source "$root/tools/fuzz-common.bash"

binary() { echo "$build_dir/bin/$1"; }

if [ ${#targets[@]} -eq 0 ]; then
  for t in "${all_fuzz_targets[@]}"; do
    [ -x "$(binary "$t")" ] && fuzz_has_mutator "$t" && targets+=("$t")
  done
  [ ${#targets[@]} -gt 0 ] || { echo "fuzz-ab: no target with the dialect mutator in $build_dir" >&2; exit 2; }
fi
for t in "${targets[@]}"; do
  fuzz_row "$t" >/dev/null
  [ -x "$(binary "$t")" ] || { echo "fuzz-ab: $(binary "$t") is not built" >&2; exit 2; }
  fuzz_has_mutator "$t" || { echo "fuzz-ab: $t has no dialect mutator" >&2; exit 2; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# run_arm TARGET ARM: one libFuzzer process; its log in $work/TARGET.ARM.log.
run_arm() {
  local t=$1 arm=$2 mode=dialect
  [ "$arm" = bytes ] && mode=bytes
  mkdir -p "$work/$t.$arm"
  mapfile -t seeds < <(fuzz_seeds "$t")
  CONFORM_FUZZ_MUTATOR=$mode CONFORM_FUZZ_BYTES_PERCENT=$bytes_percent CONFORM_FUZZ_PARSE_SHARE=1 \
    "$(binary "$t")" -seed="$seed" -max_total_time="$seconds" -dict="$(fuzz_dict "$t")" -max_len="$(fuzz_option "$t" max_len 4096)" \
    -timeout="$(fuzz_option "$t" timeout 25)" -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/$t.$arm." \
    "$work/$t.$arm" "${seeds[@]}" >"$work/$t.$arm.log" 2>&1 || true
}

# field LOG NAME: the value after "NAME:" on the last status line.
field() { grep -E '^#[0-9]+' "$1" | grep ' cov: ' | tail -n 1 | sed -nE "s/.* $2: ([0-9]+).*/\1/p"; }
stat() { sed -nE "s/^stat::$2: *([0-9]+)/\1/p" "$1" | tail -n 1; }
share() { sed -nE 's/^parse share: ([0-9]+) of ([0-9]+) inputs parsed/\1 \2/p' "$1" | tail -n 1 |
          awk '{ if ($2 > 0) printf "%.1f%%", 100 * $1 / $2; else print "-" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f×", a / b; else print "-" }'; }

echo "| target | arm | runs | exec/s | cov | ft | corpus | parsed |"
echo "|---|---|---|---|---|---|---|---|"
for t in "${targets[@]}"; do
  echo "fuzz-ab: $t, ${seconds}s per arm, both arms at once" >&2
  run_arm "$t" dialect & run_arm "$t" bytes & wait
  for arm in dialect bytes; do
    log="$work/$t.$arm.log"
    grep -qE '^(==[0-9]+==ERROR|.*Sanitizer:|.*deadly signal)' "$log" &&
      echo "fuzz-ab: $t ($arm) failed; the failing input is in the log: $(grep -m1 -E 'Test unit written to' "$log" || true)" >&2
    echo "| $t | $arm | $(stat "$log" number_of_executed_units) | $(stat "$log" average_exec_per_sec) | $(field "$log" cov) | $(field "$log" ft) | $(ls "$work/$t.$arm" | wc -l) | $(share "$log") |"
  done
  d="$work/$t.dialect.log" b="$work/$t.bytes.log"
  echo "| $t | dialect / bytes | | | $(ratio "$(field "$d" cov)" "$(field "$b" cov)") | $(ratio "$(field "$d" ft)" "$(field "$b" ft)") | | |"
done
