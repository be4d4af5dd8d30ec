#!/usr/bin/env bash
# Turns a crashing input into a regression case of the corpus, in one command:
#
#   tools/fuzz-to-regression.sh [--build-dir DIR] [--name NAME] TARGET CRASH
#
# While CRASH still fails TARGET, it is minimised first (libFuzzer -minimize_crash=1,
# keeping the same failure); an input that no longer fails (the bug is fixed) is kept as
# it is. The case goes to the target's corpus folder, <corpus>/<id>/regressions/, named
# NAME or <target>-<stack hash>.<the corpus's extension> (the hash of
# tools/fuzz-common.bash, as fuzz-nightly.sh's stacks.tsv has it). Every replay test
# (ctest fuzz_replay.*) and fuzz run then replays it; commit it with the fix.
# Default build: build/fuzz (the asan preset's build/asan has the targets too).
# Exit: 0 written; 2 bad usage (unknown target, missing file, case already there).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="$root/build/fuzz"
name=""
args=()
# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) need_value "$@"; build_dir="$2"; shift 2 ;;
    --name) need_value "$@"; name="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "fuzz-to-regression: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
if [ ${#args[@]} -ne 2 ]; then
  echo "fuzz-to-regression: give TARGET and CRASH (see --help)" >&2
  exit 2
fi
target="${args[0]}" crash="${args[1]}"
case "$name" in */*|.*) echo "fuzz-to-regression: --name must be a plain file name, not '$name'" >&2; exit 2 ;; esac
[ -f "$crash" ] || { echo "fuzz-to-regression: '$crash' is not a file" >&2; exit 2; }
source "$root/tools/fuzz-common.bash"
fuzz_row "$target" >/dev/null
bin="$build_dir/bin/$target"
[ -x "$bin" ] || { echo "fuzz-to-regression: $bin not found; build the fuzz (or asan) preset first" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-to-regression.XXXXXX")"
trap 'rm -rf "$work"' EXIT
IFS=$'\t' read -r hash kind frames < <(fuzz_stack_signature "$bin" "$crash")
dest_dir="$(fuzz_regressions_dir "$target")"
# The extension the target's corpus uses most (.cpl, .java, .json, ...).
extension="$(find "$(dirname "$dest_dir")" -type f ! -name README.md ! -name '*.expected' ! -name '*.base' -name '*.*' |
  sed 's/.*\.//' | sort | uniq -c | sort -rn | awk 'NR == 1 { print $2 }')"
[ -n "$name" ] || name="$target-$hash.${extension:-bin}"
dest="$dest_dir/$name"
if [ -e "$dest" ]; then
  echo "fuzz-to-regression: $dest already exists" >&2
  exit 2
fi
case_file="$crash"
if [ "$kind" = "no-failure" ]; then
  echo "fuzz-to-regression: '$crash' does not fail $target any more; kept as it is" >&2
else
  echo "fuzz-to-regression: $kind in ${frames:-?}; minimising" >&2
  if "$bin" -minimize_crash=1 -runs=20000 -timeout=5 -rss_limit_mb=2048 \
       -exact_artifact_path="$work/minimised" "$crash" >"$work/log" 2>&1 && [ -s "$work/minimised" ]; then
    IFS=$'\t' read -r min_hash _ _ < <(fuzz_stack_signature "$bin" "$work/minimised")
    if [ "$min_hash" = "$hash" ]; then
      case_file="$work/minimised"
      echo "fuzz-to-regression: $(wc -c <"$crash") -> $(wc -c <"$case_file") bytes" >&2
    else
      echo "fuzz-to-regression: the minimised input fails differently; kept the original" >&2
    fi
  else
    echo "fuzz-to-regression: minimisation gave nothing; kept the original" >&2
  fi
fi

mkdir -p "$dest_dir"
cp "$case_file" "$dest"
echo "$dest"
