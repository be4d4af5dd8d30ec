#!/usr/bin/env bash
# Sets everything up and runs the whole test suite: the GoogleTest/RapidCheck tests
# under ASan+UBSan, then a short libFuzzer smoke run over the seed corpus.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/bootstrap.sh

echo "== tests (asan preset: AddressSanitizer + UndefinedBehaviorSanitizer)"
cmake --preset asan >/dev/null
cmake --build --preset asan
ctest --preset asan

echo "== fuzz smoke (fuzz preset: clang, -fsanitize=fuzzer,address,undefined)"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
tools/fuzz-smoke.sh --build-dir build/fuzz
