#!/usr/bin/env bash
# Leaves a grandchild that holds stdout open for ten minutes, then gives the reference
# verdict. A harness that waits for end of file on stdout hangs here.
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"
(sleep 600 &)
reference
