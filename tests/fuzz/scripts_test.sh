#!/usr/bin/env bash
# Bad input to the fuzzing scripts and the replay driver: each must print one line to
# stderr and exit 2, before doing any work (ctest fuzz_scripts_usage). Then the replay
# driver and fuzz-ab.sh (one second per arm) on real inputs.
#
#   tests/fuzz/scripts_test.sh BUILD_DIR REPLAY_DRIVER
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$1" replay="$2"
work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-scripts-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0

# shellcheck source=tests/script_support.bash
source "$root/tests/script_support.bash"

touch "$work/crash"
target="$(cut -f1 "$build/fuzz-targets.tsv" | head -n 1)"
expect_usage_error "ossfuzz.sh without OUT" env -u OUT bash "$root/fuzz/ossfuzz.sh"
expect_usage_error "ossfuzz.sh with an argument" env OUT="$work/out-dir" bash "$root/fuzz/ossfuzz.sh" all
expect_usage_error "ossfuzz.sh with a missing compiler" env OUT="$work/out-dir" CXX=no-such-compiler++ bash "$root/fuzz/ossfuzz.sh"
expect_usage_error "seed_corpus_zip.py without folders" python3 "$root/fuzz/seed_corpus_zip.py" "$work/x.zip"
expect_usage_error "seed_corpus_zip.py with a missing folder" python3 "$root/fuzz/seed_corpus_zip.py" "$work/x.zip" "$work/none"
expect_usage_error "check-ossfuzz-build.sh without a build" bash "$root/tools/check-ossfuzz-build.sh"
expect_usage_error "check-ossfuzz-build.sh on a folder that is no build" bash "$root/tools/check-ossfuzz-build.sh" "$work"
expect_usage_error "fuzz-nightly.sh without a duration" bash "$root/tools/fuzz-nightly.sh" --build-dir "$build"
expect_usage_error "fuzz-nightly.sh with a bad duration" bash "$root/tools/fuzz-nightly.sh" 10x --build-dir "$build"
expect_usage_error "fuzz-nightly.sh with --jobs 0" bash "$root/tools/fuzz-nightly.sh" 10 --jobs 0 --build-dir "$build"
expect_usage_error "fuzz-nightly.sh with --corpus and no value" bash "$root/tools/fuzz-nightly.sh" 10 --corpus
expect_usage_error "fuzz-nightly.sh with --out and no value" bash "$root/tools/fuzz-nightly.sh" 10 --cpu --out
expect_usage_error "fuzz-nightly.sh with an unknown option" bash "$root/tools/fuzz-nightly.sh" 10 --nope
expect_usage_error "fuzz-nightly.sh with an unknown target" bash "$root/tools/fuzz-nightly.sh" 10 --build-dir "$build" no_such_fuzzer
expect_usage_error "fuzz-nightly.sh on a build without targets" bash "$root/tools/fuzz-nightly.sh" 10 --build-dir "$work"
expect_usage_error "fuzz-to-regression.sh with one argument" bash "$root/tools/fuzz-to-regression.sh" --build-dir "$build" "$target"
expect_usage_error "fuzz-to-regression.sh with a missing crash" bash "$root/tools/fuzz-to-regression.sh" --build-dir "$build" "$target" "$work/none"
expect_usage_error "fuzz-to-regression.sh with an unknown target" bash "$root/tools/fuzz-to-regression.sh" --build-dir "$build" no_such_fuzzer "$work/crash"
expect_usage_error "fuzz-to-regression.sh with a path as --name" bash "$root/tools/fuzz-to-regression.sh" --name ../x --build-dir "$build" "$target" "$work/crash"
expect_usage_error "fuzz-coverage.sh with an unknown option" bash "$root/tools/fuzz-coverage.sh" --nope
expect_usage_error "fuzz-coverage.sh with --corpus and no value" bash "$root/tools/fuzz-coverage.sh" --corpus
expect_usage_error "fuzz-ab.sh without seconds" bash "$root/tools/fuzz-ab.sh" --build-dir "$build"
expect_usage_error "fuzz-ab.sh with bad seconds" bash "$root/tools/fuzz-ab.sh" 1m --build-dir "$build"
expect_usage_error "fuzz-ab.sh with an unknown option" bash "$root/tools/fuzz-ab.sh" 10 --nope
expect_usage_error "fuzz-ab.sh with --bytes-percent over 100" bash "$root/tools/fuzz-ab.sh" 10 --bytes-percent 101 --build-dir "$build"
expect_usage_error "fuzz-ab.sh with an unknown target" bash "$root/tools/fuzz-ab.sh" 10 --build-dir "$build" no_such_fuzzer
expect_usage_error "fuzz-ab.sh on a build without targets" bash "$root/tools/fuzz-ab.sh" 10 --build-dir "$work"
if [ -x "$build/bin/json_parser_fuzzer" ]; then
  expect_usage_error "fuzz-ab.sh on a target without the dialect mutator" bash "$root/tools/fuzz-ab.sh" 10 --build-dir "$build" json_parser_fuzzer
