#!/usr/bin/env bash
# javac as the second opinion on "compiles in isolation" (seed 000 §6, §7), through
# tools/javac/javac_check.py (one javac run per batch, never one per plan):
#   1. every valid plan of the corpus and 200 generated valid plans compile, and so do the
#      corpus's invalid cases of rules javac cannot see (their rule is their only fault);
#   2. plans broken in each rule javac can decide by itself fail to compile
#      (spec/java/decisions.md D22 lists those rules and the ones it cannot decide);
#   3. syntax, over the whole corpus and generated valid and broken plans, javac's parser
#      alone on the text as it is: what javac's parser rejects we reject with a named rule;
#      what we accept, or reject only in rules about well-formed Java (typing, names,
#      counts: `java_rules` below), javac parses; what we call JAVA-SYNTAX javac does not
#      parse either. Constructs beyond the subset (JAVA-UNSUPPORTED-STATEMENT for `x;`,
#      say) get their own rule whether or not javac's grammar has them.
#   javac_differential_test.sh CONFORM SOURCE_DIR WORKDIR
set -euo pipefail
conform=$1 source_dir=$2 work=$3
check="$source_dir/tools/javac/javac_check.py"
rm -rf "$work" && mkdir -p "$work"
failures=0

# compiles_all LABEL PLAN...: every plan must compile.
compiles_all() {
  local label=$1; shift
  python3 "$check" --workdir "$work/$label" "$@" > "$work/$label.txt"
  if grep -v $'\tcompiles$' "$work/$label.txt"; then
    echo "javac differential: $label: the plans above do not compile" >&2
    failures=$((failures + 1))
  fi
  echo "javac differential: $label: $(grep -c $'\tcompiles$' "$work/$label.txt") of $# compile"
}

compiles_all corpus-valid "$source_dir"/corpus/java/valid/*.java
# The tool's own reading of a text block: an escaped quote before the closing ones is
# text, and the code after the block is still mapped to Java (Int is Integer there).
mkdir -p "$work/tool"
cat > "$work/tool/escaped-text-block.java" <<'PLAN'
public class Plan {
    public void main() {
        String s = """
            a\"""
            """;
        Int n = 1;
        take(s + n);
    }

    private void take(String t) {
    }
}
PLAN
compiles_all tool-text-block "$work/tool/escaped-text-block.java"
# The corpus's invalid cases of rules javac cannot see compile too: their rule is their
# only fault (a case that also fails javac, a String helper given a double, is two).
compiles_apart=(JAVA-ANONYMOUS-CLASS JAVA-FOREIGN-CALL JAVA-IMPORT JAVA-LITERAL JAVA-MAIN-SIGNATURE JAVA-MANUAL-MAP
  JAVA-METHOD-NAME-CASE JAVA-MISSING-INITIALIZER JAVA-MISSING-MAIN JAVA-NON-METHOD-MEMBER JAVA-OBJECT-CREATION
  JAVA-REFLECTION JAVA-TOO-MANY-STATEMENTS JAVA-UNSUPPORTED-EXPRESSION)
apart=()
for rule in "${compiles_apart[@]}"; do apart+=("$source_dir"/corpus/java/invalid/"$rule"/*.java); done
compiles_all corpus-invalid-beyond-javac "${apart[@]}"
"$conform" gen --dialect java --valid --count 200 --seed 20261124 --out "$work/gen" > /dev/null
compiles_all generated-valid "$work"/gen/java/valid/*.java

decided_by_javac=(JAVA-UNDECLARED-VARIABLE JAVA-DUPLICATE-VARIABLE JAVA-TYPE-MISMATCH JAVA-ARGUMENT-TYPE-MISMATCH
  JAVA-ARITY-MISMATCH JAVA-UNDEFINED-METHOD JAVA-UNKNOWN-SYSCALL JAVA-RETURN-MISMATCH JAVA-MISSING-RETURN
  JAVA-UNREACHABLE-STATEMENT
  JAVA-NON-BOOLEAN-CONDITION JAVA-FOR-OVER-NON-LIST)
for rule in "${decided_by_javac[@]}"; do
  "$conform" gen --dialect java --broken "$rule" --count 10 --seed 7 --out "$work/broken" > /dev/null
done
broken=("$work"/broken/java/invalid/*/*.java)
python3 "$check" --workdir "$work/broken-javac" "${broken[@]}" > "$work/broken.txt"
if grep $'\tcompiles$' "$work/broken.txt"; then
  echo "javac differential: the broken plans above compile, though javac decides their rule" >&2
  failures=$((failures + 1))
fi
echo "javac differential: $(grep -vc $'\tcompiles$' "$work/broken.txt") of ${#broken[@]} broken plans rejected by javac"
"$conform" gen --dialect java --broken all --count 3 --seed 11 --out "$work/all-broken" > /dev/null 2>&1
mapfile -t texts < <(find "$source_dir/corpus/java" "$work/gen" "$work/all-broken" -name '*.java' | sort)
python3 "$check" --syntax-only --workdir "$work/syntax-javac" "${texts[@]}" > "$work/syntax-javac.txt"
"$conform" check --dialect java --format json "${texts[@]}" > "$work/syntax-ours.jsonl" 2>/dev/null || true
if ! python3 - "$work/syntax-javac.txt" "$work/syntax-ours.jsonl" <<'PY'
import json, sys
javac = dict(line.rstrip("\n").split("\t", 1) for line in open(sys.argv[1]))
ours = {}
for line in open(sys.argv[2]):
    report = json.loads(line)
    ours[report["file"]] = {d["rule"] for d in report["diagnostics"] if d["severity"] == "error"}
# Rules a syntactically well-formed Java text can break.
java_rules = {"JAVA-UNDECLARED-VARIABLE", "JAVA-DUPLICATE-VARIABLE", "JAVA-TYPE-MISMATCH",
              "JAVA-ARGUMENT-TYPE-MISMATCH", "JAVA-ARITY-MISMATCH", "JAVA-UNDEFINED-METHOD",
              "JAVA-UNKNOWN-SYSCALL", "JAVA-RETURN-MISMATCH", "JAVA-MISSING-RETURN", "JAVA-UNREACHABLE-STATEMENT",
              "JAVA-NON-BOOLEAN-CONDITION", "JAVA-FOR-OVER-NON-LIST", "JAVA-DUPLICATE-METHOD",
              "JAVA-METHOD-NAME-CASE", "JAVA-TOO-MANY-STATEMENTS", "JAVA-INVALID-TYPE",
              "JAVA-MISSING-INITIALIZER", "JAVA-MISSING-MAIN", "JAVA-UNKNOWN-ANNOTATION"}
wrong = 0
for path, verdict in javac.items():
    rules = ours.get(path)
    if rules is None:
        print(f"no verdict of ours for {path}"); wrong += 1; continue
    parses = verdict == "parses"
    if not parses and not rules:
        print(f"javac rejects, we accept: {path}: {verdict}"); wrong += 1
    if rules <= java_rules and not parses:
        print(f"we see well-formed Java, javac does not parse: {path}: {verdict}"); wrong += 1
    if "JAVA-SYNTAX" in rules and parses:
        print(f"we say JAVA-SYNTAX, javac parses: {path}"); wrong += 1
print(f"javac differential: syntax of {len(javac)} texts, {sum(v == 'parses' for v in javac.values())} parsed by javac, {wrong} disagreements")
sys.exit(1 if wrong else 0)
PY
then
  failures=$((failures + 1))
fi
exit $(( failures > 0 ))
