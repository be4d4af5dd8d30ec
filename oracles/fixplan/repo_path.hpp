#pragma once
// "path: POSIX relative path from repo root" (seed 004, Edit Actions), for path,
// target_path and the items of context_files (spec/fixplan/decisions.md, D8, D9).
#include <string_view>

namespace conform::fixplan {

// At most one problem per path, the first that applies in this order.
enum class PathProblem {
  none,
  nul,           // "Sources/App\u0000.swift": no POSIX file name holds a NUL
  absolute,      // "/x", "C:/x", "C:\x", "\\server\x", "~/x"
  backslash,     // "Sources\App.swift"
  escapes_root,  // "../x", "a/../../x": resolving '..' climbs above the root
};

PathProblem classify_path(std::string_view path);

}  // namespace conform::fixplan
