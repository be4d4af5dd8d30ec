# The X3 grammar units (parsers/<dialect>/grammar/*.cpp) are where the build's memory goes:
# template instantiation fills GCC's heap at any -O level, and GCC collects its garbage
# only once the heap has doubled since the last collection. Collecting at 10% growth keeps
# every unit under 500 MB (600 MB before) for about 1.4x its compile time. Clang manages
# its own memory and takes no such flag; it warns instead at X3's own idiom, a sequence
# followed by an expectation (`'(' >> name > ')'`, where `>>` binding tighter than `>` is
# the point), so that warning is off in these units.
function(conform_grammar_units target)
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources INCLUDE REGEX "^grammar/")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(options "--param=ggc-min-expand=10;--param=ggc-min-heapsize=32768")
  elseif(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    set(options "-Wno-overloaded-shift-op-parentheses")
  else()
    return()
  endif()
  set_source_files_properties(${sources} TARGET_DIRECTORY ${target} PROPERTIES COMPILE_OPTIONS "${options}")
endfunction()
