#pragma once
#include <nlohmann/json_fwd.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "oracles/cpl/types.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// The syscalls an installation defines, with their signatures (seed 002 §7).
class Whitelist {
 public:
  // The default (docs/design.md), from spec/cpl/syscalls.json.
  static const Whitelist& builtin();
  // Reads the "cpl" section of a config document: {"syscalls": ["name(p: T) : R", …]}.
  // Throws std::runtime_error naming the entry at fault.
  static Whitelist from_json(const nlohmann::json& section);

  const ast::Signature* find(std::string_view name) const;
  const std::vector<ast::Signature>& signatures() const { return signatures_; }
  // The types of one of signatures(), resolved once.
  const Callable& callable(const ast::Signature& s) const {
    return callables_[static_cast<std::size_t>(&s - signatures_.data())];
  }

 private:
  std::vector<ast::Signature> signatures_;
  std::vector<Callable> callables_;  // one per signature, in order
  std::vector<std::shared_ptr<const x3kit::TextStore>> texts_;  // what the signatures' names view
};

}  // namespace conform::cpl
