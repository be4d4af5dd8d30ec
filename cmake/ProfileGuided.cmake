# CONFORM_PGO: GCC's profile-guided optimisation, in two passes over one build folder
# (tools/build-pgo.sh drives them). "generate" instruments every object to count its
# branches and calls into CONFORM_PGO_DIR while a training run checks plans; "use"
# compiles again from those counts, with link-time optimisation. The folder must stay
# the same between the passes: GCC files each object's counts under the object's path.
set(CONFORM_PGO "" CACHE STRING "Profile-guided optimisation pass: empty (none), generate or use (GCC only)")
set_property(CACHE CONFORM_PGO PROPERTY STRINGS "" generate use)
set(CONFORM_PGO_DIR "${CMAKE_BINARY_DIR}/pgo-profile" CACHE PATH "Where the generate pass writes its counts and the use pass reads them")

if(CONFORM_PGO)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    message(FATAL_ERROR "CONFORM_PGO needs GCC (the release-pgo preset); ${CMAKE_CXX_COMPILER_ID} writes another profile format")
  endif()
  if(CONFORM_PGO STREQUAL "generate")
    # atomic: the runner's tests and `conform run` count from several threads at once.
    add_compile_options(-fprofile-generate -fprofile-update=atomic "-fprofile-dir=${CONFORM_PGO_DIR}")
    add_link_options(-fprofile-generate)
  elseif(CONFORM_PGO STREQUAL "use")
    # partial-training: code the training never ran (error paths, rare forms) is
    # optimised as usual, not for size. A profile older than a source only warns. GCC 12,
    # inlining across units, reports a memcpy overflow inside libstdc++'s operator+ (the
    # false positive of the -Wno-restrict above, https://gcc.gnu.org/bugzilla/show_bug.cgi?id=105329).
    add_compile_options(-fprofile-use -fprofile-partial-training "-fprofile-dir=${CONFORM_PGO_DIR}"
                        -Wno-missing-profile -Wno-error=coverage-mismatch)
    if(CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
      add_link_options(-Wno-stringop-overflow)
    endif()
    set(CMAKE_INTERPROCEDURAL_OPTIMIZATION ON)
  else()
    message(FATAL_ERROR "CONFORM_PGO=${CONFORM_PGO}: the passes are generate and use")
  endif()
endif()
