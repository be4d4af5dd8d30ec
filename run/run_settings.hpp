#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "run/target_driver.hpp"

namespace conform::run {

// Which cases a run plans: the corpus, generated ones, and the filters over both.
struct CaseRequest {
  std::optional<std::string> corpus;  // none: no corpus cases (--no-corpus)
  bool corpus_is_builtin = false;     // the user did not name the folder
  std::size_t generate = 0;           // generated cases per dialect
  std::uint64_t seed = 0;             // of the first generated case
  std::optional<std::string> rule_glob;
  std::optional<std::string> case_glob;
  // Every dialect's id, selected or not: a corpus folder named otherwise is warned of.
  std::vector<std::string> known_dialects;
};

// Everything `conform run`'s command line decides, checked and with defaults filled in.
struct RunSettings {
  Target target;
  bool batch = false;
  std::optional<std::string> dialect;      // none: every implemented dialect
  std::optional<std::string> config_file;  // --config
  std::optional<std::string> expect_file;  // --expect
  CaseRequest cases;
  unsigned jobs = 1;
  std::string failures_dir;
  bool shrink = true;
  std::size_t shrink_per_rule = 1;  // failures shrunk per dialect and rule (or valid plans)
  double shrink_seconds = 120;      // after this, no shrinking starts or goes on
  bool progress = true;
  bool progress_lines = false;  // a line at each tenth, terminal or not (--progress-lines)
  std::string color = "auto";
  std::map<std::string, std::string> report_files;  // report format name -> file to write
};

}  // namespace conform::run
