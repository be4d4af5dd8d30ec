# Sourced: the build environment OSS-Fuzz's base-builder image sets for a libFuzzer
# build with SANITIZER=address (infra/base-images/base-builder, `compile`), as this
# project's CI reproduces it. Two differences, both because the CI's one clang tree also
# builds and runs the tests: UBSan is added to ASan (OSS-Fuzz builds it as a separate
# SANITIZER=undefined build), and C++ uses the system's libstdc++, not OSS-Fuzz's libc++
# (the tests' libraries, GoogleTest and RapidCheck, are Debian's libstdc++ builds).
#
# The asan preset (CMakePresets.json) configures with exactly these CXXFLAGS, so
# fuzz/ossfuzz.sh run with this environment on build/asan recompiles nothing;
# tools/check-ossfuzz-build.sh fails when the two disagree.
export CC=clang
export CXX=clang++
export FUZZING_ENGINE=libfuzzer
export SANITIZER=address
export ARCHITECTURE=x86_64
export FUZZING_LANGUAGE=c++
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link -fsanitize=undefined -fno-sanitize-recover=all"
export CXXFLAGS="$CFLAGS"
