#include "oracles/java/literals.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace conform::java {

using namespace std::string_view_literals;
namespace {

struct IntLiteral {
  std::uint64_t value = 0;
  bool decimal = true;
  bool over_32_bits = false;  // then `value` is not kept
};

// An integer literal as Java spells one (JLS 3.10.1), whatever its size; its value when it
// has at most 32 bits.
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
    if (value <= 0xFFFFFFFFull) value = value * base + d;
  }
  return IntLiteral{value, base == 10, value > 0xFFFFFFFFull};
}

}  // namespace

// Decimal ints stop at 2^31 - 1 (2^31 only right after a unary minus, which the tree
// keeps apart: is_negatable_int_limit); hex, octal and binary may use all 32 bits.
bool is_int_literal(std::string_view text) {
  const auto lit = read_int_literal(text);
  return lit && !lit->over_32_bits && (!lit->decimal || lit->value <= 2147483647ull);
}

namespace {

bool is_decimal_digit(char c) { return c >= '0' && c <= '9'; }

// Digits with underscores only between them (JLS 3.10.1).
bool digit_run(std::string_view s, bool (*digit)(char)) {
  if (s.empty() || !digit(s.front()) || !digit(s.back())) return false;
  return std::all_of(s.begin(), s.end(), [digit](char c) { return c == '_' || digit(c); });
}

// A decimal floating-point literal as Java spells one (JLS 3.10.2): `1.5`, `.5`, `1e3`,
// `2f`, `1.5e-3D`.
bool decimal_float_syntax(std::string_view t) {
  bool suffixed = false;
  if (!t.empty() && (t.back() == 'f' || t.back() == 'F' || t.back() == 'd' || t.back() == 'D')) {
    t.remove_suffix(1);
    suffixed = true;
  }
  const std::size_t e = t.find_first_of("eE");
  std::string_view mantissa = t.substr(0, e);
  if (e != std::string_view::npos) {
    std::string_view exponent = t.substr(e + 1);
    if (!exponent.empty() && (exponent.front() == '+' || exponent.front() == '-')) exponent.remove_prefix(1);
    if (!digit_run(exponent, is_decimal_digit)) return false;
  }
  const std::size_t dot = mantissa.find('.');
  if (dot == std::string_view::npos)
    return (suffixed || e != std::string_view::npos) && digit_run(mantissa, is_decimal_digit);
  const std::string_view whole = mantissa.substr(0, dot), fraction = mantissa.substr(dot + 1);
  if (whole.empty() && fraction.empty()) return false;
  return (whole.empty() || digit_run(whole, is_decimal_digit)) && (fraction.empty() || digit_run(fraction, is_decimal_digit));
}

}  // namespace

std::string why_not_int(std::string_view text) {
  const std::string quoted = "'" + std::string(text) + "'";
  if (!text.empty() && (text.back() == 'l' || text.back() == 'L') && read_int_literal(text.substr(0, text.size() - 1)))
    return quoted + " is a long literal, not an Int";
  const bool hex = text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  if (decimal_float_syntax(text) || (hex && text.find_first_of("pP") != std::string_view::npos))
    return quoted + " is a floating-point literal, not an Int";
  if (const auto lit = read_int_literal(text))
    return quoted + (lit->decimal ? " is beyond Int's range (at most 2147483647)" : " is beyond Int's 32 bits");
  return quoted + " is not an Int literal";
}

bool is_negatable_int_limit(std::string_view text) {
  const auto lit = read_int_literal(text);
  return lit && !lit->over_32_bits && lit->decimal && lit->value == 2147483648ull;
}

bool is_array_literal(const ast::NewArray& n) {
  const auto& t = n.type;
  return n.init && n.dims.size() == 1 && !n.dims[0].size && !t.args && t.dims.empty() &&
         (t.name == "String"sv || t.name == "Int"sv || t.name == "Bool"sv);
}

}  // namespace conform::java
