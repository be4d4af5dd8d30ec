#include "grade/grade_formats.hpp"

#include <cstdio>

#include "grade/grade_report_json.hpp"
#include "core/json_text.hpp"

namespace conform::grade {

const std::vector<GradeFormat>& grade_formats() {
  static const std::vector<GradeFormat> formats{
      {"text", "Write the terminal summary to FILE too", render_text},
      {"json", "Write the JSON report (spec/grade/grade-report.schema.json) to FILE", render_json},
      {"markdown", "Write a markdown summary (for a CI step summary) to FILE", render_markdown},
      {"html", "Write a self-contained HTML report (charts, heat map, failing outputs marked) to FILE", render_html},
      {"sarif", "Write every violation as SARIF 2.1.0 (code-scanning annotations) to FILE", render_sarif},
  };
  return formats;
}

const GradeFormat* find_grade_format(std::string_view name) {
  for (const auto& f : grade_formats())
    if (f.name == name) return &f;
  return nullptr;
}

std::string grade_format_names(std::string_view separator) {
  std::string out;
  for (const auto& f : grade_formats()) {
    if (!out.empty()) out += separator;
    out += f.name;
  }
  return out;
}

// Record by record, so that a report of 100,000 outputs is never one tree in memory.
void render_json(std::ostream& out, const GradeReport& report) {
  GradeReport head;
  head.conform_version = report.conform_version;
  head.started_at = report.started_at;
  head.seconds = report.seconds;
  head.inputs = report.inputs;
  head.planner = report.planner;
  head.settings = report.settings;
  head.excluded = report.excluded;
  head.groups = report.groups;
  std::string text = json_text(to_json(head), 2);
  const auto records = text.find("\"records\": []");
  out << text.substr(0, records) << "\"records\": [";
  for (std::size_t i = 0; i < report.records.size(); ++i)
    out << (i ? ",\n    " : "\n    ") << json_text(record_to_json(report.records[i]));
  out << (report.records.empty() ? "]" : "\n  ]") << text.substr(records + std::string_view("\"records\": []").size()) << "\n";
}

std::string percent(double share) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f%%", share * 100);
  return buffer;
}

std::string describe(const Rate& r) {
  if (!r.rate) return "–";
  std::string out = percent(*r.rate) + " [" + percent(*r.low) + "–" + percent(*r.high) + "]";
  if (r.too_small()) out += " (n<" + std::to_string(Rate::comparable_from) + ")";
  return out;
}

std::string group_title(const Group& g) {
  if (g.dialect.empty()) return "all records";
  return g.model.empty() ? g.dialect : g.dialect + ", model " + g.model;
}

}  // namespace conform::grade
