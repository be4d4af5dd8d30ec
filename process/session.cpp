#include "process/session.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <thread>
#include <utility>

#include "process/capture.hpp"
#include "process/clock.hpp"
#include "process/sigpipe_guard.hpp"
#include "process/spawn.hpp"

namespace conform::process {
namespace {

using detail::Clock;

using detail::exit_check_ms;
using detail::exit_grace;

}  // namespace

struct Session::Impl {
  Limits limits;
  detail::Child child;
  detail::UniqueFd in, out, err;
  Clock::time_point started{};
  std::string pending;      // stdout read but not yet returned as lines
  bool skipping = false;    // throwing away the rest of an over-long line
  detail::CappedText err_text{0};
  bool exited = false;
  Clock::time_point exit_seen{};
  ReadStatus status = ReadStatus::not_running;
  std::string error;
  // SIGPIPE stays blocked in the thread that writes to the child from its first line until
  // the child is stopped, instead of being blocked and unblocked around every line.
  std::optional<detail::SigpipeGuard> sigpipe;
  std::thread::id sigpipe_thread;

  bool sigpipe_blocked_here() {
    if (!sigpipe) {
      sigpipe.emplace();
      sigpipe_thread = std::this_thread::get_id();
    }
    return sigpipe_thread == std::this_thread::get_id();
  }

  void release_sigpipe() {
    if (sigpipe && sigpipe_thread != std::this_thread::get_id()) sigpipe->abandon();
    sigpipe.reset();
  }

  // What stdout brings goes to `pending`, except the rest of a line being skipped.
  struct StdoutSink {
    Impl& s;
    void append(std::string_view data) {
      if (s.skipping) {
        const auto nl = data.find('\n');
        if (nl == std::string_view::npos) return;
        s.skipping = false;
        data.remove_prefix(nl + 1);
      }
      s.pending.append(data);
    }
  };

  // What is in the stderr pipe now, without waiting.
  void read_waiting_stderr() {
    for (int i = 0; err && i < 64; ++i)
      if (detail::read_into(err.get(), err_text) != detail::ReadStatus::data) break;
  }

  // Stop reading stdout while `pending` already holds more than a line may: the child then
  // blocks, which is its problem, and our memory stays bounded.
  bool want_stdout() const { return out && pending.size() <= limits.output_cap_bytes; }

  void note_exit(Clock::time_point now) {
    if (!exited && child.exited()) {
      exited = true;
      exit_seen = now;
    }
  }

  // One poll round until `until`: reads stdout/stderr, notices the exit. With `write_fd`,
  // also returns when that becomes writable (or broken). Returns whether write_fd is ready.
  // `now` is the caller's reading of the clock, when it has one.
  bool pump(Clock::time_point until, bool want_write) { return pump(until, want_write, Clock::now()); }
  bool pump(Clock::time_point until, bool want_write, Clock::time_point now) {
    pollfd fds[4];
    int n = 0, i_out = -1, i_err = -1, i_in = -1, i_pid = -1;
    if (want_stdout()) fds[i_out = n++] = {out.get(), POLLIN, 0};
    if (err) fds[i_err = n++] = {err.get(), POLLIN, 0};
    if (want_write && in) fds[i_in = n++] = {in.get(), POLLOUT, 0};
    if (!exited && child.pidfd() >= 0) fds[i_pid = n++] = {child.pidfd(), POLLIN, 0};
    int wait_ms = detail::poll_ms_until(until, now);
    if (!exited && child.pidfd() < 0) wait_ms = std::min(wait_ms, exit_check_ms);
    const int ready = ::poll(fds, static_cast<nfds_t>(n), wait_ms);
    if (ready < 0) {
      if (errno != EINTR) ::usleep(1000);
      return false;
    }
    if (i_out >= 0 && fds[i_out].revents) {
      StdoutSink sink{*this};
      if (detail::read_into(out.get(), sink) == detail::ReadStatus::end) out.reset();
    }
    if (i_err >= 0 && fds[i_err].revents && detail::read_into(err.get(), err_text) == detail::ReadStatus::end)
      err.reset();
    if (i_pid >= 0 ? fds[i_pid].revents != 0 : !exited) note_exit(Clock::now());
    return i_in >= 0 && fds[i_in].revents != 0;
  }

