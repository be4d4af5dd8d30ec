#pragma once
// The process groups started by run() and Session that are still alive, so that a
// SIGINT/SIGTERM handler can kill them all.
#include <sys/types.h>

#include <cstddef>
#include <cstdint>

namespace conform::process {

// SIGKILLs every registered process group. Async-signal-safe (lock-free reads of a fixed
// table and kill(2); errno is preserved), so it may be called from a signal handler.
// The run() and Session calls waiting on those groups then return promptly (signaled).
void kill_all_running();
// SIGTERMs every registered process group, likewise async-signal-safe: the first Ctrl-C.
// run() notices it and gives each of its children the limits' term grace to exit before
// SIGKILL, as at a time limit, so that a target may remove its temporary files.
void terminate_all_running();

// How many times kill_all_running or terminate_all_running has been called.
std::uint64_t kill_all_count() noexcept;
// The same, counted once every registered group has been sent the signal: a run() that
// stops its child when this changes sends its own SIGTERM only after the handler's signal,
// so that a SIGKILL from kill_all_running is what the child dies of (a SIGTERM sent in
// between used to win the race now and then).
std::uint64_t kills_sent_count() noexcept;

// Where the stops stood when a start began, so that the starter can send a child it
// registered too late for a stop's handler the signal that handler sent the others.
struct StopMark {
  std::uint64_t calls = 0;
  std::uint64_t sigkills = 0;
};
StopMark stop_mark() noexcept;
// SIGKILL if a kill_all_running began since `mark`, else SIGTERM if a
// terminate_all_running did, else 0.
int signal_missed_since(const StopMark& mark) noexcept;

namespace detail {

// Up to this many groups at once are registered; beyond it a group still runs and is
// still killed by its own run()/Session, but kill_all_running cannot reach it.
inline constexpr std::size_t registry_capacity = 4096;

// Registers a process group id; returns the slot, or -1 when the table is full.
int register_group(pid_t pgid) noexcept;
// A slot held for a group that is about to start (-1 when the table is full), which
// kill_all_running skips until publish_group fills it. The child a vfork starts publishes
// its own group before exec, so that no instant of the target's run is unregistered: the
// guard of a conform killed outright must know a target that has already started a child
// (stop 99: under load, a SIGKILL between the target's first fork and conform's
// registration left the child running).
int reserve_group_slot() noexcept;
// Fills a reserved slot, for kill_all_running and the group guard. Async-signal-safe and
// free of allocation and locks: a vfork child calls it.
void publish_group(int slot, pid_t pgid) noexcept;
void unregister_group(int slot) noexcept;
// For tests: a stop pauses `seconds` between its signals and its kills_sent_count, as a
// handler preempted there would (0: off).
void simulate_slow_stop(double seconds) noexcept;
// How many groups are registered now (for tests).
std::size_t registered_groups() noexcept;

}  // namespace detail
}  // namespace conform::process
