#include "process/group_guard.hpp"

#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <mutex>

#include "process/close_fds.hpp"
#include "process/registry.hpp"
#include "process/unique_fd.hpp"

namespace conform::process::detail {
namespace {

struct Message {
  std::int32_t slot;
  std::int32_t pgid;  // 0: the slot is free
};

std::atomic<int> guard_fd{-1};  // conform's end of the socket
std::atomic<pid_t> guard_pid{-1};

// The guard itself: a forked copy of a process that may have other threads, so it makes
// system calls only. It ignores the stop signals a terminal or a supervisor sends to
// conform's group or session (only SIGKILL ends it before its work is done).
[[noreturn]] void guard_main(int fd, int max_fd) {
  ::setsid();
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGTSTP, SIGTTIN, SIGTTOU})
    ::sigaction(sig, &ignore, nullptr);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::prctl(PR_SET_NAME, group_guard_name);
  // Not keeping conform's working folder (a mount point, say) busy.
  [[maybe_unused]] const int moved = ::chdir("/");
  close_fds_except(0, fd, max_fd, true);

  static pid_t groups[registry_capacity];  // never written before the fork: all free
  Message m{};
  for (;;) {
    // MSG_TRUNC: the length of the message sent, so that anything but a Message is skipped.
    const ssize_t n = ::recv(fd, &m, sizeof m, MSG_TRUNC);
    if (n == 0 || (n < 0 && errno != EINTR)) break;  // conform's end closed, however conform ended
    if (n == static_cast<ssize_t>(sizeof m) && m.slot >= 0 && static_cast<std::size_t>(m.slot) < registry_capacity)
      groups[m.slot] = m.pgid;
  }
  for (const pid_t pgid : groups)
    if (pgid > 0) {
      ::kill(-pgid, SIGKILL);
      ::kill(pgid, SIGKILL);  // the leader, should it have been caught before its setsid
    }
  ::_exit(0);
}

// Closes conform's end and reaps the guard when conform exits normally; the guard then
// finds every group unregistered (or kills what is not).
struct ReapAtExit {
  ~ReapAtExit() {
    const int fd = guard_fd.exchange(-1);
    if (fd >= 0) ::close(fd);
    if (const pid_t pid = guard_pid.load(); pid > 0) {
      int status;
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
    }
  }
};

void start() {
  int ends[2];
  if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) return;
  UniqueFd own(ends[0]), guards(ends[1]);
  if (!lift_above_standard_fds(own)) return;
  const int max_fd = open_files_limit();
  // No handler of ours may run in the guard before it has set its own dispositions.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  const pid_t pid = ::fork();
  if (pid == 0) guard_main(guards.get(), max_fd);
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  guards.reset();
  if (pid < 0) return;
  guard_pid.store(pid);
  guard_fd.store(own.release());
  static ReapAtExit reap_at_exit;
}

}  // namespace

void start_group_guard() noexcept {
  static std::once_flag once;
  try {
    std::call_once(once, start);
  } catch (...) {
    // call_once could not run (no thread resources): targets still get PR_SET_PDEATHSIG.
  }
}

void guard_group(int slot, pid_t pgid) noexcept {
  const int fd = guard_fd.load(std::memory_order_acquire);
  if (fd < 0) return;
  const int saved_errno = errno;
  const Message m{slot, pgid};
  while (::send(fd, &m, sizeof m, MSG_NOSIGNAL) < 0 && errno == EINTR) {
  }
  errno = saved_errno;
}

pid_t group_guard_pid() noexcept { return guard_pid.load(std::memory_order_acquire); }

}  // namespace conform::process::detail
