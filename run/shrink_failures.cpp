#include "run/shrink_failures.hpp"

#include "run/corpus_layout.hpp"
#include "run/scratch_dir.hpp"
#include "run/shrink.hpp"

namespace conform::run {
namespace fs = std::filesystem;

bool worth_shrinking(const CaseResult& r) {
  bool wrong = r.grade == Grade::false_accept || r.grade == Grade::false_reject;
  return r.c.seed && wrong && r.known_failure.empty();
}

std::string shrink_failure(const CaseResult& r, const dialects::Configured& dialect, TargetDriver& driver, const fs::path& scratch,
                           const fs::path& failures) {
  ShrinkSteps steps;
  steps.candidates = [&](const std::string& text) {
    auto out = dialect.shrink_candidates(text);
    for (auto& line_less : without_one_line(text)) out.push_back(std::move(line_less));
    return out;
  };
  steps.still_expected = [&](const std::string& text) {
    auto diagnostics = dialect.check(SourceText("candidate", text), Limits{});
    if (r.c.expectation == Expectation::accept) return !has_errors(diagnostics);
    for (const auto& d : diagnostics)
      if (d.severity == Severity::error && d.rule == r.c.rule) return true;
    return false;
  };
  const std::string extension(dialect.extension());
  const fs::path candidate_path = scratch / "shrink" / (r.c.dialect + extension);
  steps.target_still_wrong = [&](const std::string& text) {
    write_text_file(candidate_path, text);
    Case candidate = r.c;
    candidate.text = text;
    candidate.path = candidate_path.string();
    return grade(candidate, driver.judge(candidate)) == r.grade;
  };
  std::string smallest = shrink(r.c.text, steps);
  const auto failure_path = [&](const std::string& stem) {
    const auto kind = r.c.expectation == Expectation::accept ? CaseKind::valid : CaseKind::invalid_rule;
    return failures / path_of({r.c.dialect, kind, r.c.rule, stem + extension});
  };
  const std::string stem = "gen-" + std::to_string(*r.c.seed);
  fs::path path = failure_path(stem);
  for (int i = 2; fs::exists(path); ++i) path = failure_path(stem + "-" + std::to_string(i));
  write_text_file(path, smallest);
  return path.string();
}

std::vector<std::string> shrink_failures(std::vector<CaseResult>& results, const std::function<const dialects::Configured*(std::string_view)>& dialect_of,
                     const DriverFactory& make_driver, const fs::path& scratch, const fs::path& failures,
                     const std::atomic<bool>& stop) {
  std::vector<std::string> problems;
  std::unique_ptr<TargetDriver> driver;
  for (auto& r : results) {
    if (stop) break;
    if (!worth_shrinking(r)) continue;
    if (!driver) driver = make_driver();
    try {
      r.shrunk_path = shrink_failure(r, *dialect_of(r.c.dialect), *driver, scratch, failures);
    } catch (const std::exception& e) {
      problems.push_back(r.c.id + " was not shrunk: " + e.what());
    }
  }
  return problems;
}

}  // namespace conform::run
