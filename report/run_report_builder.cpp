// Builds the report model from the runner's results; every format renders the model.
#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

#include "core/counted.hpp"
#include "core/utf8.hpp"
#include "report/run_report.hpp"
#include "run/corpus.hpp"

namespace conform::report {
namespace {

constexpr std::size_t captured_output_limit = run::reported_output_bytes;

// Text the JSON report can carry unchanged, so that a report read back from its JSON
// equals the one written.
std::string valid_utf8(std::string_view text) { return utf8::repaired(text); }

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
  if (r.c.base) e.base = valid_utf8(r.c.base->id);
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
  report.target_name = valid_utf8(info.target_name);
  for (const auto& ending : info.target_endings) report.target_endings.push_back({valid_utf8(ending.problem), clip(ending.err)});
  // An interrupted run proves nothing.
  report.passed = !summary.failed() && report.target_endings.empty() && !info.interrupted;
  report.corpus = valid_utf8(info.corpus);
  report.seed = info.seed;
  report.generated = info.generated;
  report.selection = info.selection;
  report.unshrunk = info.unshrunk;
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

bool is_inconclusive(const CaseEntry& c) { return c.finished && c.grade == run::Grade::inconclusive; }

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find_first_of("\n\r", start), text.size());
    if (end > start) lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string_view telling_line(const std::vector<std::string_view>& lines) {
  for (const auto line : lines)
    if (line.find("ERROR: ") != std::string_view::npos && line.find("Sanitizer") != std::string_view::npos) return line;
  const auto says_something = [](std::string_view line) {
    return std::any_of(line.begin(), line.end(), [](unsigned char c) { return std::isalnum(c) || c >= 0x80; });
  };
  const auto first = std::find_if(lines.begin(), lines.end(), says_something);
  if (first == lines.end()) return {};
  if (first->starts_with("Traceback (most recent call last):"))
    for (auto line = lines.rbegin(); line != lines.rend(); ++line)
      if (!line->starts_with(' ') && !line->starts_with('\t') && says_something(*line)) return *line;
  return *first;
}

}  // namespace

std::string telling_stderr_line(std::string_view err, std::size_t width) {
  std::string line(telling_line(lines_of(err)));
  if (line.size() > width) {
    std::size_t cut = width;
    while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 sequence
    line = line.substr(0, cut) + "…";
  }
  return line;
}

std::string target_called(const RunReport& r, const std::function<std::string(const std::string&)>& quote) {
  return r.target_name.empty() ? quote(r.target) : quote(r.target) + ", named \"" + quote(r.target_name) + "\"";
}

std::string endings_said(const RunReport& r) {
  if (r.target_endings.empty()) return {};
  return counted(r.target_endings.size(), "batch target") + " ended badly after the last case";
}

std::string cases_planned(const RunReport& r, const std::function<std::string(const std::string&)>& quote) {
  std::size_t generated = 0;
  for (const auto& c : r.cases) generated += c.seed.has_value();
  const std::size_t from_corpus = r.cases.size() - generated;
  std::string text = counted(r.cases.size(), "case");
  if (!r.corpus.empty() && generated == 0) return text + " from " + quote(r.corpus);
  text += ":";
  if (!r.corpus.empty()) text += " " + std::to_string(from_corpus) + " from " + quote(r.corpus) + " and";
  text += " " + std::to_string(generated) + " generated";
  if (r.seed) text += " (seed " + std::to_string(*r.seed) + ")";
  return text;
}

namespace {

// A word as a POSIX shell reads it back.
std::string shell_word(const std::string& word) {
  if (!word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%") == std::string::npos)
    return word;
  std::string out = "'";
  for (char ch : word) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

}  // namespace

std::string selecting_options(const RunReport& r) {
  std::string out;
  const auto add = [&](const std::string& option, const std::optional<std::string>& value) {
    if (value) out += " " + option + " " + shell_word(*value);
  };
  add("--dialect", r.selection.dialect);
  add("--rule", r.selection.rule);
  add("--case", r.selection.case_glob);
  if (r.corpus.empty()) out += " --no-corpus";
  else if (r.corpus != run::builtin_corpus_dir()) add("--corpus", r.corpus);  // a corpus of the user's
  if (r.generated) out += " --generate " + std::to_string(r.generated);
  if (r.seed) out += " --seed " + std::to_string(*r.seed);
  return out.empty() ? out : out.substr(1);
}

std::string_view headline(const RunReport& r) {
  if (r.interrupted) return "INTERRUPTED";
  if (!r.passed) return "FAIL";
  const auto& t = r.summary;
  return t.pass + t.false_accept + t.false_reject + t.target_error == 0 ? "NOTHING GRADED" : "PASS";
}

int ungraded_target_errors(const RunReport& r) {
  int errors = 0;
  for (const auto& row : r.rows) errors += row.tally.ungraded_errors;
  return errors;
}

std::string explain_failure(const CaseEntry& c) {
  switch (c.grade) {
    case run::Grade::false_accept:
      return "accepted a plan that breaks " + (c.rule.empty() ? std::string("the contract") : c.rule);
    case run::Grade::false_reject: return "rejected a valid plan";
    case run::Grade::target_error: return "target error: " + c.detail;
    case run::Grade::skipped: return "skipped by the target: " + c.message;
    case run::Grade::errored: return "the target reported an error: " + c.message;
    case run::Grade::inconclusive:
      return "rejected, but the target does not accept " + c.base +
             ", the valid plan it was made from, either: the reject says nothing about " +
             (c.rule.empty() ? std::string("the fault it was made with") : c.rule);
    default: return "";
  }
}

}  // namespace conform::report
