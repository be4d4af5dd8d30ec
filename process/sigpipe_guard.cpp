#include "process/sigpipe_guard.hpp"

#include <pthread.h>

#include <cerrno>
#include <ctime>

namespace conform::process::detail {

SigpipeGuard::SigpipeGuard() noexcept {
  sigset_t pipe_only;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  if (pthread_sigmask(SIG_BLOCK, &pipe_only, &old_) == 0) was_blocked_ = sigismember(&old_, SIGPIPE) == 1;
}

SigpipeGuard::~SigpipeGuard() {
  if (was_blocked_) return;  // someone above us blocks it already: leave their mask alone
  const int saved_errno = errno;
  sigset_t pipe_only;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  sigset_t pending;
  if (epipe_ && sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1) {
    const timespec zero{0, 0};
    while (sigtimedwait(&pipe_only, nullptr, &zero) == SIGPIPE) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  errno = saved_errno;
}

}  // namespace conform::process::detail
