# Precompiled third-party headers. Spirit X3, nlohmann::json and RapidCheck each take
# 1.5-2 CPU-seconds to parse in every unit that includes them (asan preset, measured), and
# most of the project's units include one or more. Parsed once into a precompiled header,
# they cost a unit 0.2-0.4 s to load, used or not (clang).
#
# CONFORM_SHARED_HEADERS: the headers, those of the packages this build found.
# conform_precompile_shared_headers(): called once every target exists. A precompiled
# header can only be used with the options it was made with, so the targets are grouped
# by their compile options, and each group shares one, made by a target of its own
# (conform_shared_headers_<n>). Left out: targets that set their own precompiled header
# (the test binaries, whose header adds GoogleTest: tests/CMakeLists.txt), sources marked
# SKIP_PRECOMPILE_HEADERS (conform_cold_sources), and groups of fewer than six sources: the
# header takes as long to build as about three units save, so a smaller group gains little.
set(conform_precompile_default OFF)
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  set(conform_precompile_default ON)
endif()
option(CONFORM_PRECOMPILE_HEADERS
  "Precompile the third-party headers for the libraries, commands and fuzz targets (default: with clang, which loads what a unit uses; GCC loads the whole 250 MB header into every unit, about 1.9 s, used or not)"
  ${conform_precompile_default})

# CONFORM_SHARED_HEADER_INCLUDES: the packages' include folders, not their other usage
# requirements. A definition a package adds (Boost's BOOST_ALL_NO_LIB) would be made part
# of the header, and GCC refuses a precompiled header made with a definition that a unit
# lacks (a unit that does not link Boost).
macro(conform_find_shared_headers)
  set(CONFORM_SHARED_HEADERS
    <boost/spirit/home/x3.hpp> <boost/fusion/include/adapt_struct.hpp> <nlohmann/json.hpp>
    <map> <optional> <string> <string_view> <variant> <vector>)
  set(_conform_shared_libraries Boost::headers nlohmann_json::nlohmann_json)
  if(TARGET rapidcheck)
    list(APPEND CONFORM_SHARED_HEADERS <rapidcheck.h>)
    list(APPEND _conform_shared_libraries rapidcheck)
  endif()
  set(CONFORM_SHARED_HEADER_INCLUDES "")
  foreach(_conform_library IN LISTS _conform_shared_libraries)
    list(APPEND CONFORM_SHARED_HEADER_INCLUDES "$<TARGET_PROPERTY:${_conform_library},INTERFACE_INCLUDE_DIRECTORIES>")
  endforeach()
endmacro()

function(conform_project_targets out directory)
  get_directory_property(targets DIRECTORY ${directory} BUILDSYSTEM_TARGETS)
  get_directory_property(subdirectories DIRECTORY ${directory} SUBDIRECTORIES)
  foreach(subdirectory IN LISTS subdirectories)
    conform_project_targets(below ${subdirectory})
    list(APPEND targets ${below})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# The number of C++ sources of <target> that would use a precompiled header, into <out>.
function(conform_precompilable_sources out target)
  get_target_property(sources ${target} SOURCES)
  set(count 0)
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.cpp$")
      continue()
    endif()
    get_source_file_property(skip ${source} TARGET_DIRECTORY ${target} SKIP_PRECOMPILE_HEADERS)
    if(NOT skip)
      math(EXPR count "${count} + 1")
    endif()
  endforeach()
  set(${out} ${count} PARENT_SCOPE)
endfunction()

function(conform_precompile_shared_headers)
  if(NOT CONFORM_PRECOMPILE_HEADERS)
    return()
  endif()
  conform_find_shared_headers()
  conform_project_targets(targets ${PROJECT_SOURCE_DIR})
  set(groups "")
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
      continue()
    endif()
    get_target_property(own ${target} PRECOMPILE_HEADERS)
    get_target_property(reused ${target} PRECOMPILE_HEADERS_REUSE_FROM)
    if(own OR reused)
      continue()
    endif()
    conform_precompilable_sources(count ${target})
    if(count EQUAL 0)
      continue()
    endif()
    get_target_property(options ${target} COMPILE_OPTIONS)
    if(NOT options)
      set(options "")
    endif()
    string(MD5 group "${options}")
    if(NOT group IN_LIST groups)
      list(APPEND groups ${group})
      set(options_${group} "${options}")
      set(sources_${group} 0)
    endif()
    list(APPEND targets_${group} ${target})
    math(EXPR sources_${group} "${sources_${group}} + ${count}")
  endforeach()

  set(index 0)
  foreach(group IN LISTS groups)
    if(sources_${group} LESS 6)
      continue()
    endif()
    set(owner conform_shared_headers_${index})
    math(EXPR index "${index} + 1")
    add_library(${owner} OBJECT ${PROJECT_SOURCE_DIR}/cmake/shared_headers.cpp)
    set_target_properties(${owner} PROPERTIES COMPILE_OPTIONS "${options_${group}}")
    target_include_directories(${owner} PRIVATE ${CONFORM_SHARED_HEADER_INCLUDES})
    target_precompile_headers(${owner} PRIVATE ${CONFORM_SHARED_HEADERS})
    set_target_properties(${targets_${group}} PROPERTIES PRECOMPILE_HEADERS_REUSE_FROM ${owner})
  endforeach()
endfunction()
