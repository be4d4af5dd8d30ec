# The one registration of a dialect. dialects/registered.cmake calls
#   conform_add_dialect(<id>)
# once per dialect, and everything else derives from that list. A dialect's code lives
# by convention in folders named after its id, each optional but the unit:
#   spec/<id>/*.json         its rule catalog and default settings, embedded in conform
#   parsers/<id>/ oracles/<id>/ generators/<id>/   libraries, each with a CMakeLists.txt
#   dialects/<id>.cpp        the dialect unit: `const Dialect& <id>_dialect()`
#   tests/<id>/ fuzz/<id>/   its own tests and fuzz targets, each with a CMakeLists.txt
#   corpus/<id>/             its conformance corpus
# The order of registration is the order of `--dialect auto`'s signature tests.
function(conform_add_dialect id)
  set_property(GLOBAL APPEND PROPERTY CONFORM_DIALECTS ${id})
endfunction()

# Every registered dialect id, in registration order, into <variable>.
function(conform_dialects variable)
  get_property(ids GLOBAL PROPERTY CONFORM_DIALECTS)
  set(${variable} ${ids} PARENT_SCOPE)
endfunction()

# Adds the subfolder <id>/ of the calling folder for each registered dialect that has one.
macro(conform_add_dialect_folders)
  conform_dialects(_conform_ids)
  foreach(_conform_id IN LISTS _conform_ids)
    if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${_conform_id}/CMakeLists.txt)
      add_subdirectory(${_conform_id})
    endif()
  endforeach()
endmacro()
