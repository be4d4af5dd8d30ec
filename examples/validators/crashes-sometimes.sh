#!/usr/bin/env bash
# The reference verdict, but dies by SIGSEGV on any plan containing the text `try`
# (also inside words such as "retry" or "entry").
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"
if grep -qF 'try' "$case_file"; then kill -SEGV $$; fi
reference
