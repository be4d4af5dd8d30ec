#pragma once
// Deadlines on the steady clock, and poll() timeouts towards them.
#include <algorithm>
#include <chrono>
#include <cmath>

namespace conform::process::detail {

using Clock = std::chrono::steady_clock;

// How long descendants that keep a pipe open may go on writing once the leader is gone.
inline constexpr auto exit_grace = std::chrono::milliseconds(50);
// How long a session's child that closed its output is given to finish dying, so that a
// crash (its output closes as it dies) is told from a child that closed it and runs on.
inline constexpr auto closed_output_grace = std::chrono::seconds(1);
// Without a pidfd, how often to ask whether the leader has exited.
inline constexpr int exit_check_ms = 10;

// `from` + `seconds`; no limit (time_point::max) when seconds is <= 0, NaN or infinite.
inline Clock::time_point deadline_after(Clock::time_point from, double seconds) {
  if (!(seconds > 0) || !std::isfinite(seconds)) return Clock::time_point::max();
  seconds = std::min(seconds, 1e9);  // ~31 years: no overflow of the nanosecond count
  return from + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// Milliseconds from `now` until `when`, rounded up (so a poll never spins at 0 before the
// deadline), at most `cap_ms`.
inline int poll_ms_until(Clock::time_point when, Clock::time_point now, int cap_ms = 60'000) {
  if (when <= now) return 0;
  if (when == Clock::time_point::max()) return cap_ms;
  const auto us = std::chrono::duration_cast<std::chrono::microseconds>(when - now).count();
  const long long ms = (us + 999) / 1000;
  return static_cast<int>(std::min<long long>(ms, cap_ms));
}

inline double seconds_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

}  // namespace conform::process::detail
