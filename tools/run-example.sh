#!/usr/bin/env bash
# Sets everything up and runs the main job: builds conform and grades a bundled
# example validator against the built-in corpus, printing the report.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/bootstrap.sh
cmake --preset release >/dev/null
cmake --build --preset release --target conform

target="${1:-examples/validators/misses-one-rule.sh}"
export CONFORM="$PWD/build/release/bin/conform"
exec build/release/bin/conform run --target "$target"
