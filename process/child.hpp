#pragma once
// One started child: the leader of its own session and process group, registered for
// kill_all_running until it is reaped.
#include <sys/types.h>

#include "process/unique_fd.hpp"

namespace conform::process::detail {

class Child {
 public:
  Child() = default;
  // Takes over a freshly forked leader (its setsid may still be to come: kill_group also
  // kills the leader by pid) and registers the group.
  Child(pid_t pid, UniqueFd pidfd) noexcept;
  // The same for a leader that published its group in `slot` itself (reserve_group_slot);
  // a slot of -1 registers it as above.
  Child(pid_t pid, UniqueFd pidfd, int slot) noexcept;
  Child(Child&& other) noexcept;
  Child& operator=(Child&& other) noexcept;
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  // Kills the group and reaps the leader if that has not been done.
  ~Child();

  bool running() const noexcept { return pid_ > 0; }
  pid_t pid() const noexcept { return pid_; }
  // Readable once the leader has exited; -1 where pidfd_open is unavailable (then poll
  // with a short timeout and ask exited()).
  int pidfd() const noexcept { return pidfd_.get(); }

  // Whether the leader has exited. It is not reaped, so its pid and group id stay
  // reserved until reap(): killing the group can never hit a stranger.
  bool exited() noexcept;

  // `signal` to the whole group (grandchildren included) and to the leader.
  void signal_group(int signal) noexcept;
  void kill_group() noexcept;  // signal_group(SIGKILL)

  // When the leader is still running: SIGTERM to the group, then waits until the leader
  // exits or `grace_seconds` pass. reap() still SIGKILLs whatever is left.
  void terminate_group(double grace_seconds) noexcept;

  // Kills the group, unregisters it and reaps the leader. Returns the wait status, or -1
  // when it cannot be known (someone else reaped it). Afterwards running() is false.
  int reap() noexcept;

 private:
  pid_t pid_ = -1;
  UniqueFd pidfd_;
  int slot_ = -1;
  bool exited_ = false;
};

}  // namespace conform::process::detail
