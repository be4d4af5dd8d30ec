#pragma once
// Descendants of a target that leave its process group (setsid, setpgid) are out of reach
// of a group kill. conform is their child subreaper: once their parent is gone they become
// its children, and every time a target is reaped the children that are neither a target
// nor in conform's own process group are killed and reaped.
#include <sys/types.h>

#include <mutex>
#include <vector>

namespace conform::process::detail {

// Makes this process the subreaper of its descendants (PR_SET_CHILD_SUBREAPER), once.
void become_subreaper() noexcept;

// Held from fork until the new child is recorded as a target (record_target), so that a
// sweep running meanwhile never takes it for an orphan.
std::unique_lock<std::mutex> hold_spawning();
void record_target(pid_t pid);  // with hold_spawning() held

// The children of this process (running or not yet reaped), from /proc, but its own group
// guard (group_guard.hpp), which is neither a target nor an orphan.
std::vector<pid_t> children_of_this_process();

// Forgets a reaped target, then kills and reaps every orphan (see above), until none is left.
void forget_target_and_reap_orphans(pid_t pid) noexcept;

}  // namespace conform::process::detail
