// Throughput of the RTFS reference validator (parse + every oracle, conform::rtfs::check)
// beside the CPL front end's, in the same run, over:
//   Rtfs/Corpus     every plan of corpus/rtfs/valid, checked one after the other
//   Rtfs/Synthetic  one large valid plan (300 steps, about 120 KiB)
//   Cpl/Corpus      every plan of corpus/cpl/valid (the baseline front end)
//   Rtfs/Check/Units/N  one synthetic plan of N steps (10 … 10,000, about 0.5 KiB each,
//                   so up to 5 MiB), with Google Benchmark's fitted complexity: the
//                   scoping and capability checks must stay linear in the plan
//   Rtfs/Check/Bytes/N  the fewest steps with at least N bytes (1 KB … 4 MB), likewise
//   Rtfs/Baseline/<row>/N  nlohmann::json's parse of as many bytes as Rtfs/Check/<row>/N's plan
// and a plain byte scan of the RTFS bytes, the floor any validator pays to read its input.
// Report RTFS speed as a ratio to CPL's and to the byte scan. Counter: bytes_per_second.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/workload.hpp"
#include "oracles/cpl/check.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"

namespace {

using conform::bench::Workload;
using Checker = std::vector<conform::Diagnostic> (*)(const conform::SourceText&, const conform::Limits&);

std::vector<conform::Diagnostic> check_rtfs(const conform::SourceText& s, const conform::Limits& l) {
  return conform::rtfs::check(s, conform::rtfs::Capabilities::builtin(), l);
}
std::vector<conform::Diagnostic> check_cpl(const conform::SourceText& s, const conform::Limits& l) {
  return conform::cpl::check(s, conform::cpl::Whitelist::builtin(), l);
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
  static const Workload w = conform::bench::make_workload(conform::bench::corpus_plans("rtfs"), check_rtfs);
  return w;
}
const Workload& rtfs_synthetic() {
  static const Workload w = conform::bench::make_workload({synthetic_plan(300)}, check_rtfs);
  return w;
}
const Workload& cpl_corpus() {
  static const Workload w = conform::bench::make_workload(conform::bench::corpus_plans("cpl"), check_cpl);
  return w;
}

template <const Workload& (*Get)(), Checker Check>
void BM_Check(benchmark::State& state) {
  conform::bench::run_check(state, Get(), Check);
}

template <const Workload& (*Get)()>
void BM_RtfsParse(benchmark::State& state) {
  const Workload& w = Get();
  for (auto _ : state)
    for (const auto& text : w.plans) {
      auto result = conform::rtfs::parse(text);
      benchmark::DoNotOptimize(result.plan);
    }
  conform::bench::report(state, w);
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
  conform::bench::report(state, w);
}

const bool scaling = (conform::bench::register_scaling("Rtfs/Check", synthetic_plan, check_rtfs), true);

BENCHMARK_TEMPLATE(BM_Check, rtfs_corpus, check_rtfs)->Name("Rtfs/Check/Corpus");
BENCHMARK_TEMPLATE(BM_RtfsParse, rtfs_corpus)->Name("Rtfs/Parse/Corpus");
BENCHMARK_TEMPLATE(BM_Check, rtfs_synthetic, check_rtfs)->Name("Rtfs/Check/Synthetic300");
BENCHMARK_TEMPLATE(BM_RtfsParse, rtfs_synthetic)->Name("Rtfs/Parse/Synthetic300");
BENCHMARK_TEMPLATE(BM_ByteScan, rtfs_synthetic)->Name("Rtfs/ByteScan/Synthetic300");
BENCHMARK_TEMPLATE(BM_Check, cpl_corpus, check_cpl)->Name("Cpl/Check/Corpus");

}  // namespace
