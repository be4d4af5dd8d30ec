#include "parsers/json/ast.hpp"

#include <algorithm>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <locale.h>
#include <ostream>

namespace conform::json {

std::ostream& operator<<(std::ostream& out, const NumberText& n) { return out << n.view(); }

bool operator==(const Value& a, const Value& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
    case Value::Kind::null: return true;
    case Value::Kind::boolean: return a.boolean == b.boolean;
    case Value::Kind::number: return a.number == b.number;
    case Value::Kind::string: return a.string == b.string;
    case Value::Kind::array: return a.elements == b.elements;
    case Value::Kind::object: return a.members == b.members;
  }
  return false;
}

const Member* Value::find_member(std::string_view key) const {
  if (kind != Kind::object) return nullptr;
  for (auto it = members.rbegin(); it != members.rend(); ++it)
    if (it->key.readable && it->key.text == key) return &*it;
  return nullptr;
}

const Value* Value::find(std::string_view key) const {
  const Member* m = find_member(key);
  return m ? &m->value : nullptr;
}

std::string_view to_string(Value::Kind kind) {
  switch (kind) {
    case Value::Kind::null: return "null";
    case Value::Kind::boolean: return "boolean";
    case Value::Kind::number: return "number";
    case Value::Kind::string: return "string";
    case Value::Kind::array: return "array";
    case Value::Kind::object: return "object";
  }
  return "value";
}

bool is_integer_text(std::string_view number) {
  std::size_t i = !number.empty() && number[0] == '-' ? 1 : 0;
  if (i == number.size()) return false;
  for (; i < number.size(); ++i)
    if (number[i] < '0' || number[i] > '9') return false;
  return true;
}

bool has_integral_value(std::string_view number) {
  std::size_t i = !number.empty() && number[0] == '-' ? 1 : 0;
  std::string_view digits_before, digits_after;
  const std::size_t int_begin = i;
  while (i < number.size() && number[i] >= '0' && number[i] <= '9') ++i;
  digits_before = number.substr(int_begin, i - int_begin);
  if (i < number.size() && number[i] == '.') {
    const std::size_t frac_begin = ++i;
    while (i < number.size() && number[i] >= '0' && number[i] <= '9') ++i;
    digits_after = number.substr(frac_begin, i - frac_begin);
  }
  if (digits_before.empty()) return false;
  // Where the decimal point stands once the exponent has moved it, counted in digits
  // from the first one; saturated far beyond any digit count a text can have.
  constexpr std::int64_t far = std::int64_t{1} << 40;
  std::int64_t point = static_cast<std::int64_t>(digits_before.size());
  if (i < number.size() && (number[i] == 'e' || number[i] == 'E')) {
    ++i;
    const bool negative = i < number.size() && number[i] == '-';
    if (i < number.size() && (number[i] == '-' || number[i] == '+')) ++i;
    if (i == number.size()) return false;
    std::int64_t exponent = 0;
    for (; i < number.size(); ++i) {
      if (number[i] < '0' || number[i] > '9') return false;
      exponent = std::min(far, exponent * 10 + (number[i] - '0'));
    }
    point += negative ? -exponent : exponent;
  }
  if (i != number.size()) return false;
  // Whole when every digit after the point is a zero.
  const auto all_digits = static_cast<std::int64_t>(digits_before.size() + digits_after.size());
  for (std::int64_t d = std::max<std::int64_t>(point, 0); d < all_digits; ++d) {
    const auto k = static_cast<std::size_t>(d);
    const char c = k < digits_before.size() ? digits_before[k] : digits_after[k - digits_before.size()];
    if (c != '0') return false;
  }
  return true;
}

std::optional<std::int64_t> to_int64(const Value& v) {
  if (v.kind != Value::Kind::number || !is_integer_text(v.number)) return std::nullopt;
  std::int64_t out = 0;
  auto [ptr, ec] = std::from_chars(v.number.data(), v.number.data() + v.number.size(), out);
  if (ec != std::errc() || ptr != v.number.data() + v.number.size()) return std::nullopt;
  return out;
}

double decimal_to_double(std::string_view number_text) {
  static const locale_t c_locale = newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(nullptr));
  std::string buffer(number_text);
  return strtod_l(buffer.c_str(), nullptr, c_locale);
}

std::optional<double> to_double(const Value& v) {
  if (v.kind != Value::Kind::number) return std::nullopt;
  if (v.number == "NaN") return std::numeric_limits<double>::quiet_NaN();
  if (v.number == "Infinity") return std::numeric_limits<double>::infinity();
  if (v.number == "-Infinity") return -std::numeric_limits<double>::infinity();
  return decimal_to_double(v.number);
}

}  // namespace conform::json
