# Sourced by the fuzz scripts (and their test) after they set $build_dir: what each fuzz
# target fuzzes. The build writes the table ($build_dir/fuzz-targets.tsv: target,
# dictionary, seed folders, options file) from the targets each fuzz/<family>/CMakeLists.txt declares,
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

# fuzz_option TARGET NAME DEFAULT: the value of NAME in the target's [libfuzzer] options
# file (the table's fourth column), or DEFAULT when it sets none.
fuzz_option() {
  local file value
  file="$(fuzz_row "$1" | cut -f4)"
  value="$( [ -f "$file" ] && sed -nE "s/^[[:space:]]*$2[[:space:]]*=[[:space:]]*([^[:space:]]+).*/\1/p" "$file" | tail -n 1)"
  echo "${value:-$3}"
}

# Whether a target's libFuzzer binary has the dialect mutator (fuzz/core/mutator_entry.cpp).
# Not `nm | grep -q`: under pipefail, grep leaving early fails nm with SIGPIPE.
fuzz_has_mutator() { [[ "$(nm "$build_dir/bin/$1" 2>/dev/null)" == *" T LLVMFuzzerCustomMutator"* ]]; }

# The seed folders of a target, one per line: every one that exists.
fuzz_seeds() {
  local d
  for d in $(fuzz_row "$1" | cut -f3); do
    [ -d "$d" ] && echo "$d"
  done
  return 0
}

# fuzz_distinct_seeds TARGET DIR: writes into DIR each distinct input the target's seed
# folders hold as libFuzzer reads them, that is cut to the target's max_len, and prints how
# many. A metamorphic target reads 18 bytes of a plan, so its 200 plans are two dozen inputs;
# libFuzzer would run every one of the 200 before it mutates any.
fuzz_distinct_seeds() {
  local target=$1 dir=$2 seeds
  mapfile -t seeds < <(fuzz_seeds "$target")
  python3 - "$dir" "$(fuzz_option "$target" max_len 4096)" "${seeds[@]}" <<'PY'
import hashlib, os, sys
out, max_len, folders = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
os.makedirs(out, exist_ok=True)
written = set()
for folder in folders:
    for parent, _, files in os.walk(folder):
        for name in files:
            with open(os.path.join(parent, name), "rb") as f:
                data = f.read(max_len)
            digest = hashlib.sha1(data).hexdigest()
            if digest not in written:
                written.add(digest)
                with open(os.path.join(out, digest), "wb") as f:
                    f.write(data)
print(len(written))
PY
}

# The corpus folder a target's regression cases go to: <first seed folder>/regressions.
fuzz_regressions_dir() {
  local first
  first="$(fuzz_row "$1" | cut -f3 | cut -d' ' -f1)"
  echo "$first/regressions"
}

# fuzz_stack_signature BINARY INPUT: runs the target once on INPUT and prints one line,
# "<hash>\t<kind>\t<frames>": the kind of failure (the sanitizer's or libFuzzer's
# error line, addresses left out) and the top three symbolised frames of the project's
# code (sanitizer, libFuzzer and C library frames left out), and a 12-digit hash of both.
# Inputs that crash the same way have the same hash, whatever the build's addresses or
# line numbers. An input that no longer fails gets the kind "no-failure".
fuzz_stack_signature() {
  local bin=$1 input=$2 log kind frames
  log="$(ASAN_OPTIONS="${ASAN_OPTIONS:-}:symbolize=1:detect_leaks=1" \
         UBSAN_OPTIONS="${UBSAN_OPTIONS:-}:print_stacktrace=1:symbolize=1" \
         "$bin" -timeout=5 -rss_limit_mb=2048 "$input" 2>&1 || true)"
  kind="$(printf '%s\n' "$log" |
    grep -m1 -oE '(ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer|UndefinedBehaviorSanitizer): [A-Za-z_ -]+|runtime error: [^0-9]*|out-of-memory)' |
    sed -E 's/ +$//; s/ on address$//; s/ on unknown address$//' || true)"
  [ -n "$kind" ] || kind="no-failure"
  # The first stack only (the report's later ones say where memory was allocated or freed).
  frames="$(printf '%s\n' "$log" |
    awk '/^ *#0 / { on = 1 } on && !/^ *#[0-9]+ / { exit } on' |
    sed -nE 's/^ *#[0-9]+ 0x[0-9a-f]+ in (.*)$/\1/p' |
    sed -E 's/ \(BuildId: [0-9a-f]+\)$//; s/ \([^()]*\+0x[0-9a-f]+\)$//; s/ [^ ]+:[0-9]+(:[0-9]+)?$//' |
    grep -vE '^(__asan|__sanitizer|__ubsan|__lsan|__interceptor_|__libc_|_start|abort|raise|gsignal|fuzzer::|LLVMFuzzerTestOneInput$|main$|std::__terminate|__cxa_|__GI_|__pthread|pthread_kill|operator new|operator delete|malloc|calloc|realloc|free$)' |
    head -n 3 | paste -sd '|' - || true)"
  printf '%s\t%s\t%s\n' "$(printf '%s\n%s\n' "$kind" "$frames" | sha1sum | cut -c1-12)" "$kind" "$frames"
}

# fuzz_record_crash BINARY INDEX INPUT: files INPUT, an input that fails BINARY's target,
# in the stacks index INDEX (stacks.tsv: hash, kind, frames, recorded input, inputs seen)
# and prints "<what>\t<hash>\t<kind>\t<frames>", where <what> is
#   new      a stack the index does not have;
#   known    a stack whose recorded input still fails that way: the same open bug;
#   revived  a stack whose recorded input no longer fails that way. That bug was fixed,
#            so this is another one (or it came back) behind the same frames: every
#            invariant failure of a target stops in the same few frames. The stack's
#            recorded input becomes INPUT.
fuzz_record_crash() {
  local bin=$1 index=$2 input=$3 hash kind frames recorded what
  IFS=$'\t' read -r hash kind frames < <(fuzz_stack_signature "$bin" "$input")
  recorded="$(awk -F'\t' -v h="$hash" '$1 == h { print $4; exit }' "$index")"
  if [ -z "$recorded" ]; then
    printf '%s\t%s\t%s\t%s\t1\n' "$hash" "$kind" "$frames" "$input" >>"$index"
    what=new
  else
    what=revived
    if [ -f "$recorded" ] && [ "$(fuzz_stack_signature "$bin" "$recorded" | cut -f1)" = "$hash" ]; then what=known; fi
    awk -F'\t' -v OFS='\t' -v h="$hash" -v w="$what" -v f="$input" \
      '$1 == h { $5 += 1; if (w == "revived") $4 = f } { print }' "$index" >"$index.new" && mv "$index.new" "$index"
  fi
  printf '%s\t%s\t%s\t%s\n' "$what" "$hash" "$kind" "$frames"
}
