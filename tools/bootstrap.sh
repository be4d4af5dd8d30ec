#!/usr/bin/env bash
# Installs, with apt-get, whatever this project needs that the machine lacks.
# Safe to run repeatedly: it asks apt only when a package is missing.
#
#   tools/bootstrap.sh [--nightly]
#
# --nightly: also what the nightly fuzzing tools need and the CI does not: llvm
# (llvm-profdata, llvm-cov, llvm-cxxfilt, llvm-symbolizer for tools/fuzz-coverage.sh and
# the crash stacks of tools/fuzz-nightly.sh).
set -euo pipefail

packages=(
  cmake ninja-build g++ clang libclang-rt-dev lld
  libboost-dev librapidcheck-dev nlohmann-json3-dev libcxxopts-dev
  libgtest-dev libgmock-dev libbenchmark-dev python3
  python3-jsonschema libxml2-utils chromium openjdk-17-jdk-headless
)
case "${1:-}" in
  "") ;;
  --nightly) packages+=(llvm) ;;
  *) echo "bootstrap: unknown argument '$1' (the only one is --nightly)" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
