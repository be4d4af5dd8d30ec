// Throughput of the Java reference validator (parse + every oracle, conform::java::check)
// beside the CPL front end's in the same run, so that the per-byte cost is a ratio:
//   JavaCorpus  every plan of corpus/java/valid, one after the other
//   CplCorpus   every plan of corpus/cpl/valid, likewise
//   JavaLarge   one generated-shape plan of 200 helpers (about 90 KiB)
// bytes_per_second is the figure to compare.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "oracles/cpl/check.hpp"
#include "oracles/java/check.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<std::string> valid_plans(const char* dialect) {
  std::vector<fs::path> paths;
  for (const auto& e : fs::directory_iterator(fs::path(CONFORM_SOURCE_DIR) / "corpus" / dialect / "valid"))
    if (e.is_regular_file() && e.path().extension() != ".expected") paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> plans;
  for (const auto& p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    plans.push_back(out.str());
  }
  return plans;
}

// 200 helpers of 7 statements each (declarations, for, assignment, try, return), each
// calling the next.
std::string large_java_plan(int helpers) {
  std::string t = "public class Plan {\n    public void main() {\n        String done = step0(\"start\", 0);\n    }\n";
  for (int i = 0; i < helpers; ++i) {
    const std::string n = std::to_string(i);
    t += "\n    /** helper " + n + " */\n    private String step" + n + "(String label, Int depth) {\n";
    t += "        ToolResult repo = syscall.cloneRepo(\"branch-" + n + "\");\n";
    t += "        String text = label + \" at depth \" + depth;\n";
    t += "        for (String name : new String[] {label, \"n" + n + "\"}) {\n            text = text + name;\n        }\n";
    if (i + 1 < helpers)
      t += "        try {\n            return step" + std::to_string(i + 1) + "(text, depth + 1);\n"
           "        } catch (ToolError e) {\n            return text;\n        }\n";
    else
      t += "        return text;\n";
    t += "    }\n";
  }
  return t + "}\n";
}

template <typename Check>
void run(benchmark::State& state, const std::vector<std::string>& plans, Check check) {
  std::size_t bytes = 0;
  for (const auto& p : plans) {
    bytes += p.size();
    if (!check(p).empty()) {
      state.SkipWithError("a benchmark plan is not valid");
      return;
    }
  }
  for (auto _ : state)
    for (const auto& p : plans) {
      auto diagnostics = check(p);
      benchmark::DoNotOptimize(diagnostics.data());
    }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * plans.size()));
}

auto java_check = [](const std::string& text) { return conform::java::check(conform::SourceText("bench.java", text)); };
auto cpl_check = [](const std::string& text) { return conform::cpl::check(conform::SourceText("bench.cpl", text)); };

void BM_JavaCorpus(benchmark::State& state) { run(state, valid_plans("java"), java_check); }
void BM_CplCorpus(benchmark::State& state) { run(state, valid_plans("cpl"), cpl_check); }
void BM_JavaLarge(benchmark::State& state) { run(state, {large_java_plan(200)}, java_check); }

}  // namespace

BENCHMARK(BM_JavaCorpus);
BENCHMARK(BM_CplCorpus);
BENCHMARK(BM_JavaLarge);
BENCHMARK_MAIN();
