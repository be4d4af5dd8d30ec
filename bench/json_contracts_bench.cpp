// Throughput of the JSON contracts' reference validators (parse + every oracle) beside
// nlohmann::json's parse alone on the same bytes, measured in the same run:
//   <Dialect>Check/<workload>      conform::<dialect>::check
//   StrictParse/<dialect>/<workload> our JSON front end alone (parsers/json)
//   NlohmannParse/<dialect>/<workload> nlohmann::json::parse, the baseline
// Workloads: Corpus (every plan of corpus/<dialect>/valid) and Generated (200 valid plans
// from the dialect's generator, seeds 0..199, in generated layouts). Report the check as
// a ratio to NlohmannParse on the same workload. Counters: bytes_per_second and
// items_per_second (an item is one plan).
//   StepplanChain/<n>              one stepplan of n steps, each depending on the one
//                                  before: the time per step must not grow with n (the
//                                  fitted complexity is reported as BigO).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "generators/core/sample.hpp"
#include "generators/fixplan/generators.hpp"
#include "generators/stepplan/generators.hpp"
#include "oracles/fixplan/check.hpp"
#include "oracles/stepplan/check.hpp"
#include "parsers/json/parser.hpp"

namespace {

namespace fs = std::filesystem;
using Checker = std::function<std::vector<conform::Diagnostic>(const conform::SourceText&)>;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

struct Workload {
  std::vector<std::string> plans;
  std::size_t bytes = 0;
  std::string problem;  // set when the workload is unusable: the benchmark reports it
};

// Only valid plans: the benchmark measures the path every accepted plan takes.
Workload make_workload(std::vector<std::string> plans, const Checker& check) {
  Workload w;
  w.plans = std::move(plans);
  for (const auto& p : w.plans) {
    w.bytes += p.size();
    auto diagnostics = check(conform::SourceText("bench.json", p));
    if (!diagnostics.empty() && w.problem.empty())
      w.problem = "a benchmark plan is not valid: " + diagnostics.front().rule + " " + diagnostics.front().message;
  }
  if (w.plans.empty()) w.problem = "no plans";
  return w;
}

std::vector<std::string> corpus_plans(const std::string& dialect) {
  std::vector<fs::path> paths;
  for (const auto& e : fs::directory_iterator(fs::path(CONFORM_SOURCE_DIR) / "corpus" / dialect / "valid"))
    if (e.is_regular_file()) paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> plans;
  for (const auto& p : paths) plans.push_back(read_file(p));
  return plans;
}

template <typename Gen>
std::vector<std::string> generated_plans(const Gen& gen) {
  std::vector<std::string> plans;
  for (std::uint64_t seed = 0; seed < 200; ++seed) plans.push_back(conform::gen::sample(gen, seed));
  return plans;
}

Checker stepplan_check = [](const conform::SourceText& s) { return conform::stepplan::check(s); };
Checker fixplan_check = [](const conform::SourceText& s) { return conform::fixplan::check(s); };

const Workload& workload(const std::string& dialect, bool generated) {
  static std::map<std::pair<std::string, bool>, Workload> cache;
  auto key = std::make_pair(dialect, generated);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  const Checker& check = dialect == "stepplan" ? stepplan_check : fixplan_check;
  std::vector<std::string> plans;
  if (!generated) plans = corpus_plans(dialect);
  else if (dialect == "stepplan") plans = generated_plans(conform::stepplan::gen::valid_text(conform::stepplan::Config::builtin()));
  else plans = generated_plans(conform::fixplan::gen::valid_text());
  return cache.emplace(key, make_workload(std::move(plans), check)).first->second;
}

template <typename Body>
void run(benchmark::State& state, const Workload& w, Body body) {
  if (!w.problem.empty()) {
    state.SkipWithError(w.problem.c_str());
    return;
  }
  for (auto _ : state)
    for (const auto& p : w.plans) body(p);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * w.bytes));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * w.plans.size()));
}

