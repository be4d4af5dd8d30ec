#pragma once
// "path: POSIX relative path from repo root" (seed 004, Edit Actions), for path,
// target_path and the items of context_files (spec/fixplan/decisions.md, D8, D9).
#include <string_view>

namespace conform::fixplan {

// At most one problem per path, the first that applies in this order.
enum class PathProblem {
  none,
  nul,           // "Sources/App\u0000.swift": no POSIX file name holds a NUL
  absolute,      // "/x", "C:/x", "C:\x", "\\server\x", "~/x", "file:///x"
  backslash,     // "Sources\App.swift"
  escapes_root,  // "../x", "a/../../x": resolving '..' climbs above the root
};

PathProblem classify_path(std::string_view path);

// What makes a path that classify_path calls absolute so, for a message: "is absolute" (a
// leading '/', the one POSIX has), "is a Windows network path", "starts at the home
// directory ('~')", "starts with a drive letter, absolute on Windows" or "is a URL, not a
// path from the repository's root" (D9).
std::string_view why_absolute(std::string_view path);

}  // namespace conform::fixplan