  // Takes a full line out of `pending` if there is one (or reports an over-long one).
  std::optional<std::string> take_line() {
    const auto nl = pending.find('\n');
    if (nl == std::string::npos) {
      if (pending.size() > limits.output_cap_bytes) {
        pending.clear();
        skipping = true;
        fail_read(ReadStatus::too_long);
      }
      return std::nullopt;
    }
    if (nl > limits.output_cap_bytes) {
      pending.erase(0, nl + 1);
      fail_read(ReadStatus::too_long);
      return std::nullopt;
    }
    std::string line = pending.substr(0, nl);
    pending.erase(0, nl + 1);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    status = ReadStatus::ok;
    return line;
  }

  void fail_read(ReadStatus why) {
    status = why;
    switch (why) {
      case ReadStatus::timed_out: error = "no line from the target within the time limit"; break;
      case ReadStatus::closed: error = "the target closed its output"; break;
      case ReadStatus::too_long:
        error = "the target wrote a line longer than " + std::to_string(limits.output_cap_bytes) + " bytes";
        break;
      case ReadStatus::not_running: error = "the target is not running"; break;
      case ReadStatus::ok: break;
    }
  }

  void clear() {
    release_sigpipe();
    in.reset();
    out.reset();
    err.reset();
    pending.clear();
    skipping = false;
    err_text = detail::CappedText(limits.output_cap_bytes);
    exited = false;
  }
};

Session::Session() : impl_(std::make_unique<Impl>()) {}

Session::~Session() {
  if (!impl_) return;
  if (impl_->child.running()) impl_->child.reap();
  impl_->release_sigpipe();
}

bool Session::start(const std::vector<std::string>& argv, const Limits& limits) {
  if (impl_->child.running()) stop(0);
  Impl& s = *impl_;
  s.limits = limits;
  s.clear();
  s.error.clear();
  s.started = Clock::now();
  auto spawned = detail::spawn(argv, limits);
  if (auto* error = std::get_if<std::string>(&spawned)) {
    s.error = std::move(*error);
    s.status = ReadStatus::not_running;
    return false;
  }
  auto& sp = std::get<detail::Spawned>(spawned);
  s.child = std::move(sp.child);
  s.in = std::move(sp.stdin_fd);
  s.out = std::move(sp.stdout_fd);
  s.err = std::move(sp.stderr_fd);
  s.status = ReadStatus::ok;
  return true;
}

bool Session::send_line(std::string line) { return send_line(std::move(line), impl_->limits.timeout_seconds); }

bool Session::send_line(std::string line, double timeout_seconds) {
  Impl& s = *impl_;
  if (!s.child.running() || !s.in) {
    s.error = s.child.running() ? "the target closed its input" : "the target is not running";
    s.status = s.child.running() ? ReadStatus::closed : ReadStatus::not_running;
    return false;
  }
  std::optional<detail::SigpipeGuard> this_line;  // written from another thread than the first line
  if (!s.sigpipe_blocked_here()) this_line.emplace();
  std::string& data = line += '\n';  // taken by value: a request built for the call is not copied
  std::size_t offset = 0;
  const auto deadline = detail::deadline_after(Clock::now(), timeout_seconds);
  while (offset < data.size()) {
    const ssize_t n = ::write(s.in.get(), data.data() + offset, std::min<std::size_t>(data.size() - offset, 64 * 1024));
    if (n > 0) {
      offset += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (Clock::now() >= deadline) {
        s.error = "the target did not read its input within the time limit";
        s.status = ReadStatus::timed_out;
        return false;
      }
      s.pump(deadline, true);
      continue;
    }
    if (n < 0 && errno == EPIPE) detail::SigpipeGuard::saw_epipe();
    s.in.reset();  // EPIPE: the child closed its stdin or is gone
    s.error = "the target closed its input";
    s.status = ReadStatus::closed;
    return false;
  }
  return true;
}

std::optional<std::string> Session::read_line(double timeout_seconds) {
  Impl& s = *impl_;
  if (!s.child.running()) {
    s.fail_read(ReadStatus::not_running);
    return std::nullopt;
  }
  // A timeout <= 0 (or NaN) only takes what has already arrived; an infinite one waits for good.
  s.status = ReadStatus::ok;
  const auto start = Clock::now();
  const auto deadline = timeout_seconds > 0 ? detail::deadline_after(start, timeout_seconds) : start;
  for (bool first = true;; first = false) {
    if (auto line = s.take_line()) return line;
    if (s.status == ReadStatus::too_long) return std::nullopt;
    const auto now = first ? start : Clock::now();
    if (s.out && s.exited && now >= s.exit_seen + exit_grace) s.out.reset();  // a descendant holds it: give up
    if (!s.out) {
      if (!s.pending.empty()) {  // a last line without its newline
        std::string line = std::move(s.pending);
        s.pending.clear();
        if (!line.empty() && line.back() == '\r') line.pop_back();
        s.status = ReadStatus::ok;
        return line;
      }
      // Nothing more can come. Let a dying child finish, so that alive() is accurate; one
      // that runs on is not waited for until the deadline.
      const auto dying_until = std::min(deadline, Clock::now() + detail::closed_output_grace);
      while (!s.exited && Clock::now() < dying_until) s.pump(dying_until, false);
      s.fail_read(ReadStatus::closed);
      return std::nullopt;
    }
    if (!first && now >= deadline) {
      s.fail_read(ReadStatus::timed_out);
      return std::nullopt;
    }
    auto until = deadline;
    if (s.exited) until = std::min(until, s.exit_seen + exit_grace);
    s.pump(until, false, now);
  }
}

bool Session::alive() {
  Impl& s = *impl_;
  if (!s.child.running()) return false;
  s.note_exit(Clock::now());
  return !s.exited;
}

std::optional<std::string> Session::unread_output() {
  Impl& s = *impl_;
  if (s.pending.empty()) return std::nullopt;
  return s.pending.substr(0, std::min(s.pending.find('\n'), s.pending.size()));
}

Session::Stderr Session::take_stderr(bool drain) {
  Impl& s = *impl_;
  if (drain) s.read_waiting_stderr();
  Stderr taken{std::move(s.err_text.text), s.err_text.truncated};
  s.err_text = detail::CappedText(s.limits.output_cap_bytes);
  return taken;
}

Result Session::stop(double grace_seconds) {
  Impl& s = *impl_;
  Result result;
  if (!s.child.running()) {
    result.outcome = Outcome::failed_to_start;
    result.error = "not running";
    s.clear();
    s.status = ReadStatus::not_running;
    return result;
  }
  s.in.reset();  // end of file on its stdin: a well-behaved child exits now
  const auto now = Clock::now();
  const auto deadline = grace_seconds > 0 ? detail::deadline_after(now, grace_seconds) : now;
  while (!s.exited && Clock::now() < deadline) s.pump(deadline, false);
  const bool stopped = !s.exited;
  if (stopped) s.child.terminate_group(s.limits.term_grace_seconds);
  const int status = s.child.reap();
  // The group is dead: take what is left in the pipes without waiting.
  s.read_waiting_stderr();
  detail::CappedText out(s.limits.output_cap_bytes);
  out.append(s.pending);
  for (int i = 0; s.out && i < 64 && !out.truncated; ++i)
    if (detail::read_into(s.out.get(), out) != detail::ReadStatus::data) break;

  detail::record_wait_status(result, status);
  result.stopped = stopped;
  result.out = std::move(out.text);
  result.out_truncated = out.truncated;
  result.err = std::move(s.err_text.text);
  result.err_truncated = s.err_text.truncated;
  result.wall_seconds = detail::seconds_between(s.started, Clock::now());
  s.clear();
  s.status = ReadStatus::not_running;
  return result;
}

Session::ReadStatus Session::last_read_status() const { return impl_->status; }
const std::string& Session::error() const { return impl_->error; }
pid_t Session::pid() const { return impl_->child.running() ? impl_->child.pid() : -1; }

}  // namespace conform::process
