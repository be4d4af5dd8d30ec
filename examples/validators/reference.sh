#!/usr/bin/env bash
# The reference validator as a target: `conform check`. Must score 100%.
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"
reference
