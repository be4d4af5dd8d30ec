#include <iomanip>
#include <map>
#include <sstream>

#include "reports/run_report.hpp"

namespace conform {
namespace {

// XML 1.0 text: escapes markup and drops bytes XML cannot carry.
std::string xml(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
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

}  // namespace

void write_run_junit(std::ostream& out, const RunInfo& info, const std::vector<run::CaseResult>& results) {
  std::map<std::string, std::vector<const run::CaseResult*>> by_dialect;
  for (const auto& r : results) by_dialect[r.c.dialect].push_back(&r);
  int tests = 0, failures = 0, errors = 0, skipped = 0;
  std::ostringstream suites;
  for (const auto& [dialect, list] : by_dialect) {
    int t = 0, f = 0, e = 0, s = 0;
    double time = 0;
    std::ostringstream cases;
    for (const auto* r : list) {
      ++t;
      time += r->verdict.seconds;
      std::string classname = dialect + "." + (r->c.rule.empty() ? std::string(run::to_string(r->c.expectation)) : r->c.rule);
      cases << "    <testcase classname=\"" << xml(classname) << "\" name=\"" << xml(r->c.id) << "\" time=\""
            << seconds(r->verdict.seconds) << "\"";
      bool wrong = r->grade == run::Grade::false_accept || r->grade == run::Grade::false_reject;
      if (!r->finished || r->grade == run::Grade::not_graded || !r->known_failure.empty()) {
        ++s;
        std::string why = !r->finished ? "not run: the run was interrupted"
                          : !r->known_failure.empty() ? "known failure: " + r->known_failure
                                                      : "impl-defined: reported, not graded (verdict: " +
                                                            std::string(run::to_string(r->verdict.kind)) + ")";
        cases << ">\n      <skipped message=\"" << xml(why) << "\"/>\n    </testcase>\n";
      } else if (wrong) {
        ++f;
        cases << ">\n      <failure type=\"" << run::to_string(r->grade) << "\" message=\""
              << xml(r->grade == run::Grade::false_accept ? "accepted a plan breaking " + r->c.rule : "rejected a valid plan")
              << "\"/>\n      <system-out>" << xml(r->verdict.out.substr(0, 4096)) << "</system-out>\n      <system-err>"
              << xml(r->verdict.err.substr(0, 4096)) << "</system-err>\n    </testcase>\n";
      } else if (r->grade == run::Grade::target_error) {
        ++e;
        cases << ">\n      <error type=\"" << run::to_string(r->verdict.error) << "\" message=\"" << xml(r->verdict.detail)
              << "\"/>\n    </testcase>\n";
      } else {
        cases << "/>\n";
      }
    }
    suites << "  <testsuite name=\"" << xml(dialect) << "\" tests=\"" << t << "\" failures=\"" << f << "\" errors=\"" << e
           << "\" skipped=\"" << s << "\" time=\"" << seconds(time) << "\" timestamp=\"" << xml(info.started_at)
           << "\">\n"
           << cases.str() << "  </testsuite>\n";
    tests += t;
    failures += f;
    errors += e;
    skipped += s;
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"conform run " << xml(info.target) << "\" tests=\"" << tests << "\" failures=\"" << failures
      << "\" errors=\"" << errors << "\" skipped=\"" << skipped << "\" time=\"" << seconds(info.seconds) << "\">\n"
      << suites.str() << "</testsuites>\n";
}

}  // namespace conform
