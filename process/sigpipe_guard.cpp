#include "process/sigpipe_guard.hpp"

#include <pthread.h>

#include <cerrno>
#include <ctime>

namespace conform::process::detail {
namespace {

// What the guards of this thread share.
struct ThreadBlock {
  int guards = 0;
  bool was_blocked = true;  // blocked before the first guard (by someone above us), or unknown
  bool epipe = false;
  sigset_t old{};
};

thread_local ThreadBlock block;

sigset_t pipe_only() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGPIPE);
  return set;
}

}  // namespace

SigpipeGuard::SigpipeGuard() noexcept {
  if (block.guards++ > 0) return;
  block.epipe = false;
  block.was_blocked = true;
  const sigset_t set = pipe_only();
  if (pthread_sigmask(SIG_BLOCK, &set, &block.old) == 0) block.was_blocked = sigismember(&block.old, SIGPIPE) == 1;
}

SigpipeGuard::~SigpipeGuard() {
  if (!held_ || --block.guards > 0) return;
  if (block.was_blocked) return;  // someone above us blocks it already: leave their mask alone
  const int saved_errno = errno;
  const sigset_t set = pipe_only();
  sigset_t pending;
  if (block.epipe && sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1) {
    const timespec zero{0, 0};
    while (sigtimedwait(&set, nullptr, &zero) == SIGPIPE) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &block.old, nullptr);
  errno = saved_errno;
}

void SigpipeGuard::saw_epipe() noexcept { block.epipe = true; }

}  // namespace conform::process::detail
