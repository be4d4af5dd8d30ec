#pragma once
// Starting an untrusted program: vfork/exec into its own process group, standard streams
// on pipes, nothing else of ours inherited, limits applied, exec errors reported back.
#include <string>
#include <variant>
#include <vector>

#include "process/child.hpp"
#include "process/types.hpp"
#include "process/unique_fd.hpp"

namespace conform::process::detail {

struct Spawned {
  Child child;
  UniqueFd stdin_fd;   // write end, non-blocking
  UniqueFd stdout_fd;  // read ends, non-blocking
  UniqueFd stderr_fd;
};

// Resolves argv[0] (resolve_executable), then vforks. The child:
//  - becomes the leader of a new session and process group (setsid), without a controlling
//    terminal; this process is made the subreaper of its descendants (orphans.hpp);
//  - gets default signal dispositions and an empty signal mask;
//  - has the three pipes on 0, 1, 2 and every other descriptor closed (close_range, or a
//    loop up to RLIMIT_NOFILE on old kernels), whatever flags they had;
//  - gets RLIMIT_CORE 0 (no core files from crashing targets) and RLIMIT_AS when
//    limits.memory_limit_bytes > 0;
//  - execve()s the resolved path with argv verbatim and our environment.
// A failure in the child before or at exec comes back through a close-on-exec pipe and is
// returned as the error message, like any failure to resolve or to fork.
std::variant<Spawned, std::string> spawn(const std::vector<std::string>& argv, const Limits& limits);

// For tests: act as on kernels older than 5.9, without pidfd_open (exits are then polled
// for every 10 ms) and close_range (descriptors closed one by one up to RLIMIT_NOFILE).
void simulate_old_kernel(bool on) noexcept;

// For tests: a fork that takes `seconds` more, as under contention from many jobs (0: off).
void simulate_slow_start(double seconds) noexcept;

// For tests: a stop lands while a target is being started, before it can be registered:
// kill_all_running() for SIGKILL (a second Ctrl-C), terminate_all_running() for SIGTERM
// (the first); 0 turns it off.
void simulate_interrupt_during_start(int signal) noexcept;

// For tests: `hook` runs once the target has called exec and before spawn() returns, the
// moment a loaded machine may keep this thread off its core while the target runs
// (nullptr: off).
void simulate_pause_after_exec(void (*hook)()) noexcept;

}  // namespace conform::process::detail
