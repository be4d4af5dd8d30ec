// Batch mode: one long-lived target per worker speaking spec/batch-protocol.schema.json.
// A target that dies or breaks the protocol is restarted; the case in flight is an error.
#include <chrono>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <nlohmann/json.hpp>

#include "process/registry.hpp"
#include "process/session.hpp"
#include "run/batch_messages.hpp"
#include "run/target_driver.hpp"
#include "core/json_text.hpp"

namespace conform::run {
namespace {

constexpr const char* protocol_name = "conform-batch";
constexpr int protocol_version = 1;
// Starts in a row that gave no handshake, none ever having given one, after which the
// target is not started again: its remaining cases could not start either.
constexpr int tries_without_a_handshake = 3;

class BatchDriver final : public TargetDriver {
 public:
  explicit BatchDriver(Target target) : target_(std::move(target)) {}
  ~BatchDriver() override { end(); }

  Verdict judge(const Case& c) override {
    auto started = std::chrono::steady_clock::now();
    deadline_ = target_.limits.timeout_seconds > 0 ? started + seconds(target_.limits.timeout_seconds)
                                                   : std::chrono::steady_clock::time_point::max();
    Verdict v = ask(c);
    v.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    // What the target wrote on stderr since the last case's answer: this case's, kept for
    // the report as exec mode keeps a case's (a long-lived target's whole stderr is not).
    // Read to the end of the pipe only where the report may show it: not for a verdict
    // as expected, the usual case, which a system call would slow by a sixth.
    const bool as_expected = (c.expectation == Expectation::accept && v.kind == Verdict::Kind::accept) ||
                             (c.expectation == Expectation::reject && v.kind == Verdict::Kind::reject);
    auto err = session_.take_stderr(!as_expected);
    v.err = std::move(err.text);
    // As in exec mode, more stderr than the cap is the case's fault, whatever the answer.
    if (err.over_cap && v.kind != Verdict::Kind::target_error) {
      v.kind = Verdict::Kind::target_error;
      v.error = Verdict::Error::output_cap;
      v.detail = "stderr over the cap";
    }
    if (v.kind == Verdict::Kind::target_error) {
      auto ended = session_.stop();
      v.err += ended.err;
      v.out = ended.out;
      if (v.error == Verdict::Error::crash) v = died(std::move(v), ended);
      ready_ = false;
      // A target that has never shaken hands could not be started, as exec mode says of
      // one that cannot be exec'd (exit 3 when no case got further).
      if (std::exchange(start_failed_, false)) {
        v.error = Verdict::Error::failed_to_start;
        if (++tries_ == tries_without_a_handshake)
          gave_up_ = "not started again after " + std::to_string(tries_) + " starts without a handshake (the last: " +
                     v.detail + ")";
      }
    }
    return v;
  }

 private:
  // No more cases: the target's input ends, and it has a case's time limit to exit with
  // status 0 (a sanitizer's report at exit is seen this way). Any other end is noted for
  // the report, unless the run was interrupted: then its targets were told to stop.
  void end() {
    if (!ready_ || !target_.notes || process::kill_all_count() != kills_when_made_) {
      session_.stop();
      return;
    }
    const double limit = target_.limits.timeout_seconds > 0 ? target_.limits.timeout_seconds : 5;
    const process::Result ended = session_.stop(limit);
    if (process::kill_all_count() != kills_when_made_) return;
    std::string problem;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", limit);
    if (ended.stopped) problem = std::string("still running ") + seconds + " s after its input ended (the time limit), so stopped";
    else if (ended.outcome == process::Outcome::signaled)
      problem = killed_by_signal(ended.signal) + " after its input ended";
    else if (ended.outcome == process::Outcome::exited && ended.exit_code != 0)
      problem = "exited with code " + std::to_string(ended.exit_code) + " after its input ended";
    if (!problem.empty()) target_.notes->ended({std::move(problem), ended.err});
  }

  // A target that went away: say how, as exec mode would.
  static Verdict died(Verdict v, const process::Result& ended) {
    if (ended.outcome == process::Outcome::signaled) {
      v.detail = killed_by_signal(ended.signal);
    } else if (ended.outcome == process::Outcome::exited && ended.exit_code != 0) {
      v.error = Verdict::Error::exit_code;
      v.detail = "exited with code " + std::to_string(ended.exit_code);
    }
    return v;
  }

  static std::chrono::steady_clock::duration seconds(double s) {
    return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(std::min(s, 1e9)));
  }

  // What is left of the case's time limit: the handshake of a restarted target and the
  // answer share one.
  double seconds_left() const {
    if (deadline_ == std::chrono::steady_clock::time_point::max()) return std::numeric_limits<double>::infinity();
    const double left = std::chrono::duration<double>(deadline_ - std::chrono::steady_clock::now()).count();
    return left > 0 ? left : 0;
  }

