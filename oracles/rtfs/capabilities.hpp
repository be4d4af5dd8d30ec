#pragma once
// The capabilities an installation offers, with their signatures (seed 001 "Available
// Capabilities"). The default is spec/rtfs/capabilities.json; `--config` replaces it with
// {"rtfs": {"capabilities": [...]}} in the same shape.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/rtfs/types.hpp"

namespace conform::rtfs {

// One argument of a signature: a value of a type, a map with known keys, or (as the
// only argument of a form) keyword/value pairs with known keys.
struct Shape {
  enum class Kind { value, map, keywords } kind = Kind::value;
  Type type = Type::unknown;  // value: unknown means any value
  std::vector<std::pair<std::string, Type>> keys;  // map, keywords: the allowed keys
  std::vector<std::string> required;

  const Type* key(std::string_view name) const;
};

// Whether an argument list is keyword/value pairs (`:url "…" :method "GET"`), a form's
// only Shape then.
inline bool is_keyword_form(const std::vector<Shape>& form) {
  return form.size() == 1 && form[0].kind == Shape::Kind::keywords;
}

struct Capability {
  std::string id;  // without the ':'
  std::string signature;
  bool quoted_id = false;  // `(call "id" …)` is accepted too (decision D1)
  std::vector<std::vector<Shape>> forms;  // each an argument list the capability accepts
  Type returns = Type::unknown;
  // The keys and value types of the map it returns, where its entry documents them
  // (`"returns": {"map": {…}}`, http-fetch's `{:status 200 :body "..." :headers {...}}`):
  // such a result passed where a map of known keys is wanted is judged by them (decision D12).
  std::optional<Shape> result_keys;

  // The keys of its keyword form, if it has one.
  const Shape* keyword_form() const {
    for (const auto& form : forms)
      if (is_keyword_form(form)) return &form[0];
    return nullptr;
  }
};

class Capabilities {
 public:
  static const Capabilities& builtin();
  // The "rtfs" section of a config document; throws std::runtime_error naming the
  // entry at fault.
  static Capabilities from_json(const nlohmann::json& section);

  const Capability* find(std::string_view id) const;
  const std::vector<Capability>& all() const { return capabilities_; }
  const nlohmann::json& section() const { return section_; }

 private:
  std::vector<Capability> capabilities_;
  nlohmann::json section_;
};

}  // namespace conform::rtfs
