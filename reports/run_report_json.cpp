#include <nlohmann/json.hpp>

#include "reports/run_report.hpp"

namespace conform {
namespace {

constexpr std::size_t captured_output_limit = 4096;

std::string clip(const std::string& text) {
  return text.size() <= captured_output_limit ? text : text.substr(0, captured_output_limit) + "…[truncated]";
}

nlohmann::json tally_json(const run::Tally& t) {
  return {{"cases", t.cases},
          {"pass", t.pass},
          {"false_accept", t.false_accept},
          {"false_reject", t.false_reject},
          {"target_error", t.target_error},
          {"known_failures", t.known}};
}

}  // namespace

void write_run_json(std::ostream& out, const RunInfo& info, const std::vector<run::CaseResult>& results,
                    const run::Summary& summary) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& [dialect, by_row] : summary.rows)
    for (const auto& [name, tally] : by_row) {
      auto row = tally_json(tally);
      row["dialect"] = dialect;
      row["row"] = name;
      if (name == "impl-defined") {
        row["accepted"] = tally.accepted;
        row["rejected"] = tally.rejected;
        row["ungraded_errors"] = tally.ungraded_errors;
      }
      rows.push_back(row);
    }
  nlohmann::json cases = nlohmann::json::array();
  for (const auto& r : results) {
    nlohmann::json c = {{"id", r.c.id},
                        {"dialect", r.c.dialect},
                        {"expectation", std::string(run::to_string(r.c.expectation))},
                        {"finished", r.finished}};
    if (!r.c.rule.empty()) c["rule"] = r.c.rule;
    if (r.c.seed) c["seed"] = *r.c.seed;
    if (r.finished) {
      c["verdict"] = std::string(run::to_string(r.verdict.kind));
      c["grade"] = std::string(run::to_string(r.grade));
      c["seconds"] = r.verdict.seconds;
      if (r.verdict.kind == run::Verdict::Kind::target_error) {
        c["error"] = std::string(run::to_string(r.verdict.error));
        c["detail"] = r.verdict.detail;
      }
      if (r.grade != run::Grade::pass && r.grade != run::Grade::not_graded) {
        c["stdout"] = clip(r.verdict.out);
        c["stderr"] = clip(r.verdict.err);
      }
    }
    if (!r.known_failure.empty()) c["known_failure"] = r.known_failure;
    if (!r.shrunk_path.empty()) c["shrunk_path"] = r.shrunk_path;
    cases.push_back(std::move(c));
  }
  nlohmann::json doc = {{"tool", "conform"},
                        {"format_version", 1},
                        {"target", info.target},
                        {"mode", info.mode},
                        {"jobs", info.jobs},
                        {"started_at", info.started_at},
                        {"seconds", info.seconds},
                        {"interrupted", info.interrupted},
                        {"passed", !summary.failed()},
                        {"summary", tally_json(summary.total)},
                        {"known_failures_now_passing", summary.known_now_passing},
                        {"rows", rows},
                        {"cases", cases}};
  if (!info.corpus.empty()) doc["corpus"] = info.corpus;
  if (info.seed) doc["seed"] = *info.seed;
  doc["generated"] = info.generated;
  out << doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

}  // namespace conform
