#include <algorithm>
#include <numeric>
#include <set>

#include "core/utf8.hpp"
#include "core/source_text.hpp"
#include "dialects/core/registry.hpp"
#include "grade/grade_report.hpp"

namespace conform::grade {
namespace {

using Members = std::vector<std::size_t>;  // indices into Grading::records

std::vector<FunnelStage> funnel(const Grading& g, const Members& members) {
  const std::vector<std::pair<const char*, bool (*)(Status)>> stages{
      {"delivered", delivered},
      {"plan_found", plan_found},
      {"parses", parses},
      {"contract_valid", contract_valid},
      {"no_warnings", [](Status s) { return s == Status::valid; }}};
  std::vector<FunnelStage> out{{"records", wilson(members.size(), members.size()), wilson(members.size(), members.size())}};
  std::size_t previous = members.size();
  for (const auto& stage : stages) {
    const auto passes = stage.second;
    const auto count = static_cast<std::size_t>(
        std::count_if(members.begin(), members.end(), [&](std::size_t i) { return passes(g.graded[i].status); }));
    out.push_back({stage.first, wilson(count, members.size()), wilson(count, previous)});
    previous = count;
  }
  return out;
}

std::vector<RuleRow> rule_rows(const Grading& g, const Members& members) {
  struct Counts {
    std::size_t outputs = 0, violations = 0, first = 0;
    std::string example;
  };
  std::map<std::string, Counts> by_rule;
  std::size_t delivered_outputs = 0, with_error = 0;
  for (std::size_t i : members) {
    const Graded& graded = g.graded[i];
    if (!delivered(graded.status)) continue;
    ++delivered_outputs;
    if (!graded.first_error.empty()) ++with_error;
    std::map<std::string, std::size_t> here;
    for (const auto& d : graded.diagnostics) ++here[d.rule];
    for (const auto& [rule, n] : here) {
      auto& c = by_rule[rule];
      ++c.outputs;
      c.violations += n;
      if (c.example.empty() || g.records[i].id < c.example) c.example = g.records[i].id;
    }
    if (!graded.first_error.empty()) ++by_rule[graded.first_error].first;
  }
  std::vector<RuleRow> rows;
  const auto& catalog = RuleCatalog::builtin();
  for (const auto& [rule, c] : by_rule) {
    const Rule* r = catalog.find(rule);
    rows.push_back({rule, r ? std::string(to_string(r->severity)) : "error", r ? std::string(to_string(r->kind)) : "contract",
                    wilson(c.outputs, delivered_outputs), c.violations, wilson(c.first, with_error), c.example});
  }
  std::stable_sort(rows.begin(), rows.end(), [](const RuleRow& a, const RuleRow& b) { return a.outputs.count > b.outputs.count; });
  return rows;
}

// The group's records by prompt, in id order within each.
std::map<std::string, Members> by_prompt(const Grading& g, const Members& members) {
  std::map<std::string, Members> prompts;
  for (std::size_t i : members) prompts[g.records[i].prompt()].push_back(i);
  return prompts;
}

std::set<std::string> rules_of(const Graded& graded) {
  std::set<std::string> rules(graded.error_rules.begin(), graded.error_rules.end());
  rules.insert(graded.warning_rules.begin(), graded.warning_rules.end());
  return rules;
}

Determinism determinism(const Grading& g, const std::map<std::string, Members>& prompts) {
  std::size_t sampled = 0, same_text = 0, same_plan = 0;
  std::map<std::string, std::size_t> disagreeing;
  for (const auto& [prompt, samples] : prompts) {
    if (samples.size() < 2) continue;
    ++sampled;
    const Record& first = g.records[samples.front()];
    const bool text = std::all_of(samples.begin(), samples.end(), [&](std::size_t i) {
      return g.records[i].planner == PlannerOutcome::ok && g.records[i].output == first.output;
    });
    const auto& canonical = g.graded[samples.front()].canonical;
    const bool plan = text || (canonical && std::all_of(samples.begin(), samples.end(), [&](std::size_t i) {
                                 return g.graded[i].canonical == canonical;
                               }));
    same_text += text;
    same_plan += plan;
    std::set<std::string> any, all = rules_of(g.graded[samples.front()]);
    for (std::size_t i : samples) {
      const auto here = rules_of(g.graded[i]);
      any.insert(here.begin(), here.end());
      std::set<std::string> both;
      std::set_intersection(all.begin(), all.end(), here.begin(), here.end(), std::inserter(both, both.end()));
      all = std::move(both);
    }
    for (const auto& rule : any)
      if (!all.count(rule)) ++disagreeing[rule];
  }
  Determinism d{wilson(same_text, sampled), wilson(same_plan, sampled), {}};
  for (const auto& [rule, n] : disagreeing) d.disagreeing_rules.push_back({rule, n});
  std::stable_sort(d.disagreeing_rules.begin(), d.disagreeing_rules.end(),
                   [](const auto& a, const auto& b) { return a.prompts > b.prompts; });
  return d;
}

std::vector<PassAtK> pass_rates(const Grading& g, const std::map<std::string, Members>& prompts) {
  std::size_t most = 0;
  for (const auto& [prompt, samples] : prompts) most = std::max(most, samples.size());
  std::vector<PassAtK> out;
  for (std::size_t k = 1; k <= most; ++k) {
    PassAtK row{k, 0, 0, 0};
    for (const auto& [prompt, samples] : prompts) {
      if (samples.size() < k) continue;
      const auto passed = static_cast<std::size_t>(
          std::count_if(samples.begin(), samples.end(), [&](std::size_t i) { return contract_valid(g.graded[i].status); }));
      ++row.prompts;
      row.pass_at_k += pass_at_k(samples.size(), passed, k);
      row.pass_hat_k += pass_hat_k(samples.size(), passed, k);
    }
    row.pass_at_k /= static_cast<double>(row.prompts);
    row.pass_hat_k /= static_cast<double>(row.prompts);
    out.push_back(row);
  }
  return out;
}

Group group(const Grading& g, std::string dialect, std::string model, const Members& members) {
  Group out;
  out.dialect = std::move(dialect);
  out.model = std::move(model);
  out.records = members.size();
  for (Status s : all_statuses) {
    const auto n = static_cast<std::size_t>(
        std::count_if(members.begin(), members.end(), [&](std::size_t i) { return g.graded[i].status == s; }));
    out.statuses[std::string(to_string(s))] = wilson(n, members.size());
  }
  out.funnel = funnel(g, members);
  out.rules = rule_rows(g, members);
  std::size_t asked = 0, met = 0;
  for (std::size_t i : members)
    if (g.graded[i].has_request) ++asked, met += g.graded[i].request_rules.empty();
  out.requests_met = wilson(met, asked);
  const auto prompts = by_prompt(g, members);
  out.determinism = determinism(g, prompts);
  out.pass = pass_rates(g, prompts);
  return out;
}

// The output as a report keeps it: valid UTF-8, each invalid part U+FFFD (as the JSON
// report writes any text), so the HTML page and one rendered again from the JSON show
// the same text; the diagnostics' offsets move with what they point at.
std::string kept_output(std::string_view output, std::vector<DiagnosticEntry>& diagnostics) {
  std::vector<DiagnosticEntry*> by_offset;
  for (auto& d : diagnostics) by_offset.push_back(&d);
  std::sort(by_offset.begin(), by_offset.end(), [](const auto* a, const auto* b) { return a->offset < b->offset; });
  auto next = by_offset.begin();
  std::size_t step_kept_at = 0;  // where the step read last begins in the kept text
  std::string kept = utf8::repaired(output, [&](std::size_t from, std::size_t to) {
    for (; next != by_offset.end() && (*next)->offset < from; ++next) (*next)->offset = step_kept_at;
    step_kept_at = to;
  });
  for (; next != by_offset.end() && (*next)->offset < output.size(); ++next) (*next)->offset = step_kept_at;
  for (; next != by_offset.end(); ++next) (*next)->offset = (*next)->offset + kept.size() - output.size();
  return kept;
}

RecordEntry entry(const Record& r, const Graded& graded) {
  RecordEntry e;
  e.id = r.id;
  e.origin = r.origin;
  e.dialect = graded.dialect;
  e.model = r.model;
  e.prompt_id = r.prompt_id;
  e.sample = r.sample;
  e.status = graded.status;
  e.rules = graded.error_rules;
  e.warnings = graded.warning_rules;
  e.first_error = graded.first_error;
  e.violations = graded.violations;
  e.has_request = graded.has_request;
  e.request_rules = graded.request_rules;
  e.planner_detail = r.planner_detail;
  SourceText source(r.id, r.output);
  for (const auto& d : graded.diagnostics) {
    const auto at = source.position(d.offset);
    e.diagnostics.push_back({d.rule, std::string(to_string(d.severity)), d.offset, at.line, at.column, d.message});
  }
  if (graded.status != Status::valid) {
    e.output_clipped = r.output.size() > RecordEntry::output_limit;
    e.output = kept_output(std::string_view(r.output).substr(0, RecordEntry::output_limit), e.diagnostics);
  }
  return e;
}

}  // namespace

Rate contract_valid_share(const Group& g) {
  for (const auto& s : g.funnel)
    if (s.stage == "contract_valid") return s.of_records;
  return wilson(0, g.records);
}

GradeReport make_grade_report(const ReportInfo& info, const Grading& g) {
  GradeReport report;
  report.conform_version = info.conform_version;
  report.started_at = info.started_at;
  report.seconds = info.seconds;
  report.inputs = info.inputs;
  report.planner = info.planner;
  report.settings = g.settings;
  report.excluded = g.excluded;

  Members everyone(g.records.size());
  std::iota(everyone.begin(), everyone.end(), std::size_t{0});
  report.groups.push_back(group(g, "", "", everyone));
  for (const auto* d : dialects::all()) {
    Members in_dialect;
    std::map<std::string, Members> by_model;
    for (std::size_t i : everyone)
      if (g.graded[i].dialect == d->id()) {
        in_dialect.push_back(i);
        if (!g.records[i].model.empty()) by_model[g.records[i].model].push_back(i);
      }
    if (in_dialect.empty()) continue;
    report.groups.push_back(group(g, std::string(d->id()), "", in_dialect));
    for (const auto& [model, members] : by_model) report.groups.push_back(group(g, std::string(d->id()), model, members));
  }

  Members by_id = everyone;
  std::sort(by_id.begin(), by_id.end(), [&](std::size_t a, std::size_t b) { return g.records[a].id < g.records[b].id; });
  for (std::size_t i : by_id) report.records.push_back(entry(g.records[i], g.graded[i]));
  return report;
}

}  // namespace conform::grade
