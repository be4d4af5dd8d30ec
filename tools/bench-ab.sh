#!/usr/bin/env bash
# Two revisions' release benchmarks, timed against each other on this machine.
#
#   tools/bench-ab.sh [--passes N] [--min-time SECONDS] [--cpu N] OLD NEW BENCH ROW...
#
# OLD and NEW are revisions (HEAD~1, a hash, a branch); NEW may also be `worktree`: this
# checkout with its uncommitted changes to tracked files. BENCH is a benchmark target
# (conform_cpl_bench) and each ROW the exact name of one of its benchmarks (Check/Corpus).
#
# Both revisions are built with the release preset in one git worktree at one path,
# build/bench-ab/tree, one after the other: the two binaries embed the same paths. The
# same code built in two folders whose names differ in length measured 3-6% apart here,
# a difference that would be read as the change's. The worktree stays for the next run
# (its builds are incremental); `git worktree remove build/bench-ab/tree` drops it.
#
# Each row runs alone in its process (--min-time, default 0.5 s, three repetitions, the
# median of CPU time), old and new one after the other, for --passes passes (default 2).
# Prints a markdown table: each pass's MiB/s, where the row reports bytes, and the
# speedup, old time / new time. Rows read NEW's corpus; the script says so when OLD's
# differs. Identical binaries measured up to 3% apart between runs here: a difference
# smaller than that, or one that changes sign between passes, is not one.
#
# --cpu N runs every row on CPU N alone (taskset). This machine's two CPUs once ran the
# same binary 1.58x apart for a stretch, each steady on its own: a row that the scheduler
# put on one CPU for OLD and on the other for NEW measured that, not the change.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
passes=2
min_time=0.5
cpu=
positional=()

# shellcheck source=tools/script-args.bash
source "$root/tools/script-args.bash"
while [ $# -gt 0 ]; do
  case "$1" in
    --passes) need_value "$@"; passes="$2"; shift 2 ;;
    --min-time) need_value "$@"; min_time="$2"; shift 2 ;;
    --cpu) need_value "$@"; cpu="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "bench-ab: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) positional+=("$1"); shift ;;
  esac
done
[[ "$passes" =~ ^[1-9][0-9]*$ ]] || { echo "bench-ab: --passes must be a whole number above 0" >&2; exit 2; }
[[ "$min_time" =~ ^[0-9]+(\.[0-9]+)?$ ]] || { echo "bench-ab: --min-time must be a number of seconds" >&2; exit 2; }
pin=()
if [ -n "$cpu" ]; then
  [[ "$cpu" =~ ^[0-9]+$ ]] || { echo "bench-ab: --cpu must be a CPU number" >&2; exit 2; }
  command -v taskset >/dev/null || { echo "bench-ab: --cpu needs taskset (apt-get install util-linux)" >&2; exit 2; }
  taskset -c "$cpu" true 2>/dev/null || { echo "bench-ab: CPU $cpu is not one this process may run on" >&2; exit 2; }
  pin=(taskset -c "$cpu")
fi
[ ${#positional[@]} -ge 4 ] || { echo "bench-ab: give OLD, NEW, a benchmark target and at least one row (see --help)" >&2; exit 2; }
old_rev=${positional[0]} new_rev=${positional[1]} bench=${positional[2]}
rows=("${positional[@]:3}")
[[ "$bench" =~ ^[A-Za-z0-9_]+$ ]] || { echo "bench-ab: '$bench' is not a target name" >&2; exit 2; }

commit_of() {
  git -C "$root" rev-parse --verify --quiet "$1^{commit}" ||
    { echo "bench-ab: '$1' is not a revision of this repository" >&2; exit 2; }
}
old_commit=$(commit_of "$old_rev")
if [ "$new_rev" = worktree ]; then
  # A commit of the checkout as it is, made without touching it (HEAD when unchanged).
  new_commit=$(git -C "$root" stash create)
  [ -n "$new_commit" ] || new_commit=$(commit_of HEAD)
else
  new_commit=$(commit_of "$new_rev")
fi

tree="$root/build/bench-ab/tree"
bins="$root/build/bench-ab/bin"
if [ ! -d "$tree" ]; then
  git -C "$root" worktree prune
  mkdir -p "$(dirname "$tree")"
  git -C "$root" worktree add --quiet --detach "$tree" "$old_commit"
fi

# build SIDE COMMIT: the release build of BENCH at COMMIT, copied to $bins/SIDE/.
build() {
  local side=$1 commit=$2
  echo "bench-ab: building $bench at ${commit:0:12} ($side)" >&2
  git -C "$tree" checkout --quiet --detach --force "$commit"
  (cd "$tree" && cmake --preset release >/dev/null && cmake --build --preset release --target "$bench" >/dev/null) ||
    { echo "bench-ab: the release build of $bench at ${commit:0:12} failed (see: cd $tree && cmake --build --preset release --target $bench)" >&2; exit 2; }
  [ -x "$tree/build/release/bin/$bench" ] || { echo "bench-ab: the build made no bin/$bench" >&2; exit 2; }
  mkdir -p "$bins/$side"
  cp "$tree/build/release/bin/$bench" "$bins/$side/$bench"
}
build old "$old_commit"
build new "$new_commit"
git -C "$root" diff --quiet "$old_commit" "$new_commit" -- corpus ||
  echo "bench-ab: the corpus differs between the two revisions; both read NEW's" >&2

# time SIDE ROW: "cpu_ns mib_per_s" of ROW's median ("-" for MiB/s when it reports no bytes).
time_row() {
  local pattern
  pattern=$(printf '%s' "$2" | sed 's/[][\.*^$()+?{}|]/\\&/g')
  "${pin[@]}" "$bins/$1/$bench" --benchmark_filter="^$pattern\$" --benchmark_min_time="$min_time" --benchmark_repetitions=3 \
    --benchmark_report_aggregates_only=true --benchmark_format=csv 2>/dev/null |
    awk -F, -v row="\"$2_median\"" '$1 == row {
      ns = $4; unit = $5
      if (unit == "us") ns *= 1e3; else if (unit == "ms") ns *= 1e6; else if (unit == "s") ns *= 1e9
      printf "%.1f %s\n", ns, ($6 == "" ? "-" : sprintf("%.1f", $6 / 1048576))
    }'
}

echo "| row | pass | old MiB/s | new MiB/s | speedup |"
echo "|---|---|---|---|---|"
for pass in $(seq "$passes"); do
  for row in "${rows[@]}"; do
    echo "bench-ab: pass $pass/$passes, $row" >&2
    read -r old_ns old_mib < <(time_row old "$row") || true
    read -r new_ns new_mib < <(time_row new "$row") || true
    [ -n "${old_ns:-}" ] && [ -n "${new_ns:-}" ] ||
      { echo "bench-ab: $bench has no benchmark named '$row' in both revisions (see $bins/new/$bench --benchmark_list_tests)" >&2; exit 2; }
    speedup=$(awk -v o="$old_ns" -v n="$new_ns" 'BEGIN { printf "%.3f", o / n }')
    echo "| $row | $pass | $old_mib | $new_mib | ${speedup}x |"
    unset old_ns new_ns
  done
done
