#include "grade/grader.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>

#include "core/in_quotes.hpp"
#include "dialects/core/registry.hpp"

namespace conform::grade {
namespace {

// The configured dialects a grading needs, one per distinct section, built before the
// records are checked in parallel.
class Dialects {
 public:
  explicit Dialects(const nlohmann::json& config) : config_(config) {}

  const dialects::Dialect* find(std::string_view id) const { return dialects::find(id); }

  nlohmann::json base_section(const dialects::Dialect& d) {
    if (config_.contains(d.id())) return config_.at(std::string(d.id()));
    return configured(d, nullptr)->settings();
  }

  const dialects::Configured* configured(const dialects::Dialect& d, const nlohmann::json* section) {
    std::string key(d.id());
    key += '\n';
    if (section) key += section->dump();
    auto& slot = cache_[key];
    if (!slot) {
      try {
        slot = d.configure(section);
      } catch (const std::exception& e) {
        throw InputError("config section " + conform::in_quotes(d.id()) + ": " + e.what());
      }
    }
    return slot.get();
  }

 private:
  const nlohmann::json& config_;
  std::map<std::string, std::shared_ptr<const dialects::Configured>> cache_;
};

bool has_option(const dialects::Dialect& d, std::string_view config_key) {
  const auto& options = d.descriptor().options;
  return std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.config_key == config_key; });
}

// The dialect of a record, or the reason it has none.
const dialects::Dialect* dialect_of(const Record& r, const GradeOptions& options, std::string& why) {
  std::string_view id = r.dialect;
  if (id.empty() && options.dialect != "auto") id = options.dialect;
  if (id.empty()) id = dialects::detect(r.output);
  if (id.empty())
    if (const auto* by_path = dialects::for_path(r.origin)) return by_path;
  if (id.empty()) {
    why = no_dialect_told;
    return nullptr;
  }
  const dialects::Dialect* d = dialects::find(id);
  if (!d) why = "unknown dialect " + conform::in_quotes(id) + " (dialects: " + dialects::id_list() + ")";
  return d;
}

std::vector<std::string> unique_sorted(std::vector<std::string> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

Graded check_one(const Record& record, const dialects::Configured& dialect, const Limits& limits, bool has_request) {
  Graded g;
  g.dialect = std::string(dialect.id());
  g.has_request = has_request;
  if (record.planner == PlannerOutcome::ok) {
    SourceText source(record.id, record.output);
    g.diagnostics = dialect.check(source, limits);
    sort_diagnostics(g.diagnostics);
  }
  const auto& catalog = RuleCatalog::builtin();
  std::vector<std::string> errors, warnings, requests;
  for (const auto& d : g.diagnostics) {
    const Rule* rule = catalog.find(d.rule);
    if (rule && rule->kind == RuleKind::request) {
      if (d.severity == Severity::error) requests.push_back(d.rule);
      continue;
    }
    if (d.severity == Severity::error) {
      if (g.first_error.empty()) g.first_error = d.rule;
      errors.push_back(d.rule);
      ++g.violations;
    } else {
      warnings.push_back(d.rule);
    }
  }
  g.error_rules = unique_sorted(std::move(errors));
  g.warning_rules = unique_sorted(std::move(warnings));
  g.request_rules = unique_sorted(std::move(requests));
  g.status = classify(record.planner, record.output, g.diagnostics, catalog);
  return g;
}

// Why a well-formed record cannot be graded as asked (its dialect cannot be told or does
// not exist, or it requests what its dialect has no setting for); empty when it can, and
// then `d` is its dialect and `section` that dialect's settings with its request.
std::string why_not_gradable(const Record& record, const GradeOptions& options,
                             const std::map<std::string, nlohmann::json>& settings, const dialects::Dialect*& d,
                             nlohmann::json& section) {
  std::string why;
  d = dialect_of(record, options, why);
  if (!d) return why;
  section = settings.at(std::string(d->id()));
  if (record.expect_steps) {
    if (has_option(*d, "expect_steps")) section["expect_steps"] = *record.expect_steps;
    else why = "\"expect_steps\" means nothing to the " + std::string(d->id()) + " dialect";
  }
  if (record.requested_tools) {
    if (section.contains("requested_tools")) section["requested_tools"] = *record.requested_tools;
    else why = "\"requested_tools\" means nothing to the " + std::string(d->id()) + " dialect";
  }
  return why;
}

std::map<std::string, nlohmann::json> base_settings(const GradeOptions& options) {
  Dialects dialects(options.config);
  std::map<std::string, nlohmann::json> out;
  for (const auto* d : dialects::all()) out[std::string(d->id())] = dialects.base_section(*d);
  return out;
}

}  // namespace

Inputs screened(Inputs inputs, const GradeOptions& options) {
  const auto settings = base_settings(options);
  Inputs out;
  out.excluded = std::move(inputs.excluded);
  for (auto& record : inputs.records) {
    nlohmann::json section;
    const dialects::Dialect* d = nullptr;
    if (std::string why = why_not_gradable(record, options, settings, d, section); !why.empty())
      out.excluded.push_back({record.origin, why, record.order});
    else
      out.records.push_back(std::move(record));
  }
  sort_in_reading_order(out.excluded);
  return out;
}

Grading grade_records(Inputs inputs, const GradeOptions& options) {
  Grading out;
  out.excluded = std::move(inputs.excluded);
  out.settings = base_settings(options);
  Dialects dialects(options.config);

  std::vector<const dialects::Configured*> chosen;
  std::vector<bool> has_request;
  for (auto& record : inputs.records) {
    nlohmann::json section;
    const dialects::Dialect* d = nullptr;
    if (std::string why = why_not_gradable(record, options, out.settings, d, section); !why.empty()) {
      out.excluded.push_back({record.origin, why, record.order});
      continue;
    }
    chosen.push_back(dialects.configured(*d, &section));
    has_request.push_back(record.expect_steps.has_value() || record.requested_tools.has_value());
    out.records.push_back(std::move(record));
  }
  sort_in_reading_order(out.excluded);

  out.graded.resize(out.records.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < out.records.size(); i = next++)
      out.graded[i] = check_one(out.records[i], *chosen[i], options.limits, has_request[i]);
  };
  const unsigned jobs = std::max(1u, static_cast<unsigned>(std::min<std::size_t>(options.jobs, out.records.size())));
  std::vector<std::thread> workers;
  for (unsigned j = 1; j < jobs; ++j) workers.emplace_back(work);
  work();
  for (auto& w : workers) w.join();

  // Canonical forms, for the determinism of prompts with several samples, on this thread
  // alone: a tree dialect reprints with its generators' styles, and RapidCheck's
  // generation state is not safe to share between threads.
  std::map<std::string_view, std::size_t> samples;
  for (const auto& r : out.records) ++samples[r.prompt()];
  for (std::size_t i = 0; i < out.records.size(); ++i)
    if (samples[out.records[i].prompt()] > 1 && parses(out.graded[i].status))
      out.graded[i].canonical = chosen[i]->canonical(out.records[i].output);
  return out;
}

}  // namespace conform::grade
