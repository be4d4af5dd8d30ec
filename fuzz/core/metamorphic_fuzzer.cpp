// A dialect's generators and oracles against each other, with the seeds libFuzzer
// chooses (compiled once per registered dialect with CONFORM_FUZZ_DIALECT set to its id,
// fuzz/CMakeLists.txt). The input is read as: bytes 0-7 the generation seed, bytes 8-9 the
// rule to break, bytes 10-17 the layout seed (missing bytes are zero). Aborts, saying
// which, when
//  - the valid plan of that seed draws any diagnostic;
//  - the plan broken in rule R draws an error other than R, or not R (a warning rule's
//    breaker: an error, or not the warning R);
//  - the valid plan that breaker started from (generate_base) draws an error: applying
//    breaker R to a valid plan must change the verdict by exactly R among errors;
//  - the valid plan in another layout draws a diagnostic not about the layout.
// The same checks as tests/dialects/generation_test.cpp's properties, with coverage
// guiding the seeds instead of RapidCheck drawing them.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <stdexcept>
#include <string>

#include "core/rule_catalog.hpp"
#include "dialects/core/registry.hpp"
#include "fuzz/core/invariants.hpp"

namespace {

using conform::Diagnostic;
using conform::Severity;

std::uint64_t read_le(const std::uint8_t* data, std::size_t size, std::size_t from, std::size_t count) {
  std::uint64_t value = 0;
  for (std::size_t i = 0; i < count && from + i < size; ++i) value |= std::uint64_t{data[from + i]} << (8 * i);
  return value;
}

std::vector<Diagnostic> check(const conform::dialects::Configured& dialect, const std::string& text) {
  return dialect.check(conform::SourceText("generated" + std::string(dialect.extension()), text), conform::Limits{});
}

std::set<std::string> rules_of(const std::vector<Diagnostic>& diagnostics, Severity severity) {
  std::set<std::string> out;
  for (const auto& d : diagnostics)
    if (d.severity == severity) out.insert(d.rule);
  return out;
}

bool about_layout(const Diagnostic& d) {
  const auto* rule = conform::RuleCatalog::builtin().find(d.rule);
  return rule && rule->about_layout;
}

[[noreturn]] void fail(const char* what, const std::string& rule, std::uint64_t seed, const std::string& text,
                       const std::vector<Diagnostic>& diagnostics) {
  std::fprintf(stderr, "%s_metamorphic_fuzzer: %s (rule %s, seed %llu)\n--- plan ---\n%s\n--- diagnostics ---\n",
               CONFORM_FUZZ_DIALECT, what, rule.c_str(), static_cast<unsigned long long>(seed), conform::fuzz::shown(text).c_str());
  for (const auto& d : diagnostics) std::fprintf(stderr, "%s at %zu: %s\n", d.rule.c_str(), d.offset, d.message.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto dialect = conform::dialects::find(CONFORM_FUZZ_DIALECT)->builtin();
  static const auto rules = dialect->breakable_rules();
  const auto seed = read_le(data, size, 0, 8);
  const auto& rule = rules.at(read_le(data, size, 8, 2) % rules.size());
  const auto layout_seed = read_le(data, size, 10, 8);

  const std::string valid = dialect->generate_valid(seed);
  if (const auto found = check(*dialect, valid); !found.empty()) fail("a valid plan draws a diagnostic", "-", seed, valid, found);
  if (const auto relaid = dialect->relaid(valid, layout_seed)) {
    for (const auto& d : check(*dialect, *relaid))
      if (!about_layout(d)) fail("a valid plan in another layout draws a diagnostic", d.rule, layout_seed, *relaid, {d});
  }

  std::string broken;
  try {
    broken = dialect->generate_broken(rule, seed);
  } catch (const std::invalid_argument&) {
    return 0;  // the breaker needs settings the built-in ones lack
  }
  const auto found = check(*dialect, broken);
  const auto* entry = conform::RuleCatalog::builtin().find(rule);
  if (entry && entry->severity == Severity::warning) {
    if (!rules_of(found, Severity::error).empty() || !rules_of(found, Severity::warning).count(rule))
      fail("a plan broken in a warning rule draws an error or not the warning", rule, seed, broken, found);
  } else if (rules_of(found, Severity::error) != std::set<std::string>{rule}) {
    fail("a broken plan draws other errors than its rule, or not its rule", rule, seed, broken, found);
  }
  if (const auto base = dialect->generate_base(rule, seed)) {
    const auto base_found = check(*dialect, *base);
    if (!rules_of(base_found, Severity::error).empty())
      fail("the valid plan a breaker started from draws an error", rule, seed, *base, base_found);
  }
  return 0;
}
