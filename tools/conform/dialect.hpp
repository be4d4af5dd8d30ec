#pragma once
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/diagnostic.hpp"
#include "parsers/core/limits.hpp"
#include "parsers/core/source_text.hpp"

namespace conform {

// Everything the command line needs of one contract: its reference validator and
// its generators.
class Dialect {
 public:
  virtual ~Dialect() = default;
  virtual std::string_view id() const = 0;
  virtual std::string_view extension() const = 0;  // with the dot
  // Reads this dialect's section of a --config document, if there is one.
  // Throws std::runtime_error naming the problem.
  virtual void configure(const nlohmann::json& config) = 0;
  // What is configured now, in the shape of this dialect's --config section.
  virtual nlohmann::json effective_config() const = 0;
  virtual std::vector<Diagnostic> check(const SourceText&, const Limits&) const = 0;

  // Rules the generators can break on purpose, in catalog order.
  virtual std::vector<std::string> breakable_rules() const = 0;
  virtual std::string generate_valid(std::uint64_t seed) const = 0;
  // Throws std::invalid_argument if the rule is not breakable.
  virtual std::string generate_broken(std::string_view rule, std::uint64_t seed) const = 0;
  // Structurally smaller variants of a plan, for shrinking failures (may be empty).
  virtual std::vector<std::string> shrink_candidates(const std::string& text) const = 0;
};

// Every dialect id the harness knows, implemented or not (HARNESS.md).
const std::vector<std::string_view>& known_dialects();
// The implementation of a dialect, or nullptr if it is not implemented yet.
Dialect* find_dialect(std::string_view id);
std::vector<std::string_view> implemented_dialects();
// "cpl, stepplan, …", for messages.
std::string implemented_list();
// HARNESS.md's `--dialect auto`; empty when the text fits none.
std::string_view detect_dialect(std::string_view text);

}  // namespace conform
