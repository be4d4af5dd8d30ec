#!/usr/bin/env bash
# Writes 100 MB of zero bytes to stdout on any plan containing `@Deferred`, then gives the
# reference verdict.
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"
if grep -qF '@Deferred' "$case_file"; then head -c 100000000 /dev/zero; fi
reference
