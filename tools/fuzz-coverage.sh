#!/usr/bin/env bash
# Source coverage of the fuzz corpus, per target, with llvm-cov: which oracle and parser
# files, and which oracle functions, the corpus reaches, and which it never does.
#
#   tools/fuzz-coverage.sh [--build-dir DIR] [--corpus DIR] [--report-dir DIR] [TARGET...]
#
# Builds the targets' replay drivers in DIR (default build/coverage: clang,
# -fprofile-instr-generate -fcoverage-mapping, no sanitizer, no libFuzzer; configured on
# first use), runs each over its seed folders and its persistent corpus (<corpus>/<target>/,
# default fuzz-artifacts/corpus, as tools/fuzz-nightly.sh keeps it), merges the profiles
# (llvm-profdata merge) and writes to the report folder (default fuzz-artifacts/coverage):
#   <target>.txt       llvm-cov report of the project's files
#   <target>.summary   reached / never reached: oracle and parser files, oracle functions
# Needs llvm-profdata, llvm-cov and llvm-cxxfilt (Debian package llvm: tools/bootstrap.sh --nightly).
# Exit: 0 reports written; 2 bad usage or missing tools; 1 a step failed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$root/build/coverage"
corpus_root="$root/fuzz-artifacts/corpus"
report_dir="$root/fuzz-artifacts/coverage"
targets=()
# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) need_value "$@"; build_dir="$2"; shift 2 ;;
    --corpus) need_value "$@"; corpus_root="$2"; shift 2 ;;
    --report-dir) need_value "$@"; report_dir="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-coverage: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done

# The LLVM tool NAME, unversioned or of clang's version.
llvm_tool() {
  local version
  version="$(clang++ -dumpversion 2>/dev/null | cut -d. -f1)"
  command -v "$1" || command -v "$1-$version" || {
    echo "fuzz-coverage: $1 not found; install the Debian package llvm (tools/bootstrap.sh --nightly)" >&2
    exit 2
  }
}
profdata="$(llvm_tool llvm-profdata)"
llvm_cov="$(llvm_tool llvm-cov)"
cxxfilt="$(llvm_tool llvm-cxxfilt)"

if [ ! -f "$build_dir/CMakeCache.txt" ]; then
  echo "fuzz-coverage: configuring $build_dir" >&2
  cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS="-O1 -fprofile-instr-generate -fcoverage-mapping" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO= \
    -DCONFORM_BUILD_TESTS=OFF -DCONFORM_BUILD_BENCHMARKS=OFF -DCONFORM_BUILD_TOOLS=OFF >/dev/null
fi
build_dir="$(cd "$build_dir" && pwd)"
source "$root/tools/fuzz-common.bash"
[ ${#targets[@]} -gt 0 ] || targets=("${all_fuzz_targets[@]}")
for target in "${targets[@]}"; do fuzz_row "$target" >/dev/null; done
cmake --build "$build_dir" --target "${targets[@]/%/_replay}" -j "${CONFORM_BUILD_JOBS:-2}"

mkdir -p "$report_dir"
work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-coverage.XXXXXX")"
trap 'rm -rf "$work"' EXIT
for target in "${targets[@]}"; do
  bin="$build_dir/bin/${target}_replay"
  mapfile -t inputs < <(fuzz_seeds "$target")
  [ ! -d "$corpus_root/$target" ] || inputs+=("$corpus_root/$target")
  LLVM_PROFILE_FILE="$work/$target-%p.profraw" "$bin" "${inputs[@]}" 2>"$work/$target.log" ||
    { echo "fuzz-coverage: $target's replay failed:" >&2; tail -n 20 "$work/$target.log" >&2; exit 1; }
  "$profdata" merge -sparse "$work/$target"-*.profraw -o "$work/$target.profdata"
  "$llvm_cov" report "$bin" -instr-profile="$work/$target.profdata" \
    -ignore-filename-regex='^/usr/|/build/|/fuzz/|/tests/' >"$report_dir/$target.txt"
  "$llvm_cov" export "$bin" -instr-profile="$work/$target.profdata" -skip-expansions \
    -ignore-filename-regex='^/usr/|/build/|/fuzz/|/tests/' >"$work/$target.json"
  python3 "$root/tools/fuzz_coverage_summary.py" "$work/$target.json" "$root" "$cxxfilt" \
    >"$report_dir/$target.summary"
  echo "fuzz-coverage: $target ($(grep -c . <<<"${inputs[*]}") input folders): $report_dir/$target.summary" >&2
  sed -n '1,4p' "$report_dir/$target.summary" | sed 's/^/  /' >&2
done
