# `cmake --install`: conform in bin/, the corpus and the spec in share/conform/, and the
# reference oracles as the CMake package `conform` (find_package(conform); targets
# conform::conform_cpl_oracles, conform::conform_stepplan_oracles, ...).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(CONFORM_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/conform)
set(CONFORM_INSTALL_INCLUDEDIR ${CMAKE_INSTALL_INCLUDEDIR}/conform)
set(CONFORM_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/conform)

install(TARGETS conform RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/corpus/ DESTINATION ${CONFORM_INSTALL_DATADIR}/corpus)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/spec/ DESTINATION ${CONFORM_INSTALL_DATADIR}/spec
        PATTERN CMakeLists.txt EXCLUDE PATTERN "*.hpp" EXCLUDE)

# The libraries a reference oracle links, derived from what the oracle libraries link:
# every target of this project in their link closure.
function(conform_link_closure out)
  set(seen "")
  set(pending ${ARGN})
  while(pending)
    list(POP_FRONT pending t)
    if(t IN_LIST seen OR NOT TARGET ${t})
      continue()
    endif()
    get_target_property(imported ${t} IMPORTED)
    if(imported)
      continue()
    endif()
    list(APPEND seen ${t})
    get_target_property(links ${t} LINK_LIBRARIES)
    if(links)
      list(APPEND pending ${links})
    endif()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

# Every registered dialect's reference oracles (dialects/registered.cmake).
conform_dialects(ids)
set(CONFORM_ORACLE_LIBRARIES "")
foreach(id IN LISTS ids)
  if(TARGET conform_${id}_oracles)
    list(APPEND CONFORM_ORACLE_LIBRARIES conform_${id}_oracles)
  endif()
endforeach()
conform_link_closure(conform_exported_libraries ${CONFORM_ORACLE_LIBRARIES})

# Headers are included as "parsers/...", "oracles/...", "spec/...": from the source tree
# in the build, from include/conform/ once installed.
foreach(t IN LISTS conform_exported_libraries)
  get_target_property(dirs ${t} INTERFACE_INCLUDE_DIRECTORIES)
  if(dirs)
    list(TRANSFORM dirs REPLACE "^${PROJECT_SOURCE_DIR}$" "$<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>")
    list(APPEND dirs "$<INSTALL_INTERFACE:${CONFORM_INSTALL_INCLUDEDIR}>")
    set_target_properties(${t} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${dirs}")
  endif()
endforeach()
# A sanitized build's libraries need the sanitizer runtime wherever they are linked.
if(CONFORM_LINK_SANITIZERS)
  foreach(t IN LISTS conform_exported_libraries)
    set_property(TARGET ${t} APPEND PROPERTY INTERFACE_LINK_OPTIONS ${CONFORM_LINK_SANITIZERS})
  endforeach()
endif()
foreach(folder core parsers oracles spec)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${folder}/ DESTINATION ${CONFORM_INSTALL_INCLUDEDIR}/${folder}
          FILES_MATCHING PATTERN "*.hpp")
endforeach()

install(TARGETS ${conform_exported_libraries} EXPORT conformTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT conformTargets NAMESPACE conform:: DESTINATION ${CONFORM_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/conformConfig.cmake.in
  ${PROJECT_BINARY_DIR}/conformConfig.cmake INSTALL_DESTINATION ${CONFORM_INSTALL_CMAKEDIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/conformConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/conformConfig.cmake ${PROJECT_BINARY_DIR}/conformConfigVersion.cmake
        DESTINATION ${CONFORM_INSTALL_CMAKEDIR})
