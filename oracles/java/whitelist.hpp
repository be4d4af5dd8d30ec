#pragma once
#include <nlohmann/json_fwd.hpp>
#include <memory>
#include <string_view>
#include <vector>

#include "parsers/java/ast.hpp"

namespace conform::java {

// The syscalls an installation defines, with their signatures (seed 000 §4).
class Whitelist {
 public:
  // The default (docs/design.md, CONTRACTS.md), from spec/java/syscalls.json.
  static const Whitelist& builtin();
  // Reads the "java" section of a config document:
  // {"syscalls": ["ToolResult cloneRepo(String ref)", …]}. Throws std::runtime_error
  // naming the entry at fault.
  static Whitelist from_json(const nlohmann::json& section);

  const ast::Signature* find(std::string_view name) const;
  const std::vector<ast::Signature>& signatures() const { return signatures_; }
  // Whether this is (a copy of) builtin(): no run named its own.
  bool is_builtin() const { return builtin_; }

 private:
  std::vector<ast::Signature> signatures_;
  std::vector<std::shared_ptr<const x3kit::TextStore>> texts_;  // what the signatures' names view
  bool builtin_ = false;
};

}  // namespace conform::java
