#include "process/group_guard.hpp"

#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <mutex>
#include <new>

#include "process/close_fds.hpp"
#include "process/orphans.hpp"
#include "process/registry.hpp"
#include "process/unique_fd.hpp"

namespace conform::process::detail {
namespace {

// The guard's copy of the registry: shared memory, so that registering a group costs one
// store and wakes nobody.
struct Table {
  std::atomic<pid_t> slots[registry_capacity];  // 0: free
};
static_assert(std::atomic<pid_t>::is_always_lock_free, "the table is shared between processes");

std::atomic<Table*> guard_table{nullptr};
std::atomic<int> guard_fd{-1};  // conform's end of the pipe that tells the guard it is gone
std::atomic<pid_t> guard_pid{-1};

// The guard itself: a forked copy of a process that may have other threads, so it makes
// system calls only. It ignores the stop signals a terminal or a supervisor sends to
// conform's group or session (only SIGKILL ends it before its work is done).
[[noreturn]] void guard_main(int fd, const Table& table, int max_fd) {
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

  // Nothing is ever written: the read returns once conform's end closes, however conform ended.
  char byte;
  while (::read(fd, &byte, 1) < 0 && errno == EINTR) {
  }
  for (const auto& slot : table.slots)
    if (const pid_t pgid = slot.load(std::memory_order_acquire); pgid > 0) {
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
  void* shared = ::mmap(nullptr, sizeof(Table), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (shared == MAP_FAILED) return;
  auto* table = new (shared) Table;
  Pipe gone;
  if (!make_pipe(gone)) {
    ::munmap(shared, sizeof(Table));
    return;
  }
  const int max_fd = open_files_limit();
  // Until guard_pid is set, an orphan sweep would take the guard for an orphan.
  const auto spawning = hold_spawning();
  // No handler of ours may run in the guard before it has set its own dispositions.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  const pid_t pid = ::fork();
  if (pid == 0) guard_main(gone.read.get(), *table, max_fd);
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  gone.read.reset();
  if (pid < 0) {
    ::munmap(shared, sizeof(Table));
    return;
  }
  guard_pid.store(pid);
  guard_fd.store(gone.write.release());
  guard_table.store(table, std::memory_order_release);
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
  if (Table* table = guard_table.load(std::memory_order_acquire))
    if (slot >= 0 && static_cast<std::size_t>(slot) < registry_capacity) table->slots[slot].store(pgid, std::memory_order_release);
}

bool guard_knows(pid_t pgid) noexcept {
  if (const Table* table = guard_table.load(std::memory_order_acquire))
    for (const auto& slot : table->slots)
      if (slot.load(std::memory_order_acquire) == pgid) return true;
  return false;
}

pid_t group_guard_pid() noexcept { return guard_pid.load(std::memory_order_acquire); }

}  // namespace conform::process::detail
