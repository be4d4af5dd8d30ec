// Throughput of the JSON contracts' reference validators (parse + every oracle) beside
// nlohmann::json's parse alone on the same bytes, measured in the same run:
//   <Dialect>Check/<workload>      conform::<dialect>::check
//   StrictParse/<dialect>/<workload> our JSON front end alone (parsers/json)
//   NlohmannParse/<dialect>/<workload> nlohmann::json::parse, the baseline
//   Print/<workload>               json::print of each plan's tree, as the generators
//                                  print every plan; NlohmannDump/<workload>, nlohmann's
//                                  dump(2) of its own tree of the same plan, the baseline
// Workloads: Corpus (every plan of corpus/<dialect>/valid) and Generated (200 valid plans
// from the dialect's generator, seeds 0..199, in generated layouts). Report the check as
// a ratio to NlohmannParse on the same workload. Counters: bytes_per_second and
// items_per_second (an item is one plan).
//   StepplanChain/<n>              one stepplan of n steps, each depending on the one
//                                  before: the time per step must not grow with n (the
//                                  fitted complexity is reported as BigO). 2,000 … 64,000.
//   StrictParseChain/<n>, NlohmannChain/<n>  the same plans through our JSON front end
//                                  alone and through nlohmann::json::parse: baselines.
//   <Dialect>/Check/Units/<n>      one plan of n steps (stepplan) or edits (fixplan, whose
//                                  contract caps tasks at 12), 10 … 10,000, O(N) fitted
//   <Dialect>/Check/Bytes/<n>      the fewest units with at least n bytes (1 KB … 4 MB), likewise
//   <Dialect>/Baseline/<row>/<n>   nlohmann::json's parse of as many bytes as the row's plan
//   ProseBraces/<n>                a stepplan followed by prose of n braces that never
//                                  close ("a {a {…"), each a candidate for the plan that
//                                  fails: the time per brace must not grow with n.
//                                  1,000 … 16,000, O(N) fitted
//   ProseObjects/<n>               the same with n objects named in that prose
//                                  ("a {} a {} …"), each read and found part of it
#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "bench/workload.hpp"
#include "generators/core/sample.hpp"
#include "generators/fixplan/generators.hpp"
#include "generators/stepplan/generators.hpp"
#include "oracles/fixplan/check.hpp"
#include "oracles/stepplan/check.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/printer.hpp"

