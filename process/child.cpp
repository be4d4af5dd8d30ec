#include "process/child.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>

#include <cerrno>
#include <utility>

#include "process/clock.hpp"
#include "process/orphans.hpp"
#include "process/registry.hpp"

namespace conform::process::detail {

Child::Child(pid_t pid, UniqueFd pidfd) noexcept : pid_(pid), pidfd_(std::move(pidfd)), slot_(register_group(pid)) {}

Child::Child(pid_t pid, UniqueFd pidfd, int slot) noexcept
    : pid_(pid), pidfd_(std::move(pidfd)), slot_(slot >= 0 ? slot : register_group(pid)) {
  if (slot >= 0) publish_group(slot, pid);  // the child may have failed before publishing
}

Child::Child(Child&& other) noexcept
    : pid_(std::exchange(other.pid_, -1)),
      pidfd_(std::move(other.pidfd_)),
      slot_(std::exchange(other.slot_, -1)),
      exited_(std::exchange(other.exited_, false)) {}

Child& Child::operator=(Child&& other) noexcept {
  if (this != &other) {
    if (running()) reap();
    pid_ = std::exchange(other.pid_, -1);
    pidfd_ = std::move(other.pidfd_);
    slot_ = std::exchange(other.slot_, -1);
    exited_ = std::exchange(other.exited_, false);
  }
  return *this;
}

Child::~Child() {
  if (running()) reap();
}

bool Child::exited() noexcept {
  if (!running()) return true;
  if (exited_) return true;
  siginfo_t info{};
  for (;;) {
    const int rc = ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
    if (rc == 0) {
      exited_ = info.si_pid != 0;
      return exited_;
    }
    if (errno == EINTR) continue;
    exited_ = true;  // ECHILD: reaped behind our back (SIGCHLD ignored, waitpid(-1) elsewhere)
    return true;
  }
}

void Child::signal_group(int signal) noexcept {
  if (!running()) return;
  ::kill(-pid_, signal);
  // The leader itself too, in case it moved to another group (setpgid): reap() must not
  // wait for ever. Unreaped, its pid cannot belong to anyone else.
  ::kill(pid_, signal);
}

void Child::kill_group() noexcept { signal_group(SIGKILL); }

void Child::terminate_group(double grace_seconds) noexcept {
  if (!running() || exited() || !(grace_seconds > 0)) return;
  signal_group(SIGTERM);
  const auto deadline = deadline_after(Clock::now(), grace_seconds);
  for (auto now = Clock::now(); !exited() && now < deadline; now = Clock::now()) {
    if (pidfd_.get() < 0) {
      ::poll(nullptr, 0, std::min(exit_check_ms, poll_ms_until(deadline, now)));
      continue;
    }
    pollfd fd{pidfd_.get(), POLLIN, 0};
    ::poll(&fd, 1, poll_ms_until(deadline, now));
  }
}

int Child::reap() noexcept {
  if (!running()) return -1;
  // The leader is still unreaped here, so the group id cannot have been reused.
  kill_group();
  unregister_group(slot_);
  slot_ = -1;
  int status = 0;
  pid_t rc;
  do {
    rc = ::waitpid(pid_, &status, 0);
  } while (rc < 0 && errno == EINTR);
  forget_target_and_reap_orphans(pid_);
  pid_ = -1;
  pidfd_.reset();
  exited_ = false;
  return rc < 0 ? -1 : status;
}

}  // namespace conform::process::detail
