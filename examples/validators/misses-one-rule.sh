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
  rules=" "
  rest=$out
  while [[ $rest =~ \"rule\":\"([^\"]*)\",\"severity\":\"error\" ]]; do
    [[ $rules == *" ${BASH_REMATCH[1]} "* ]] || rules+="${BASH_REMATCH[1]} "
    rest=${rest#*"${BASH_REMATCH[0]}"}
  done
  rules=${rules# }
  rules=${rules% }
  if [ "$rules" = "CPL-UNKNOWN-SYSCALL" ]; then exit 0; fi
fi
exit "$status"
