#include "parsers/json/ast.hpp"

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
    if (it->key.text == key) return &*it;
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
