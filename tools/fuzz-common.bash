# Sourced by fuzz-smoke.sh and fuzz-nightly.sh after they set $build_dir: what each fuzz
# target fuzzes. The build writes the table ($build_dir/fuzz-targets.tsv: target,
# dictionary, seed folders) from the targets each fuzz/<family>/CMakeLists.txt declares,
# so no list of targets lives here.
fuzz_table="$build_dir/fuzz-targets.tsv"
if [ ! -f "$fuzz_table" ]; then
  echo "fuzz: $fuzz_table not found; configure and build the fuzz (or asan) preset first" >&2
  exit 2
fi
mapfile -t all_fuzz_targets < <(cut -f1 "$fuzz_table" | grep -v '^$')

fuzz_row() {
  awk -F'\t' -v t="$1" '$1 == t { print; found = 1 } END { exit !found }' "$fuzz_table" ||
    { echo "fuzz: unknown target '$1' (targets: ${all_fuzz_targets[*]})" >&2; exit 2; }
}

# The dictionary of a target.
fuzz_dict() { fuzz_row "$1" | cut -f2; }

# The seed folders of a target, one per line: every one that exists.
fuzz_seeds() {
  local d
  for d in $(fuzz_row "$1" | cut -f3); do
    [ -d "$d" ] && echo "$d"
  done
  return 0
}