  // A read that gave no line: why. A target that closed its output but runs on did not
  // crash: we are the ones who kill it, for breaking the protocol.
  Verdict read_failure(const char* waiting_for) {
    using Status = process::Session::ReadStatus;
    switch (session_.last_read_status()) {
      case Status::too_long: return Verdict::failed(Verdict::Error::output_cap, "an output line over the cap");
      case Status::timed_out:
        return Verdict::failed(Verdict::Error::timeout, std::string("no ") + waiting_for + " within the time limit");
      default:
        if (session_.alive())
          return Verdict::failed(Verdict::Error::protocol, std::string("the target closed its output before its ") + waiting_for);
        return Verdict::failed(Verdict::Error::crash, std::string("the target died before its ") + waiting_for);
    }
  }

  // Writes a line within what is left of the case's time limit.
  bool send(std::string line) {
    const double left = seconds_left();
    if (left <= 0) {
      out_of_time_ = true;
      return false;
    }
    out_of_time_ = false;
    return session_.send_line(std::move(line), left);
  }

  // A request the target did not take: likewise.
  Verdict send_failure() {
    if (out_of_time_ || session_.last_read_status() == process::Session::ReadStatus::timed_out)
      return Verdict::failed(Verdict::Error::timeout, "the target did not read its input within the time limit");
    if (session_.alive()) return Verdict::failed(Verdict::Error::protocol, "the target closed its input");
    return Verdict::failed(Verdict::Error::crash, "the target died before reading its input");
  }

  Verdict ask(const Case& c) {
    if (!ready_) {
      if (gave_up_) return Verdict::failed(Verdict::Error::failed_to_start, *gave_up_);
      if (auto failure = start()) {
        // A slow start is a timeout, as a slow answer is: the target runs, and may shake
        // hands within a case's time limit next time.
        start_failed_ = !ever_ready_ && failure->error != Verdict::Error::timeout;
        return *failure;
      }
      ever_ready_ = true;
    }
    // An answer that came before its request (sent with the greeting, or twice) would
    // be taken for this case's: the case is a protocol error instead, and the target
    // restarts. Only what was read with the last line is seen (as an answer sent in one
    // write with the greeting or with the answer before): a syscall per case would cost
    // the batch driver a third of its time over a bare pipe.
    if (const auto early = session_.unread_output())
      return Verdict::failed(Verdict::Error::protocol,
                             "the target wrote before it was asked (an answer out of turn?): " + early->substr(0, 200));
    const long id = ++next_id_;
    if (!send(request_line(id, c.dialect, c.text))) return send_failure();
    auto line = session_.read_line(seconds_left());
    if (!line) return read_failure("answer");
    return answer_verdict(*line, id);
  }

  // Starts the target and shakes hands; returns the failure if that goes wrong.
  std::optional<Verdict> start() {
    session_.stop();
    auto argv = target_.shell ? std::vector<std::string>{"/bin/sh", "-c", target_.command} : target_.argv;
    if (!session_.start(argv, target_.limits))
      return Verdict::failed(Verdict::Error::failed_to_start, session_.error());
    nlohmann::json hello = {
        {"protocol", protocol_name}, {"version", protocol_version}, {"config", target_.dialect_config},
        {"extensions", target_.dialect_extensions}};
    if (!send(json_text(hello))) return send_failure();
    auto line = session_.read_line(seconds_left());
    if (!line) return read_failure("handshake answer");
    const JsonRead read = read_json(*line);
    const nlohmann::json& answer = read.value;
    if (!read.error.empty() || !answer.is_object() || answer.value("protocol", "") != protocol_name ||
        answer.value("version", 0) != protocol_version)
      return Verdict::failed(Verdict::Error::protocol, "bad handshake answer: " + line->substr(0, 200));
    if (target_.notes && answer.contains("name") && answer["name"].is_string()) target_.notes->named(answer["name"]);
    ready_ = true;
    return std::nullopt;
  }

  Target target_;
  process::Session session_;
  bool ready_ = false;
  bool ever_ready_ = false;
  bool start_failed_ = false;  // the case in flight failed in start(), before any handshake
  int tries_ = 0;
  std::optional<std::string> gave_up_;
  long next_id_ = 0;
  std::chrono::steady_clock::time_point deadline_{};
  bool out_of_time_ = false;
  std::uint64_t kills_when_made_ = process::kill_all_count();
};

}  // namespace

void TargetNotes::named(const std::string& name) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (name_.empty()) name_ = name;
}

void TargetNotes::ended(TargetEnding ending) {
  std::lock_guard<std::mutex> lock(mutex_);
  endings_.push_back(std::move(ending));
}

std::string TargetNotes::name() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return name_;
}

std::vector<TargetEnding> TargetNotes::endings() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return endings_;
}

std::unique_ptr<TargetDriver> make_batch_driver(const Target& target) { return std::make_unique<BatchDriver>(target); }

}  // namespace conform::run
