#include <iomanip>
#include <sstream>

#include "reports/run_report.hpp"

namespace conform {
namespace {

using run::CaseResult;
using run::Grade;
using run::Tally;

struct Paint {
  bool on;
  std::string operator()(const std::string& text, const char* code) const {
    return on ? std::string("\033[") + code + "m" + text + "\033[0m" : text;
  }
};

std::string cell(int n, bool applies = true) { return applies ? std::to_string(n) : "-"; }

void row(std::ostream& out, const Paint& paint, const std::string& name, const Tally& t, bool valid_row) {
  std::ostringstream line;
  line << "  " << std::left << std::setw(36) << name << std::right << std::setw(6) << t.cases << std::setw(7) << t.pass
       << std::setw(9) << cell(t.false_accept, !valid_row) << std::setw(9) << cell(t.false_reject, valid_row)
       << std::setw(8) << t.target_error;
  bool bad = t.false_accept + t.false_reject + t.target_error > t.known;
  bool known = t.known > 0;
  std::string text = line.str();
  if (known) text += "  (" + std::to_string(t.known) + " known)";
  out << (bad ? paint(text, "31") : t.target_error ? paint(text, "33") : text) << "\n";
}

std::string explain(const CaseResult& r) {
  switch (r.grade) {
    case Grade::false_accept:
      return "accepted a plan that breaks " + (r.c.rule.empty() ? std::string("the contract") : r.c.rule);
    case Grade::false_reject: return "rejected a valid plan";
    case Grade::target_error: return "target error: " + r.verdict.detail;
    default: return "";
  }
}

}  // namespace

void write_run_text(std::ostream& out, const RunInfo& info, const std::vector<CaseResult>& results,
                    const run::Summary& summary, bool color) {
  Paint paint{color};
  out << paint("conform run", "1") << " — target: " << info.target << " (" << info.mode << ", " << info.jobs
      << (info.jobs == 1 ? " job" : " jobs") << ")\n";
  out << summary.total.cases << " cases";
  if (!info.corpus.empty()) out << " from " << info.corpus;
  if (info.generated) out << " and " << info.generated << " generated (seed " << *info.seed << ")";
  out << " in " << std::fixed << std::setprecision(1) << info.seconds << " s\n";
  if (info.interrupted) out << paint("interrupted: the report covers the cases that finished", "33") << "\n";

  for (const auto& [dialect, rows] : summary.rows) {
    out << "\n" << paint(dialect, "1") << std::string(37 - std::min<std::size_t>(dialect.size(), 36), ' ')
        << " cases   pass   missed   strict  errors\n";
    auto valid = rows.find("valid");
    if (valid != rows.end()) row(out, paint, "valid", valid->second, true);
    for (const auto& [name, tally] : rows)
      if (name != "valid" && name != "impl-defined") row(out, paint, name, tally, false);
    auto impl = rows.find("impl-defined");
    if (impl != rows.end()) {
      const Tally& t = impl->second;
      out << "  " << std::left << std::setw(36) << "impl-defined (not graded)" << std::right << std::setw(6) << t.cases
          << "   accepted " << t.accepted << ", rejected " << t.rejected;
      if (t.ungraded_errors) out << ", errors " << t.ungraded_errors;
      out << "\n";
    }
  }

  std::vector<const CaseResult*> failures, now_passing;
  for (const auto& r : results) {
    if (!r.finished) continue;
    if (run::is_failure(r.grade) && r.known_failure.empty()) failures.push_back(&r);
    if (!r.known_failure.empty() && r.grade == Grade::pass) now_passing.push_back(&r);
  }
  if (!failures.empty()) {
    out << "\n" << paint("Failures", "1") << " (" << failures.size() << "):\n";
    constexpr std::size_t shown = 40;
    for (std::size_t i = 0; i < failures.size() && i < shown; ++i) {
      const CaseResult& r = *failures[i];
      out << "  " << paint(std::string(run::to_string(r.grade)), r.grade == Grade::target_error ? "33" : "31") << "  "
          << r.c.id << "\n      " << explain(r) << "\n";
      if (!r.shrunk_path.empty()) out << "      shrunk to " << r.shrunk_path << "\n";
    }
    if (failures.size() > shown) out << "  … and " << failures.size() - shown << " more (--json FILE lists them all)\n";
  }
  if (!now_passing.empty()) {
    out << "\n" << paint("Known failures that now pass", "33") << " (remove them from --expect):\n";
    for (const auto* r : now_passing) out << "  " << r->c.id << "  (" << r->known_failure << ")\n";
  }
  const Tally& t = summary.total;
  int graded = t.pass + t.false_accept + t.false_reject + t.target_error;
  out << "\n"
      << (summary.failed() ? paint("FAIL", "1;31") : paint("PASS", "1;32")) << ": " << t.pass << " of " << graded
      << " graded cases pass; " << t.false_accept << " false accepts, " << t.false_reject << " false rejects, "
      << t.target_error << " target errors";
  if (t.known) out << " (" << t.known << " known)";
  out << ".\n";
}

}  // namespace conform
