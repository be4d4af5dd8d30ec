#!/bin/bash -eu
# ClusterFuzzLite's build step: the project's one build entry.
"$SRC/conform/fuzz/ossfuzz.sh"
