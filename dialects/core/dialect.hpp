#pragma once
// A dialect is one contract as the generic code sees it: a stateless descriptor, and
// configure(), which returns the dialect with its settings as a value. Nothing global
// changes when a dialect is configured.
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/limits.hpp"
#include "core/rule_catalog.hpp"
#include "core/source_text.hpp"

namespace conform::dialects {

// A command-line option of a dialect (`--expect-steps N`): the generic commands offer
// it and store its value, a whole number of at least 1, under `config_key` in the
// dialect's configuration section.
struct Option {
  std::string_view name;
  std::string_view help;
  std::string_view config_key;
};

struct Descriptor {
  std::string_view id;
  std::string_view extension;  // with the dot
  // For --dialect auto: the key names only this contract uses (JSON contracts), and a
  // test for the text's unmistakable start (`plan {`, `(plan`); either may be empty.
  std::vector<std::string_view> key_markers;
  bool (*signature)(std::string_view text) = nullptr;
  std::vector<Option> options;
};

class Dialect;

// A dialect with its settings: the reference validator and the generators.
class Configured {
 public:
  virtual ~Configured() = default;
  virtual const Dialect& dialect() const = 0;
  std::string_view id() const;
  std::string_view extension() const;

  virtual std::vector<Diagnostic> check(const SourceText&, const Limits&) const = 0;
  // The settings in force, in the shape of the dialect's --config section.
  virtual nlohmann::json settings() const = 0;

  // Rules the generators can break on purpose, in catalog order.
  virtual std::vector<std::string> breakable_rules() const = 0;
  virtual std::string generate_valid(std::uint64_t seed) const = 0;
  // Throws std::invalid_argument if the rule is not breakable.
  virtual std::string generate_broken(std::string_view rule, std::uint64_t seed) const = 0;
  // The valid plan generate_broken(rule, seed) was made from (docs/run.md, "Inconclusive");
  // nullopt when its breaker starts from no plan the reference accepts.
  virtual std::optional<std::string> generate_base(std::string_view rule, std::uint64_t seed) const = 0;
  // Structurally smaller variants of a plan, for shrinking failures (may be empty).
  virtual std::vector<std::string> shrink_candidates(const std::string& text) const = 0;
  // The same plan in another layout (and key order, where order carries no meaning),
  // chosen by the seed; nullopt when the printer cannot reproduce the text's tree. Its
  // verdict differs at most in the rules the catalog marks "about_layout".
  virtual std::optional<std::string> relaid(const std::string& text, std::uint64_t seed) const = 0;
  // One text per plan: two outputs that are the same plan (whitespace, layout and, where
  // order carries no meaning, key order aside) give the same text; nullopt when the text
  // does not parse. For telling whether a planner's samples agree.
  virtual std::optional<std::string> canonical(const std::string& text) const = 0;
};

class Dialect {
 public:
  virtual ~Dialect() = default;
  virtual const Descriptor& descriptor() const = 0;
  std::string_view id() const { return descriptor().id; }
  std::string_view extension() const { return descriptor().extension; }
  // The dialect's rules, in catalog order.
  std::vector<const Rule*> rules() const { return RuleCatalog::builtin().for_dialect(id()); }

  // `section` is the dialect's section of a --config document, nullptr when there is
  // none (the built-in settings). Throws std::runtime_error naming what is wrong in it.
  virtual std::shared_ptr<const Configured> configure(const nlohmann::json* section) const = 0;
  std::shared_ptr<const Configured> builtin() const;
};

inline std::string_view Configured::id() const { return dialect().id(); }
inline std::string_view Configured::extension() const { return dialect().extension(); }

}  // namespace conform::dialects
