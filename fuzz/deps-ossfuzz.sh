#!/usr/bin/env bash
# The build dependencies of the fuzz targets inside OSS-Fuzz's base-builder image
# (Ubuntu 20.04, whose packages are too old: CMake 3.16, Boost 1.71, nlohmann/json 3.7):
# CMake and Ninja from PyPI, Boost's headers from its release archive, nlohmann/json and
# cxxopts installed from their release tags, RapidCheck from its default branch. Run by
# .clusterfuzzlite/Dockerfile and projects/conform/Dockerfile; this project's own
# machines use tools/bootstrap.sh.
set -euo pipefail
# Built without the fuzzing flags: these are dependencies, not targets.
unset CFLAGS CXXFLAGS
python3 -m pip install --no-cache-dir 'cmake>=3.21' ninja
boost=1.83.0
curl -fsSL "https://archives.boost.io/release/$boost/source/boost_${boost//./_}.tar.bz2" |
  tar -xj -C /usr/local/include --strip-components=1 "boost_${boost//./_}/boost"
for repo in nlohmann/json@v3.11.3 jarro2783/cxxopts@v3.2.0; do
  name="${repo%@*}"; tag="${repo#*@}"
  git clone --depth 1 --branch "$tag" "https://github.com/$name" "/tmp/${name#*/}"
  cmake -S "/tmp/${name#*/}" -B "/tmp/${name#*/}/build" -G Ninja \
    -DJSON_BuildTests=OFF -DCXXOPTS_BUILD_TESTS=OFF -DCXXOPTS_BUILD_EXAMPLES=OFF
  cmake --install "/tmp/${name#*/}/build"
  rm -rf "/tmp/${name#*/}"
done
# RapidCheck, which the generators behind the structure-aware mutators use; it has no
# release tags, so its default branch.
git clone --depth 1 https://github.com/emil-e/rapidcheck /tmp/rapidcheck
cmake -S /tmp/rapidcheck -B /tmp/rapidcheck/build -G Ninja -DCMAKE_POSITION_INDEPENDENT_CODE=ON -DRC_ENABLE_TESTS=OFF
cmake --build /tmp/rapidcheck/build
cmake --install /tmp/rapidcheck/build
rm -rf /tmp/rapidcheck