fi
# And fuzz-ab.sh finds the dialect mutator in a libFuzzer target and runs both arms.
build_dir=$build
# shellcheck source=tools/fuzz-common.bash
source "$root/tools/fuzz-common.bash"
mutated=""
for t in "${all_fuzz_targets[@]}"; do
  if [ -x "$build/bin/$t" ] && fuzz_has_mutator "$t"; then
    mutated=$t
    break
  fi
done
if [ -n "$mutated" ]; then
  if bash "$root/tools/fuzz-ab.sh" 1 --build-dir "$build" "$mutated" >"$work/ab" 2>"$work/err" &&
     grep -qE "^\| $mutated \| dialect \| [0-9]+ \|" "$work/ab" &&
     grep -qE "^\| $mutated \| bytes \| [0-9]+ \|" "$work/ab" &&
     grep -qE "^\| $mutated \| dialect / bytes \| \| \| [0-9.]+× \| [0-9.]+× \|" "$work/ab"; then
    echo "ok   fuzz-ab.sh runs both arms of $mutated, a target with the dialect mutator"
  else
    echo "FAIL fuzz-ab.sh on $mutated:" >&2
    sed 's/^/    /' "$work/ab" "$work/err" >&2
    failures=$((failures + 1))
  fi
fi
# And fuzz-nightly.sh --cpu fuzzes until the target has used its CPU time, however long
# that takes on a busy machine, then merges into the persistent corpus under --out.
if [ -x "$build/bin/json_parser_fuzzer" ]; then
  if bash "$root/tools/fuzz-nightly.sh" 2 --cpu --out "$work/nightly" --build-dir "$build" json_parser_fuzzer \
       >"$work/nightly.out" 2>"$work/err" &&
     cpu="$(sed -nE 's/^  cpu: ([0-9]+)\.[0-9]{2} CPU-seconds \(user \+ system\)$/\1/p' "$work/err")" &&
     [ -n "$cpu" ] && [ "$cpu" -ge 2 ] &&
     [ -n "$(ls -A "$work/nightly/corpus/json_parser_fuzzer")" ] &&
     ls "$work/nightly/logs/"json_parser_fuzzer-*.log >/dev/null; then
    echo "ok   fuzz-nightly.sh --cpu ran json_parser_fuzzer for $cpu CPU-seconds (2 asked) and merged its corpus"
  else
    echo "FAIL fuzz-nightly.sh --cpu on json_parser_fuzzer:" >&2
    sed 's/^/    /' "$work/err" >&2
    failures=$((failures + 1))
  fi
fi
# And SIGTERM stops fuzz-nightly.sh at once, yet what the stopped target found is merged
# into the persistent corpus, the targets after it are skipped, and nothing is left
# running: not the fuzzer, nor its -fork jobs. The signal is sent once the fuzzer has
# written an input.
if [ -x "$build/bin/json_parser_fuzzer" ]; then
  second="$(cut -f1 "$build/fuzz-targets.tsv" | grep -vx json_parser_fuzzer | head -n 1)"
  mkdir -p "$work/tmp"
  TMPDIR="$work/tmp" bash "$root/tools/fuzz-nightly.sh" 1h --out "$work/stopped" --build-dir "$build" \
    json_parser_fuzzer "$second" >"$work/stopped.out" 2>"$work/err" &
  nightly=$!
  # Bounded only so that a fuzzer that never writes fails the test instead of hanging it.
  for _ in $(seq 3000); do
    kill -0 "$nightly" 2>/dev/null && [ -z "$(ls -A "$work"/tmp/fuzz-nightly.*/json_parser_fuzzer 2>/dev/null)" ] || break
    sleep 0.2
  done
  kill -TERM "$nightly"
  wait "$nightly"
  code=$?
  if [ "$code" -eq 143 ] &&
     grep -q '^fuzz-nightly: SIGTERM: json_parser_fuzzer stopped; merging what it found$' "$work/err" &&
     grep -qE '^  corpus: 0 -> [1-9][0-9]* inputs' "$work/err" &&
     grep -qx "fuzz-nightly: SIGTERM: not fuzzed: $second" "$work/err" &&
     [ -n "$(ls -A "$work/stopped/corpus/json_parser_fuzzer")" ] && [ ! -e "$work/stopped/corpus/$second" ] &&
     [ -z "$(ls -A "$work/tmp")" ] && ! pgrep -f -- "$work/stopped" >/dev/null; then
    echo "ok   SIGTERM stops fuzz-nightly.sh, which merges what it found and skips $second"
  else
    echo "FAIL fuzz-nightly.sh on SIGTERM: exit $code" >&2
    sed 's/^/    /' "$work/err" >&2
    pgrep -af -- "$work/stopped" | sed 's/^/    still running: /' >&2
    failures=$((failures + 1))
  fi
