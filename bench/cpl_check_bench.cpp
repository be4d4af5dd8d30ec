// Throughput of the CPL reference validator: parse + every oracle (conform::cpl::check),
// and parse alone, over two workloads:
//   Corpus    every plan of corpus/cpl/valid, checked one after the other
//   Synthetic one large generated plan (200 functions, about 135 KiB)
// Each workload also runs a plain byte scan (counting '{') over the same bytes, the
// floor any validator has to pay to read its input; report checker speed as a ratio
// to it. Counters: bytes_per_second (SetBytesProcessed) and items_per_second, where an
// item is one plan.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"

namespace {

namespace fs = std::filesystem;

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

Workload make_workload(std::vector<std::string> plans) {
  Workload w;
  w.plans = std::move(plans);
  for (const auto& p : w.plans) {
    w.bytes += p.size();
    // Only valid plans: the benchmark measures the path every accepted plan takes.
    conform::SourceText source("bench.cpl", p);
    auto diagnostics = conform::cpl::check(source);
    if (!diagnostics.empty() && w.problem.empty())
      w.problem = "a benchmark plan is not valid: " + diagnostics.front().rule + " " + diagnostics.front().message;
  }
  if (w.plans.empty()) w.problem = "no plans";
  return w;
}

const Workload& corpus() {
  static const Workload w = [] {
    std::vector<fs::path> paths;
    for (const auto& e : fs::directory_iterator(fs::path(CONFORM_SOURCE_DIR) / "corpus" / "cpl" / "valid"))
      if (e.is_regular_file()) paths.push_back(e.path());
    std::sort(paths.begin(), paths.end());
    std::vector<std::string> plans;
    for (const auto& p : paths) plans.push_back(read_file(p));
    return make_workload(std::move(plans));
  }();
  return w;
}

// One valid plan with `functions` helpers, each 6 statements using every statement form,
// calling the next helper, so that no rule (warnings included) fires.
std::string synthetic_plan(int functions) {
  std::string t = "plan {\n    function main() : Void {\n        syscall.log(step0(\"start\", 0));\n        return;\n    }\n";
  for (int i = 0; i < functions; ++i) {
    const std::string n = std::to_string(i);
    t += "\n    # helper " + n + "\n";
    t += "    function step" + n + "(label: String, depth: Int) : String {\n";
    t += "        let repo: ToolResult = syscall.cloneRepo(\"branch-" + n + "\");\n";
    t += "        let names: List<String> = [label, \"n" + n + "\", \"tail\"];\n";
    t += "        let text: String = label + \" at depth \" + depth + \": \";\n";
    t += "        for (name in names) {\n            text = text + name + \", \";\n        }\n";
    t += "        if (syscall.hasIssues(repo)) {\n            syscall.log(\"issues in \" + text);\n"
         "        } else {\n            text = text + \"clean\";\n        }\n";
    if (i + 1 < functions) {
      t += "        try {\n            let analysis: ToolResult = syscall.analyseRepo(repo);\n"
           "            return step" + std::to_string(i + 1) + "(text, " + std::to_string(i + 1) +
           ");\n        } catch (ToolError e) {\n            return text + \"failed\";\n        }\n";
    } else {
      t += "        try {\n            let analysis: ToolResult = syscall.analyseRepo(repo);\n"
           "            return text + syscall.hasIssues(analysis);\n        } catch (ToolError e) {\n"
           "            return text;\n        }\n";
    }
    t += "    }\n";
  }
  t += "}\n";
  return t;
}

const Workload& synthetic() {
  static const Workload w = make_workload({synthetic_plan(200)});
  return w;
}

void finish(benchmark::State& state, const Workload& w) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * w.bytes));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * w.plans.size()));
  state.counters["plans"] = static_cast<double>(w.plans.size());
  state.counters["bytes_per_plan"] = static_cast<double>(w.bytes) / static_cast<double>(w.plans.size());
}

template <const Workload& (*Get)()>
void BM_Check(benchmark::State& state) {
  const Workload& w = Get();
  if (!w.problem.empty()) {
    state.SkipWithError(w.problem.c_str());
    return;
  }
  for (auto _ : state) {
    for (const auto& text : w.plans) {
      conform::SourceText source("bench.cpl", text);
      auto diagnostics = conform::cpl::check(source);
      benchmark::DoNotOptimize(diagnostics.data());
    }
  }
  finish(state, w);
}

template <const Workload& (*Get)()>
void BM_Parse(benchmark::State& state) {
  const Workload& w = Get();
  if (!w.problem.empty()) {
    state.SkipWithError(w.problem.c_str());
    return;
  }
  for (auto _ : state) {
    for (const auto& text : w.plans) {
      auto result = conform::cpl::parse(text);
      benchmark::DoNotOptimize(result.plan);
    }
  }
  finish(state, w);
}

// The baseline: read every byte once and count the '{'.
template <const Workload& (*Get)()>
void BM_ByteScan(benchmark::State& state) {
  const Workload& w = Get();
  for (auto _ : state) {
    std::size_t braces = 0;
    for (const auto& text : w.plans) {
      const char* p = text.data();
      benchmark::DoNotOptimize(p);
      for (std::size_t i = 0; i < text.size(); ++i) braces += p[i] == '{';
    }
    benchmark::DoNotOptimize(braces);
  }
  finish(state, w);
}

BENCHMARK_TEMPLATE(BM_Check, corpus)->Name("Check/Corpus");
BENCHMARK_TEMPLATE(BM_Parse, corpus)->Name("Parse/Corpus");
BENCHMARK_TEMPLATE(BM_ByteScan, corpus)->Name("ByteScan/Corpus");
BENCHMARK_TEMPLATE(BM_Check, synthetic)->Name("Check/Synthetic200");
BENCHMARK_TEMPLATE(BM_Parse, synthetic)->Name("Parse/Synthetic200");
BENCHMARK_TEMPLATE(BM_ByteScan, synthetic)->Name("ByteScan/Synthetic200");

}  // namespace

BENCHMARK_MAIN();
