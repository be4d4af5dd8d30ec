#include "oracles/java/literals.hpp"

#include <cstdint>
#include <optional>

namespace conform::java {

using namespace std::string_view_literals;
namespace {

struct IntLiteral {
  std::uint64_t value = 0;
  bool decimal = true;
};

// The value of an integer literal's digits when it has at most 32 bits.
std::optional<IntLiteral> read_int_literal(std::string_view text) {
  if (text.empty()) return std::nullopt;
  unsigned base = 10;
  std::size_t at = 0;
  if (text.size() > 1 && text[0] == '0') {
    if (text[1] == 'x' || text[1] == 'X') base = 16, at = 2;
    else if (text[1] == 'b' || text[1] == 'B') base = 2, at = 2;
    else base = 8, at = 1;
  }
  if (at >= text.size()) return std::nullopt;
  std::uint64_t value = 0;
  for (; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '_') {  // between digits only: not last, nor right after 0x or 0b (0_7 is octal)
      if (at + 1 >= text.size() || (at == 2 && (base == 16 || base == 2))) return std::nullopt;
      continue;
    }
    unsigned d;
    if (c >= '0' && c <= '9') d = static_cast<unsigned>(c - '0');
    else if (c >= 'a' && c <= 'f') d = static_cast<unsigned>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') d = static_cast<unsigned>(c - 'A' + 10);
    else return std::nullopt;
    if (d >= base) return std::nullopt;
    value = value * base + d;
    if (value > 0xFFFFFFFFull) return std::nullopt;
  }
  return IntLiteral{value, base == 10};
}

}  // namespace

// Decimal ints stop at 2^31 - 1 (2^31 only right after a unary minus, which the tree
// keeps apart: is_negatable_int_limit); hex, octal and binary may use all 32 bits.
bool is_int_literal(std::string_view text) {
  const auto lit = read_int_literal(text);
  return lit && (!lit->decimal || lit->value <= 2147483647ull);
}

bool is_negatable_int_limit(std::string_view text) {
  const auto lit = read_int_literal(text);
  return lit && lit->decimal && lit->value == 2147483648ull;
}

bool is_array_literal(const ast::NewArray& n) {
  const auto& t = n.type;
  return n.init && n.dims.size() == 1 && !n.dims[0].size && !t.args && t.dims.empty() &&
         (t.name == "String"sv || t.name == "Int"sv || t.name == "Bool"sv);
}

}  // namespace conform::java
