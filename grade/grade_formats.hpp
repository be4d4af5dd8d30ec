#pragma once
// The formats a grade report renders in: `conform grade --<name> FILE` writes one,
// `conform report FILE.json --format <name>` renders a saved JSON report again.
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "grade/grade_report.hpp"

namespace conform::grade {

using Renderer = void (*)(std::ostream&, const GradeReport&);

struct GradeFormat {
  std::string_view name;
  std::string_view file_help;
  Renderer render;
};

// Every format, the terminal's text first.
const std::vector<GradeFormat>& grade_formats();
const GradeFormat* find_grade_format(std::string_view name);
std::string grade_format_names(std::string_view separator = "|");

void render_text(std::ostream&, const GradeReport&);
void render_json(std::ostream&, const GradeReport&);
void render_markdown(std::ostream&, const GradeReport&);
void render_sarif(std::ostream&, const GradeReport&);
void render_html(std::ostream&, const GradeReport&);

// "66.7%": a share in [0, 1] as a percentage with one decimal.
std::string percent(double share);
// "66.7% [58.1–74.3]", with " (n<30)" when too few to compare; "–" without a rate.
std::string describe(const Rate&);
// "stepplan, model gpt-x", "all records".
std::string group_title(const Group&);

}  // namespace conform::grade
