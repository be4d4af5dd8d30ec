// Throughput of the RTFS reference validator (parse + every oracle, conform::rtfs::check)
// beside the CPL front end's, in the same run, over:
//   Rtfs/Corpus     every plan of corpus/rtfs/valid, checked one after the other
//   Rtfs/Synthetic  one large valid plan (300 steps, about 120 KiB)
//   Cpl/Corpus      every plan of corpus/cpl/valid (the baseline front end)
//   Rtfs/Check/Steps/N  one synthetic plan of N steps (10 … 10,000, about 0.5 KiB each,
//                   so up to 5 MiB), with Google Benchmark's fitted complexity: the
//                   scoping and capability checks must stay linear in the plan
// and a plain byte scan of the RTFS bytes, the floor any validator pays to read its input.
// Report RTFS speed as a ratio to CPL's and to the byte scan. Counter: bytes_per_second.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "oracles/cpl/check.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"

namespace {

namespace fs = std::filesystem;
using Checker = std::vector<conform::Diagnostic> (*)(const conform::SourceText&);

std::vector<conform::Diagnostic> check_rtfs(const conform::SourceText& s) { return conform::rtfs::check(s); }
std::vector<conform::Diagnostic> check_cpl(const conform::SourceText& s) { return conform::cpl::check(s); }

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
Workload make_workload(std::vector<std::string> plans, Checker check) {
  Workload w;
  w.plans = std::move(plans);
  for (const auto& p : w.plans) {
    w.bytes += p.size();
    const auto diagnostics = check(conform::SourceText("bench", p));
    if (!diagnostics.empty() && w.problem.empty())
      w.problem = "a benchmark plan is not valid: " + diagnostics.front().rule + " " + diagnostics.front().message;
  }
  if (w.plans.empty()) w.problem = "no plans";
  return w;
}

// The plans of corpus/<dialect>/valid (not their sidecars).
std::vector<std::string> corpus_plans(const char* dialect, const char* extension) {
  std::vector<fs::path> paths;
  for (const auto& e : fs::directory_iterator(fs::path(CONFORM_SOURCE_DIR) / "corpus" / dialect / "valid"))
    if (e.is_regular_file() && e.path().extension() == extension) paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> plans;
  for (const auto& p : paths) plans.push_back(read_file(p));
  return plans;
}

// One valid plan of `steps` steps using every allowed form and capability.
std::string synthetic_plan(int steps) {
  std::string t = "(plan\n  :name \"synthetic\"\n  :language rtfs20\n  :annotations {:source \"bench\" :steps " +
                  std::to_string(steps) + "}\n  :body (do\n";
  for (int i = 0; i < steps; ++i) {
    const std::string n = std::to_string(i);
    t += "    ; step " + n + "\n";
    t += "    (step \"Step " + n + "\"\n";
    t += "      (let [answer (call :ccos.user.ask \"Question " + n + "?\")\n";
    t += "            total (call :ccos.math.add " + n + " 2.5)\n";
    t += "            page (call \"ccos.network.http-fetch\" :url \"https://example.com/" + n + "\" :method \"GET\")]\n";
    t += "        (if (= answer \"yes\")\n";
    t += "          (call :ccos.echo {:message (str \"Total \" total \" for \" answer)})\n";
    t += "          (match answer \"no\" (call :ccos.echo {:message \"no\"}) _ {:page page :total total}))\n";
    t += "        {:step/answer answer :step/total total}))\n";
  }
  t += "    (step \"Result\" {:status \"done\"})))\n";
  return t;
}

const Workload& rtfs_corpus() {
  static const Workload w = make_workload(corpus_plans("rtfs", ".rtfs"), check_rtfs);
  return w;
}
const Workload& rtfs_synthetic() {
  static const Workload w = make_workload({synthetic_plan(300)}, check_rtfs);
  return w;
}
const Workload& cpl_corpus() {
  static const Workload w = make_workload(corpus_plans("cpl", ".cpl"), check_cpl);
  return w;
}

void finish(benchmark::State& state, const Workload& w) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * w.bytes));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * w.plans.size()));
  state.counters["plans"] = static_cast<double>(w.plans.size());
  state.counters["bytes_per_plan"] = static_cast<double>(w.bytes) / static_cast<double>(w.plans.size());
}

template <const Workload& (*Get)(), Checker Check>
void BM_Check(benchmark::State& state) {
  const Workload& w = Get();
  if (!w.problem.empty()) {
    state.SkipWithError(w.problem.c_str());
    return;
  }
  for (auto _ : state)
    for (const auto& text : w.plans) {
      auto diagnostics = Check(conform::SourceText("bench", text));
      benchmark::DoNotOptimize(diagnostics.data());
    }
  finish(state, w);
}

template <const Workload& (*Get)()>
void BM_RtfsParse(benchmark::State& state) {
  const Workload& w = Get();
  for (auto _ : state)
    for (const auto& text : w.plans) {
      auto result = conform::rtfs::parse(text);
      benchmark::DoNotOptimize(result.plan);
    }
  finish(state, w);
}

template <const Workload& (*Get)()>
void BM_ByteScan(benchmark::State& state) {
  const Workload& w = Get();
  for (auto _ : state) {
    std::size_t opens = 0;
    for (const auto& text : w.plans) {
      const char* p = text.data();
      benchmark::DoNotOptimize(p);
      for (std::size_t i = 0; i < text.size(); ++i) opens += p[i] == '(';
    }
    benchmark::DoNotOptimize(opens);
  }
  finish(state, w);
}

// Parse + check of one plan of state.range(0) steps, the size limit raised to fit it.
void BM_CheckSteps(benchmark::State& state) {
  const std::string text = synthetic_plan(static_cast<int>(state.range(0)));
  conform::Limits limits;
  limits.max_bytes = text.size();
  const auto& capabilities = conform::rtfs::Capabilities::builtin();
  if (const auto d = conform::rtfs::check(conform::SourceText("bench", text), capabilities, limits); !d.empty()) {
    state.SkipWithError(("the scaling plan is not valid: " + d.front().rule).c_str());
    return;
  }
  for (auto _ : state) {
    auto diagnostics = conform::rtfs::check(conform::SourceText("bench", text), capabilities, limits);
    benchmark::DoNotOptimize(diagnostics.data());
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  state.SetComplexityN(state.range(0));
}

BENCHMARK_TEMPLATE(BM_Check, rtfs_corpus, check_rtfs)->Name("Rtfs/Check/Corpus");
BENCHMARK_TEMPLATE(BM_RtfsParse, rtfs_corpus)->Name("Rtfs/Parse/Corpus");
BENCHMARK_TEMPLATE(BM_Check, rtfs_synthetic, check_rtfs)->Name("Rtfs/Check/Synthetic300");
BENCHMARK_TEMPLATE(BM_RtfsParse, rtfs_synthetic)->Name("Rtfs/Parse/Synthetic300");
BENCHMARK_TEMPLATE(BM_ByteScan, rtfs_synthetic)->Name("Rtfs/ByteScan/Synthetic300");
BENCHMARK_TEMPLATE(BM_Check, cpl_corpus, check_cpl)->Name("Cpl/Check/Corpus");
BENCHMARK(BM_CheckSteps)->Name("Rtfs/Check/Steps")->RangeMultiplier(10)->Range(10, 10000)->Complexity(benchmark::oN);

}  // namespace

BENCHMARK_MAIN();
