#!/usr/bin/env bash
# Sets everything up and runs the whole test suite: the GoogleTest/RapidCheck tests
# under ASan+UBSan, the replay of the corpus through every fuzz target and the OSS-Fuzz
# build check (ctest fuzz_*), then a short libFuzzer smoke run over the seed corpus. One
# build (the asan preset, clang, OSS-Fuzz's flags: tools/ossfuzz-env.bash) serves them
# all: the libraries are compiled once, with coverage instrumentation for the fuzz targets.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() {
  echo "== $1 (${SECONDS} s since start)"
}

tools/bootstrap.sh

stage "build (asan preset: clang, AddressSanitizer + UndefinedBehaviorSanitizer, the tests and the fuzz targets)"
cmake --preset asan >/dev/null
cmake --build --preset asan
stage "ctest"
# Twice as many tests at once as there are cores: with one per core, a fifth of the
# cores' time went idle while tests waited (on the example target designed to hang, on
# the processes they start).
ctest --preset asan --parallel "$(( 2 * $(nproc) ))"

# Each libFuzzer binary runs all its seeds before it mutates (the slowest, a metamorphic
# target, takes under 3 s for them), then mutates until its time is up: from a hundred to
# tens of thousands of new inputs. ctest has replayed every seed through the replay
# drivers already, and the long runs are tools/fuzz-nightly.sh's.
smoke_seconds=6
stage "fuzz smoke (the asan build's libFuzzer targets over the seed corpus, ${smoke_seconds} s each)"
tools/fuzz-smoke.sh --build-dir build/asan --seconds "$smoke_seconds"
stage "done"
