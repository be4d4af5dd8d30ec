#include "report/diagnostics_report.hpp"

#include <nlohmann/json.hpp>

#include "core/json_text.hpp"
#include "core/printable.hpp"

namespace conform::report {

void write_text(std::ostream& out, const SourceText& source, const std::vector<Diagnostic>& diagnostics) {
  for (const auto& d : diagnostics) {
    auto at = source.position(d.offset);
    // One line per diagnostic, whatever bytes a file name or a message quoting the plan holds.
    out << printable(source.name()) << ':' << at.line << ':' << at.column << ": " << to_string(d.severity) << ": "
        << printable(d.message) << " [" << d.rule << "]\n";
  }
}

void write_json_line(std::ostream& out, const SourceText& source, std::string_view dialect,
                     const std::vector<Diagnostic>& diagnostics) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& d : diagnostics) {
    auto at = source.position(d.offset);
    list.push_back({{"rule", d.rule},
                    {"severity", std::string(to_string(d.severity))},
                    {"line", at.line},
                    {"column", at.column},
                    {"message", d.message}});
  }
  nlohmann::json doc = {{"file", source.name()},
                        {"dialect", std::string(dialect)},
                        {"valid", !has_errors(diagnostics)},
                        {"diagnostics", std::move(list)}};
  out << json_text(doc) << '\n';
}

void write_json_error_line(std::ostream& out, std::string_view file, std::string_view error) {
  const nlohmann::json doc = {{"file", std::string(file)}, {"error", std::string(error)}};
  out << json_text(doc) << '\n';
}

}  // namespace conform::report
