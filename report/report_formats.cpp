#include "report/report_formats.hpp"

#include <nlohmann/json.hpp>

#include "report/run_report_json.hpp"
#include "core/json_text.hpp"

namespace conform::report {

const std::vector<ReportFormat>& report_formats() {
  static const std::vector<ReportFormat> formats{
      {"text", "Also write the terminal summary here, without colour", render_text},
      {"json", "Write the JSON report here", render_json},
      {"junit", "Write a JUnit XML report here", render_junit},
      {"markdown", "Write a markdown summary here (e.g. \"$GITHUB_STEP_SUMMARY\")", render_markdown},
  };
  return formats;
}

const ReportFormat* find_report_format(std::string_view name) {
  for (const auto& f : report_formats())
    if (f.name == name) return &f;
  return nullptr;
}

std::string report_format_names(std::string_view separator) {
  std::string out;
  for (const auto& f : report_formats()) out += (out.empty() ? "" : std::string(separator)) + std::string(f.name);
  return out;
}

void render_json(std::ostream& out, const RunReport& report, const RenderStyle&) {
  out << json_text(run_report_to_json(report), 2) << "\n";
}

}  // namespace conform::report
