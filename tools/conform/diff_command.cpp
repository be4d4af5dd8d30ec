// `conform diff OLD.json NEW.json`: what changed between two grade reports or two run
// reports, aligned by id; exit 1 on a regression, for CI.
#include <nlohmann/json.hpp>

#include "grade/diff.hpp"
#include "grade/grade_report_json.hpp"
#include "report/run_report.hpp"
#include "report/run_report_json.hpp"
#include "tools/conform/cli.hpp"
#include "tools/conform/options.hpp"
#include "core/json_text.hpp"

namespace conform::cli {
namespace {

// The graded cases of a run report; an interrupted run is said in `incomplete`.
std::vector<grade::Outcome> outcomes(const std::string& path, const nlohmann::json& doc, std::vector<std::string>& incomplete) {
  try {
    const report::RunReport r = report::run_report_from_json(doc);
    if (r.interrupted)
      incomplete.push_back("'" + path + "' is an interrupted run: it holds the cases that finished, not the whole selection");
    std::vector<grade::Outcome> out;
    // Every finished case, graded as the run's summary counts them: an impl-defined case,
    // one the target skipped or errored on, and an inconclusive one neither pass nor fail,
    // and are neither "still failing" nor in the pass rate (stop 101's auditor).
    for (const auto& c : r.cases) {
      if (!c.finished) continue;
      const bool graded = c.grade == run::Grade::pass || run::is_failure(c.grade);
      out.push_back({c.id, std::string(run::to_string(c.grade)) + (c.known_failure.empty() || c.grade == run::Grade::pass ? "" : " (known failure)"),
                     c.grade == run::Grade::pass, graded});
    }
    return out;
  } catch (const report::NotARunReport& e) {
    throw UsageError("'" + path + "' is not a conform run report: " + e.what());
  }
}

grade::GradeReport grades(const std::string& path, const nlohmann::json& doc) {
  try {
    return grade::grade_report_from_json(doc);
  } catch (const std::runtime_error& e) {
    throw UsageError("'" + path + "' is not a conform grade report: " + e.what());
  }
}

}  // namespace

int diff_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform diff",
                  "Compares two grade reports (conform grade --json) or two run reports (conform run --json), aligned by "
                  "id: regressions, fixes, still failing, added, removed, and rate changes with whether their 95% "
                  "intervals overlap.\nExit 0: no regression; 1: a regression, or a report of an interrupted run; 2: usage error.");
  options.add()("f,format", "text or json", cxxopts::value<std::string>()->default_value("text"))(
      "reports", "", cxxopts::value<std::vector<std::string>>());
  options.positional("reports", "OLD.json NEW.json");
  auto parsed = options.parse("conform diff", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  const std::string format = parsed["format"].as<std::string>();
  if (format != "text" && format != "json") throw UsageError("--format must be text or json, not '" + format + "'");
  const auto paths = parsed.count("reports") ? parsed["reports"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (paths.size() != 2) throw UsageError("give two reports: conform diff OLD.json NEW.json");
  const auto old_doc = read_report_json(paths[0]), new_doc = read_report_json(paths[1]);
  if (grade::is_grade_report(old_doc) != grade::is_grade_report(new_doc)) {
    const bool old_is_grade = grade::is_grade_report(old_doc);
    throw UsageError("'" + paths[old_is_grade ? 0 : 1] + "' is a grade report and '" + paths[old_is_grade ? 1 : 0] +
                     "' is not: diff compares two grade reports or two run reports");
  }
  std::vector<std::string> incomplete;
  grade::Diff d;
  if (grade::is_grade_report(old_doc)) {
    d = grade::diff_grades(grades(paths[0], old_doc), grades(paths[1], new_doc));
  } else {
    const auto before = outcomes(paths[0], old_doc, incomplete);
    d = grade::diff_outcomes(before, outcomes(paths[1], new_doc, incomplete));
  }
  d.incomplete.insert(d.incomplete.begin(), incomplete.begin(), incomplete.end());
  if (format == "json") io.out << json_text(grade::to_json(d), 2) << "\n";
  else grade::render_diff_text(io.out, d);
  return d.passes() ? 0 : 1;
}

}  // namespace conform::cli
