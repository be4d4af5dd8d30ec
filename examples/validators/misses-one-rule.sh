#!/usr/bin/env bash
# Like the reference, but blind to one rule: accepts a plan when the only error rule
# reported is CPL-UNKNOWN-SYSCALL (invented or misspelled syscalls get through).
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"
out=$(check --format json)
status=$?
printf '%s\n' "$out"
if [ "$status" -eq 1 ]; then
  # {"column":…,"line":…,"message":"…","rule":"R","severity":"error"}: keys are sorted, and a
  # quote inside a message is escaped, so this only matches real rule/severity pairs. Read
  # with bash alone: on a machine where starting a process is dear, a pipeline of grep, sed
  # and sort cost more than the check itself.
  missed=""
  rest=$out
  while [[ $rest =~ \"rule\":\"([^\"]*)\",\"severity\":\"error\" ]]; do
    [ "${BASH_REMATCH[1]}" = CPL-UNKNOWN-SYSCALL ] || exit "$status"
    missed=yes
    rest=${rest#*"${BASH_REMATCH[0]}"}
  done
  [ -z "$missed" ] || exit 0
fi
exit "$status"
