#!/bin/bash -eu
# OSS-Fuzz's build step: the project's one build entry (fuzz/ossfuzz.sh), which reads
# $CXX, $CXXFLAGS, $LIB_FUZZING_ENGINE, $OUT and $WORK.
"$SRC/conform/fuzz/ossfuzz.sh"
