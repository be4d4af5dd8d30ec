#pragma once
// conform killed outright (kill -9, a CI job's time limit) runs no handler, and
// PR_SET_PDEATHSIG ends only the targets it started: what a target started itself would
// run on. The group guard is a process started with the first target, in a session of
// its own (a kill of conform's process group leaves it), that shares a copy of the
// registry of running process groups (registry.hpp) with conform. When conform's end of
// a pipe between them closes, however conform ended, it SIGKILLs every group still
// registered and exits. A conform that ends normally closes the pipe and reaps the guard
// on its way out.
#include <sys/types.h>

namespace conform::process::detail {

// Its name in /proc/<pid>/comm.
inline constexpr char group_guard_name[] = "conform-guard";

// Starts the guard, once per process. Best effort: without one (no fork, no socket),
// targets still get PR_SET_PDEATHSIG.
void start_group_guard() noexcept;

// Tells the guard that registry slot `slot` holds group `pgid` (0: none any more).
void guard_group(int slot, pid_t pgid) noexcept;

// For tests: whether the guard would kill group `pgid` were conform to die now.
bool guard_knows(pid_t pgid) noexcept;

// The guard's pid, or -1 when there is none: it is this process's child, and neither a
// target nor an orphan.
pid_t group_guard_pid() noexcept;

}  // namespace conform::process::detail
