// The main of every benchmark program: the heap policy of the conform command
// (core/heap_policy.hpp), then Google Benchmark as BENCHMARK_MAIN runs it. The baselines
// measured beside a validator (nlohmann's parse, the bare spawn and pipe loops) run in the
// same process under the same policy.
#include <benchmark/benchmark.h>

#include "core/heap_policy.hpp"

int main(int argc, char** argv) {
  conform::keep_freed_heap();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
