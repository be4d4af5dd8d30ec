// The markdown summary, for a CI step summary (GitHub's $GITHUB_STEP_SUMMARY): the
// verdict line, a table of the rows that went wrong, and the cases in collapsed details.
#include <iomanip>
#include <sstream>

#include "core/counted.hpp"
#include "core/markdown_text.hpp"
#include "report/report_formats.hpp"

namespace conform::report {
namespace {

using run::Tally;

constexpr std::size_t listed = 200;  // cases per details section; step summaries are capped at 1 MiB

// Text that markdown and the HTML around it show literally.
std::string md(const std::string& text) { return markdown_text(text); }

bool went_wrong(const Tally& t) { return t.false_accept + t.false_reject + t.target_error + t.inconclusive > 0; }

std::string summary_line(const RunReport& r) {
  const Tally& t = r.summary;
  int graded = t.pass + t.false_accept + t.false_reject + t.target_error;
  std::string line = "**" + std::string(headline(r)) + "**: " + std::to_string(t.pass) + " of " +
                     std::to_string(graded) + " graded cases pass; " + counted(t.false_accept, "false accept") + ", " +
                     counted(t.false_reject, "false reject") + ", " + counted(t.target_error, "target error");
  if (t.known) line += " (" + std::to_string(t.known) + " known)";
  if (t.skipped || t.errored)
    line += "; not graded: " + std::to_string(t.skipped) + " skipped, " + std::to_string(t.errored) + " errored by the target";
  if (t.inconclusive)
    line += "; " + std::to_string(t.inconclusive) + " inconclusive (the target rejects the valid plans they were made from)";
  if (const int errors = ungraded_target_errors(r)) line += "; " + counted(errors, "target error") + " on impl-defined cases (not graded)";
  if (const std::string endings = endings_said(r); !endings.empty()) line += "; " + endings;
  line += ".";
  if (r.unshrunk) line += " " + counted(r.unshrunk, "generated failure was", "generated failures were") + " left unshrunk.";
  return line;
}

void about(std::ostream& out, const RunReport& r) {
  std::ostringstream seconds;
  seconds << std::fixed << std::setprecision(1) << r.seconds;
  out << "Target " << target_called(r, md) << " (" << r.mode << ", " << r.jobs << (r.jobs == 1 ? " job" : " jobs") << "): "
      << cases_planned(r, md) << " in " << seconds.str() << " s.";
  if (r.interrupted) out << " **Interrupted**: the report covers the cases that finished.";
  out << "\n";
}

void failure_table(std::ostream& out, const RunReport& r) {
  bool any = false;
  for (const auto& row : r.rows) any = any || went_wrong(row.tally);
  if (!any) {
    out << "\nNo rule went wrong.\n";
    return;
  }
  // The inconclusive column only when some case is: runs without keep their table.
  const bool inconclusive = r.summary.inconclusive > 0;
  out << "\n| dialect | rule | cases | pass | missed | strict | errors | known |" << (inconclusive ? " inconclusive |" : "")
      << "\n|---|---|---:|---:|---:|---:|---:|---:|" << (inconclusive ? "---:|" : "") << "\n";
  for (const auto& row : r.rows) {
    if (!went_wrong(row.tally)) continue;
    const Tally& t = row.tally;
    out << "| " << md(row.dialect) << " | " << md(row.name) << " | " << t.cases << " | " << t.pass << " | "
        << t.false_accept << " | " << t.false_reject << " | " << t.target_error << " | " << t.known << " |";
    if (inconclusive) out << " " << t.inconclusive << " |";
    out << "\n";
  }
}

template <typename Pick, typename Line>
void details(std::ostream& out, const RunReport& r, const std::string& title, Pick pick, Line line) {
  std::vector<const CaseEntry*> chosen;
  for (const auto& c : r.cases)
    if (pick(c)) chosen.push_back(&c);
  if (chosen.empty()) return;
  out << "\n<details><summary>" << title << " (" << chosen.size() << ")</summary>\n\n";
  for (std::size_t i = 0; i < chosen.size() && i < listed; ++i) out << "- " << line(*chosen[i]) << "\n";
  if (chosen.size() > listed) out << "- … and " << chosen.size() - listed << " more (the JSON report lists them all)\n";
  out << "\n</details>\n";
}

}  // namespace

void render_markdown(std::ostream& out, const RunReport& r, const RenderStyle&) {
  out << "### conform run: " << headline(r) << "\n\n" << summary_line(r) << "\n\n";
  about(out, r);
  failure_table(out, r);
  details(out, r, "Failures", is_reported_failure, [](const CaseEntry& c) {
    std::string text = md(c.id) + ": " + md(std::string(run::to_string(c.grade))) + ", " + md(explain_failure(c));
    if (std::string line = telling_stderr_line(c.err); !line.empty()) text += " (stderr: " + md(line) + ")";
    if (!c.shrunk_path.empty()) text += " (shrunk to " + md(c.shrunk_path) + ")";
    return text;
  });
  if (!r.target_endings.empty()) {
    out << "\n<details><summary>Targets that ended badly (" << r.target_endings.size() << ")</summary>\n\n";
    for (const auto& e : r.target_endings) {
      out << "- " << md(e.problem);
      if (std::string line = telling_stderr_line(e.err); !line.empty()) out << " (stderr: " << md(line) << ")";
      out << "\n";
    }
    out << "\n</details>\n";
  }
  details(out, r, "Skipped or errored by the target", is_declined, [](const CaseEntry& c) {
    return md(c.id) + ": " + md(std::string(run::to_string(c.grade))) + ", " + md(c.message);
  });
  details(out, r, "Inconclusive", is_inconclusive,
          [](const CaseEntry& c) { return md(c.id) + ": " + md(explain_failure(c)); });
  details(out, r, "Known failures that now pass", is_now_passing,
          [](const CaseEntry& c) { return md(c.id) + " (" + md(c.known_failure) + ")"; });
}

}  // namespace conform::report
