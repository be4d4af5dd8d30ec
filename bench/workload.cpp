#include "bench/workload.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace conform::bench {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::vector<std::string> corpus_plans(const std::string& dialect) {
  std::vector<fs::path> paths;
  for (const auto& e : fs::directory_iterator(fs::path(CONFORM_SOURCE_DIR) / "corpus" / dialect / "valid"))
    if (e.is_regular_file() && e.path().extension() != ".expected") paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> plans;
  for (const auto& p : paths) plans.push_back(read_file(p));
  return plans;
}

Workload make_workload(std::vector<std::string> plans, const Check& check) {
  Workload w;
  w.plans = std::move(plans);
  for (const auto& p : w.plans) {
    w.bytes += p.size();
    const auto diagnostics = check(SourceText("bench", p), Limits{});
    if (!diagnostics.empty() && w.problem.empty())
      w.problem = "a benchmark plan is not valid: " + diagnostics.front().rule + " " + diagnostics.front().message;
  }
  if (w.plans.empty()) w.problem = "no plans";
  return w;
}

void report(benchmark::State& state, const Workload& w) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * w.bytes));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * w.plans.size()));
  state.counters["plans"] = static_cast<double>(w.plans.size());
  state.counters["bytes_per_plan"] = static_cast<double>(w.bytes) / static_cast<double>(w.plans.size());
}

void run_check(benchmark::State& state, const Workload& w, const Check& check) {
  if (!w.problem.empty()) {
    state.SkipWithError(w.problem.c_str());
    return;
  }
  const Limits limits;
  for (auto _ : state)
    for (const auto& text : w.plans) {
      auto diagnostics = check(SourceText("bench", text), limits);
      benchmark::DoNotOptimize(diagnostics.data());
    }
  report(state, w);
}

namespace {

// `fault`: the rule the row's plans break, or empty for a row of valid plans.
void run_one(benchmark::State& state, const std::string& text, const Check& check, const std::string& fault) {
  Limits limits;
  limits.max_bytes = std::max(limits.max_bytes, text.size());
  // A scaling plan that breaks a rule, or not the row's, measures the wrong path: stop
  // with the reason. (SkipWithError here crashed libbenchmark 1.7.1's complexity fit with
  // a segfault.)
  const auto d = check(SourceText("bench", text), limits);
  if (fault.empty() && !d.empty()) {
    std::fprintf(stderr, "the scaling plan of argument %lld is not valid: %s %s\n", static_cast<long long>(state.range(0)),
                 d.front().rule.c_str(), d.front().message.c_str());
    std::exit(2);
  }
  if (!fault.empty() && std::none_of(d.begin(), d.end(), [&](const Diagnostic& x) { return x.rule == fault; })) {
    std::fprintf(stderr, "the scaling plan of argument %lld is not %s's\n", static_cast<long long>(state.range(0)), fault.c_str());
    std::exit(2);
  }
  for (auto _ : state) {
    auto diagnostics = check(SourceText("bench", text), limits);
    benchmark::DoNotOptimize(diagnostics.data());
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  state.counters["plan_bytes"] = static_cast<double>(text.size());
  state.SetComplexityN(state.range(0));
}

// The fewest units whose plan has at least `bytes` bytes, for plans that grow with their
// units. A unit's size at the start is the first guess; where names grow longer with the
// count (`edit_10000`) the guess falls short, so the search gallops up from it and bisects,
// building a few dozen plans rather than one per missing unit (a 4 MB fixplan took 23 s).
int units_for(const Grow& grow, std::size_t bytes) {
  const std::size_t one = grow(1).size(), two = grow(2).size();
  if (one >= bytes) return 1;
  const std::size_t per_unit = std::max<std::size_t>(two - one, 1);
  int below = 1;  // a count whose plan is short of `bytes`
  int guess = 1 + static_cast<int>((bytes - one + per_unit - 1) / per_unit);
  for (int step = 1; grow(guess).size() < bytes; step *= 2) below = guess, guess += step;
  int enough = guess;  // a count whose plan is not
  while (enough - below > 1) {
    const int middle = below + (enough - below) / 2;
    (grow(middle).size() < bytes ? below : enough) = middle;
  }
  return enough;
}

}  // namespace

std::string json_document_of(std::size_t bytes) {
  std::string doc = "{\"items\": [";
  for (std::size_t k = 1; k == 1 || doc.size() + 3 < bytes; ++k) {
    const std::string id = "item_" + std::to_string(k);
    doc += (k > 1 ? ",\n" : "\n") + std::string(R"({"id": ")") + id + R"(", "title": "Step", "description": "Do it.", )" +
           R"("after": [)" + (k > 1 ? "\"item_" + std::to_string(k - 1) + "\"" : std::string()) +
           R"(], "done": false, "tries": )" + std::to_string(k % 7) + R"(, "tool": {"name": "get_time", "args": {}}})";
  }
  return doc + "]}\n";
}

std::string baseline_name(const std::string& name) {
  const auto at = name.find("/Check/");
  return at == std::string::npos ? "Baseline/" + name : name.substr(0, at) + "/Baseline/" + name.substr(at + 7);
}

namespace {

// The plan of a scaling row at its argument N.
using PlanAt = std::function<std::string(std::int64_t)>;

void run_baseline(benchmark::State& state, const PlanAt& plan_at) {
  const std::size_t plan_bytes = plan_at(state.range(0)).size();
  const std::string doc = json_document_of(plan_bytes);
  if (doc.size() < plan_bytes || !nlohmann::json::parse(doc).is_object()) {
    std::fprintf(stderr, "the baseline document of argument %lld is no JSON object of %zu bytes\n",
                 static_cast<long long>(state.range(0)), plan_bytes);
    std::exit(2);
  }
  for (auto _ : state) {
    auto tree = nlohmann::json::parse(doc);
    benchmark::DoNotOptimize(tree);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * doc.size()));
  state.counters["plan_bytes"] = static_cast<double>(doc.size());
  state.SetComplexityN(state.range(0));
}

void register_row(const std::string& name, const PlanAt& plan_at, const Check& check, const std::vector<std::int64_t>& sizes,
                  const std::string& fault = {}) {
  auto* row = benchmark::RegisterBenchmark(
      name.c_str(), [plan_at, check, fault](benchmark::State& s) { run_one(s, plan_at(s.range(0)), check, fault); });
  auto* baseline = benchmark::RegisterBenchmark(baseline_name(name).c_str(), [plan_at](benchmark::State& s) { run_baseline(s, plan_at); });
  for (std::int64_t n : sizes) {
    row->Arg(n);
    baseline->Arg(n);
  }
  row->Complexity(benchmark::oN);
  baseline->Complexity(benchmark::oN);
}

}  // namespace

void register_units(const std::string& name, Grow grow, Check check, const std::vector<std::int64_t>& units) {
  register_row(name, [grow](std::int64_t n) { return grow(static_cast<int>(n)); }, check, units);
}

void register_faults(const std::string& name, Grow grow, Check check, const std::string& rule,
                     const std::vector<std::int64_t>& units) {
  register_row(name, [grow](std::int64_t n) { return grow(static_cast<int>(n)); }, check, units, rule);
}

void register_scaling(const std::string& prefix, Grow grow, Check check) {
  register_units(prefix + "/Units", grow, check, {10, 100, 1000, 10000});
  register_row(prefix + "/Bytes", [grow](std::int64_t n) { return grow(units_for(grow, static_cast<std::size_t>(n))); }, check,
               {1 << 10, 100 << 10, 1 << 20, 4 << 20});
}

}  // namespace conform::bench
