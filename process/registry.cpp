#include "process/registry.hpp"

#include <signal.h>
#include <time.h>

#include <atomic>
#include <cerrno>

#include "process/group_guard.hpp"

namespace conform::process {
namespace {

static_assert(std::atomic<pid_t>::is_always_lock_free, "kill_all_running must not take a lock");

// 0 marks a free slot. Slots are claimed with compare-and-swap, so no mutex is needed and
// a signal handler can read the table at any moment.
std::atomic<pid_t> slots[detail::registry_capacity];
// Where the next search for a free slot starts (only a hint).
std::atomic<std::size_t> next_hint{0};
// How many times kill_all_running or terminate_all_running has started (kill_all_count),
// how many of those were kill_all_running, and how many times every group has been
// signalled (kills_sent_count).
std::atomic<std::uint64_t> kill_all_calls{0};
std::atomic<std::uint64_t> sigkill_calls{0};
std::atomic<std::uint64_t> kills_sent{0};
std::atomic<long> slow_stop_ns{0};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "kill_all_running must not take a lock");

}  // namespace

namespace {

void signal_all_running(int signal) {
  const int saved_errno = errno;
  if (signal == SIGKILL) sigkill_calls.fetch_add(1, std::memory_order_acq_rel);
  kill_all_calls.fetch_add(1, std::memory_order_acq_rel);
  for (auto& slot : slots) {
    const pid_t pgid = slot.load(std::memory_order_acquire);
    if (pgid > 0) {
      ::kill(-pgid, signal);
      ::kill(pgid, signal);  // the leader, should it have been caught before its setsid
    }
  }
  if (const long ns = slow_stop_ns.load(std::memory_order_relaxed)) {
    const timespec pause{ns / 1000000000, ns % 1000000000};
    ::nanosleep(&pause, nullptr);
  }
  kills_sent.fetch_add(1, std::memory_order_acq_rel);
  errno = saved_errno;
}

}  // namespace

void kill_all_running() { signal_all_running(SIGKILL); }
void terminate_all_running() { signal_all_running(SIGTERM); }

std::uint64_t kill_all_count() noexcept { return kill_all_calls.load(std::memory_order_acquire); }
std::uint64_t kills_sent_count() noexcept { return kills_sent.load(std::memory_order_acquire); }

StopMark stop_mark() noexcept {
  // sigkill_calls first: a kill_all_running between the two loads is then seen as missed.
  const std::uint64_t kills = sigkill_calls.load(std::memory_order_acquire);
  return {kill_all_calls.load(std::memory_order_acquire), kills};
}

int signal_missed_since(const StopMark& mark) noexcept {
  if (sigkill_calls.load(std::memory_order_acquire) != mark.sigkills) return SIGKILL;
  if (kill_all_calls.load(std::memory_order_acquire) != mark.calls) return SIGTERM;
  return 0;
}

namespace detail {

int register_group(pid_t pgid) noexcept {
  if (pgid == 0) return -1;  // -1: a reservation (reserve_group_slot)
  const std::size_t start = next_hint.load(std::memory_order_relaxed);
  for (std::size_t k = 0; k < registry_capacity; ++k) {
    const std::size_t i = (start + k) % registry_capacity;
    pid_t expected = 0;
    if (slots[i].compare_exchange_strong(expected, pgid, std::memory_order_acq_rel)) {
      next_hint.store((i + 1) % registry_capacity, std::memory_order_relaxed);
      if (pgid > 0) guard_group(static_cast<int>(i), pgid);
      return static_cast<int>(i);
    }
  }
  return -1;
}

int reserve_group_slot() noexcept { return register_group(-1); }

void publish_group(int slot, pid_t pgid) noexcept {
  if (slot < 0 || static_cast<std::size_t>(slot) >= registry_capacity) return;
  slots[slot].store(pgid, std::memory_order_release);
  guard_group(slot, pgid);
}

void unregister_group(int slot) noexcept {
  if (slot < 0 || static_cast<std::size_t>(slot) >= registry_capacity) return;
  guard_group(slot, 0);
  slots[slot].store(0, std::memory_order_release);
}

void simulate_slow_stop(double seconds) noexcept {
  slow_stop_ns.store(static_cast<long>(seconds * 1e9), std::memory_order_relaxed);
}

std::size_t registered_groups() noexcept {
  std::size_t n = 0;
  for (auto& slot : slots)
    if (slot.load(std::memory_order_acquire) > 0) ++n;
  return n;
}

}  // namespace detail
}  // namespace conform::process
