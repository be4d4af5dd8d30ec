#!/usr/bin/env bash
# Long fuzzing runs (nightly CI, OSS-Fuzz style). Each target runs for DURATION, keeps
# going after a crash, and writes every crashing, hanging or memory-hungry input to
# fuzz-artifacts/crashes/<target>/ (fuzz-artifacts/ is gitignored). The inputs that reach
# new code accumulate in fuzz-artifacts/corpus/<target>/ from one night to the next.
#
#   tools/fuzz-nightly.sh DURATION [--build-dir DIR] [--jobs N] [TARGET...]
#
# DURATION: seconds, or a number with s, m or h (90m, 8h), per target.
# --jobs N: parallel fuzzing processes per target (libFuzzer -fork=N; default 1).
# Exit: 0 no new crash; 1 new crashes (listed at the end); 2 usage error.
# Reproduce a crash:  build/fuzz/bin/<target> fuzz-artifacts/crashes/<target>/<file>
# Minimise it:        build/fuzz/bin/<target> -minimize_crash=1 -runs=100000 <file>
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$root/build/fuzz"
jobs=1
targets=()
duration=""

usage() { sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir="${2:?--build-dir needs a directory}"; shift 2 ;;
    --jobs) jobs="${2:?--jobs needs a number}"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-nightly: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) if [ -z "$duration" ]; then duration="$1"; else targets+=("$1"); fi; shift ;;
  esac
done

if [ -z "$duration" ]; then usage >&2; exit 2; fi
case "$duration" in
  *[0-9]s) seconds="${duration%s}" ;;
  *[0-9]m) seconds=$(( ${duration%m} * 60 )) ;;
  *[0-9]h) seconds=$(( ${duration%h} * 3600 )) ;;
  *) seconds="$duration" ;;
esac
case "$seconds" in ''|*[!0-9]*|0) echo "fuzz-nightly: bad duration '$duration' (use 600, 90m or 8h)" >&2; exit 2 ;; esac
case "$jobs" in ''|*[!0-9]*|0) echo "fuzz-nightly: --jobs must be a positive number" >&2; exit 2 ;; esac
source "$root/tools/fuzz-common.bash"
[ ${#targets[@]} -gt 0 ] || targets=("${all_fuzz_targets[@]}")

out="$root/fuzz-artifacts"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out/logs"
new_crashes=()

for target in "${targets[@]}"; do
  bin="$build_dir/bin/$target"
  if [ ! -x "$bin" ]; then
    echo "fuzz-nightly: $bin not found; build the fuzz (or asan) preset first" >&2
    exit 2
  fi
  crashes="$out/crashes/$target"
  corpus="$out/corpus/$target"
  mkdir -p "$crashes" "$corpus"
  before="$(ls -1 "$crashes" | sort)"
  log="$out/logs/$target-$stamp.log"
  echo "fuzz-nightly: $target for ${seconds}s, $jobs job(s); log $log" >&2
  # -fork keeps fuzzing after a crash, timeout or OOM; each one is written to -artifact_prefix.
  mapfile -t seeds < <(fuzz_seeds "$target")
  "$bin" -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=4096 \
    -dict="$(fuzz_dict "$target")" -print_final_stats=1 \
    -artifact_prefix="$crashes/" \
    "$corpus" "${seeds[@]}" >"$log" 2>&1 || echo "fuzz-nightly: $target exited with $? (see $log)" >&2
  grep -E '^#[0-9]+: cov: ' "$log" | tail -n 1 | sed "s/^/  last: /" >&2 || true
  after="$(ls -1 "$crashes" | sort)"
  while IFS= read -r f; do
    [ -n "$f" ] && new_crashes+=("$crashes/$f")
  done < <(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$after"))
done

if [ ${#new_crashes[@]} -gt 0 ]; then
  echo "fuzz-nightly: ${#new_crashes[@]} new crashing input(s):" >&2
  printf '  %s\n' "${new_crashes[@]:0:20}" >&2
  [ ${#new_crashes[@]} -le 20 ] || echo "  … and $(( ${#new_crashes[@]} - 20 )) more in $out/crashes/" >&2
  exit 1
fi
echo "fuzz-nightly: no new crashes" >&2
