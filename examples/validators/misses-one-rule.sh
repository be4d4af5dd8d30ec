#!/usr/bin/env bash
# Like the reference, but blind to one rule: accepts a plan when the only error rule
# reported is CPL-UNKNOWN-SYSCALL (invented or misspelled syscalls get through).
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"
out=$(check --format json)
status=$?
printf '%s\n' "$out"
if [ "$status" -eq 1 ]; then
  # {"column":…,"line":…,"message":"…","rule":"R","severity":"error"}: keys are sorted, and a
  # quote inside a message is escaped, so this only matches real rule/severity pairs.
  rules=$(printf '%s\n' "$out" | grep -o '"rule":"[^"]*","severity":"error"' |
    sed 's/^"rule":"\([^"]*\)".*/\1/' | sort -u)
  if [ "$rules" = "CPL-UNKNOWN-SYSCALL" ]; then exit 0; fi
fi
exit "$status"
