#include "run/shrink_failures.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <thread>

#include "run/corpus_layout.hpp"
#include "run/output_files.hpp"
#include "run/scratch_dir.hpp"
#include "run/shrink.hpp"

namespace conform::run {
namespace fs = std::filesystem;

bool worth_shrinking(const CaseResult& r) {
  bool wrong = r.grade == Grade::false_accept || r.grade == Grade::false_reject;
  return r.c.seed && wrong && r.known_failure.empty();
}

ReferenceRules reference_rules(const dialects::Configured& dialect, const std::string& text) {
  ReferenceRules rules;
  for (const auto& d : dialect.check(SourceText("candidate", text), Limits{}))
    (d.severity == Severity::error ? rules.errors : rules.warnings).insert(d.rule);
  return rules;
}

bool keeps_rules(const ReferenceRules& original, const ReferenceRules& candidate) {
  return candidate.errors == original.errors &&
         std::includes(original.warnings.begin(), original.warnings.end(), candidate.warnings.begin(), candidate.warnings.end());
}

namespace {

std::mutex naming_mutex;  // two shrinking threads must not pick the same free name

fs::path write_failure(const CaseResult& r, const std::string& extension, const fs::path& failures, const std::string& text) {
  const auto failure_path = [&](const std::string& stem) {
    const auto kind = r.c.expectation == Expectation::accept ? CaseKind::valid : CaseKind::invalid_rule;
    return failures / path_of({r.c.dialect, kind, r.c.rule, stem + extension});
  };
  const std::string stem = "gen-" + std::to_string(*r.c.seed);
  std::lock_guard<std::mutex> lock(naming_mutex);
  fs::path path = failure_path(stem);
  std::error_code ignored;  // a folder that cannot be made is said by the write
  fs::create_directories(path.parent_path(), ignored);
  for (int i = 2;; ++i) {
    try {
      write_new_file(path, text);  // never over an older failure, nor through a link
      return path;
    } catch (const FileExists&) {
      path = failure_path(stem + "-" + std::to_string(i));
    }
  }
}

}  // namespace

std::string shrink_failure(const CaseResult& r, const dialects::Configured& dialect, TargetDriver& driver, const fs::path& scratch,
                           const fs::path& failures, const std::function<bool()>& cut_short) {
  const ReferenceRules original = reference_rules(dialect, r.c.text);
  ShrinkSteps steps;
  steps.candidates = [&](const std::string& text) {
    auto out = dialect.shrink_candidates(text);
    for (auto& line_less : without_one_line(text)) out.push_back(std::move(line_less));
    return out;
  };
  steps.still_expected = [&](const std::string& text) { return keeps_rules(original, reference_rules(dialect, text)); };
  const std::string extension(dialect.extension());
  const fs::path candidate_path = scratch / (r.c.dialect + extension);
  steps.target_still_wrong = [&](const std::string& text) {
    write_under(scratch, candidate_path.filename(), text);
    Case candidate = r.c;
    candidate.text = text;
    candidate.path = candidate_path.string();
    return grade(candidate, driver.judge(candidate)) == r.grade;
  };
  steps.cut_short = cut_short;
  return write_failure(r, extension, failures, shrink(r.c.text, steps)).string();
}

ShrinkOutcome shrink_failures(std::vector<CaseResult>& results, const std::function<const dialects::Configured*(std::string_view)>& dialect_of,
                              const DriverFactory& make_driver, const fs::path& scratch, const fs::path& failures,
                              const std::atomic<bool>& stop, unsigned jobs, const ShrinkBudget& budget,
                              const ShrinkProgress& progress) {
  ShrinkOutcome outcome;
  std::vector<CaseResult*> chosen;
  std::map<std::pair<std::string, std::string>, std::size_t> per_row;
  for (auto& r : results) {
    if (!worth_shrinking(r)) continue;
    if (per_row[{r.c.dialect, row_of(r.c)}]++ < budget.per_row) chosen.push_back(&r);
    else ++outcome.unshrunk;
  }
  const auto cut_short = [&] { return stop.load() || std::chrono::steady_clock::now() >= budget.deadline; };
  std::atomic<std::size_t> next{0};
  std::size_t processed = 0;
  std::mutex outcome_mutex;
  auto worker = [&](unsigned worker_index) {
    std::unique_ptr<TargetDriver> driver;
    const fs::path own_scratch = scratch / "shrink" / std::to_string(worker_index);
    for (std::size_t i = next++; i < chosen.size(); i = next++) {
      CaseResult& r = *chosen[i];
      std::string path, problem;
      if (!cut_short()) {
        try {
          if (!driver) driver = make_driver();
          path = shrink_failure(r, *dialect_of(r.c.dialect), *driver, own_scratch, failures, cut_short);
        } catch (const std::exception& e) {
          problem = r.c.id + " was not shrunk: " + e.what();
        }
      }
      std::lock_guard<std::mutex> lock(outcome_mutex);
      r.shrunk_path = path;
      if (!path.empty()) ++outcome.shrunk;
      else ++outcome.unshrunk;
      if (!problem.empty()) outcome.problems.push_back(problem);
      if (progress) progress(++processed, chosen.size());
    }
  };
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(std::max<std::size_t>(chosen.size(), 1))));
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < jobs; ++j) threads.emplace_back(worker, j);
  for (auto& t : threads) t.join();
  return outcome;
}

}  // namespace conform::run
