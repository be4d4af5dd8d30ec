#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run/case.hpp"
#include "process/run_process.hpp"
#include "run/verdict.hpp"

namespace conform::run {

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
