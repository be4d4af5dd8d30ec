#pragma once
// Finds the program argv[0] names, the way execvp would, before anything is started.
#include <string>
#include <string_view>

namespace conform::process {

struct Resolved {
  bool ok = false;
  std::string path;   // when ok: what to execve
  std::string error;  // otherwise: "not found", "not found in PATH", "not executable", …
  explicit operator bool() const { return ok; }
};

// A name with a '/' is taken as a path; any other is searched in $PATH (default
// "/bin:/usr/bin"; an empty entry is the current directory). Only a regular file with
// execute permission (for the effective ids) counts. The error reads after the name:
// "'x' not found in PATH".
Resolved resolve_executable(const std::string& name);

// For a script found by resolve_executable: why the interpreter its `#!` line names cannot
// be run ("has '#!/usr/bin/pyhton3', which is not found"), or empty when it can, or when
// the file has no such line. `#!/usr/bin/env NAME` looks NAME up in $PATH, as env will.
// Read once before a run: the kernel would refuse every case with ENOENT, which reads as
// the target itself missing.
std::string interpreter_error(const std::string& path);

}  // namespace conform::process
