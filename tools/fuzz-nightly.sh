#!/usr/bin/env bash
# Long fuzzing runs (nightly CI, OSS-Fuzz style). For each target:
#  1. fuzz for DURATION from its persistent corpus and its seeds, keeping going after a
#     crash; new inputs go to a scratch folder, failing ones to fuzz-artifacts/crashes/<target>/;
#  2. merge and minimise (-merge=1) the persistent corpus and the night's inputs back into
#     the persistent corpus (<corpus>/<target>/): the smallest set with all their coverage;
#  3. deduplicate the night's crashes by stack (tools/fuzz-common.bash: failure kind and
#     top three frames, hashed) into fuzz-artifacts/crashes/<target>/stacks.tsv
#     (hash, kind, frames, recorded input, inputs seen). A crash is new when its stack
#     is, or when its stack's recorded input no longer fails that way (that bug was
#     fixed; every invariant failure of a target has the same frames);
#  4. with --coverage, write the llvm-cov report of the corpus (tools/fuzz-coverage.sh).
# Each target's line in the output ends with the CPU time its fuzzing used (user + system).
# SIGINT or SIGTERM stops the fuzzing at once (the fuzzer and its -fork jobs, killed if
# still running 10 seconds later), but the target being fuzzed still gets steps 2 and 3,
# so the inputs of its finished jobs are kept; the targets after it are skipped.
#
#   tools/fuzz-nightly.sh DURATION [--cpu] [--build-dir DIR] [--jobs N] [--out DIR] [--corpus DIR] [--coverage] [TARGET...]
#
# DURATION: seconds, or a number with s, m or h (90m, 8h), per target.
# --cpu: DURATION is CPU time, not wall time: fuzz in rounds of at most 10 minutes until
#   the target's processes have used DURATION of CPU (for a machine the run shares).
# --jobs N: parallel fuzzing processes per target (libFuzzer -fork=N; default 1).
# --out DIR: where logs and crashes go (default fuzz-artifacts).
# --corpus DIR: the persistent corpora, one folder per target (default <out>/corpus).
# Exit: 0 no new crash; 1 new crashes (listed), stopped or not;
#   2 usage error; 130 or 143 after SIGINT or SIGTERM (and the merge of the target it
#   stopped) when no crash is new.
# Turn a crash into a regression case: tools/fuzz-to-regression.sh TARGET CRASH
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$root/build/fuzz"
out="$root/fuzz-artifacts"
corpus_root=""
jobs=1
coverage=0
cpu_mode=0
targets=()
duration=""

# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"

while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) need_value "$@"; build_dir="$2"; shift 2 ;;
    --jobs) need_value "$@"; jobs="$2"; shift 2 ;;
    --corpus) need_value "$@"; corpus_root="$2"; shift 2 ;;
    --out) need_value "$@"; out="$2"; shift 2 ;;
    --coverage) coverage=1; shift ;;
    --cpu) cpu_mode=1; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-nightly: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) if [ -z "$duration" ]; then duration="$1"; else targets+=("$1"); fi; shift ;;
  esac
done

if [ -z "$duration" ]; then echo "fuzz-nightly: give a DURATION (600, 90m or 8h; see --help)" >&2; exit 2; fi
case "$duration" in
  *[0-9]s) seconds="${duration%s}" ;;
  *[0-9]m) seconds="${duration%m}"; case "$seconds" in ''|*[!0-9]*) ;; *) seconds=$((seconds * 60)) ;; esac ;;
  *[0-9]h) seconds="${duration%h}"; case "$seconds" in ''|*[!0-9]*) ;; *) seconds=$((seconds * 3600)) ;; esac ;;
  *) seconds="$duration" ;;
