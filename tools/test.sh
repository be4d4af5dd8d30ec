#!/usr/bin/env bash
# Sets everything up and runs the whole test suite: the GoogleTest/RapidCheck tests
# under ASan+UBSan, then a short libFuzzer smoke run over the seed corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() {
  echo "== $1 (${SECONDS} s since start)"
}

tools/bootstrap.sh

stage "tests (asan preset: AddressSanitizer + UndefinedBehaviorSanitizer)"
cmake --preset asan >/dev/null
cmake --build --preset asan
stage "ctest"
ctest --preset asan

stage "fuzz smoke (fuzz preset: clang, -fsanitize=fuzzer,address,undefined)"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
stage "fuzz-smoke runs"
tools/fuzz-smoke.sh --build-dir build/fuzz
stage "done"
