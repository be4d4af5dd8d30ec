#!/usr/bin/env bash
# Usage: install_test.sh BUILD_DIR SOURCE_DIR CXX_COMPILER GENERATOR
# Installs BUILD_DIR into a temporary prefix; the installed conform must grade the
# reference example against its installed corpus (PASS) from a folder outside the source
# tree with no CONFORM variable set, and a consumer project must link the reference
# oracles through find_package(conform). The cases graded are the CPL cases whose id has
# "return" in it (17 now: valid, invalid and implementation-defined ones), not all of
# them: each case costs a sanitized conform start, and the corpus suite grades them all.
set -euo pipefail
build=$1 source=$2 cxx=$3 generator=$4
tmp=$(mktemp -d "${TMPDIR:-/tmp}/conform-install-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; exit 1; }
for f in bin/conform share/conform/corpus/cpl/README.md share/conform/spec/cpl/rules.json \
         lib/cmake/conform/conformConfig.cmake include/conform/oracles/cpl/check.hpp; do
  [ -e "$prefix/$f" ] || { echo "not installed: $f" >&2; exit 1; }
done

while read -r name; do unset "$name"; done < <(env | sed -n 's/^\(CONFORM[A-Za-z0-9_]*\)=.*/\1/p')
mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere"
# The example finds conform on PATH when no release build sits next to it; a sanitized
# conform needs more address space than the default memory limit allows, and the per-case
# timeout must outlast a sanitized conform start on a loaded machine.
status=0
PATH="$prefix/bin:$PATH" "$prefix/bin/conform" run --target "$source/examples/validators/reference.sh" \
  --dialect cpl --case 'cpl/*return*' --no-progress --color never --memory-limit 0 --timeout 60 --json report.json >out.txt 2>err.txt || status=$?
if [ "$status" -ne 0 ] || ! grep -q '^PASS: ' out.txt; then
  echo "installed conform run exited $status:" >&2
  cat out.txt err.txt >&2
  exit 1
fi
IFS=$'\t' read -r corpus ran < <(python3 -c 'import json,sys; r = json.load(open(sys.argv[1])); print(r["corpus"], len(r["cases"]), sep="\t")' report.json)
case $corpus in
  "$prefix"/*) ;;
  *) echo "the installed conform graded '$corpus', not its installed corpus" >&2; exit 1 ;;
esac
if [ "$ran" -lt 10 ]; then
  echo "the installed conform ran $ran cases of its corpus, fewer than 10" >&2
  exit 1
fi
echo "installed conform: $(grep '^PASS: ' out.txt)"

cmake -S "$source/tests/install/consumer" -B "$tmp/consumer" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >"$tmp/consumer.log" 2>&1 \
  && cmake --build "$tmp/consumer" >>"$tmp/consumer.log" 2>&1 \
  || { cat "$tmp/consumer.log" >&2; exit 1; }
"$tmp/consumer/consumer"