esac
case "$seconds" in ''|*[!0-9]*|0) echo "fuzz-nightly: bad duration '$duration' (use 600, 90m or 8h)" >&2; exit 2 ;; esac
corpus_root="${corpus_root:-$out/corpus}"
case "$jobs" in ''|*[!0-9]*|0) echo "fuzz-nightly: --jobs must be a whole number above 0, not '$jobs'" >&2; exit 2 ;; esac
source "$root/tools/fuzz-common.bash"
[ ${#targets[@]} -gt 0 ] || targets=("${all_fuzz_targets[@]}")
for target in "${targets[@]}"; do
  fuzz_row "$target" >/dev/null
  if [ ! -x "$build_dir/bin/$target" ]; then
    echo "fuzz-nightly: $build_dir/bin/$target not found; build the fuzz (or asan) preset first" >&2
    exit 2
  fi
done

# Sets cpu_now to the CPU time (user + system, hundredths of a second) of every child
# this shell has waited for, and of theirs: the second line of bash's `times`, which
# must run in this shell, not in a $(…) subshell (whose times start from zero).
read_children_cpu() {
  local user system
  times >"$scratch_root/times"
  read -r user system < <(sed -n 2p "$scratch_root/times")
  cpu_now=$(( $(to_centiseconds "$user") + $(to_centiseconds "$system") ))
}
# 1m2.345s -> 6234
to_centiseconds() {
  local t=${1%s} minutes seconds fraction
  minutes=${t%%m*} seconds=${t#*m}
  fraction=${seconds#*.}00
  echo $(( 10#$minutes * 6000 + 10#${seconds%%.*} * 100 + 10#${fraction:0:2} ))
}

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out/logs"
scratch_root="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-nightly.XXXXXX")"
trap 'rm -rf "$scratch_root"' EXIT
# The fuzzer runs in a process group of its own, with its -fork jobs, and a signal to
# this script stops the whole group with SIGTERM.
interrupted=""
fuzzer_pid=""
# libFuzzer stops on SIGTERM from inside its signal handler, after removing its -fork
# folder there, and that can deadlock (seen: the fuzzer asleep after "run interrupted;
# exiting", its folder still there). A group still running after a grace period is
# killed, and its folder removed.
stop_grace="${FUZZ_NIGHTLY_STOP_GRACE:-10}"  # seconds; the test shortens it
killer_pid=""
stop_fuzzer() {
  [ -n "$fuzzer_pid" ] || return 0
  kill -TERM -- "-$fuzzer_pid" 2>/dev/null || true
  [ -z "$killer_pid" ] || return 0
  bash -c 'sleep "$1"; kill -KILL -- "-$2" 2>/dev/null' fuzz-nightly-stop "$stop_grace" "$fuzzer_pid" &
  killer_pid=$!
}
forget_killer() {
  [ -n "$killer_pid" ] || return 0
  pkill -P "$killer_pid" 2>/dev/null || true
  kill "$killer_pid" 2>/dev/null || true
  wait "$killer_pid" 2>/dev/null || true
  killer_pid=""
}
on_signal() {
  interrupted="$1"
  stop_fuzzer
}
trap 'on_signal INT' INT
trap 'on_signal TERM' TERM
new_stacks=()
position=0

for target in "${targets[@]}"; do
  bin="$build_dir/bin/$target"
  crashes="$out/crashes/$target"
  corpus="$corpus_root/$target"
  scratch="$scratch_root/$target"
  mkdir -p "$crashes" "$corpus" "$scratch"
  dict="$(fuzz_dict "$target")"
  mapfile -t seeds < <(fuzz_seeds "$target")
  before="$(ls -1 "$crashes" | grep -v '^stacks.tsv$' | sort || true)"
  log="$out/logs/$target-$stamp.log"

  timeout="$(fuzz_option "$target" timeout 5)" max_len="$(fuzz_option "$target" max_len 4096)"
  # 1. Fuzz. -fork keeps fuzzing after a crash, timeout or OOM; each one goes to -artifact_prefix.
  if [ "$cpu_mode" -eq 1 ]; then what="${seconds} CPU-seconds"; else what="${seconds}s"; fi
  echo "fuzz-nightly: $target for $what, $jobs job(s); log $log" >&2
  : >"$log"
  # In the background, so that a signal reaches on_signal while the fuzzer runs: `wait`
  # returns early (above 128) for a trapped signal, and is called again until the
  # fuzzer has really exited.
  fuzz_for() {
    local status
    [ -z "$interrupted" ] || return 1
    set -m  # job control: the background job gets its own process group
    "$bin" -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
      -max_total_time="$1" -timeout="$timeout" -rss_limit_mb=2048 -max_len="$max_len" \
      -dict="$dict" -print_final_stats=1 -artifact_prefix="$crashes/" \
      "$scratch" "$corpus" "${seeds[@]}" >>"$log" 2>&1 &
    fuzzer_pid=$!
    set +m
    # A signal that came before fuzzer_pid was set found nothing to stop.
    [ -z "$interrupted" ] || stop_fuzzer
    while :; do
      wait "$fuzzer_pid" && status=0 || status=$?
      kill -0 "$fuzzer_pid" 2>/dev/null || break
    done
    forget_killer
    rm -rf "${TMPDIR:-/tmp}/libFuzzerTemp.FuzzWithFork$fuzzer_pid.dir"
    fuzzer_pid=""
    if [ -n "$interrupted" ]; then
      echo "fuzz-nightly: SIG$interrupted: $target stopped; merging what it found" >&2
      return 1
    fi
    [ "$status" -eq 0 ] || { echo "fuzz-nightly: $target exited with $status (see $log)" >&2; return 1; }
  }
  read_children_cpu
  cpu_start=$cpu_now
  if [ "$cpu_mode" -eq 1 ]; then
    while read_children_cpu && used=$(( (cpu_now - cpu_start) / 100 )) && [ "$used" -lt "$seconds" ]; do
      fuzz_for $(( seconds - used < 600 ? seconds - used : 600 )) || break
    done
  else
    fuzz_for "$seconds" || true
  fi
  read_children_cpu
  cpu_used=$(( cpu_now - cpu_start ))
  printf '  cpu: %d.%02d CPU-seconds (user + system)\n' $((cpu_used / 100)) $((cpu_used % 100)) >&2
  grep -E '^#[0-9]+: cov: ' "$log" | tail -n 1 | sed "s/^/  last: /" >&2 || true

  # 2. Merge and minimise into the persistent corpus.
  merged="$scratch_root/$target.merged"
  mkdir -p "$merged"
  before_count="$(find "$corpus" -type f | wc -l)"
  if "$bin" -merge=1 -timeout="$timeout" -rss_limit_mb=2048 -max_len="$max_len" -artifact_prefix="$crashes/" \
       "$merged" "$corpus" "$scratch" >>"$log" 2>&1; then
    rm -rf "$corpus.old" && mv "$corpus" "$corpus.old" && mv "$merged" "$corpus" && rm -rf "$corpus.old"
    echo "  corpus: $before_count -> $(find "$corpus" -type f | wc -l) inputs (merged and minimised)" >&2
  else
    echo "fuzz-nightly: $target: the merge failed (see $log); the persistent corpus is unchanged" >&2
  fi

  # 3. Deduplicate the night's crashes by stack.
  index="$crashes/stacks.tsv"
  touch "$index"
  fresh=0 revived=0 duplicates=0
  while IFS= read -r f; do
    [ -n "$f" ] || continue
    IFS=$'\t' read -r what hash kind frames < <(fuzz_record_crash "$bin" "$index" "$crashes/$f")
    case "$what" in
      new) new_stacks+=("$target $hash $kind: $frames ($crashes/$f)"); fresh=$((fresh + 1)) ;;
      revived) new_stacks+=("$target $hash $kind, a known stack whose recorded input no longer fails: $frames ($crashes/$f)")
               revived=$((revived + 1)) ;;
      *) duplicates=$((duplicates + 1)) ;;
    esac
  done < <(comm -13 <(printf '%s\n' "$before") <(ls -1 "$crashes" | grep -v -e '^stacks.tsv' | sort))
  [ $((fresh + revived + duplicates)) -eq 0 ] ||
    echo "  crashes: $((fresh + revived + duplicates)) new inputs, $fresh new stacks, $revived known stacks whose recorded input no longer fails" >&2
  if [ -n "$interrupted" ]; then
    skipped=("${targets[@]:position+1}")
    [ ${#skipped[@]} -eq 0 ] || echo "fuzz-nightly: SIG$interrupted: not fuzzed: ${skipped[*]}" >&2
    break
  fi
  position=$((position + 1))
done

if [ "$coverage" -eq 1 ] && [ -z "$interrupted" ]; then
  bash "$root/tools/fuzz-coverage.sh" --corpus "$corpus_root" "${targets[@]}" || echo "fuzz-nightly: the coverage report failed" >&2
fi

if [ ${#new_stacks[@]} -gt 0 ]; then
  echo "fuzz-nightly: ${#new_stacks[@]} new crash(es):" >&2
  printf '  %s\n' "${new_stacks[@]}" >&2
  echo "fuzz-nightly: make each a regression case: tools/fuzz-to-regression.sh TARGET CRASH" >&2
  exit 1
fi
echo "fuzz-nightly: no new crash" >&2
case "$interrupted" in INT) exit 130 ;; TERM) exit 143 ;; esac
