#pragma once
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "run/case.hpp"
#include "run/generated_cases.hpp"
#include "run/run_settings.hpp"
#include "dialects/core/dialect.hpp"

namespace conform::run {

// Whether a case passes --rule and --case: an unset glob lets every case through; a rule
// glob only lets through invalid cases whose rule matches.
bool selected(const Case&, const CaseRequest&);

// The cases of a run, handed out one at a time and in order: the selected corpus cases
// (read before the run, sorted by id), then the selected generated ones, each generated
// and written only when its turn comes. Safe to call from many threads.
class CaseStream {
 public:
  explicit CaseStream(std::vector<Case> cases);
  CaseStream(std::vector<Case> corpus, std::optional<GeneratedCases> generated, CaseRequest filter);
  // The next case and its place in the order; nothing once every case has been handed out.
  std::optional<std::pair<std::size_t, Case>> next();
  // The corpus cases not handed out yet, in order, without generating anything (what an
  // interrupted run lists as not run).
  std::vector<std::pair<std::size_t, Case>> rest_of_corpus();
  // At most how many cases it hands out (for a progress bar).
  std::size_t most() const;

 private:
  std::unique_ptr<std::mutex> mutex_ = std::make_unique<std::mutex>();  // movable
  std::vector<Case> corpus_;
  std::optional<GeneratedCases> generated_;
  CaseRequest filter_;
  std::size_t next_corpus_ = 0, next_generated_ = 0, handed_out_ = 0;
};

// The cases a run grades: the corpus cases of `dialects`, then the generated ones (written
// under `scratch` as they are handed out), filtered by selected(). Throws
// std::runtime_error when the corpus cannot be read or nothing can be selected.
CaseStream stream_cases(const CaseRequest&, const std::vector<const dialects::Configured*>& dialects,
                        const std::filesystem::path& scratch);

// Every case of stream_cases(), generated and written; throws also when none is selected.
std::vector<Case> plan_cases(const CaseRequest&, const std::vector<const dialects::Configured*>& dialects,
                             const std::filesystem::path& scratch);

}  // namespace conform::run
