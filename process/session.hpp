#pragma once
// A long-lived child spoken to one line at a time (batch mode).
#include <sys/types.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "process/types.hpp"

namespace conform::process {

// One child in its own process group with stdin, stdout and stderr on pipes, started the
// same way as run() does (no shell, no inherited descriptors, memory limit). stderr is
// drained whenever we wait on the child and kept up to limits.output_cap_bytes. Not
// thread-safe: one Session belongs to one thread at a time. From its first line until
// stop() (or the destructor), SIGPIPE stays blocked in the thread that wrote that line;
// stopped from another thread, the session leaves that thread with SIGPIPE blocked.
class Session {
 public:
  enum class ReadStatus {
    ok,           // a line came back
    timed_out,    // no full line within the time given; the child is still there
    closed,       // the child closed its stdout or died
    too_long,     // a line over output_cap_bytes: it is skipped up to its newline
    not_running,  // start() was not called or failed, or stop() was
  };

  Session();
  ~Session();  // kills the group and reaps
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Starts argv (stops a previous child first). False on failure, with error() saying why.
  bool start(const std::vector<std::string>& argv, const Limits& limits = {});

  // Writes `line` and a newline. Waits at most limits.timeout_seconds for the child to take
  // it (reading its stdout and stderr meanwhile, so neither side blocks the other). False
  // when the child is not running, has closed its stdin, or did not take it in time;
  // last_read_status() then says which (not_running, closed, timed_out).
  bool send_line(std::string line);
  // The same, waiting at most `timeout_seconds` (> 0) instead.
  bool send_line(std::string line, double timeout_seconds);

  // The next line of stdout without its "\n" (and a "\r" before it), waiting at most
  // `timeout_seconds`. Nothing when there is none: last_read_status() and error() say why.
  // If the child dies it returns at once (after a last unterminated line, if any), or 50 ms
  // later if a descendant keeps stdout open. A child that closes stdout but lives on is
  // waited for until it exits or the timeout passes.
  std::optional<std::string> read_line(double timeout_seconds);

  // What has been read of the child's stderr since the last call (or its start), up to the
  // output cap; the next call starts afresh. So that a batch target's stderr can be told
  // case by case. With `drain`, what is in the pipe now too; without, no system call, and
  // that goes to the next call. `over_cap`: more came than the cap, and was thrown away.
  struct Stderr {
    std::string text;
    bool over_cap = false;
  };
  Stderr take_stderr(bool drain);

  // The first line of what has been read of the child's stdout beyond the lines taken
  // (bytes that came in one read with the last line); nothing when there is none. No
  // system call, and the line stays unread.
  std::optional<std::string> unread_output();

  // Whether the child is still running (it is not reaped until stop()).
  bool alive();

  // Closes the child's stdin, waits up to `grace_seconds` for it to exit, then SIGKILLs
  // its group and reaps it (Result::stopped). The Result has its exit status, stderr and unread stdout. With
  // no child it returns outcome failed_to_start and error "not running".
  Result stop(double grace_seconds = 0.2);

  ReadStatus last_read_status() const;
  const std::string& error() const;  // why start, send_line or read_line failed
  pid_t pid() const;                 // the child's pid (= its group id); -1 when none

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace conform::process
