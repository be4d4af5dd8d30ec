#!/usr/bin/env bash
# javac as the second opinion on "compiles in isolation" (seed 000 §6, §7), through
# tools/javac/javac_check.py (one javac run per batch, never one per plan):
#   1. every valid plan of the corpus and 200 generated valid plans compile;
#   2. plans broken in each rule javac can decide by itself fail to compile
#      (spec/java/decisions.md D22 lists those rules and the ones it cannot decide).
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
"$conform" gen --dialect java --valid --count 200 --seed 20261124 --out "$work/gen" > /dev/null
compiles_all generated-valid "$work"/gen/java/valid/*.java

decided_by_javac=(JAVA-UNDECLARED-VARIABLE JAVA-DUPLICATE-VARIABLE JAVA-TYPE-MISMATCH JAVA-ARGUMENT-TYPE-MISMATCH
  JAVA-ARITY-MISMATCH JAVA-UNDEFINED-METHOD JAVA-UNKNOWN-SYSCALL JAVA-RETURN-MISMATCH JAVA-MISSING-RETURN
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
exit $(( failures > 0 ))
