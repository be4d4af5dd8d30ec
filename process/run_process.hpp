#pragma once
// Runs an untrusted, often broken, external program once and says what came of it.
// Also brings in the rest of the public API: types, split_command, resolve_executable,
// kill_all_running (Session is in session.hpp).
#include "process/registry.hpp"
#include "process/resolve_executable.hpp"
#include "process/split_command.hpp"
#include "process/types.hpp"

namespace conform::process {

// Starts command.argv (no shell; argv[0] resolved like execvp) in its own process group,
// feeds it stdin_text (or end of file), and captures stdout and stderr concurrently up to
// limits.output_cap_bytes each, draining the rest (the *_truncated flags tell).
//  - timed_out: the wall-clock limit, counted from the exec (not from the fork, which many
//    jobs make slow), passed first; the whole group was SIGKILLed and reaped.
//  - exited / signaled: the leader ended by itself. Descendants that still hold a pipe are
//    given 50 ms (never beyond the limit) to finish writing, then the group is SIGKILLed.
//  - failed_to_start: missing or not executable program, exec error, no resources; `error`
//    says which.
// Never throws for anything the child does; safe to call from many threads at once;
// SIGPIPE is blocked in the calling thread while it writes (the process disposition is
// not touched).
Result run(const Command& command, const Limits& limits);

}  // namespace conform::process
