#include "run/grading.hpp"

#include <cstring>

namespace conform::run {

namespace {

void keep_first(std::string& text, std::size_t bytes) {
  if (text.size() > bytes) std::string(text, 0, bytes).swap(text);  // a copy: the old buffer is freed
}

}  // namespace

void keep_reported_output(Verdict& v, bool failure) {
  const std::size_t bytes = failure ? reported_output_bytes + 1 : 0;
  keep_first(v.out, bytes);
  keep_first(v.err, bytes);
}

std::string killed_by_signal(int signal) {
  return "killed by signal " + std::to_string(signal) + " (" + ::strsignal(signal) + ")";
}

std::string_view to_string(Verdict::Kind k) {
  switch (k) {
    case Verdict::Kind::accept: return "accept";
    case Verdict::Kind::reject: return "reject";
    case Verdict::Kind::target_error: return "error";
    case Verdict::Kind::skipped: return "skipped";
    case Verdict::Kind::errored: return "errored";
  }
  return "error";
}

std::string_view to_string(Verdict::Error e) {
  switch (e) {
    case Verdict::Error::none: return "none";
    case Verdict::Error::crash: return "crash";
    case Verdict::Error::exit_code: return "exit-code";
    case Verdict::Error::timeout: return "timeout";
    case Verdict::Error::output_cap: return "output-cap";
    case Verdict::Error::protocol: return "protocol";
    case Verdict::Error::failed_to_start: return "failed-to-start";
  }
  return "none";
}

std::string_view to_string(Grade g) {
  switch (g) {
    case Grade::pass: return "pass";
    case Grade::false_accept: return "false-accept";
    case Grade::false_reject: return "false-reject";
    case Grade::target_error: return "target-error";
    case Grade::not_graded: return "not-graded";
    case Grade::skipped: return "skipped";
    case Grade::errored: return "errored";
    case Grade::inconclusive: return "inconclusive";
  }
  return "not-graded";
}

bool needs_base_verdict(const Case& c, const Verdict& v) {
  return c.base && c.expectation == Expectation::reject && v.kind == Verdict::Kind::reject;
}

Grade grade(const Case& c, const Verdict& v, std::optional<Verdict::Kind> base) {
  if (needs_base_verdict(c, v) && base && *base != Verdict::Kind::accept) return Grade::inconclusive;
  if (v.kind == Verdict::Kind::skipped) return Grade::skipped;
  if (v.kind == Verdict::Kind::errored) return Grade::errored;
  if (v.kind == Verdict::Kind::target_error) return c.expectation == Expectation::impl_defined ? Grade::not_graded : Grade::target_error;
  switch (c.expectation) {
    case Expectation::impl_defined: return Grade::not_graded;
    case Expectation::accept: return v.kind == Verdict::Kind::accept ? Grade::pass : Grade::false_reject;
    case Expectation::reject: return v.kind == Verdict::Kind::reject ? Grade::pass : Grade::false_accept;
  }
  return Grade::not_graded;
}

bool is_failure(Grade g) {
  return g == Grade::false_accept || g == Grade::false_reject || g == Grade::target_error;
}

bool Summary::failed() const {
  return total.false_accept + total.false_reject + total.target_error > total.known;
}

std::string row_of(const Case& c) {
  return c.expectation == Expectation::accept         ? "valid"
         : c.expectation == Expectation::impl_defined ? "impl-defined"
         : c.rule.empty()                             ? "invalid (rule not named)"
                                                      : c.rule;
}

Summary summarize(const std::vector<CaseResult>& results) {
  Summary s;
  for (const auto& r : results) {
    if (!r.finished) continue;
    for (Tally* t : {&s.rows[r.c.dialect][row_of(r.c)], &s.total}) {
      ++t->cases;
      switch (r.grade) {
        case Grade::pass: ++t->pass; break;
        case Grade::false_accept: ++t->false_accept; break;
        case Grade::false_reject: ++t->false_reject; break;
        case Grade::target_error: ++t->target_error; break;
        case Grade::skipped: ++t->skipped; break;
        case Grade::errored: ++t->errored; break;
        case Grade::inconclusive: ++t->inconclusive; break;
        case Grade::not_graded:
          if (r.verdict.kind == Verdict::Kind::accept) ++t->accepted;
          if (r.verdict.kind == Verdict::Kind::reject) ++t->rejected;
          if (r.verdict.kind == Verdict::Kind::target_error) ++t->ungraded_errors;
          break;
      }
      if (!r.known_failure.empty() && is_failure(r.grade)) ++t->known;
    }
    if (!r.known_failure.empty() && r.grade == Grade::pass) ++s.known_now_passing;
  }
  return s;
}

}  // namespace conform::run
