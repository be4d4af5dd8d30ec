#include "report/run_report_json.hpp"

#include <array>
#include <cstdint>
#include <limits>

namespace conform::report {
namespace {

using nlohmann::json;
using run::Expectation;
using run::Grade;
using run::Verdict;

constexpr int format_version = 1;

bool has_output(const CaseEntry& c) { return c.finished && run::is_failure(c.grade); }
bool has_message(const CaseEntry& c) {
  return c.finished && (c.verdict == Verdict::Kind::skipped || c.verdict == Verdict::Kind::errored);
}

json tally_json(const run::Tally& t) {
  json j = {{"cases", t.cases},
            {"pass", t.pass},
            {"false_accept", t.false_accept},
            {"false_reject", t.false_reject},
            {"target_error", t.target_error},
            {"known_failures", t.known}};
  // Absent when zero, so that runs without them report exactly as before.
  if (t.skipped) j["skipped"] = t.skipped;
  if (t.errored) j["errored"] = t.errored;
  if (t.inconclusive) j["inconclusive"] = t.inconclusive;
  return j;
}

json case_json(const CaseEntry& c) {
  json j = {{"id", c.id},
            {"dialect", c.dialect},
            {"expectation", std::string(run::to_string(c.expectation))},
            {"finished", c.finished}};
  if (!c.rule.empty()) j["rule"] = c.rule;
  if (c.seed) j["seed"] = *c.seed;
  if (c.finished) {
    j["verdict"] = std::string(run::to_string(c.verdict));
    j["grade"] = std::string(run::to_string(c.grade));
    j["seconds"] = c.seconds;
    if (c.verdict == Verdict::Kind::target_error) {
      j["error"] = std::string(run::to_string(c.error));
      j["detail"] = c.detail;
    }
    if (has_message(c)) j["message"] = c.message;
    if (has_output(c)) {
      j["stdout"] = c.out;
      j["stderr"] = c.err;
    }
  }
  if (!c.known_failure.empty()) j["known_failure"] = c.known_failure;
  if (!c.shrunk_path.empty()) j["shrunk_path"] = c.shrunk_path;
  if (!c.base.empty()) j["base"] = c.base;
  return j;
}

// Reading: every accessor names the field it wanted when the document lacks it.
class Reader {
 public:
  Reader(const json& object, std::string where) : j_(object), where_(std::move(where)) {
    if (!j_.is_object()) fail(where_.empty() ? "the document is not a JSON object" : where_ + " is not an object");
  }
  bool has(const char* key) const { return j_.contains(key); }
  const json& at(const char* key) const {
    if (!j_.contains(key)) fail("missing \"" + name(key) + "\"");
    return j_.at(key);
  }
  std::string string(const char* key) const {
    const json& v = at(key);
    if (!v.is_string()) wrong(key, "a string");
    return v.get<std::string>();
  }
  std::string string_or(const char* key, std::string fallback) const { return has(key) ? string(key) : fallback; }
  bool boolean(const char* key) const {
    const json& v = at(key);
    if (!v.is_boolean()) wrong(key, "true or false");
    return v.get<bool>();
  }
  std::uint64_t count(const char* key) const {
    const json& v = at(key);
    if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<std::int64_t>() >= 0))
      wrong(key, "a non-negative integer");
    return v.get<std::uint64_t>();
  }
  int small_count(const char* key) const {
    auto n = count(key);
    if (n > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) wrong(key, "a count");
    return static_cast<int>(n);
  }
  int small_count_or_zero(const char* key) const { return has(key) ? small_count(key) : 0; }
  double number(const char* key) const {
    const json& v = at(key);
    if (!v.is_number() || v.get<double>() < 0) wrong(key, "a non-negative number");
    return v.get<double>();
  }
  const json& array(const char* key) const {
    const json& v = at(key);
    if (!v.is_array()) wrong(key, "an array");
    return v;
  }
  template <typename Enum, std::size_t N>
  Enum one_of(const char* key, const std::array<Enum, N>& values) const {
    std::string text = string(key);
    for (Enum e : values)
      if (run::to_string(e) == text) return e;
    fail("\"" + name(key) + "\" has an unknown value \"" + text + "\"");
  }
  std::string name(const char* key) const { return where_.empty() ? key : where_ + "." + key; }
  [[noreturn]] void fail(const std::string& what) const { throw NotARunReport(what); }
  [[noreturn]] void wrong(const char* key, const char* expected) const {
    fail("\"" + name(key) + "\" must be " + expected);
  }

 private:
  const json& j_;
  std::string where_;
};

constexpr std::array expectations{Expectation::accept, Expectation::reject, Expectation::impl_defined};
constexpr std::array verdicts{Verdict::Kind::accept, Verdict::Kind::reject, Verdict::Kind::target_error,
                              Verdict::Kind::skipped, Verdict::Kind::errored};
constexpr std::array grades{Grade::pass,       Grade::false_accept, Grade::false_reject, Grade::target_error,
                            Grade::not_graded, Grade::skipped,      Grade::errored,      Grade::inconclusive};
constexpr std::array errors{Verdict::Error::crash,      Verdict::Error::exit_code, Verdict::Error::timeout,
                            Verdict::Error::output_cap, Verdict::Error::protocol,  Verdict::Error::failed_to_start};

run::Tally tally_from(const Reader& in) {
  run::Tally t;
  t.cases = in.small_count("cases");
  t.pass = in.small_count("pass");
  t.false_accept = in.small_count("false_accept");
  t.false_reject = in.small_count("false_reject");
  t.target_error = in.small_count("target_error");
  t.known = in.small_count("known_failures");
  t.skipped = in.small_count_or_zero("skipped");
  t.errored = in.small_count_or_zero("errored");
  t.inconclusive = in.small_count_or_zero("inconclusive");
  return t;
}