namespace {

using Checker = conform::bench::Check;
using conform::bench::Workload;

template <typename Gen>
std::vector<std::string> generated_plans(const Gen& gen) {
  std::vector<std::string> plans;
  for (std::uint64_t seed = 0; seed < 200; ++seed) plans.push_back(conform::gen::sample(gen, seed));
  return plans;
}

const Checker stepplan_check = [](const conform::SourceText& s, const conform::Limits& l) {
  return conform::stepplan::check(s, conform::stepplan::Config::builtin(), l);
};
const Checker fixplan_check = [](const conform::SourceText& s, const conform::Limits& l) {
  return conform::fixplan::check(s, l);
};

const Workload& workload(const std::string& dialect, bool generated) {
  static std::map<std::pair<std::string, bool>, Workload> cache;
  auto key = std::make_pair(dialect, generated);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  const Checker& check = dialect == "stepplan" ? stepplan_check : fixplan_check;
  std::vector<std::string> plans;
  if (!generated) plans = conform::bench::corpus_plans(dialect);
  else if (dialect == "stepplan") plans = generated_plans(conform::stepplan::gen::valid_text(conform::stepplan::Config::builtin()));
  else plans = generated_plans(conform::fixplan::gen::valid_text());
  return cache.emplace(key, conform::bench::make_workload(std::move(plans), check)).first->second;
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
  const conform::Limits limits;
  run(state, workload(dialect, generated), [&](const std::string& p) {
    auto d = check(conform::SourceText("bench.json", p), limits);
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

// Each plan of a workload parsed once, before the timing, by `parse`.
template <typename Tree, typename Parse>
std::vector<Tree> trees_of(const Workload& w, Parse parse) {
  std::vector<Tree> trees;
  for (const auto& p : w.plans) trees.push_back(parse(p));
  return trees;
}

template <typename Tree, typename Parse, typename Print>
void print_trees(benchmark::State& state, const Workload& w, Parse parse, Print print) {
  const std::vector<Tree> trees = trees_of<Tree>(w, parse);
  std::size_t bytes = 0;
  for (auto _ : state)
    for (const auto& t : trees) {
      const std::string text = print(t);
      bytes += text.size();
      benchmark::DoNotOptimize(text.data());
    }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * trees.size()));
}

void Print(benchmark::State& state, std::string dialect, bool generated) {
  print_trees<conform::json::Value>(
      state, workload(dialect, generated), [](const std::string& p) { return *conform::json::parse(p).value; },
      [](const conform::json::Value& v) { return conform::json::print(v); });
}

void NlohmannDump(benchmark::State& state, std::string dialect, bool generated) {
  print_trees<nlohmann::json>(
      state, workload(dialect, generated), [](const std::string& p) { return nlohmann::json::parse(p); },
      [](const nlohmann::json& j) { return j.dump(2); });
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

// `body` run on `plan` per iteration, the size limit raised to fit it. `body` returns
// what is wrong with its result ("" when nothing), checked once before the timing.
template <typename Body>
void on_plan(benchmark::State& state, const std::string& plan, Body body) {
  conform::Limits limits;
  limits.max_bytes = plan.size() + 1;
  if (const std::string problem = body(plan, limits); !problem.empty()) {
    state.SkipWithError(problem.c_str());
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(body(plan, limits));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * plan.size()));
  state.SetComplexityN(state.range(0));
}

// The chain benchmarks: one plan of state.range(0) steps.
template <typename Body>
void on_chain(benchmark::State& state, Body body) {
  on_plan(state, chain_plan(static_cast<std::size_t>(state.range(0))), body);
}

void StepplanChain(benchmark::State& state) {
  on_chain(state, [](const std::string& plan, const conform::Limits& limits) {
    const auto d = conform::stepplan::check(conform::SourceText("chain.json", plan), conform::stepplan::Config::builtin(), limits);
    return d.empty() ? std::string() : "the chain plan is not valid: " + d.front().rule;
  });
}

// The same plans through our JSON front end alone, and through nlohmann::json's parse:
// the baselines that tell a cost of the plan's size (the memory its tree takes) from a
// cost of the oracles.
void StrictParseChain(benchmark::State& state) {
  on_chain(state, [](const std::string& plan, const conform::Limits& limits) {
    const auto r = conform::json::parse(plan, limits);
    return r.value ? std::string() : "our JSON front end rejects the chain plan";
  });
}

// A stepplan followed by one line of prose that repeats `piece` state.range(0) times.
void prose_after_plan(benchmark::State& state, std::string_view piece) {
  std::string text = chain_plan(1);
  for (std::int64_t i = 0; i < state.range(0); ++i) text += piece;
  on_plan(state, text, [](const std::string& plan, const conform::Limits& limits) {
    const auto d = conform::stepplan::check(conform::SourceText("prose.json", plan), conform::stepplan::Config::builtin(), limits);
    return d.empty() ? "the prose after the plan is not reported" : std::string();
  });
}

// Where each failed candidate's brackets end is read once for all of them
// (json::BracketEnds); each brace still costs a parse attempt that fails.
void ProseBraces(benchmark::State& state) { prose_after_plan(state, "a {"); }

// Each object is read, then found named in the sentence (envelope.hpp's is_mention), which
// looks for a line break between its brackets only, not to the end of the line.
void ProseObjects(benchmark::State& state) { prose_after_plan(state, "a {} "); }

void chain_sizes(benchmark::internal::Benchmark* b) {
  for (std::int64_t n = 2000; n <= 64000; n *= 2) b->Arg(n);
}

void NlohmannChain(benchmark::State& state) {
  on_chain(state, [](const std::string& plan, const conform::Limits&) {
    const auto j = nlohmann::json::parse(plan);
    return j.is_object() ? std::string() : "nlohmann::json did not read an object";
  });
}

// A valid fixplan of n edits. The contract allows 1 to 12 tasks, so the edits are dealt
// round-robin over min(n, 12) tasks, task k depending on task k-1.
std::string fixplan_of(int n) {
  const int tasks = std::min(n, 12);
  std::vector<std::string> edits(static_cast<std::size_t>(tasks));
  for (int e = 0; e < n; ++e) {
    auto& list = edits[static_cast<std::size_t>(e % tasks)];
    list += (list.empty() ? "" : ",\n") + std::string(R"({"action": "modify_file", "path": "Sources/File)") +
            std::to_string(e) + R"(.swift", "target": "swift", "instructions": "Fix the typo.", "strategy": "file_rewrite", "context_files": []})";
  }
  std::string plan = R"({"plan_version": "1.0", "overview": {"primary_issue": "Many small fixes.", "risk_level": "low", )"
                     R"("summary": "Fix each file in turn.", "assumptions": []}, "tasks": [)";
  for (int k = 1; k <= tasks; ++k) {
    plan += (k > 1 ? ",\n" : "\n") + std::string(R"({"id": "T)") + std::to_string(k) +
            R"(", "title": "Fix the files", "rationale": "They are broken.", "acceptance": ["The files build."], )"
            R"("dependencies": [)" + (k > 1 ? "\"T" + std::to_string(k - 1) + "\"" : std::string()) + R"(], "edits": [)" +
            edits[static_cast<std::size_t>(k - 1)] + "]}";
  }
  return plan + R"(], "tests": {"commands": ["make"], "stop_on_failure": true}, )"
                R"("metadata": {"created_at": "2024-11-02T19:45:00Z", "model": "claude-3.5-sonnet", "fix_attempt": 1}})" "\n";
}

const bool scaling = (conform::bench::register_scaling(
                          "Stepplan/Check", [](int n) { return chain_plan(static_cast<std::size_t>(n)); }, stepplan_check),
                      conform::bench::register_scaling("Fixplan/Check", fixplan_of, fixplan_check), true);

}  // namespace

BENCHMARK(StepplanChain)->Apply(chain_sizes)->Complexity();
BENCHMARK(StrictParseChain)->Apply(chain_sizes)->Complexity();
BENCHMARK(NlohmannChain)->Apply(chain_sizes)->Complexity();
BENCHMARK(ProseBraces)->Arg(1000)->Arg(2000)->Arg(4000)->Arg(8000)->Arg(16000)->Complexity(benchmark::oN);
BENCHMARK(ProseObjects)->Arg(1000)->Arg(2000)->Arg(4000)->Arg(8000)->Arg(16000)->Complexity(benchmark::oN);

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
BENCHMARK_CAPTURE(Print, stepplan_generated, std::string("stepplan"), true);
BENCHMARK_CAPTURE(NlohmannDump, stepplan_generated, std::string("stepplan"), true);
BENCHMARK_CAPTURE(Print, fixplan_generated, std::string("fixplan"), true);
BENCHMARK_CAPTURE(NlohmannDump, fixplan_generated, std::string("fixplan"), true);
