#pragma once
// What the validator benchmarks share: the plans they check (a dialect's valid corpus, or
// generated plans), the loop that checks them, and the scaling rows (one plan grown to N
// units or to N bytes, with Google Benchmark's fitted complexity).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/source_text.hpp"

namespace conform::bench {

using Check = std::function<std::vector<Diagnostic>(const SourceText&, const Limits&)>;
// A plan of `units` units (functions, helpers, steps…): valid, but for register_faults.
using Grow = std::function<std::string(int units)>;

std::string read_file(const std::filesystem::path& path);

// The plans of corpus/<dialect>/valid, in name order, without their sidecars.
std::vector<std::string> corpus_plans(const std::string& dialect);

struct Workload {
  std::vector<std::string> plans;
  std::size_t bytes = 0;
  std::string problem;  // set when the workload is unusable: the benchmark reports it
};

// Only valid plans: the benchmarks measure the path every accepted plan takes.
Workload make_workload(std::vector<std::string> plans, const Check& check);

// Bytes and plans processed, and the plans' count and mean size as counters.
void report(benchmark::State& state, const Workload& w);

// Checks every plan of the workload once per iteration.
void run_check(benchmark::State& state, const Workload& w, const Check& check);

// Registers the row `name`: one check of a plan grown to each of `units`, the size limit
// raised to fit it, with an O(N) fit; and beside it
// its baseline, baseline_name(name): nlohmann::json's parse (and drop) of a JSON document
// of as many bytes as each of the row's plans, a reader that builds a tree of the text and
// judges nothing. Past the cache every tree costs more per byte; the baseline tells how
// much of a row's bend that is.
void register_units(const std::string& name, Grow grow, Check check, const std::vector<std::int64_t>& units);

// Registers the row `name` as register_units does, over plans that break `rule` once per
// unit or more: the path a rejected plan takes, which a check that reports each fault in
// time growing with their number bends.
void register_faults(const std::string& name, Grow grow, Check check, const std::string& rule,
                     const std::vector<std::int64_t>& units);

// "<Dialect>/Check/<row>" -> "<Dialect>/Baseline/<row>".
std::string baseline_name(const std::string& name);

// A JSON document of objects like a plan's steps, of at least `bytes` bytes (and less
// than one object more).
std::string json_document_of(std::size_t bytes);

// Registers <prefix>/Units (10 … 10,000 units) and <prefix>/Bytes (the fewest units with
// 1 KB, 100 KB, 1 MB, 4 MB), each as register_units does, with its baseline: flat
// throughput across a row means no quadratic pass.
void register_scaling(const std::string& prefix, Grow grow, Check check);

}  // namespace conform::bench
