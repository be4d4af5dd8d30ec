#include "process/spawn.hpp"

#include <fcntl.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <optional>

#include "process/close_fds.hpp"
#include "process/group_guard.hpp"
#include "process/orphans.hpp"
#include "process/registry.hpp"
#include "process/resolve_executable.hpp"
#include "process/small_file.hpp"
#include "process/system_error.hpp"

extern char** environ;

namespace conform::process::detail {
namespace {

std::atomic<bool> old_kernel{false};
std::atomic<long> slow_start_us{0};
std::atomic<int> interrupt_during_start{0};
std::atomic<void (*)()> pause_after_exec{nullptr};

// What the child reports through the close-on-exec pipe: which step failed, and errno.
enum Stage : int { stage_setsid = 1, stage_dup2, stage_rlimit, stage_exec };

struct ChildReport {
  int stage;
  int err;
};

// Everything the child needs, prepared before vfork: the child shares our memory until it
// calls exec, so it makes system calls only: no allocation, no locks, no return.
struct ChildPlan {
  const char* path;
  char* const* argv;
  char* const* envp;
  pid_t parent;                        // conform itself
  int stdin_fd, stdout_fd, stderr_fd;  // all >= 3
  int report_fd;                       // >= 3, close-on-exec
  int max_fd;                          // for the close loop when close_range is missing
  std::size_t memory_limit;
  bool use_close_range;
  std::uint64_t reset_signals;  // bit n-1: signal n has a disposition to reset
  int group_slot;               // reserve_group_slot's, or -1
};

[[noreturn]] void child_fail(int report_fd, int stage, int err) {
  const ChildReport report{stage, err};
  const char* p = reinterpret_cast<const char*>(&report);
  std::size_t left = sizeof report;
  while (left > 0) {
    const ssize_t n = ::write(report_fd, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  ::_exit(127);
}

[[noreturn]] void child_main(const ChildPlan& plan) {
  // Signals arrive blocked (the parent blocked all around vfork): reset every disposition
  // to the default before unblocking, so that no handler of ours runs in the child and
  // nothing we ignore (SIGPIPE, SIGINT…) stays ignored across exec.
  // Only those not at the default already: a system call costs about a microsecond here,
  // and resetting all 62 took some 60 µs of every start.
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  for (int sig = 1; sig < NSIG; ++sig)
    if (sig != SIGKILL && sig != SIGSTOP && (sig > 64 || (plan.reset_signals >> (sig - 1) & 1u)))
      ::sigaction(sig, &dfl, nullptr);

  // A new session: its own process group, and no controlling terminal to write to or to
  // get signals from.
  if (::setsid() < 0) child_fail(plan.report_fd, stage_setsid, errno);
  publish_group(plan.group_slot, ::getpid());

  // Should conform be killed outright (kill -9, a CI job's time limit), the target goes
  // with it instead of running on unwatched; one whose conform is already gone stops here.
  // (The signal comes when the thread that started it ends: every driver ends its
  // targets on the thread that started them.)
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != plan.parent) ::_exit(127);

  if (::dup2(plan.stdin_fd, 0) < 0 || ::dup2(plan.stdout_fd, 1) < 0 || ::dup2(plan.stderr_fd, 2) < 0)
    child_fail(plan.report_fd, stage_dup2, errno);
  close_fds_except(3, plan.report_fd, plan.max_fd, plan.use_close_range);

  const struct rlimit no_core {0, 0};
  ::setrlimit(RLIMIT_CORE, &no_core);
  if (plan.memory_limit > 0) {
    const struct rlimit as {static_cast<rlim_t>(plan.memory_limit), static_cast<rlim_t>(plan.memory_limit)};
    if (::setrlimit(RLIMIT_AS, &as) != 0) child_fail(plan.report_fd, stage_rlimit, errno);
  }

  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::execve(plan.path, plan.argv, plan.envp);
  child_fail(plan.report_fd, stage_exec, errno);
}

// The signals whose disposition is not the default (caught or ignored), from the SigCgt
// and SigIgn masks of /proc/self/status; every signal where that cannot be read. Not
// inlined into spawn(), where GCC would take its locals for ones vfork may clobber.
[[gnu::noinline]] std::uint64_t signals_not_at_default() {
  constexpr std::uint64_t every_signal = ~std::uint64_t{0};
  std::string status;
  if (!read_small_file("/proc/self/status", status)) return every_signal;
  const char* text = status.c_str();
  std::uint64_t found = 0;
  for (const char* field : {"\nSigIgn:", "\nSigCgt:"}) {
    const char* at = std::strstr(text, field);
    if (!at) return every_signal;
    char* end = nullptr;
    found |= std::strtoull(at + std::strlen(field), &end, 16);
    if (end == at + std::strlen(field)) return every_signal;
  }
  return found;
}

UniqueFd open_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
  if (old_kernel.load(std::memory_order_relaxed)) return UniqueFd();
  const long fd = ::syscall(SYS_pidfd_open, pid, 0u);
  if (fd >= 0) return UniqueFd(static_cast<int>(fd));  // close-on-exec, as pidfd_open always sets it
#endif
  (void)pid;
  return UniqueFd();
}

// The interpreter a script's "#!" line names, when it has one.
std::optional<std::string> interpreter_of(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return std::nullopt;
  char head[256];
  const ssize_t n = ::read(fd, head, sizeof head);
  ::close(fd);
  if (n < 2 || head[0] != '#' || head[1] != '!') return std::nullopt;
  std::string line(head + 2, static_cast<std::size_t>(n) - 2);
  line = line.substr(0, line.find('\n'));
  const auto first = line.find_first_not_of(" \t");
  if (first == std::string::npos) return std::nullopt;
  return line.substr(first, line.find_first_of(" \t\r", first) - first);
}

std::string describe_report(const ChildReport& report, const std::string& path) {
  const std::string why = errno_message(report.err);
  if (report.stage == stage_exec && report.err == ENOENT)
    if (auto interpreter = interpreter_of(path))
      return "cannot execute '" + path + "': its interpreter '" + *interpreter + "' (the #! line) was not found";
  switch (report.stage) {
    case stage_setsid: return "cannot start '" + path + "': setsid failed: " + why;
    case stage_dup2: return "cannot start '" + path + "': dup2 failed: " + why;
    case stage_rlimit: return "cannot start '" + path + "': cannot set the memory limit: " + why;
    case stage_exec: return "cannot execute '" + path + "': " + why;
    default: return "cannot start '" + path + "': the child failed before exec";
  }
}

// Reads the child's report: nothing (end of file: exec succeeded) or one ChildReport.
bool read_report(int fd, ChildReport& report) {
  char* p = reinterpret_cast<char*>(&report);
  std::size_t got = 0;
  while (got < sizeof report) {
    const ssize_t n = ::read(fd, p + got, sizeof report - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  return got == sizeof report;
}

}  // namespace

std::variant<Spawned, std::string> spawn(const std::vector<std::string>& argv, const Limits& limits) {
  if (argv.empty()) return std::string("cannot start: the command is empty");
  start_group_guard();  // before the pipes below: it has fewer descriptors to close
  const Resolved resolved = resolve_executable(argv.front());
  if (!resolved) return "cannot run '" + argv.front() + "': " + resolved.error;

  Pipe in, out, err, report;
  if (!make_pipe(in) || !make_pipe(out) || !make_pipe(err) || !make_pipe(report))
    return "cannot start '" + argv.front() + "': cannot create a pipe: " + errno_message(errno);
  if (!set_fresh_pipe_end_nonblocking(in.write.get()) || !set_fresh_pipe_end_nonblocking(out.read.get()) ||
      !set_fresh_pipe_end_nonblocking(err.read.get()))
    return "cannot start '" + argv.front() + "': fcntl failed: " + errno_message(errno);

  std::vector<char*> child_argv;
  child_argv.reserve(argv.size() + 1);
  for (const auto& a : argv) child_argv.push_back(const_cast<char*>(a.c_str()));
  child_argv.push_back(nullptr);

  const ChildPlan plan{resolved.path.c_str(),
                       child_argv.data(),
                       environ,
                       ::getpid(),
                       in.read.get(),
                       out.write.get(),
                       err.write.get(),
                       report.write.get(),
                       open_files_limit(),
                       limits.memory_limit_bytes,
                       !old_kernel.load(std::memory_order_relaxed),
                       signals_not_at_default(),
                       reserve_group_slot()};

  // vfork, as glibc's posix_spawn does (CLONE_VM|CLONE_VFORK): fork would copy our page
  // tables for a child that only sets itself up and calls exec. This thread waits until
  // the child has called exec or exited. Every signal is blocked around it so that no
  // handler of ours runs in the child (on our memory) before it has reset the
  // dispositions, which are its own; it unblocks them just before exec.
  // A kill_all_running or terminate_all_running (Ctrl-C) from here on must reach this
  // child too: the group is registered before any handler of this thread can run again,
  // and a stop whose handler ran (on any thread) before the registration is made up for
  // with the signal it sent, so that a first Ctrl-C still leaves the target its term grace.
  const StopMark stops_before = stop_mark();
  if (const long us = slow_start_us.load(std::memory_order_relaxed)) ::usleep(static_cast<useconds_t>(us));
  switch (interrupt_during_start.load(std::memory_order_relaxed)) {
    case SIGKILL: kill_all_running(); break;
    case SIGTERM: terminate_all_running(); break;
    default: break;
  }
  become_subreaper();
  auto spawning = hold_spawning();
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  const pid_t pid = ::vfork();
  if (pid == 0) child_main(plan);
  const int fork_errno = errno;
  Child child;
  if (const auto hook = pause_after_exec.load(std::memory_order_relaxed); hook && pid > 0) hook();
  if (pid > 0) child = Child(pid, open_pidfd(pid), plan.group_slot);
  else unregister_group(plan.group_slot);
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (pid < 0) return "cannot start '" + argv.front() + "': vfork failed: " + errno_message(fork_errno);
  if (const int missed = signal_missed_since(stops_before)) child.signal_group(missed);
  record_target(pid);
  spawning.unlock();

  in.read.reset();
  out.write.reset();
  err.write.reset();
  report.write.reset();

  ChildReport failure{};
  if (read_report(report.read.get(), failure)) {
    child.reap();
    return describe_report(failure, resolved.path);
  }
  return Spawned{std::move(child), std::move(in.write), std::move(out.read), std::move(err.read)};
}

}  // namespace conform::process::detail

namespace conform::process::detail {

void simulate_old_kernel(bool on) noexcept { old_kernel.store(on, std::memory_order_relaxed); }

void simulate_interrupt_during_start(int signal) noexcept { interrupt_during_start.store(signal, std::memory_order_relaxed); }

void simulate_pause_after_exec(void (*hook)()) noexcept { pause_after_exec.store(hook, std::memory_order_relaxed); }

void simulate_slow_start(double seconds) noexcept {
  slow_start_us.store(static_cast<long>(seconds * 1e6), std::memory_order_relaxed);
}

}  // namespace conform::process::detail
