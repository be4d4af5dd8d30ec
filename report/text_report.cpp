// The terminal summary: a table per dialect and rule, then the failures.
#include <algorithm>
#include <iomanip>
#include <sstream>

#include "core/counted.hpp"
#include "core/printable.hpp"
#include "report/report_formats.hpp"

namespace conform::report {
namespace {

using run::Grade;
using run::Tally;

struct Paint {
  bool on;
  std::string operator()(const std::string& text, const char* code) const {
    return on ? std::string("\033[") + code + "m" + text + "\033[0m" : text;
  }
};

constexpr std::size_t shown = 40;  // cases listed per section

std::string cell(int n, bool applies = true) { return applies ? std::to_string(n) : "-"; }

// ", 2 skipped, 1 errored" for what the target declined to judge, and the inconclusive
// cases; empty when nothing.
std::string declined(const Tally& t) {
  std::string out;
  if (t.inconclusive) out += ", " + std::to_string(t.inconclusive) + " inconclusive";
  if (t.skipped) out += ", " + std::to_string(t.skipped) + " skipped";
  if (t.errored) out += ", " + std::to_string(t.errored) + " errored";
  return out;
}

void row(std::ostream& out, const Paint& paint, const std::string& name, const Tally& t, bool valid_row) {
  std::ostringstream line;
  line << "  " << std::left << std::setw(36) << name << std::right << std::setw(6) << t.cases << std::setw(7) << t.pass
       << std::setw(9) << cell(t.false_accept, !valid_row) << std::setw(9) << cell(t.false_reject, valid_row)
       << std::setw(8) << t.target_error;
  bool bad = t.false_accept + t.false_reject + t.target_error > t.known;
  std::string text = line.str();
  std::string notes;
  if (t.known) notes += ", " + std::to_string(t.known) + " known";
  notes += declined(t);
  if (!notes.empty()) text += "  (" + notes.substr(2) + ")";
  out << (bad ? paint(text, "31") : t.target_error ? paint(text, "33") : text) << "\n";
}

void header(std::ostream& out, const Paint& paint, const RunReport& r) {
  out << paint("conform run", "1") << " — target: " << target_called(r, [](const std::string& s) { return printable(s); }) << " (" << r.mode << ", " << r.jobs
      << (r.jobs == 1 ? " job" : " jobs") << ")\n";
  out << cases_planned(r, [](const std::string& path) { return printable(path); }) << " in " << std::fixed << std::setprecision(1) << r.seconds << " s\n";
  if (r.interrupted) out << paint("interrupted: the report covers the cases that finished", "33") << "\n";
}

void tables(std::ostream& out, const Paint& paint, const RunReport& r) {
  for (std::size_t first = 0; first < r.rows.size();) {
    const std::string& dialect = r.rows[first].dialect;
    std::size_t end = first;
    while (end < r.rows.size() && r.rows[end].dialect == dialect) ++end;
    out << "\n" << paint(dialect, "1") << std::string(37 - std::min<std::size_t>(dialect.size(), 36), ' ')
        << " cases   pass   missed   strict  errors\n";
    for (std::size_t i = first; i < end; ++i)
      if (r.rows[i].name == "valid") row(out, paint, "valid", r.rows[i].tally, true);
    for (std::size_t i = first; i < end; ++i)
      if (r.rows[i].name != "valid" && r.rows[i].name != "impl-defined") row(out, paint, r.rows[i].name, r.rows[i].tally, false);
    for (std::size_t i = first; i < end; ++i) {
      if (r.rows[i].name != "impl-defined") continue;
      const Tally& t = r.rows[i].tally;
      out << "  " << std::left << std::setw(36) << "impl-defined (not graded)" << std::right << std::setw(6) << t.cases
          << "   accepted " << t.accepted << ", rejected " << t.rejected;
      if (t.ungraded_errors) out << ", errors " << t.ungraded_errors;
      out << declined(t) << "\n";
    }
    first = end;
  }
}

void failures(std::ostream& out, const Paint& paint, const RunReport& r) {
  std::vector<const CaseEntry*> failing, now_passing, declining;
  for (const auto& c : r.cases) {
    if (is_reported_failure(c)) failing.push_back(&c);
    if (is_now_passing(c)) now_passing.push_back(&c);
    if (is_declined(c)) declining.push_back(&c);
  }
  if (!failing.empty()) {
    out << "\n" << paint("Failures", "1") << " (" << failing.size() << "):\n";
    for (std::size_t i = 0; i < failing.size() && i < shown; ++i) {
      const CaseEntry& c = *failing[i];
      out << "  " << paint(std::string(run::to_string(c.grade)), c.grade == Grade::target_error ? "33" : "31") << "  "
          << printable(c.id) << "\n      " << printable(explain_failure(c)) << "\n";
      if (std::string line = telling_stderr_line(c.err); !line.empty()) out << "      stderr: " << printable(line) << "\n";
      if (!c.shrunk_path.empty()) out << "      shrunk to " << printable(c.shrunk_path) << "\n";
    }
    if (failing.size() > shown) out << "  … and " << failing.size() - shown << " more (the JSON report, --json FILE, lists them all)\n";
  }
  if (!declining.empty()) {
    out << "\n" << paint("Skipped or errored by the target", "1") << " (" << declining.size() << ", not graded):\n";
    for (std::size_t i = 0; i < declining.size() && i < shown; ++i)
      out << "  " << run::to_string(declining[i]->grade) << "  " << printable(declining[i]->id) << "\n      "
          << printable(declining[i]->message) << "\n";
    if (declining.size() > shown) out << "  … and " << declining.size() - shown << " more (the JSON report, --json FILE, lists them all)\n";
  }
  std::vector<const CaseEntry*> inconclusive;
  for (const auto& c : r.cases)
    if (is_inconclusive(c)) inconclusive.push_back(&c);
  if (!inconclusive.empty()) {
    out << "\n" << paint("Inconclusive", "1") << " (" << inconclusive.size() << ", not graded):\n";
    for (std::size_t i = 0; i < inconclusive.size() && i < shown; ++i)
      out << "  " << printable(inconclusive[i]->id) << "\n      " << printable(explain_failure(*inconclusive[i])) << "\n";
    if (inconclusive.size() > shown) out << "  … and " << inconclusive.size() - shown << " more (the JSON report, --json FILE, lists them all)\n";
  }
  if (!r.target_endings.empty()) {
    out << "\n" << paint("Targets that ended badly", "1") << " (" << r.target_endings.size() << "):\n";
    for (const auto& e : r.target_endings) {
      out << "  " << paint("ending", "31") << "  " << printable(e.problem) << "\n";
      if (std::string line = telling_stderr_line(e.err); !line.empty()) out << "      stderr: " << printable(line) << "\n";
    }
  }
  if (!now_passing.empty()) {
    out << "\n" << paint("Known failures that now pass", "33") << " (remove them from --expect):\n";
    for (const auto* c : now_passing) out << "  " << printable(c->id) << "  (" << printable(c->known_failure) << ")\n";
  }
}

void summary_line(std::ostream& out, const Paint& paint, const RunReport& r) {
  const Tally& t = r.summary;
  int graded = t.pass + t.false_accept + t.false_reject + t.target_error;
  out << "\n"
      << paint(std::string(headline(r)), r.interrupted ? "1;33" : !r.passed ? "1;31" : graded ? "1;32" : "1;33") << ": " << t.pass << " of " << graded
      << " graded cases pass; " << counted(t.false_accept, "false accept") << ", "
      << counted(t.false_reject, "false reject") << ", " << counted(t.target_error, "target error");
  if (t.known) out << " (" << t.known << " known)";
  if (t.skipped || t.errored) {
    Tally declined_only = t;
    declined_only.inconclusive = 0;
    out << "; not graded:" << declined(declined_only).substr(1) << " by the target";
  }
  if (t.inconclusive) out << "; " << t.inconclusive << " inconclusive (the target rejects the valid plans they were made from)";
  if (const int errors = ungraded_target_errors(r))
    out << "; " << counted(errors, "target error") << " on impl-defined cases (not graded)";
  if (const std::string endings = endings_said(r); !endings.empty()) out << "; " << endings;
  out << ".\n";
  if (r.unshrunk)
    out << counted(r.unshrunk, "generated failure was", "generated failures were")
        << " left unshrunk (--no-shrink, --shrink-per-rule, --shrink-seconds).\n";
  // Only when a generated case failed: a failing corpus case needs no seed to be found again.
  const bool generated_failed = std::any_of(r.cases.begin(), r.cases.end(), [](const auto& c) {
    return c.seed && (c.grade == run::Grade::false_accept || c.grade == run::Grade::false_reject ||
                      c.grade == run::Grade::target_error);
  });
  if (generated_failed && r.seed)
    out << "Generated cases come from seed " << *r.seed << ": rerun with " << selecting_options(r) << " to reproduce them.\n";
}

}  // namespace

void render_text(std::ostream& out, const RunReport& report, const RenderStyle& style) {
  Paint paint{style.color};
  header(out, paint, report);
  tables(out, paint, report);
  failures(out, paint, report);
  summary_line(out, paint, report);
}

}  // namespace conform::report