Row row_from(const json& j, const std::string& where) {
  Reader in(j, where);
  Row row{in.string("dialect"), in.string("row"), tally_from(in)};
  row.tally.accepted = in.small_count_or_zero("accepted");
  row.tally.rejected = in.small_count_or_zero("rejected");
  row.tally.ungraded_errors = in.small_count_or_zero("ungraded_errors");
  return row;
}

CaseEntry case_from(const json& j, const std::string& where) {
  Reader in(j, where);
  CaseEntry c;
  c.id = in.string("id");
  c.dialect = in.string("dialect");
  c.expectation = in.one_of("expectation", expectations);
  c.rule = in.string_or("rule", "");
  if (in.has("seed")) c.seed = in.count("seed");
  c.finished = in.boolean("finished");
  if (c.finished) {
    c.verdict = in.one_of("verdict", verdicts);
    c.grade = in.one_of("grade", grades);
    c.seconds = in.number("seconds");
    if (c.verdict == Verdict::Kind::target_error) {
      c.error = in.one_of("error", errors);
      c.detail = in.string("detail");
    }
    if (has_message(c)) c.message = in.string("message");
    if (has_output(c)) {
      c.out = in.string("stdout");
      c.err = in.string("stderr");
    }
  }
  c.known_failure = in.string_or("known_failure", "");
  c.shrunk_path = in.string_or("shrunk_path", "");
  c.base = in.string_or("base", "");
  return c;
}

}  // namespace

json run_report_to_json(const RunReport& r) {
  json rows = json::array();
  for (const auto& row : r.rows) {
    json j = tally_json(row.tally);
    j["dialect"] = row.dialect;
    j["row"] = row.name;
    if (row.name == "impl-defined") {
      j["accepted"] = row.tally.accepted;
      j["rejected"] = row.tally.rejected;
      j["ungraded_errors"] = row.tally.ungraded_errors;
    }
    rows.push_back(std::move(j));
  }
  json cases = json::array();
  for (const auto& c : r.cases) cases.push_back(case_json(c));
  json selection = json::object();
  if (r.selection.dialect) selection["dialect"] = *r.selection.dialect;
  if (r.selection.rule) selection["rule"] = *r.selection.rule;
  if (r.selection.case_glob) selection["case"] = *r.selection.case_glob;
  json doc = {{"tool", "conform"},
              {"format_version", format_version},
              {"target", r.target},
              {"mode", r.mode},
              {"jobs", r.jobs},
              {"started_at", r.started_at},
              {"seconds", r.seconds},
              {"interrupted", r.interrupted},
              {"passed", r.passed},
              {"summary", tally_json(r.summary)},
              {"known_failures_now_passing", r.known_failures_now_passing},
              {"rows", std::move(rows)},
              {"cases", std::move(cases)},
              {"generated", r.generated},
              {"selection", std::move(selection)},
              {"unshrunk", r.unshrunk}};
  if (!r.corpus.empty()) doc["corpus"] = r.corpus;
  if (r.seed) doc["seed"] = *r.seed;
  // Absent when there is nothing to say, as for runs before batch targets were heard out.
  if (!r.target_name.empty()) doc["target_name"] = r.target_name;
  if (!r.target_endings.empty()) {
    json endings = json::array();
    for (const auto& e : r.target_endings) endings.push_back({{"problem", e.problem}, {"stderr", e.err}});
    doc["target_endings"] = std::move(endings);
  }
  return doc;
}

RunReport run_report_from_json(const json& doc) {
  Reader in(doc, "");
  if (in.string("tool") != "conform") in.fail("\"tool\" is not \"conform\"");
  if (in.count("format_version") != format_version)
    in.fail("\"format_version\" " + in.at("format_version").dump() + " is not " + std::to_string(format_version));
  RunReport r;
  r.target = in.string("target");
  r.target_name = in.string_or("target_name", "");
  if (in.has("target_endings")) {
    const json& endings = in.array("target_endings");
    for (std::size_t i = 0; i < endings.size(); ++i) {
      Reader ending(endings[i], "target_endings[" + std::to_string(i) + "]");
      r.target_endings.push_back({ending.string("problem"), ending.string("stderr")});
    }
  }
  r.mode = in.string("mode");
  if (r.mode != "exec" && r.mode != "batch") in.fail("\"mode\" must be exec or batch");
  r.jobs = static_cast<unsigned>(in.small_count("jobs"));
  r.started_at = in.string("started_at");
  r.seconds = in.number("seconds");
  r.interrupted = in.boolean("interrupted");
  r.passed = in.boolean("passed");
  r.corpus = in.string_or("corpus", "");
  if (in.has("seed")) r.seed = in.count("seed");
  r.generated = in.count("generated");
  if (in.has("selection")) {
    Reader selection(in.at("selection"), "selection");
    for (auto [key, field] : {std::pair{"dialect", &r.selection.dialect}, {"rule", &r.selection.rule}, {"case", &r.selection.case_glob}})
      if (selection.has(key)) *field = selection.string(key);
  }
  if (in.has("unshrunk")) r.unshrunk = in.count("unshrunk");
  r.summary = tally_from(Reader(in.at("summary"), "summary"));
  r.known_failures_now_passing = in.small_count("known_failures_now_passing");
  const json& rows = in.array("rows");
  for (std::size_t i = 0; i < rows.size(); ++i) r.rows.push_back(row_from(rows[i], "rows[" + std::to_string(i) + "]"));
  const json& cases = in.array("cases");
  for (std::size_t i = 0; i < cases.size(); ++i)
    r.cases.push_back(case_from(cases[i], "cases[" + std::to_string(i) + "]"));
  return r;
}

}  // namespace conform::report
