// The terminal summary of a grading.
#include <cstdio>
#include "core/printable.hpp"
#include <iomanip>

#include "core/counted.hpp"
#include "grade/grade_formats.hpp"

namespace conform::grade {
namespace {

std::string fraction(const Rate& r) { return std::to_string(r.count) + "/" + std::to_string(r.of); }

void render_group(std::ostream& out, const Group& g) {
  out << "\n" << group_title(g) << ": " << counted(g.records, "record") << "\n";
  out << "  funnel           outputs  of records                          of previous stage\n";
  for (const auto& s : g.funnel) {
    if (s.stage == "records") continue;
    out << "    " << std::left << std::setw(15) << s.stage << std::right << std::setw(7) << s.of_records.count << "  "
        << std::left << std::setw(36) << describe(s.of_records) << " " << describe(s.of_previous) << std::right << "\n";
  }
  out << "  statuses:";
  for (const auto& [status, rate] : g.statuses)
    if (rate.count) out << " " << status << " " << rate.count;
  out << "\n";
  if (!g.rules.empty()) {
    out << "  rules (outputs breaking it, of delivered; violations; share of first errors; example)\n";
    for (const auto& r : g.rules)
      out << "    " << std::left << std::setw(34) << r.rule << std::right << std::setw(6) << r.outputs.count << "  "
          << std::left << std::setw(36) << describe(r.outputs) << std::right << std::setw(6) << r.violations << "  "
          << std::left << std::setw(8) << (r.first_error.rate ? describe(r.first_error).substr(0, describe(r.first_error).find(' ')) : "–")
          << std::right << " " << printable(r.example) << "\n";
  }
  if (g.requests_met.of)
    out << "  requests met: " << fraction(g.requests_met) << " " << describe(g.requests_met) << "\n";
  const auto& d = g.determinism;
  if (d.identical_text.of) {
    out << "  determinism (" << d.identical_text.of << " prompts with 2+ samples): identical text "
        << fraction(d.identical_text) << ", identical plan " << fraction(d.identical_plan) << "\n";
    if (!d.disagreeing_rules.empty()) {
      out << "    samples disagree on:";
      for (const auto& r : d.disagreeing_rules) out << " " << r.rule << " (" << r.prompts << ")";
      out << "\n";
    }
  }
  if (!g.pass.empty() && g.pass.back().k > 1) {
    out << "  pass@k / pass^k:";
    for (const auto& p : g.pass) {
      char buffer[96];
      std::snprintf(buffer, sizeof buffer, " k=%zu %.3f/%.3f (%zu prompts)", p.k, p.pass_at_k, p.pass_hat_k, p.prompts);
      out << buffer;
    }
    out << "\n";
  }
}

}  // namespace

void render_text(std::ostream& out, const GradeReport& report) {
  out << "conform grade: " << counted(report.records.size(), "record");
  if (!report.planner.empty()) out << " from planner '" << report.planner << "'";
  else if (!report.inputs.empty()) {
    out << " from";
    for (const auto& i : report.inputs) out << " " << i;
  }
  if (!report.excluded.empty()) out << "; " << report.excluded.size() << " excluded";
  out << "\n";
  for (const auto& g : report.groups) render_group(out, g);
  if (!report.excluded.empty()) {
    out << "\nexcluded (not graded):\n";
    for (const auto& e : report.excluded) out << "  " << printable(e.origin) << ": " << printable(e.reason) << "\n";
  }
}

}  // namespace conform::grade
