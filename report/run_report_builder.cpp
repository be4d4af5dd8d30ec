// Builds the report model from the runner's results; every format renders the model.
#include "parsers/json/utf8.hpp"
#include "report/run_report.hpp"

namespace conform::report {
namespace {

constexpr std::size_t captured_output_limit = run::reported_output_bytes;

// Text the JSON report can carry unchanged: each invalid UTF-8 sequence becomes U+FFFD,
// so that a report read back from its JSON equals the one written.
std::string valid_utf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t pos = 0; pos < text.size();) {
    auto step = json::utf8::decode(text, pos);
    if (step.error == json::utf8::Error::none) out.append(text.substr(pos, step.length));
    else out.append(json::utf8::replacement_character);
    pos += step.length;
  }
  return out;
}

std::string clip(const std::string& text) {
  return valid_utf8(text.size() <= captured_output_limit ? text
                                                         : text.substr(0, captured_output_limit) + "…[truncated]");
}

CaseEntry entry_of(const run::CaseResult& r) {
  CaseEntry e;
  e.id = valid_utf8(r.c.id);
  e.dialect = r.c.dialect;
  e.expectation = r.c.expectation;
  e.rule = valid_utf8(r.c.rule);
  e.seed = r.c.seed;
  e.finished = r.finished;
  if (r.finished) {
    e.verdict = r.verdict.kind;
    e.grade = r.grade;
    e.seconds = r.verdict.seconds;
    if (r.verdict.kind == run::Verdict::Kind::target_error) {
      e.error = r.verdict.error;
      e.detail = valid_utf8(r.verdict.detail);
    }
    if (r.verdict.kind == run::Verdict::Kind::skipped || r.verdict.kind == run::Verdict::Kind::errored)
      e.message = valid_utf8(r.verdict.detail);
    if (run::is_failure(r.grade)) {
      e.out = clip(r.verdict.out);
      e.err = clip(r.verdict.err);
    }
  }
  e.known_failure = valid_utf8(r.known_failure);
  e.shrunk_path = valid_utf8(r.shrunk_path);
  return e;
}

}  // namespace

RunReport make_run_report(const RunInfo& info, const std::vector<run::CaseResult>& results) {
  const run::Summary summary = run::summarize(results);
  RunReport report;
  report.target = valid_utf8(info.target);
  report.mode = info.mode;
  report.jobs = info.jobs;
  report.started_at = info.started_at;
  report.seconds = info.seconds;
  report.interrupted = info.interrupted;
  report.passed = !summary.failed() && !info.interrupted;  // an interrupted run proves nothing
  report.corpus = valid_utf8(info.corpus);
  report.seed = info.seed;
  report.generated = info.generated;
  report.summary = summary.total;
  // The report gives impl-defined verdicts per row only.
  report.summary.accepted = report.summary.rejected = report.summary.ungraded_errors = 0;
  report.known_failures_now_passing = summary.known_now_passing;
  for (const auto& [dialect, rows] : summary.rows)
    for (const auto& [name, tally] : rows) report.rows.push_back({dialect, name, tally});
  for (const auto& r : results) report.cases.push_back(entry_of(r));
  return report;
}

bool is_reported_failure(const CaseEntry& c) {
  return c.finished && run::is_failure(c.grade) && c.known_failure.empty();
}

bool is_now_passing(const CaseEntry& c) { return c.finished && !c.known_failure.empty() && c.grade == run::Grade::pass; }

bool is_declined(const CaseEntry& c) {
  return c.finished && (c.grade == run::Grade::skipped || c.grade == run::Grade::errored);
}

std::string explain_failure(const CaseEntry& c) {
  switch (c.grade) {
    case run::Grade::false_accept:
      return "accepted a plan that breaks " + (c.rule.empty() ? std::string("the contract") : c.rule);
    case run::Grade::false_reject: return "rejected a valid plan";
    case run::Grade::target_error: return "target error: " + c.detail;
    case run::Grade::skipped: return "skipped by the target: " + c.message;
    case run::Grade::errored: return "the target reported an error: " + c.message;
    default: return "";
  }
}

}  // namespace conform::report
