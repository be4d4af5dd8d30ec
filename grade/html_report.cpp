// The grade report as one self-contained HTML page: inline CSS and SVG, no script, no
// network. Funnel bars, per-rule bars with their 95% intervals, a model × rule heat map
// per dialect, and each failing output with its diagnostics marked in the text.
#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "core/counted.hpp"
#include "core/utf8.hpp"
#include "grade/grade_formats.hpp"

namespace conform::grade {
namespace {

constexpr std::size_t shown_failures = 200;

// HTML text: markup escaped, and what a UTF-8 page cannot show as itself (invalid UTF-8,
// a control character but tab and the line ends) as U+FFFD.
std::string escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : utf8::repaired(text)) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') out += utf8::replacement_character;
        else out += c;
    }
  }
  return out;
}

// One horizontal bar per row, the share drawn to scale with its interval as a whisker.
void bars(std::ostream& out, const std::vector<std::pair<std::string, Rate>>& rows) {
  const int width = 520, label = 260, height = 22;
  out << "<svg class=\"bars\" role=\"img\" width=\"" << width + label + 120 << "\" height=\"" << rows.size() * height + 4
      << "\" xmlns=\"http://www.w3.org/2000/svg\">\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& [name, rate] = rows[i];
    const double share = rate.rate.value_or(0), low = rate.low.value_or(0), high = rate.high.value_or(0);
    const int y = static_cast<int>(i) * height;
    char bar[512];
    std::snprintf(bar, sizeof bar,
                  "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" class=\"bar\"/>"
                  "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" class=\"ci\"/>",
                  label, y + 3, share * width, height - 6, label + low * width, label + high * width, y + height / 2,
                  y + height / 2);
    out << "<text x=\"0\" y=\"" << y + 15 << "\">" << escaped(name) << "</text>" << bar << "<text x=\"" << label + width + 8
        << "\" y=\"" << y + 15 << "\">" << rate.count << "/" << rate.of << " " << (rate.rate ? percent(share) : "–")
        << "</text>\n";
  }
  out << "</svg>\n";
}

void group_section(std::ostream& out, const Group& g) {
  out << "<section><h2>" << escaped(group_title(g)) << " <small>" << counted(g.records, "record") << "</small></h2>\n";
  std::vector<std::pair<std::string, Rate>> funnel;
  for (const auto& s : g.funnel)
    if (s.stage != "records") funnel.emplace_back(s.stage, s.of_records);
  out << "<h3>Funnel</h3>\n";
  bars(out, funnel);
  if (!g.rules.empty()) {
    out << "<h3>Rules broken (share of delivered outputs, 95% interval)</h3>\n";
    std::vector<std::pair<std::string, Rate>> rules;
    for (const auto& r : g.rules) rules.emplace_back(r.rule, r.outputs);
    bars(out, rules);
    out << "<table><tr><th>rule</th><th>outputs</th><th>violations</th><th>first error</th><th>example</th></tr>\n";
    for (const auto& r : g.rules)
      out << "<tr><td>" << escaped(r.rule) << "</td><td>" << r.outputs.count << "</td><td>" << r.violations << "</td><td>"
          << escaped(describe(r.first_error)) << "</td><td><a href=\"#" << escaped(r.example) << "\">" << escaped(r.example)
          << "</a></td></tr>\n";
    out << "</table>\n";
  }
  const auto& d = g.determinism;
  if (d.identical_text.of)
    out << "<p>Determinism over " << d.identical_text.of << " prompts with two or more samples: identical text "
        << escaped(describe(d.identical_text)) << ", identical plan " << escaped(describe(d.identical_plan)) << ".</p>\n";
  if (!g.pass.empty() && g.pass.back().k > 1) {
    out << "<table><tr><th>k</th><th>prompts</th><th>pass@k</th><th>pass^k</th></tr>\n";
    for (const auto& p : g.pass) {
      char row[160];
      std::snprintf(row, sizeof row, "<tr><td>%zu</td><td>%zu</td><td>%.3f</td><td>%.3f</td></tr>\n", p.k, p.prompts,
                    p.pass_at_k, p.pass_hat_k);
      out << row;
    }
    out << "</table>\n";
  }
  out << "</section>\n";
}

