// Exec mode: one process per case, the case path as an argument or the plan on stdin.
#include <csignal>
#include <cstring>

#include "run/target_driver.hpp"

namespace conform::run {

std::vector<std::string> exec_argv(const Target& target, const std::string& case_path) {
  if (target.shell) {
    std::string script = target.command;
    auto at = script.find("{}");
    if (at != std::string::npos) script.replace(at, 2, "\"$1\"");
    else if (!target.use_stdin) script += " \"$1\"";
    return {"/bin/sh", "-c", script, "conform-target", case_path};
  }
  std::vector<std::string> argv = target.argv;
  bool substituted = false;
  for (auto& a : argv)
    if (a == "{}") {
      a = case_path;
      substituted = true;
    }
  if (!substituted && !target.use_stdin) argv.push_back(case_path);
  return argv;
}

Verdict verdict_of(const process::Result& r) {
  Verdict v;
  switch (r.outcome) {
    case process::Outcome::failed_to_start: v = Verdict::failed(Verdict::Error::failed_to_start, r.error); break;
    case process::Outcome::timed_out: v = Verdict::failed(Verdict::Error::timeout, "no answer within the time limit"); break;
    case process::Outcome::signaled:
      v = Verdict::failed(Verdict::Error::crash, "killed by signal " + std::to_string(r.signal) + " (" +
                                                     std::string(strsignal(r.signal)) + ")");
      break;
    case process::Outcome::exited:
      if (r.out_truncated || r.err_truncated) v = Verdict::failed(Verdict::Error::output_cap, "output over the cap");
      else if (r.exit_code == 0) v = Verdict::accepted();
      else if (r.exit_code == 1) v = Verdict::rejected();
      else v = Verdict::failed(Verdict::Error::exit_code, "exit code " + std::to_string(r.exit_code));
      break;
  }
  v.out = r.out;
  v.err = r.err;
  v.seconds = r.wall_seconds;
  return v;
}

namespace {

class ExecDriver final : public TargetDriver {
 public:
  explicit ExecDriver(Target target) : target_(std::move(target)) {}
  Verdict judge(const Case& c) override {
    process::Command command;
    command.argv = exec_argv(target_, c.path);
    if (target_.use_stdin) command.stdin_text = c.text;
    return verdict_of(process::run(command, target_.limits));
  }

 private:
  Target target_;
};

}  // namespace

std::unique_ptr<TargetDriver> make_exec_driver(const Target& target) { return std::make_unique<ExecDriver>(target); }

}  // namespace conform::run
