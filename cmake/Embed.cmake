# embed_text_files(<target> <namespace> <file>...)
# Compiles the text of each file (named relative to the calling folder) into <target> as
#   std::string_view <namespace>::embedded_file(std::string_view relative_name)
# so the executable carries spec/ with it and never depends on the working directory.
function(embed_text_files target namespace)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${target}_embedded.cpp)
  set(script ${CMAKE_CURRENT_BINARY_DIR}/${target}_embed.cmake)
  set(inputs "")
  foreach(f IN LISTS ARGN)
    list(APPEND inputs ${CMAKE_CURRENT_SOURCE_DIR}/${f})
  endforeach()
  file(WRITE ${script}
"set(body \"#include <string_view>\\n#include <utility>\\n#include <vector>\\nnamespace ${namespace} {\\nnamespace {\\nconstexpr std::pair<std::string_view, std::string_view> files[] = {\\n\")
foreach(f ${ARGN})
  file(READ \"${CMAKE_CURRENT_SOURCE_DIR}/\${f}\" text)
  string(APPEND body \"{\\\"\${f}\\\", R\\\"conform_embed(\${text})conform_embed\\\"},\\n\")
endforeach()
string(APPEND body \"};\\n}  // namespace\\nstd::string_view embedded_file(std::string_view name) {\\n  for (auto const& [file, text] : files)\\n    if (file == name) return text;\\n  return {};\\n}\\nstd::vector<std::string_view> embedded_names() {\\n  std::vector<std::string_view> out;\\n  for (auto const& entry : files) out.push_back(entry.first);\\n  return out;\\n}\\n}  // namespace ${namespace}\\n\")
file(WRITE \"${out}.tmp\" \"\${body}\")
execute_process(COMMAND \${CMAKE_COMMAND} -E copy_if_different \"${out}.tmp\" \"${out}\")
")
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -P ${script}
    DEPENDS ${inputs} ${script}
    COMMENT "Embedding spec files into ${target}")
  target_sources(${target} PRIVATE ${out})
endfunction()
