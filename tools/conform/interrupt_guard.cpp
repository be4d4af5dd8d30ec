#include "tools/conform/interrupt_guard.hpp"

#include "process/registry.hpp"

namespace conform::cli {
namespace {

std::atomic<bool> interrupted_flag{false};

extern "C" void on_interrupt(int) {
  interrupted_flag = true;
  process::kill_all_running();
}

}  // namespace

InterruptGuard::InterruptGuard() {
  interrupted_flag = false;
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &old_int_);
  sigaction(SIGTERM, &action, &old_term_);
}

InterruptGuard::~InterruptGuard() {
  sigaction(SIGINT, &old_int_, nullptr);
  sigaction(SIGTERM, &old_term_, nullptr);
}

const std::atomic<bool>& InterruptGuard::interrupted() { return interrupted_flag; }

}  // namespace conform::cli
