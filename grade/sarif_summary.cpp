// The grade report as SARIF 2.1.0: one result per violation. A raw output file is the
// artifact and the region is the violation's; a JSONL record's artifact is its JSONL file
// at the record's line, and the message says where in the output the violation is.
#include <regex>

#include "grade/grade_formats.hpp"
#include "report/sarif.hpp"
#include "core/json_text.hpp"

namespace conform::grade {

void render_sarif(std::ostream& out, const GradeReport& report) {
  static const std::regex jsonl_line(R"((.*\.jsonl):([0-9]+))");
  std::vector<report::SarifArtifact> artifacts;
  for (const auto& r : report.records) {
    if (r.diagnostics.empty()) continue;
    report::SarifArtifact artifact;
    std::smatch m;
    const bool record = std::regex_match(r.origin, m, jsonl_line);
    artifact.uri = record ? m[1].str() : r.origin;
    for (const auto& d : r.diagnostics) {
      report::SarifFinding f{d.rule, d.severity, d.message, d.line, d.column};
      if (record) {
        f.message = "record " + r.id + ", output " + std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message;
        f.line = static_cast<std::uint32_t>(std::stoul(m[2].str()));
        f.column = 1;
      }
      artifact.findings.push_back(std::move(f));
    }
    artifacts.push_back(std::move(artifact));
  }
  out << json_text(report::sarif_log(artifacts, report.conform_version), 2) << "\n";
}

}  // namespace conform::grade
