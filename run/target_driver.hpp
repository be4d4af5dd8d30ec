#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run/case.hpp"
#include "process/run_process.hpp"
#include "run/verdict.hpp"

namespace conform::run {

// What batch targets say and do besides their verdicts, gathered from every job of a run
// for the report: the name their greeting gives, and each one that ended badly.
class TargetNotes {
 public:
  void named(const std::string& name);  // the first name given is kept
  void ended(TargetEnding ending);
  std::string name() const;
  std::vector<TargetEnding> endings() const;

 private:
  mutable std::mutex mutex_;
  std::string name_;
  std::vector<TargetEnding> endings_;
};

// How to reach the target (docs/run.md).
struct Target {
  std::string command;             // as the user wrote it
  std::vector<std::string> argv;   // split without a shell; `{}` marks where the case path goes
  bool shell = false;              // run `command` with /bin/sh -c; the case path is "$1"
  bool use_stdin = false;          // the plan on standard input instead of a path
  process::Limits limits;
  // Batch mode: each dialect's configuration in force, for the greeting (docs/run.md).
  nlohmann::json dialect_config = nlohmann::json::object();
  nlohmann::json dialect_extensions = nlohmann::json::object();
  // Batch mode: where the drivers note what the targets said and how they ended (none: nowhere).
  std::shared_ptr<TargetNotes> notes;
};

// Asks the target about one case. One driver per worker thread.
class TargetDriver {
 public:
  virtual ~TargetDriver() = default;
  virtual Verdict judge(const Case&) = 0;
};

using DriverFactory = std::function<std::unique_ptr<TargetDriver>()>;

// Exec mode gives the target a private copy of each case, written under `scratch`
// (a folder of the run's own, removed with it).
std::unique_ptr<TargetDriver> make_exec_driver(const Target&, const std::filesystem::path& scratch);
std::unique_ptr<TargetDriver> make_batch_driver(const Target&);

// The argv for one case in exec mode.
std::vector<std::string> exec_argv(const Target&, const std::string& case_path);

// Interprets a finished process: exit 0 accept, 1 reject, anything else an error.
Verdict verdict_of(const process::Result&);

}  // namespace conform::run
