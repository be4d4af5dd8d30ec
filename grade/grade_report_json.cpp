#include "grade/grade_report_json.hpp"

#include <stdexcept>

namespace conform::grade {
namespace {

nlohmann::json text_or_null(const std::string& s) { return s.empty() ? nlohmann::json() : nlohmann::json(s); }
std::string text_of(const nlohmann::json& j, const char* key) {
  return j.contains(key) && j.at(key).is_string() ? j.at(key).get<std::string>() : std::string();
}

nlohmann::json to_json(const DiagnosticEntry& d) {
  return {{"rule", d.rule}, {"severity", d.severity}, {"offset", d.offset}, {"line", d.line}, {"column", d.column}, {"message", d.message}};
}

nlohmann::json to_json(const RecordEntry& r) {
  nlohmann::json diagnostics = nlohmann::json::array();
  for (const auto& d : r.diagnostics) diagnostics.push_back(to_json(d));
  nlohmann::json out{{"id", r.id},
                     {"origin", r.origin},
                     {"dialect", r.dialect},
                     {"model", text_or_null(r.model)},
                     {"prompt_id", text_or_null(r.prompt_id)},
                     {"sample", r.sample ? nlohmann::json(*r.sample) : nlohmann::json()},
                     {"status", to_string(r.status)},
                     {"rules", r.rules},
                     {"warnings", r.warnings},
                     {"first_error", text_or_null(r.first_error)},
                     {"violations", r.violations},
                     {"has_request", r.has_request},
                     {"request_rules", r.request_rules},
                     {"diagnostics", std::move(diagnostics)}};
  if (!r.planner_detail.empty()) out["planner_detail"] = r.planner_detail;
  if (r.status != Status::valid) {
    out["output"] = r.output;
    out["output_clipped"] = r.output_clipped;
  }
  return out;
}

nlohmann::json to_json(const Group& g) {
  nlohmann::json statuses = nlohmann::json::object(), funnel = nlohmann::json::array(), rules = nlohmann::json::array(),
                 disagreeing = nlohmann::json::array(), pass = nlohmann::json::array();
  for (const auto& [status, rate] : g.statuses) statuses[status] = to_json(rate);
  for (const auto& s : g.funnel)
    funnel.push_back({{"stage", s.stage}, {"of_records", to_json(s.of_records)}, {"of_previous", to_json(s.of_previous)}});
  for (const auto& r : g.rules)
    rules.push_back({{"rule", r.rule},
                     {"severity", r.severity},
                     {"kind", r.kind},
                     {"outputs", to_json(r.outputs)},
                     {"violations", r.violations},
                     {"first_error", to_json(r.first_error)},
                     {"example", r.example}});
  for (const auto& d : g.determinism.disagreeing_rules) disagreeing.push_back({{"rule", d.rule}, {"prompts", d.prompts}});
  for (const auto& p : g.pass)
    pass.push_back({{"k", p.k}, {"prompts", p.prompts}, {"pass_at_k", p.pass_at_k}, {"pass_hat_k", p.pass_hat_k}});
  return {{"dialect", text_or_null(g.dialect)},
          {"model", text_or_null(g.model)},
          {"records", g.records},
          {"statuses", std::move(statuses)},
          {"funnel", std::move(funnel)},
          {"rules", std::move(rules)},
          {"requests_met", to_json(g.requests_met)},
          {"determinism",
           {{"identical_text", to_json(g.determinism.identical_text)},
            {"identical_plan", to_json(g.determinism.identical_plan)},
            {"disagreeing_rules", std::move(disagreeing)}}},
          {"pass", std::move(pass)}};
}

DiagnosticEntry diagnostic_from(const nlohmann::json& j) {
  return {j.at("rule").get<std::string>(), j.at("severity").get<std::string>(), j.at("offset").get<std::size_t>(),
          j.at("line").get<std::uint32_t>(), j.at("column").get<std::uint32_t>(), j.at("message").get<std::string>()};
}

RecordEntry record_from(const nlohmann::json& j) {
  RecordEntry r;
  r.id = j.at("id").get<std::string>();
  r.origin = text_of(j, "origin");
  r.dialect = j.at("dialect").get<std::string>();
  r.model = text_of(j, "model");
  r.prompt_id = text_of(j, "prompt_id");
  if (j.contains("sample") && !j["sample"].is_null()) r.sample = j["sample"].get<std::uint64_t>();
  const auto status = status_from(j.at("status").get<std::string>());
  if (!status) throw std::runtime_error("record " + r.id + ": unknown status " + j.at("status").dump());
  r.status = *status;
  r.rules = j.at("rules").get<std::vector<std::string>>();
  r.warnings = j.at("warnings").get<std::vector<std::string>>();
  r.first_error = text_of(j, "first_error");
  r.violations = j.at("violations").get<std::size_t>();
  r.has_request = j.at("has_request").get<bool>();
  r.request_rules = j.at("request_rules").get<std::vector<std::string>>();
  r.planner_detail = text_of(j, "planner_detail");
  for (const auto& d : j.at("diagnostics")) r.diagnostics.push_back(diagnostic_from(d));
  r.output = text_of(j, "output");
  r.output_clipped = j.value("output_clipped", false);
  return r;
}

Group group_from(const nlohmann::json& j) {
  Group g;
  g.dialect = text_of(j, "dialect");
  g.model = text_of(j, "model");
  g.records = j.at("records").get<std::size_t>();
  for (const auto& [status, rate] : j.at("statuses").items()) g.statuses[status] = rate_from_json(rate);
  for (const auto& s : j.at("funnel"))
    g.funnel.push_back({s.at("stage").get<std::string>(), rate_from_json(s.at("of_records")), rate_from_json(s.at("of_previous"))});
  for (const auto& r : j.at("rules"))
    g.rules.push_back({r.at("rule").get<std::string>(), r.at("severity").get<std::string>(), r.at("kind").get<std::string>(),
                       rate_from_json(r.at("outputs")), r.at("violations").get<std::size_t>(),
                       rate_from_json(r.at("first_error")), r.at("example").get<std::string>()});
  g.requests_met = rate_from_json(j.at("requests_met"));
  const auto& d = j.at("determinism");
  g.determinism.identical_text = rate_from_json(d.at("identical_text"));
  g.determinism.identical_plan = rate_from_json(d.at("identical_plan"));
  for (const auto& r : d.at("disagreeing_rules"))
    g.determinism.disagreeing_rules.push_back({r.at("rule").get<std::string>(), r.at("prompts").get<std::size_t>()});
  for (const auto& p : j.at("pass"))
    g.pass.push_back({p.at("k").get<std::size_t>(), p.at("prompts").get<std::size_t>(), p.at("pass_at_k").get<double>(),
                      p.at("pass_hat_k").get<double>()});
  return g;
}

}  // namespace

nlohmann::json to_json(const Rate& r) {
  auto number = [](const std::optional<double>& v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
  return {{"count", r.count}, {"of", r.of}, {"rate", number(r.rate)}, {"low", number(r.low)}, {"high", number(r.high)},
          {"too_small", r.too_small()}};
}

Rate rate_from_json(const nlohmann::json& j) {
  auto number = [&](const char* key) {
    return j.contains(key) && j.at(key).is_number() ? std::optional<double>(j.at(key).get<double>()) : std::nullopt;
  };
  return {j.at("count").get<std::size_t>(), j.at("of").get<std::size_t>(), number("rate"), number("low"), number("high")};
}

nlohmann::json record_to_json(const RecordEntry& r) { return to_json(r); }

nlohmann::json to_json(const GradeReport& report) {
  nlohmann::json excluded = nlohmann::json::array(), groups = nlohmann::json::array(), records = nlohmann::json::array(),
                 settings = nlohmann::json::object();
  for (const auto& e : report.excluded) excluded.push_back({{"origin", e.origin}, {"reason", e.reason}});
  for (const auto& g : report.groups) groups.push_back(to_json(g));
  for (const auto& r : report.records) records.push_back(to_json(r));
  for (const auto& [dialect, s] : report.settings) settings[dialect] = s;
  return {{"kind", grade_report_kind},
          {"version", grade_report_version},
          {"conform_version", report.conform_version},
          {"started_at", report.started_at},
          {"seconds", report.seconds},
          {"inputs", report.inputs},
          {"planner", text_or_null(report.planner)},
          {"settings", std::move(settings)},
          {"excluded", std::move(excluded)},
          {"groups", std::move(groups)},
          {"records", std::move(records)}};
}

bool is_grade_report(const nlohmann::json& j) {
  if (!j.is_object()) return false;
  const auto kind = j.find("kind");
  return kind != j.end() && kind->is_string() && kind->get_ref<const std::string&>() == grade_report_kind;
}

GradeReport grade_report_from_json(const nlohmann::json& j) {
  if (!is_grade_report(j))
    throw std::runtime_error(std::string("not a grade report (its \"kind\" is not \"") + grade_report_kind + "\")");
  if (const auto version = j.find("version");
      version == j.end() || !version->is_number_integer() || *version != grade_report_version)
    throw std::runtime_error("grade report version " + (version == j.end() ? std::string("(none)") : version->dump()) +
                             " is not " + std::to_string(grade_report_version));
  try {
    GradeReport r;
    r.conform_version = j.at("conform_version").get<std::string>();
    r.started_at = j.at("started_at").get<std::string>();
    r.seconds = j.at("seconds").get<double>();
    r.inputs = j.at("inputs").get<std::vector<std::string>>();
    r.planner = text_of(j, "planner");
    for (const auto& [dialect, s] : j.at("settings").items()) r.settings[dialect] = s;
    for (const auto& e : j.at("excluded")) r.excluded.push_back({e.at("origin").get<std::string>(), e.at("reason").get<std::string>()});
    for (const auto& g : j.at("groups")) r.groups.push_back(group_from(g));
    for (const auto& rec : j.at("records")) r.records.push_back(record_from(rec));
    return r;
  } catch (const nlohmann::json::exception& e) {
    // Without the library's tag ("[json.exception.type_error.302] "): what is wrong, in words.
    std::string_view what = e.what();
    if (const auto tag_end = what.find("] "); what.starts_with("[json.exception.") && tag_end != std::string_view::npos)
      what.remove_prefix(tag_end + 2);
    throw std::runtime_error("malformed grade report: " + std::string(what));
  }
}

}  // namespace conform::grade
