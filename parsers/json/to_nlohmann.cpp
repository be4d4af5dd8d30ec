#include "parsers/json/to_nlohmann.hpp"

#include <charconv>

#include "parsers/json/parser.hpp"

namespace conform::json {

nlohmann::json to_nlohmann(const Value& v) {
  switch (v.kind) {
    case Value::Kind::null: return nullptr;
    case Value::Kind::boolean: return v.boolean;
    case Value::Kind::string: return v.string;
    case Value::Kind::number: {
      // As nlohmann's lexer: strtoull for non-negative integers, strtoll for negative
      // ones, strtod for everything else and for integers neither can hold.
      const std::string_view n = v.number;
      if (is_integer_text(n)) {
        const char* end = n.data() + n.size();
        if (n[0] == '-') {
          std::int64_t i = 0;
          auto [ptr, ec] = std::from_chars(n.data(), end, i);
          if (ec == std::errc() && ptr == end) return i;
        } else {
          std::uint64_t u = 0;
          auto [ptr, ec] = std::from_chars(n.data(), end, u);
          if (ec == std::errc() && ptr == end) return u;
        }
      }
      return *to_double(v);
    }
    case Value::Kind::array: {
      nlohmann::json out = nlohmann::json::array();
      for (const auto& e : v.elements) out.push_back(to_nlohmann(e));
      return out;
    }
    case Value::Kind::object: {
      nlohmann::json out = nlohmann::json::object();
      for (const auto& m : v.members) out[std::string(m.key.text)] = to_nlohmann(m.value);
      return out;
    }
  }
  return nullptr;
}

std::string_view to_string(Stricter s) {
  switch (s) {
    case Stricter::none: return "none";
    case Stricter::byte_order_mark: return "byte-order-mark";
    case Stricter::nul_after_value: return "nul-after-value";
    case Stricter::limit: return "limit";
  }
  return "none";
}

Stricter stricter_than_nlohmann(std::string_view text, const Limits& limits) {
  const ParseResult r = parse(text, limits);
  if (r.well_formed()) return Stricter::none;
  if (r.limit) return Stricter::limit;
  constexpr std::string_view bom = "\xEF\xBB\xBF";
  if (text.starts_with(bom)) {
    std::string_view rest = text.substr(bom.size());
    if (parse(rest, limits).well_formed() || stricter_than_nlohmann(rest, limits) != Stricter::none)
      return Stricter::byte_order_mark;
  }
  // nlohmann's lexer takes a NUL byte outside a string for the end of the input; a
  // NUL inside a string is a control character, so the first NUL ends what it reads.
  const std::size_t nul = text.find('\0');
  if (nul != std::string_view::npos && parse(text.substr(0, nul), limits).well_formed())
    return Stricter::nul_after_value;
  return Stricter::none;
}

}  // namespace conform::json
