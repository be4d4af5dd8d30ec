// `conform report FILE.json`: renders a saved `conform run --json` or `conform grade
// --json` report again, in any format of its report table.
#include <nlohmann/json.hpp>

#include "core/json_text.hpp"
#include "grade/grade_formats.hpp"
#include "grade/grade_report_json.hpp"
#include "report/report_formats.hpp"
#include "report/run_report_json.hpp"
#include "tools/conform/cli.hpp"
#include "tools/conform/color.hpp"
#include "tools/conform/options.hpp"

namespace conform::cli {

nlohmann::json read_report_json(const std::string& path) {
  if (path == "-") throw UsageError("a report is read from a file, not from standard input ('-')");
  const std::string text = read_file(path, std::size_t{1} << 30);  // a saved report of a very long run
  JsonRead read = read_json(text);
  if (!read.error.empty()) throw UsageError("'" + path + "' is not a conform report: not JSON (" + read.error + ")");
  if (!read.value.is_object()) throw UsageError("'" + path + "' is not a conform report: not a JSON object");
  return std::move(read.value);
}

namespace {

int render_grade_report(const std::string& path, const nlohmann::json& doc, const std::string& name, Streams io) {
  const grade::GradeFormat* format = grade::find_grade_format(name);
  if (!format) throw UsageError("unknown format '" + name + "' for a grade report (formats: " + grade::grade_format_names(", ") + ")");
  try {
    format->render(io.out, grade::grade_report_from_json(doc));
  } catch (const std::runtime_error& e) {
    throw UsageError("'" + path + "' is not a conform grade report: " + e.what());
  }
  return 0;
}

}  // namespace

int report_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform report",
                  "Renders a report that 'conform run --json FILE' or 'conform grade --json FILE' saved, in another format: exactly what the run "
                  "would have written.\nExit 0: rendered; 2: usage error or not a run or grade report.");
  options.add()("f,format",
                "Output format: " + report::report_format_names() + " for a run report; " + grade::grade_format_names() +
                    " for a grade report",
                cxxopts::value<std::string>()->default_value("text"))(
      "color", "auto, always or never, for text (auto honours NO_COLOR and needs a terminal)",
      cxxopts::value<std::string>()->default_value("auto"))("file", "", cxxopts::value<std::vector<std::string>>());
  options.positional("file", "FILE.json");
  auto parsed = options.parse("conform report", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  const std::string name = parsed["format"].as<std::string>();
  const bool color = wants_color(parsed["color"].as<std::string>(), io.out);
  if (!parsed.count("file")) throw UsageError("which report? (conform report FILE.json)");
  const auto files = parsed["file"].as<std::vector<std::string>>();
  if (files.size() != 1) throw UsageError("one report at a time (got " + std::to_string(files.size()) + " files)");
  const nlohmann::json doc = read_report_json(files.front());
  if (grade::is_grade_report(doc)) return render_grade_report(files.front(), doc, name, io);
  const report::ReportFormat* format = report::find_report_format(name);
  if (!format)
    throw UsageError("unknown format '" + name + "' for a run report (formats: " + report::report_format_names(", ") + ")");
  try {
    format->render(io.out, report::run_report_from_json(doc), {color});
  } catch (const report::NotARunReport& e) {
    throw UsageError("'" + files.front() + "' is not a conform run report: " + e.what());
  }
  return 0;
}

}  // namespace conform::cli
