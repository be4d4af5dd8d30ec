// The JUnit XML report (spec/run/junit.xsd): one testsuite per dialect, one testcase per case.
#include <iomanip>
#include <map>
#include <sstream>

#include "report/report_formats.hpp"

namespace conform::report {
namespace {

using run::Grade;

// XML 1.0 text: escapes markup and replaces what XML cannot carry: the C0 controls but
// tab and the line ends, and the noncharacters U+FFFE and U+FFFF (the text is UTF-8).
std::string xml(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0xEF && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xBF &&
        (static_cast<unsigned char>(text[i + 2]) & 0xFE) == 0xBE) {
      out += "?";
      i += 2;
      continue;
    }
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') out += "?";
        else out += static_cast<char>(c);
    }
  }
  return out;
}

std::string seconds(double s) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(3) << s;
  return out.str();
}

// Why a case counts as skipped, or empty when it does not.
std::string skip_reason(const CaseEntry& c) {
  if (!c.finished) return "not run: the run was interrupted";
  if (!c.known_failure.empty() && c.grade != Grade::pass) return "known failure: " + c.known_failure;
  if (c.grade == Grade::skipped || c.grade == Grade::errored) return explain_failure(c);
  if (c.grade == Grade::inconclusive) return "inconclusive: " + explain_failure(c);
  if (c.grade == Grade::not_graded)
    return "impl-defined: reported, not graded (verdict: " + std::string(run::to_string(c.verdict)) + ")";
  return {};
}

struct Counts {
  int tests = 0, failures = 0, errors = 0, skipped = 0;
};

// The corpus folder a case without a rule comes from, as the other formats name it.
std::string_view folder_of(run::Expectation e) {
  switch (e) {
    case run::Expectation::accept: return "valid";
    case run::Expectation::reject: return "invalid";
    case run::Expectation::impl_defined: return "impl-defined";
  }
  return "";
}

void testcase(std::ostream& out, const CaseEntry& c, Counts& counts) {
  ++counts.tests;
  std::string classname = c.dialect + "." + (c.rule.empty() ? std::string(folder_of(c.expectation)) : c.rule);
  out << "    <testcase classname=\"" << xml(classname) << "\" name=\"" << xml(c.id) << "\" time=\"" << seconds(c.seconds)
      << "\"";
  if (std::string why = skip_reason(c); !why.empty()) {
    ++counts.skipped;
    out << ">\n      <skipped message=\"" << xml(why) << "\"/>\n    </testcase>\n";
  } else if (c.grade == Grade::false_accept || c.grade == Grade::false_reject) {
    ++counts.failures;
    out << ">\n      <failure type=\"" << run::to_string(c.grade) << "\" message=\""
        << xml(c.grade == Grade::false_reject ? "rejected a valid plan"
           : c.rule.empty()                ? "accepted a plan that breaks the contract"
                                           : "accepted a plan breaking " + c.rule)
        << "\"/>\n      <system-out>" << xml(c.out) << "</system-out>\n      <system-err>" << xml(c.err)
        << "</system-err>\n    </testcase>\n";
  } else if (c.grade == Grade::target_error) {
    ++counts.errors;
    out << ">\n      <error type=\"" << run::to_string(c.error) << "\" message=\"" << xml(c.detail)
        << "\"/>\n      <system-out>" << xml(c.out) << "</system-out>\n      <system-err>" << xml(c.err)
        << "</system-err>\n    </testcase>\n";
  } else {
    out << "/>\n";
  }
}

}  // namespace

void render_junit(std::ostream& out, const RunReport& report, const RenderStyle&) {
  std::map<std::string, std::vector<const CaseEntry*>> by_dialect;
  for (const auto& c : report.cases) by_dialect[c.dialect].push_back(&c);
  Counts total;
  std::ostringstream suites;
  for (const auto& [dialect, list] : by_dialect) {
    Counts counts;
    double time = 0;
    std::ostringstream cases;
    for (const auto* c : list) {
      time += c->seconds;
      testcase(cases, *c, counts);
    }
    suites << "  <testsuite name=\"" << xml(dialect) << "\" tests=\"" << counts.tests << "\" failures=\""
           << counts.failures << "\" errors=\"" << counts.errors << "\" skipped=\"" << counts.skipped << "\" time=\""
           << seconds(time) << "\" timestamp=\"" << xml(report.started_at) << "\">\n"
           << cases.str() << "  </testsuite>\n";
    total.tests += counts.tests;
    total.failures += counts.failures;
    total.errors += counts.errors;
    total.skipped += counts.skipped;
  }
  // A batch target that ended badly fails the run: one errored testcase each, in a suite
  // of their own, so that a CI reading only this file sees it.
  if (!report.target_endings.empty()) {
    const int n = static_cast<int>(report.target_endings.size());
    suites << "  <testsuite name=\"target\" tests=\"" << n << "\" failures=\"0\" errors=\"" << n
           << "\" skipped=\"0\" time=\"0.000\" timestamp=\"" << xml(report.started_at) << "\">\n";
    for (int i = 0; i < n; ++i) {
      const auto& e = report.target_endings[i];
      suites << "    <testcase classname=\"target.ending\" name=\"batch target ending " << i + 1
             << "\" time=\"0.000\">\n      <error type=\"ending\" message=\"" << xml(e.problem)
             << "\"/>\n      <system-err>" << xml(e.err) << "</system-err>\n    </testcase>\n";
    }
    suites << "  </testsuite>\n";
    total.tests += n;
    total.errors += n;
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"conform run " << xml(report.target) << "\" tests=\"" << total.tests << "\" failures=\""
      << total.failures << "\" errors=\"" << total.errors << "\" skipped=\"" << total.skipped << "\" time=\""
      << seconds(report.seconds) << "\">\n"
      << suites.str() << "</testsuites>\n";
}

}  // namespace conform::report