fi
# A fuzzer that never stops on SIGTERM (libFuzzer can deadlock in its own signal
# handler) is killed after the grace period, with its -fork folder, and the run still
# merges and exits 143.
mkdir -p "$work/stuck/bin" "$work/stuck-tmp"
cp "$build/fuzz-targets.tsv" "$work/stuck/"
stuck_target="$(cut -f1 "$build/fuzz-targets.tsv" | head -n 1)"
cat >"$work/stuck/bin/$stuck_target" <<'FAKE'
#!/usr/bin/env bash
case " $* " in *" -merge=1 "*) exit 0 ;; esac
trap '' TERM
mkdir -p "${TMPDIR:-/tmp}/libFuzzerTemp.FuzzWithFork$$.dir"
echo started >"${TMPDIR:-/tmp}/started"
while :; do sleep 0.1; done
FAKE
chmod +x "$work/stuck/bin/$stuck_target"
TMPDIR="$work/stuck-tmp" FUZZ_NIGHTLY_STOP_GRACE=1 bash "$root/tools/fuzz-nightly.sh" 1h --out "$work/stuck-out" \
  --build-dir "$work/stuck" "$stuck_target" >/dev/null 2>"$work/stuck-err" &
nightly=$!
for _ in $(seq 3000); do
  kill -0 "$nightly" 2>/dev/null && [ ! -e "$work/stuck-tmp/started" ] || break
  sleep 0.2
done
rm -f "$work/stuck-tmp/started"
kill -TERM "$nightly"
# Bounded only so that a run that waits for the fuzzer forever fails the test instead of
# hanging it (the grace period is one second).
for _ in $(seq 600); do kill -0 "$nightly" 2>/dev/null || break; sleep 0.2; done
kill -0 "$nightly" 2>/dev/null && pkill -KILL -f -- "$work/stuck"
wait "$nightly"
code=$?
if [ "$code" -eq 143 ] &&
   grep -q "^fuzz-nightly: SIGTERM: $stuck_target stopped; merging what it found\$" "$work/stuck-err" &&
   [ -z "$(ls -A "$work/stuck-tmp")" ] && ! pgrep -f -- "$work/stuck" >/dev/null; then
  echo "ok   SIGTERM stops fuzz-nightly.sh even when the fuzzer ignores it"
else
  echo "FAIL fuzz-nightly.sh on SIGTERM to a fuzzer that ignores it: exit $code" >&2
  sed 's/^/    /' "$work/stuck-err" >&2
  ls -A "$work/stuck-tmp" | sed 's/^/    left: /' >&2
  pgrep -af -- "$work/stuck" | sed 's/^/    still running: /' >&2
  failures=$((failures + 1))
fi
expect_usage_error "bootstrap.sh with an unknown argument" bash "$root/tools/bootstrap.sh" --nope
expect_usage_error "a replay driver without inputs" "$replay"
expect_usage_error "a replay driver with a missing input" "$replay" "$work/none"

# And the replay driver runs what it is given: a file, and a folder's files.
mkdir -p "$work/inputs/nested"
printf 'x' >"$work/one"
printf '' >"$work/inputs/empty"
printf '{' >"$work/inputs/nested/brace"
if "$replay" -runs=1 "$work/one" "$work/inputs" 2>"$work/err" && grep -q '^replay: 3 inputs ran$' "$work/err"; then
  echo "ok   a replay driver runs a file and a folder's files"
else
  echo "FAIL a replay driver on a file and a folder: $(cat "$work/err")" >&2
  failures=$((failures + 1))
fi

# And the stacks index tells a new failure behind known frames from a known one: a stand-in
# target fails (as a libFuzzer target does) on inputs that say "boom".
cat >"$work/stand_in_fuzzer" <<'STUB'
#!/usr/bin/env bash
input="${*: -1}"
grep -q boom "$input" || exit 0
printf '%s\n' "==1== ERROR: libFuzzer: deadly signal" "    #0 0x1 in stand_in::fail_invariant() /src/a.cpp:1" \
  "    #1 0x2 in stand_in::round_trip() /src/a.cpp:2" >&2
exit 1
STUB
chmod +x "$work/stand_in_fuzzer"
for name in a b c d; do echo boom >"$work/crash-$name"; done
verdicts="$(
  build_dir="$build"
  # shellcheck source=tools/fuzz-common.bash
  source "$root/tools/fuzz-common.bash"
  index="$work/stacks.tsv"
  : >"$index"
  record() { fuzz_record_crash "$work/stand_in_fuzzer" "$index" "$work/crash-$1" | cut -f1; }
  record a; record b
  echo fixed >"$work/crash-a"  # the bug of a is fixed; c fails behind the same frames
  record c; record d
  cut -f4,5 "$index"
)"
expected="$(printf '%s\n' new known revived known "$work/crash-c	4")"
if [ "$verdicts" = "$expected" ]; then
  echo "ok   fuzz_record_crash: a known stack whose recorded input no longer fails is a new failure"
else
  echo "FAIL fuzz_record_crash: got" $verdicts "instead of" $expected >&2
  failures=$((failures + 1))
fi
exit $((failures > 0))
