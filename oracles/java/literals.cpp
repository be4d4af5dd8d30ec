#include "oracles/java/literals.hpp"

#include <cstdint>

namespace conform::java {

bool is_int_literal(std::string_view text) {
  if (text.empty()) return false;
  unsigned base = 10;
  std::size_t at = 0;
  if (text.size() > 1 && text[0] == '0') {
    if (text[1] == 'x' || text[1] == 'X') base = 16, at = 2;
    else if (text[1] == 'b' || text[1] == 'B') base = 2, at = 2;
    else base = 8, at = 1;
  }
  if (at >= text.size()) return false;
  std::uint64_t value = 0;
  for (; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '_') {  // between digits only
      if (at + 1 >= text.size()) return false;
      continue;
    }
    unsigned d;
    if (c >= '0' && c <= '9') d = static_cast<unsigned>(c - '0');
    else if (c >= 'a' && c <= 'f') d = static_cast<unsigned>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') d = static_cast<unsigned>(c - 'A' + 10);
    else return false;
    if (d >= base) return false;
    value = value * base + d;
    if (value > 0xFFFFFFFFull) return false;
  }
  // Decimal ints stop at 2^31 - 1 (2147483648 only after a minus, which the tree keeps
  // apart); hex, octal and binary may use all 32 bits.
  return base == 10 ? value <= 2147483647ull : true;
}

bool is_array_literal(const ast::NewArray& n) {
  const auto& t = n.type;
  return n.init && n.dims.size() == 1 && !n.dims[0].size && !t.args && t.dims.empty() &&
         (t.name == "String" || t.name == "Int" || t.name == "Bool");
}

}  // namespace conform::java
