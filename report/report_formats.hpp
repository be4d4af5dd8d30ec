#pragma once
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "report/run_report.hpp"

namespace conform::report {

struct RenderStyle {
  bool color = false;  // ANSI colours, for a terminal
};

using Renderer = void (*)(std::ostream&, const RunReport&, const RenderStyle&);

// One way to render a run report. `conform run` gets an option `--<name> FILE` per
// format and `conform report --format <name>` re-renders a saved JSON report.
struct ReportFormat {
  std::string_view name;
  std::string_view file_help;  // the help text of `conform run --<name> FILE`
  Renderer render;
};

// Every format, the terminal's text first.
const std::vector<ReportFormat>& report_formats();
// The format of that name, or nullptr.
const ReportFormat* find_report_format(std::string_view name);
// "text|json|junit|markdown", for usage lines and errors.
std::string report_format_names(std::string_view separator = "|");

// The renderers the table lists.
void render_text(std::ostream&, const RunReport&, const RenderStyle&);
void render_json(std::ostream&, const RunReport&, const RenderStyle&);
void render_junit(std::ostream&, const RunReport&, const RenderStyle&);
void render_markdown(std::ostream&, const RunReport&, const RenderStyle&);

}  // namespace conform::report
