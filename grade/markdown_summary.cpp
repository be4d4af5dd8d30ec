// The grade report as markdown, for a CI step summary.
#include <cstdio>

#include "core/counted.hpp"
#include "core/markdown_text.hpp"
#include "grade/grade_formats.hpp"

namespace conform::grade {
namespace {

std::string cell(const std::string& text) { return markdown_text(text); }

void render_group_markdown(std::ostream& out, const Group& g) {
  out << "\n### " << cell(group_title(g)) << " (" << counted(g.records, "record") << ")\n\n";
  out << "| stage | outputs | of records | of previous stage |\n|---|---:|---|---|\n";
  for (const auto& s : g.funnel)
    if (s.stage != "records")
      out << "| " << s.stage << " | " << s.of_records.count << " | " << describe(s.of_records) << " | "
          << describe(s.of_previous) << " |\n";
  out << "\n| status | outputs | share |\n|---|---:|---|\n";
  for (const auto& [status, rate] : g.statuses)
    if (rate.count) out << "| " << status << " | " << rate.count << " | " << describe(rate) << " |\n";
  if (!g.rules.empty()) {
    out << "\n| rule | outputs | of delivered | violations | first error | example |\n|---|---:|---|---:|---|---|\n";
    for (const auto& r : g.rules)
      out << "| " << r.rule << " | " << r.outputs.count << " | " << describe(r.outputs) << " | " << r.violations << " | "
          << describe(r.first_error) << " | " << cell(r.example) << " |\n";
  }
  if (g.requests_met.of) out << "\nRequests met: " << g.requests_met.count << " of " << g.requests_met.of << ", " << describe(g.requests_met) << ".\n";
  const auto& d = g.determinism;
  if (d.identical_text.of) {
    out << "\nDeterminism over " << d.identical_text.of << " prompts with 2+ samples: identical text "
        << describe(d.identical_text) << ", identical plan " << describe(d.identical_plan) << ".";
    if (!d.disagreeing_rules.empty()) {
      out << " Samples disagree on:";
      for (const auto& r : d.disagreeing_rules) out << " " << r.rule << " (" << r.prompts << ")";
      out << ".";
    }
    out << "\n";
  }
  if (!g.pass.empty() && g.pass.back().k > 1) {
    out << "\n| k | prompts | pass@k | pass^k |\n|---:|---:|---:|---:|\n";
    for (const auto& p : g.pass) {
      char buffer[128];
      std::snprintf(buffer, sizeof buffer, "| %zu | %zu | %.3f | %.3f |\n", p.k, p.prompts, p.pass_at_k, p.pass_hat_k);
      out << buffer;
    }
  }
}

}  // namespace

void render_markdown(std::ostream& out, const GradeReport& report) {
  out << "## conform grade: " << counted(report.records.size(), "record");
  if (!report.excluded.empty()) out << ", " << report.excluded.size() << " excluded";
  out << "\n";
  for (const auto& g : report.groups) render_group_markdown(out, g);
  if (!report.excluded.empty()) {
    out << "\n| excluded | reason |\n|---|---|\n";
    for (const auto& e : report.excluded) out << "| " << cell(e.origin) << " | " << cell(e.reason) << " |\n";
  }
}

}  // namespace conform::grade
