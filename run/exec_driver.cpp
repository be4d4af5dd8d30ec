// Exec mode: one process per case, the case path as an argument or the plan on stdin.

#include <algorithm>
#include <atomic>
#include <iterator>
#include <string_view>

#include "run/scratch_dir.hpp"
#include "run/target_driver.hpp"

namespace conform::run {
namespace fs = std::filesystem;

namespace {
constexpr std::string_view path_parameters[] = {"$1", "${1}", "$@", "$*"};
}  // namespace

std::vector<std::string> exec_argv(const Target& target, const std::string& case_path) {
  if (target.shell) {
    std::string script = target.command;
    auto at = script.find("{}");
    // A script that names the case path itself ($1, ${1}, $@, $*) is given it as it is.
    const bool names_the_path = std::any_of(std::begin(path_parameters), std::end(path_parameters),
                                            [&](std::string_view p) { return script.find(p) != std::string::npos; });
    if (at != std::string::npos) script.replace(at, 2, "\"$1\"");
    else if (!target.use_stdin && !names_the_path) script += " \"$1\"";
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
      v = Verdict::failed(Verdict::Error::crash, killed_by_signal(r.signal));
      break;
    case process::Outcome::exited:
      if (r.exit_code == 0) v = Verdict::accepted();
      else if (r.exit_code == 1) v = Verdict::rejected();
      else v = Verdict::failed(Verdict::Error::exit_code, "exit code " + std::to_string(r.exit_code));
      break;
  }
  // Output over the cap is the fault, whatever came of the target after it (it is stopped
  // there: Limits::stop_at_output_cap).
  if (r.outcome != process::Outcome::failed_to_start && (r.out_truncated || r.err_truncated))
    v = Verdict::failed(Verdict::Error::output_cap, "output over the cap");
  v.out = r.out;
  v.err = r.err;
  v.seconds = r.wall_seconds;
  return v;
}

namespace {

bool names_a_case_file(const Target& target) {
  if (!target.use_stdin) return true;
  if (target.shell) return target.command.find("{}") != std::string::npos;
  return std::find(target.argv.begin(), target.argv.end(), "{}") != target.argv.end();
}

// The target is given a private copy of each case, under the case's dialect and file
// name, so that a target that edits, replaces or deletes its input, or the folder it is
// in, harms no case of the user's corpus (docs/run.md, "What the target gets").
class ExecDriver final : public TargetDriver {
 public:
  ExecDriver(Target target, fs::path copies) : target_(std::move(target)), copies_(std::move(copies)) {
    target_.limits.stop_at_output_cap = true;
  }
  Verdict judge(const Case& c) override {
    process::Command command;
    std::string given = c.path;
    if (names_a_case_file(target_)) {
      try {
        const std::string folder = c.dialect.empty() ? std::string("case") : c.dialect;
        const std::string name = fs::path(c.path).filename().string();
        write_under(copies_, fs::path(folder) / name, c.text, 0444);
        given = (copies_ / folder / name).string();
      } catch (const std::exception& e) {
        return Verdict::failed(Verdict::Error::failed_to_start, std::string("conform could not give the target its case: ") + e.what());
      }
    }
    command.argv = exec_argv(target_, given);
    if (target_.use_stdin) command.stdin_text = c.text;
    return verdict_of(process::run(command, target_.limits));
  }

 private:
  Target target_;
  fs::path copies_;
};

}  // namespace

std::unique_ptr<TargetDriver> make_exec_driver(const Target& target, const fs::path& scratch) {
  static std::atomic<unsigned> drivers{0};
  return std::make_unique<ExecDriver>(target, scratch / "given" / std::to_string(drivers++));
}

}  // namespace conform::run
