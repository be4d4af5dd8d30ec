#include "tools/conform/interrupt_guard.hpp"

#include "process/registry.hpp"

namespace conform::cli {
namespace {

std::atomic<bool> interrupted_flag{false};

// The first signal asks the targets to stop (SIGTERM, then run() gives each the term
// grace before SIGKILL, so that it can remove its temporary files); a second one kills them.
extern "C" void on_interrupt(int) {
  if (interrupted_flag.exchange(true)) process::kill_all_running();
  else process::terminate_all_running();
}

}  // namespace

InterruptGuard::InterruptGuard() {
  interrupted_flag = false;
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  for (std::size_t i = 0; i < std::size(signals); ++i) sigaction(signals[i], &action, &old_[i]);
}

InterruptGuard::~InterruptGuard() {
  for (std::size_t i = 0; i < std::size(signals); ++i) sigaction(signals[i], &old_[i], nullptr);
}

const std::atomic<bool>& InterruptGuard::interrupted() { return interrupted_flag; }

}  // namespace conform::cli