// Per dialect: models as rows, rules as columns, each cell the share of the model's
// delivered outputs that break the rule, as the cell's shade.
void heat_map(std::ostream& out, const GradeReport& report) {
  std::map<std::string, std::vector<const Group*>> by_dialect;
  for (const auto& g : report.groups)
    if (!g.dialect.empty() && !g.model.empty()) by_dialect[g.dialect].push_back(&g);
  for (const auto& [dialect, groups] : by_dialect) {
    std::set<std::string> rules;
    for (const Group* g : groups)
      for (const auto& r : g->rules) rules.insert(r.rule);
    if (rules.empty()) continue;
    out << "<section><h2>" << escaped(dialect) << ": model × rule</h2><table class=\"heat\"><tr><th>model</th>";
    for (const auto& r : rules) out << "<th class=\"rot\"><span>" << escaped(r) << "</span></th>";
    out << "</tr>\n";
    for (const Group* g : groups) {
      out << "<tr><th>" << escaped(g->model) << "</th>";
      for (const auto& rule : rules) {
        const auto row = std::find_if(g->rules.begin(), g->rules.end(), [&](const RuleRow& r) { return r.rule == rule; });
        const double share = row != g->rules.end() ? row->outputs.rate.value_or(0) : 0;
        char cell[160];
        std::snprintf(cell, sizeof cell, "<td style=\"background: rgba(200, 40, 40, %.2f)\">%s</td>", 0.08 + 0.92 * share,
                      row != g->rules.end() ? percent(share).c_str() : "");
        out << cell;
      }
      out << "</tr>\n";
    }
    out << "</table></section>\n";
  }
}

// The output with each diagnostic's place marked: from its offset to the end of the word.
void marked_output(std::ostream& out, const RecordEntry& r) {
  std::vector<const DiagnosticEntry*> marks;
  for (const auto& d : r.diagnostics)
    if (d.offset < r.output.size()) marks.push_back(&d);
  std::sort(marks.begin(), marks.end(), [](const auto* a, const auto* b) { return a->offset < b->offset; });
  std::size_t at = 0;
  out << "<pre>";
  for (const DiagnosticEntry* d : marks) {
    if (d->offset < at) continue;
    std::size_t end = r.output.find_first_of(" \t\r\n", d->offset + 1);
    if (end == std::string::npos) end = r.output.size();
    out << escaped(std::string_view(r.output).substr(at, d->offset - at)) << "<mark title=\"" << escaped(d->rule) << ": "
        << escaped(d->message) << "\">" << escaped(std::string_view(r.output).substr(d->offset, end - d->offset)) << "</mark>";
    at = end;
  }
  out << escaped(std::string_view(r.output).substr(std::min(at, r.output.size()))) << "</pre>\n";
}

void failures(std::ostream& out, const GradeReport& report) {
  std::size_t shown = 0, failing = 0;
  for (const auto& r : report.records) failing += r.status != Status::valid;
  if (!failing) return;
  out << "<section><h2>Outputs that are not VALID <small>" << failing << "</small></h2>\n";
  for (const auto& r : report.records) {
    if (r.status == Status::valid) continue;
    if (++shown > shown_failures) break;
    out << "<details id=\"" << escaped(r.id) << "\"><summary><b>" << escaped(r.id) << "</b> " << to_string(r.status);
    for (const auto& rule : r.rules) out << " <code>" << escaped(rule) << "</code>";
    out << "</summary>\n<ul>";
    for (const auto& d : r.diagnostics)
      out << "<li>" << d.line << ":" << d.column << " " << escaped(d.severity) << " <code>" << escaped(d.rule) << "</code> "
          << escaped(d.message) << "</li>";
    if (!r.planner_detail.empty()) out << "<li>planner: " << escaped(r.planner_detail) << "</li>";
    out << "</ul>\n";
    if (!r.output.empty()) marked_output(out, r);
    out << "</details>\n";
  }
  if (failing > shown_failures) out << "<p>… and " << failing - shown_failures << " more in the JSON report.</p>\n";
  out << "</section>\n";
}

}  // namespace

void render_html(std::ostream& out, const GradeReport& report) {
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>conform grade</title>\n<style>\n"
         "body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}h2 small,h1 small{color:#777;font-weight:normal}"
         "svg text{font:12px system-ui,sans-serif}.bar{fill:#4a7bd0}.ci{stroke:#111;stroke-width:2}"
         "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left}"
         ".heat td{text-align:center;min-width:3em}.rot span{writing-mode:vertical-rl}"
         "pre{background:#f6f6f6;padding:.5em;overflow:auto;max-height:30em}mark{background:#fbb;border-bottom:2px solid #c00}"
         "details{margin:.3em 0}\n</style></head><body>\n";
  out << "<h1>conform grade <small>" << report.records.size() << " records, " << report.excluded.size()
      << " excluded</small></h1>\n<p>conform " << escaped(report.conform_version) << ", " << escaped(report.started_at);
  if (!report.planner.empty()) out << ", planner <code>" << escaped(report.planner) << "</code>";
  for (const auto& input : report.inputs) out << ", <code>" << escaped(input) << "</code>";
  out << ".</p>\n";
  for (const auto& g : report.groups) group_section(out, g);
  heat_map(out, report);
  failures(out, report);
  if (!report.excluded.empty()) {
    out << "<section><h2>Excluded</h2><ul>";
    for (const auto& e : report.excluded) out << "<li>" << escaped(e.origin) << ": " << escaped(e.reason) << "</li>";
    out << "</ul></section>\n";
  }
  out << "</body></html>\n";
}

}  // namespace conform::grade
