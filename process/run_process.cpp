#include "process/run_process.hpp"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <chrono>
#include <string_view>

#include "process/capture.hpp"
#include "process/registry.hpp"
#include "process/clock.hpp"
#include "process/sigpipe_guard.hpp"
#include "process/spawn.hpp"

namespace conform::process {
namespace {

using detail::Clock;

using detail::exit_check_ms;
using detail::exit_grace;

// How often a waiting run() looks whether the run was told to stop (Ctrl-C): the signal
// may have reached another thread, whose handler only SIGTERMs the targets.
constexpr int stop_check_ms = 100;

// Writes what the pipe takes now; drops the pipe when done or when the reader has gone.
// Under run()'s SigpipeGuard.
void feed(detail::UniqueFd& fd, std::string_view input, std::size_t& offset) {
  while (offset < input.size()) {
    const std::size_t chunk = std::min<std::size_t>(input.size() - offset, 64 * 1024);
    const ssize_t n = ::write(fd.get(), input.data() + offset, chunk);
    if (n > 0) {
      offset += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    if (n < 0 && errno == EPIPE) detail::SigpipeGuard::saw_epipe();
    break;  // EPIPE (the child closed its stdin or exited) or another error: stop feeding
  }
  fd.reset();
}

// After the group is dead: whatever is still in the pipes, without waiting.
void drain_rest(detail::UniqueFd& fd, detail::CappedText& sink) {
  for (int i = 0; fd && i < 64; ++i)
    if (detail::read_into(fd.get(), sink) != detail::ReadStatus::data) break;
  fd.reset();
}

}  // namespace

Result run(const Command& command, const Limits& limits) {
  const auto started = Clock::now();
  Result result;
  detail::SigpipeGuard sigpipe;

  const std::uint64_t stops_before = kills_sent_count(), stops_begun_before = kill_all_count();
  auto spawned = detail::spawn(command.argv, limits);
  if (auto* error = std::get_if<std::string>(&spawned)) {
    result.outcome = Outcome::failed_to_start;
    result.error = std::move(*error);
    result.wall_seconds = detail::seconds_between(started, Clock::now());
    return result;
  }
  auto& s = std::get<detail::Spawned>(spawned);

  // The clock starts once the program has been exec'd: the time our fork took, under
  // contention from many jobs, is not the target's.
  const auto running = Clock::now();
  const auto deadline = detail::deadline_after(running, limits.timeout_seconds);
  detail::CappedText out(limits.output_cap_bytes), err(limits.output_cap_bytes);
  const std::string_view input = command.stdin_text ? std::string_view(*command.stdin_text) : std::string_view();
  std::size_t input_offset = 0;
  if (input.empty()) s.stdin_fd.reset();

  bool exited = false, timed_out = false, stopped = false, capped = false;
  Clock::time_point grace_end{};
  for (;;) {
    if (kills_sent_count() != stops_before) {  // Ctrl-C or the like: stop as at a time limit
      stopped = true;
      break;
    }
    if (limits.stop_at_output_cap && !exited && (out.truncated || err.truncated)) {
      capped = true;
      break;
    }
    const auto now = Clock::now();
    if (!exited && (s.child.pidfd() < 0 || now >= deadline) && s.child.exited()) {
      exited = true;
      grace_end = std::min(deadline, now + exit_grace);
      s.stdin_fd.reset();
    }
    if (!exited && now >= deadline) {
      timed_out = true;
      break;
    }
    if (exited && ((!s.stdout_fd && !s.stderr_fd) || now >= grace_end)) break;

    pollfd fds[4];
    int n = 0, i_out = -1, i_err = -1, i_in = -1, i_pid = -1;
    if (s.stdout_fd) fds[i_out = n++] = {s.stdout_fd.get(), POLLIN, 0};
    if (s.stderr_fd) fds[i_err = n++] = {s.stderr_fd.get(), POLLIN, 0};
    if (s.stdin_fd) fds[i_in = n++] = {s.stdin_fd.get(), POLLOUT, 0};
    if (!exited && s.child.pidfd() >= 0) fds[i_pid = n++] = {s.child.pidfd(), POLLIN, 0};
    int wait_ms = std::min(detail::poll_ms_until(exited ? grace_end : deadline, now), stop_check_ms);
    if (!exited && s.child.pidfd() < 0) wait_ms = std::min(wait_ms, exit_check_ms);
    const int ready = ::poll(fds, static_cast<nfds_t>(n), wait_ms);
    if (ready < 0) {
      if (errno != EINTR) ::usleep(1000);  // EAGAIN/ENOMEM: try again shortly
      continue;
    }
    if (i_out >= 0 && fds[i_out].revents && detail::read_into(s.stdout_fd.get(), out) == detail::ReadStatus::end)
      s.stdout_fd.reset();
    if (i_err >= 0 && fds[i_err].revents && detail::read_into(s.stderr_fd.get(), err) == detail::ReadStatus::end)
      s.stderr_fd.reset();
    if (i_in >= 0 && fds[i_in].revents) {
      if (fds[i_in].revents & POLLOUT) feed(s.stdin_fd, input, input_offset);
      else s.stdin_fd.reset();  // POLLERR/POLLHUP: nobody reads any more
    }
    if (i_pid >= 0 && fds[i_pid].revents && s.child.exited()) {
      exited = true;
      grace_end = std::min(deadline, Clock::now() + exit_grace);
      s.stdin_fd.reset();
    }
  }

  // A child that ended while a stop was under way (its handler had signalled it but not
  // yet counted) ended on that stop: whatever it wrote is no answer either.
  if (!timed_out && !capped && kill_all_count() != stops_begun_before) stopped = true;
  if (timed_out || stopped || capped) s.child.terminate_group(limits.term_grace_seconds);
  const int status = s.child.reap();  // SIGKILLs the group: grandchildren holding pipes too
  s.stdin_fd.reset();
  drain_rest(s.stdout_fd, out);
  drain_rest(s.stderr_fd, err);

  if (timed_out) {
    result.outcome = Outcome::timed_out;
  } else {
    detail::record_wait_status(result, status);
    // A child that exits on the SIGTERM of a stop gives no answer of its own.
    if (stopped && result.outcome == Outcome::exited) {
      result.outcome = Outcome::signaled;
      result.signal = SIGTERM;
    }
  }
  result.out = std::move(out.text);
  result.err = std::move(err.text);
  result.out_truncated = out.truncated;
  result.err_truncated = err.truncated;
  result.wall_seconds = detail::seconds_between(running, Clock::now());
  return result;
}

}  // namespace conform::process
