#pragma once
// The state and parent of a process, from /proc/<pid>/stat: the orphan sweep's parent
// field where the kernel has no children files, and the tests' "has it ended".
#include <sys/types.h>

#include <optional>

namespace conform::process::detail {

struct ProcStat {
  char state = 0;   // 'R', 'S', 'Z', 'X'…
  pid_t parent = 0;
};

// Nothing when the process does not exist (or its stat cannot be read).
std::optional<ProcStat> read_proc_stat(pid_t pid);

}  // namespace conform::process::detail
