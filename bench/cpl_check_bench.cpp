// Throughput of the CPL reference validator: parse + every oracle (conform::cpl::check),
// and parse alone, over two workloads:
//   Corpus    every plan of corpus/cpl/valid, checked one after the other
//   Synthetic one large generated plan (200 functions, about 135 KiB)
//   Cpl/Check/Units/N  one plan of N functions (10 … 10,000), O(N) fitted
//   Cpl/Check/Bytes/N  the fewest functions with at least N bytes (1 KB … 4 MB), O(N) fitted
//   Cpl/Check/CallChain/N  a try over a chain of N functions (1,000 … 16,000), O(N) fitted
//   Cpl/Check/NestedTry/N  N tries nested one in another, 50 statements each (15 … 120), O(N) fitted
//   Cpl/Baseline/<row>/N   beside each of the four: nlohmann::json's parse of as many bytes
// Each workload also runs the bracket pre-scan alone (Limits/…) and a plain byte scan
// (counting '{') over the same bytes, the floor any validator has to pay to read its
// input; report checker speed as a ratio to it. Counters: bytes_per_second (SetBytesProcessed) and items_per_second, where an
// item is one plan.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/workload.hpp"
#include "core/limits.hpp"
#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"

namespace {

using conform::bench::Workload;

std::vector<conform::Diagnostic> check(const conform::SourceText& s, const conform::Limits& l) {
  return conform::cpl::check(s, conform::cpl::Whitelist::builtin(), l);
}

const Workload& corpus() {
  static const Workload w = conform::bench::make_workload(conform::bench::corpus_plans("cpl"), check);
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

// main's try calls f0, each function the next, and only the last a syscall: that the try
// can throw is known only through the whole chain, declared in call order.
std::string call_chain_plan(int functions) {
  std::string t = "plan {\n    function main() : Void {\n        try {\n            f0();\n"
                  "        } catch (ToolError e) {\n            syscall.log(\"failed\");\n        }\n    }\n";
  for (int i = 0; i < functions; ++i) {
    t += "    function f" + std::to_string(i) + "() : Void {\n";
    t += i + 1 < functions ? "        f" + std::to_string(i + 1) + "();\n" : std::string("        syscall.log(\"end\");\n");
    t += "    }\n";
  }
  return t + "}\n";
}

// main's body is `tries` try blocks nested one in another, each opening with 50 statements
// of its own, and a syscall in the innermost: each try can throw through the tries inside
// it. What a try's body holds is decided once for the plan, not walked again per try.
std::string nested_try_plan(int tries) {
  std::string t = "plan {\n    function main() : Void {\n";
  for (int i = 0; i < tries; ++i) {
    t += "        try {\n";
    for (int k = 0; k < 50; ++k)
      t += "            let v" + std::to_string(i) + "_" + std::to_string(k) + ": Int = " + std::to_string(k) + ";\n";
  }
  t += "            syscall.log(\"innermost\");\n";
  for (int i = 0; i < tries; ++i) t += "        } catch (ToolError e) {\n            syscall.log(\"failed\");\n        }\n";
  return t + "        return;\n    }\n}\n";
}

const Workload& synthetic() {
  static const Workload w = conform::bench::make_workload({synthetic_plan(200)}, check);
  return w;
}

template <const Workload& (*Get)()>
void BM_Check(benchmark::State& state) {
  conform::bench::run_check(state, Get(), check);
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
  conform::bench::report(state, w);
}

// The bracket pre-scan that every parse starts with (conform::check_limits).
template <const Workload& (*Get)()>
void BM_Limits(benchmark::State& state) {
  const Workload& w = Get();
  const conform::Limits limits;
  for (auto _ : state) {
    for (const auto& text : w.plans) {
      auto violation = conform::check_limits(text, conform::cpl::lexical_conventions(), limits);
      benchmark::DoNotOptimize(violation);
    }
  }
  conform::bench::report(state, w);
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
  conform::bench::report(state, w);
}

const bool scaling = (conform::bench::register_scaling("Cpl/Check", synthetic_plan, check), true);
const bool chains = (conform::bench::register_units("Cpl/Check/CallChain", call_chain_plan, check,
                                                    {1000, 2000, 4000, 8000, 16000}),
                     conform::bench::register_units("Cpl/Check/NestedTry", nested_try_plan, check, {15, 30, 60, 120}),
                     true);

BENCHMARK_TEMPLATE(BM_Check, corpus)->Name("Check/Corpus");
BENCHMARK_TEMPLATE(BM_Parse, corpus)->Name("Parse/Corpus");
BENCHMARK_TEMPLATE(BM_Limits, corpus)->Name("Limits/Corpus");
BENCHMARK_TEMPLATE(BM_ByteScan, corpus)->Name("ByteScan/Corpus");
BENCHMARK_TEMPLATE(BM_Check, synthetic)->Name("Check/Synthetic200");
BENCHMARK_TEMPLATE(BM_Parse, synthetic)->Name("Parse/Synthetic200");
BENCHMARK_TEMPLATE(BM_Limits, synthetic)->Name("Limits/Synthetic200");
BENCHMARK_TEMPLATE(BM_ByteScan, synthetic)->Name("ByteScan/Synthetic200");

}  // namespace
