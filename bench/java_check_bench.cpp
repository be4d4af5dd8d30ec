// Throughput of the Java reference validator (parse + every oracle, conform::java::check)
// beside the CPL front end's in the same run, so that the per-byte cost is a ratio:
//   JavaCorpus  every plan of corpus/java/valid, one after the other
//   CplCorpus   every plan of corpus/cpl/valid, likewise
//   JavaLarge   one generated-shape plan of 200 helpers (about 90 KiB)
//   JavaTiny    the smallest valid plan (53 bytes): what a plan costs whatever its size
//   Java/Check/Units/N  one plan of N helpers (10 … 10,000), O(N) fitted
//   Java/Check/Bytes/N  the fewest helpers with at least N bytes (1 KB … 4 MB), O(N) fitted
//   Java/Check/UndeclaredUses/N  main using a local whose block has ended N times (1,000 … 16,000), O(N) fitted
//   Java/Check/CallChain/N  one chain of N foreign calls and N field accesses (1,000 … 16,000), O(N) fitted
//   Java/Baseline/<row>/N  nlohmann::json's parse of as many bytes as Java/Check/<row>/N's plan
// bytes_per_second is the figure to compare.
#include <benchmark/benchmark.h>

#include <string>

#include "bench/workload.hpp"
#include "oracles/cpl/check.hpp"
#include "oracles/java/check.hpp"

namespace {

using namespace conform;

// Helpers of 7 statements each (declarations, for, assignment, try, return), each calling
// the next.
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

std::vector<Diagnostic> java_check(const SourceText& s, const Limits& l) {
  return java::check(s, java::Whitelist::builtin(), l);
}
std::vector<Diagnostic> cpl_check(const SourceText& s, const Limits& l) {
  return cpl::check(s, cpl::Whitelist::builtin(), l);
}

void BM_JavaCorpus(benchmark::State& state) {
  static const auto w = bench::make_workload(bench::corpus_plans("java"), java_check);
  bench::run_check(state, w, java_check);
}
void BM_CplCorpus(benchmark::State& state) {
  static const auto w = bench::make_workload(bench::corpus_plans("cpl"), cpl_check);
  bench::run_check(state, w, cpl_check);
}
void BM_JavaLarge(benchmark::State& state) {
  static const auto w = bench::make_workload({large_java_plan(200)}, java_check);
  bench::run_check(state, w, java_check);
}

void BM_JavaTiny(benchmark::State& state) {
  static const auto w = bench::make_workload({"public class Plan {\n    public void main() {\n    }\n}\n"}, java_check);
  bench::run_check(state, w, java_check);
}

// main, after a block whose local has ended, using that name in `uses` statements: each
// use is JAVA-UNDECLARED-VARIABLE, whose message says the local's block has ended.
std::string undeclared_uses_plan(int uses) {
  std::string t = "public class Plan {\n    public void main() {\n        if (true) {\n            String x = \"a\";\n        }\n";
  for (int i = 0; i < uses; ++i) t += "        take(x);\n";
  return t + "    }\n\n    private void take(String text) {\n    }\n}\n";
}

// One call chain of `links` calls and `links` fields on an undeclared name, a foreign call
// and a field access at each link.
std::string call_chain_plan(int links) {
  std::string t = "public class Plan {\n    public void main() {\n        String x = a";
  for (int i = 0; i < links; ++i) t += ".b().c";
  return t + ";\n    }\n}\n";
}

const bool scaling = (bench::register_scaling("Java/Check", large_java_plan, java_check), true);
const bool faults = (bench::register_faults("Java/Check/UndeclaredUses", undeclared_uses_plan, java_check,
                                            "JAVA-UNDECLARED-VARIABLE", {1000, 2000, 4000, 8000, 16000}),
                     bench::register_faults("Java/Check/CallChain", call_chain_plan, java_check, "JAVA-FOREIGN-CALL",
                                            {1000, 2000, 4000, 8000, 16000}),
                     true);

}  // namespace

BENCHMARK(BM_JavaCorpus);
BENCHMARK(BM_CplCorpus);
BENCHMARK(BM_JavaLarge);
BENCHMARK(BM_JavaTiny);