void Check(benchmark::State& state, std::string dialect, bool generated) {
  const Checker& check = dialect == "stepplan" ? stepplan_check : fixplan_check;
  run(state, workload(dialect, generated), [&](const std::string& p) {
    auto d = check(conform::SourceText("bench.json", p));
    benchmark::DoNotOptimize(d);
  });
}

void StrictParse(benchmark::State& state, std::string dialect, bool generated) {
  run(state, workload(dialect, generated), [](const std::string& p) {
    auto r = conform::json::parse(p);
    benchmark::DoNotOptimize(r);
  });
}

void NlohmannParse(benchmark::State& state, std::string dialect, bool generated) {
  run(state, workload(dialect, generated), [](const std::string& p) {
    auto j = nlohmann::json::parse(p);
    benchmark::DoNotOptimize(j);
  });
}

// A valid stepplan of n steps, step_k depending on step_{k-1}.
std::string chain_plan(std::size_t n) {
  std::string plan = R"({"task_summary": "a long chain", "assumptions": [], "risks": [], "steps": [)";
  for (std::size_t k = 1; k <= n; ++k) {
    const std::string id = "step_" + std::to_string(k);
    plan += (k > 1 ? ",\n" : "\n") + std::string(R"({"step_id": ")") + id + R"(", "title": "Step", "description": "Do it.", )" +
            R"("dependencies": [)" + (k > 1 ? "\"step_" + std::to_string(k - 1) + "\"" : std::string()) +
            R"(], "deliverable": "Done.", "acceptance": "Checked.", "tool": {"name": "get_time", "args": {}}})";
  }
  return plan + "]}\n";
}

void StepplanChain(benchmark::State& state) {
  const std::string plan = chain_plan(static_cast<std::size_t>(state.range(0)));
  conform::Limits limits;
  limits.max_bytes = plan.size() + 1;
  const auto diagnostics = conform::stepplan::check(conform::SourceText("chain.json", plan), conform::stepplan::Config::builtin(), limits);
  if (!diagnostics.empty()) {
    state.SkipWithError(("the chain plan is not valid: " + diagnostics.front().rule).c_str());
    return;
  }
  for (auto _ : state) {
    auto d = conform::stepplan::check(conform::SourceText("chain.json", plan), conform::stepplan::Config::builtin(), limits);
    benchmark::DoNotOptimize(d);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * plan.size()));
  state.SetComplexityN(state.range(0));
}

}  // namespace

BENCHMARK(StepplanChain)->Arg(2000)->Arg(4000)->Arg(8000)->Arg(16000)->Complexity();

BENCHMARK_CAPTURE(Check, stepplan_corpus, std::string("stepplan"), false);
BENCHMARK_CAPTURE(StrictParse, stepplan_corpus, std::string("stepplan"), false);
BENCHMARK_CAPTURE(NlohmannParse, stepplan_corpus, std::string("stepplan"), false);
BENCHMARK_CAPTURE(Check, stepplan_generated, std::string("stepplan"), true);
BENCHMARK_CAPTURE(StrictParse, stepplan_generated, std::string("stepplan"), true);
BENCHMARK_CAPTURE(NlohmannParse, stepplan_generated, std::string("stepplan"), true);
BENCHMARK_CAPTURE(Check, fixplan_corpus, std::string("fixplan"), false);
BENCHMARK_CAPTURE(StrictParse, fixplan_corpus, std::string("fixplan"), false);
BENCHMARK_CAPTURE(NlohmannParse, fixplan_corpus, std::string("fixplan"), false);
BENCHMARK_CAPTURE(Check, fixplan_generated, std::string("fixplan"), true);
BENCHMARK_CAPTURE(StrictParse, fixplan_generated, std::string("fixplan"), true);
BENCHMARK_CAPTURE(NlohmannParse, fixplan_generated, std::string("fixplan"), true);

BENCHMARK_MAIN();
