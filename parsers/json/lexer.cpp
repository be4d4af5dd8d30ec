#include "parsers/json/lexer.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

#include "core/byte_scan.hpp"
#include "core/utf8.hpp"

namespace conform::json::parser {
namespace {

using failure = x3::expectation_failure<const char*>;

// A hex digit's value, or 0xFF for any other byte.
constexpr auto hex_values = [] {
  std::array<unsigned char, 256> values{};
  values.fill(0xFF);
  for (int c = 0; c < 10; ++c) values['0' + c] = static_cast<unsigned char>(c);
  for (int c = 0; c < 6; ++c) values['a' + c] = values['A' + c] = static_cast<unsigned char>(10 + c);
  return values;
}();

// The four hex digits at `at`, if there are four.
std::optional<char32_t> hex4(const char* at, const char* last) {
  if (last - at < 4) return std::nullopt;
  char32_t v = 0;
  unsigned seen = 0;
  for (int i = 0; i < 4; ++i) {
    const unsigned digit = hex_values[static_cast<unsigned char>(at[i])];
    seen |= digit;
    v = (v << 4) | digit;
  }
  if (seen > 0xF) return std::nullopt;
  return v;
}

// One escape sequence; `it` is at the backslash and is not the last byte.
void lex_escape(const char*& it, const char* last, char quote, ParseLog& log, Text& out) {
  const char* at = it;
  ++it;
  char e = *it;
  switch (e) {
    case '"': out += '"'; ++it; return;
    case '\\': out += '\\'; ++it; return;
    case '/': out += '/'; ++it; return;
    case 'b': out += '\b'; ++it; return;
    case 'f': out += '\f'; ++it; return;
    case 'n': out += '\n'; ++it; return;
    case 'r': out += '\r'; ++it; return;
    case 't': out += '\t'; ++it; return;
    case 'u': {
      auto cp = hex4(it + 1, last);
      if (!cp) {
        log.add(FindingKind::invalid_escape, at);
        out += 'u';
        ++it;
        return;
      }
      it += 5;
      if (*cp >= 0xD800 && *cp <= 0xDBFF) {
        if (last - it >= 6 && it[0] == '\\' && it[1] == 'u') {
          auto low = hex4(it + 2, last);
          if (low && *low >= 0xDC00 && *low <= 0xDFFF) {
            utf8::append(out, 0x10000 + ((*cp - 0xD800) << 10) + (*low - 0xDC00));
            it += 6;
            return;
          }
        }
        log.add(FindingKind::lone_surrogate, at);
        out += utf8::replacement_character;
        return;
      }
      if (*cp >= 0xDC00 && *cp <= 0xDFFF) {
        log.add(FindingKind::lone_surrogate, at);
        out += utf8::replacement_character;
        return;
      }
      utf8::append(out, *cp);
      return;
    }
    default: {
      if (!(e == '\'' && quote == '\'')) log.add(FindingKind::invalid_escape, at);
      // The escaped character stands for itself (as in JavaScript): `\'` is `'`.
      auto step = utf8::decode(std::string_view(it, static_cast<std::size_t>(last - it)), 0);
      if (step.error == utf8::Error::none) out.append(it, step.length);
      else out += utf8::replacement_character;
      it += step.length;
      return;
    }
  }
}

// Whether the magnitude of a decimal text that strtod could not hold is large (an
// overflow) rather than small (an underflow): the sign of its decimal exponent.
bool magnitude_is_large(std::string_view text) {
  std::size_t i = 0;
  if (i < text.size() && text[i] == '-') ++i;
  long long first_digit = -1, integer_digits = 0, position = 0;
  bool in_fraction = false;
  for (; i < text.size() && text[i] != 'e' && text[i] != 'E'; ++i) {
    if (text[i] == '.') {
      in_fraction = true;
      continue;
    }
    if (!in_fraction) ++integer_digits;
    if (first_digit < 0 && text[i] != '0') first_digit = position;
    ++position;
  }
  if (first_digit < 0) return false;  // zero
  long long exponent = 0;
  if (i < text.size()) {
    ++i;
    bool negative = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    for (; i < text.size(); ++i) {
      exponent = exponent * 10 + (text[i] - '0');
      if (exponent > 1'000'000'000) break;  // saturates; the sign is what matters
    }
    if (negative) exponent = -exponent;
  }
  return integer_digits - 1 - first_digit + exponent > 0;
}

// Decoding shrinks escapes, so the bytes up to the next quote byte hold most strings
// that have one: the string is allocated once rather than grown through its escapes.
void reserve_to_quote(Text& out, const char* from, const char* last, char quote) {
  const auto* end = static_cast<const char*>(std::memchr(from, quote, static_cast<std::size_t>(last - from)));
  out.reserve(static_cast<std::size_t>((end ? end : last) - from));
}

}  // namespace

bool lex_string(const char*& first, const char* last, ParseLog& log, Text& out) {
  if (first == last || (*first != '"' && *first != '\'')) return false;
  const char quote = *first;
  const char* begin = first;
  if (quote == '\'') log.add(FindingKind::single_quoted_string, begin);
  // Bytes above 0x7F need decoding only when the whole-text scan found invalid UTF-8.
  const bool check_utf8 = !log.valid_utf8;
  using B = byte_scan::Blocks;
  const auto stops = [quote, check_utf8](B::Block b) {
    return B::equal(b, static_cast<unsigned char>(quote)) | B::equal(b, '\\') | B::below(b, 0x20) |
           (check_utf8 ? B::non_ascii(b) : 0);
  };
  const char* it = first + 1;
  const char* run = it;  // bytes since the last escape or invalid sequence: they are copied as they are
  for (;;) {
    it = byte_scan::skip_unmarked(it, last, stops);
    while (it != last && *it != quote && *it != '\\' && static_cast<unsigned char>(*it) >= 0x20 &&
           (static_cast<unsigned char>(*it) < 0x80 || !check_utf8))
      ++it;
    if (it == last || (*it == '\\' && last - it < 2)) {
      log.open_string = static_cast<std::uint32_t>(begin - log.base);
      log.failed_verbatim = true;
      throw failure(last, quote == '"' ? "'\"' to end the string" : "\"'\" to end the string");
    }
    const unsigned char c = static_cast<unsigned char>(*it);
    if (c == static_cast<unsigned char>(quote)) {
      out.append(run, it);
      first = it + 1;
      return true;
    }
    if (c == '\\') {
      if (out.empty()) reserve_to_quote(out, run, last, quote);
      out.append(run, it);
      do lex_escape(it, last, quote, log, out);
      while (last - it >= 2 && *it == '\\');
      run = it;
    } else if (c < 0x20) {
      // A CR LF is one line break, one finding, as LF alone is.
      log.add(FindingKind::control_character, it);
      it += c == '\r' && last - it >= 2 && it[1] == '\n' ? 2 : 1;
    } else {
      // Invalid UTF-8 is reported by the whole-text scan; here it only decodes as U+FFFD.
      auto step = utf8::decode(std::string_view(it, static_cast<std::size_t>(last - it)), 0);
      if (step.error != utf8::Error::none) {
        out.append(run, it);
        out += utf8::replacement_character;
        run = it + step.length;
      }
      it += step.length;
    }
  }
}

bool lex_number(const char*& first, const char* last, ParseLog& log, std::string& out) {
  const char* it = first;
  const auto digit_at = [&](const char* p) { return p != last && is_digit(static_cast<unsigned char>(*p)); };
  if (it != last && *it == '-') ++it;
  if (!digit_at(it)) {
    if (it == first) return false;
    if (it != last && *it == 'I') return false;  // -Infinity, a literal
    log.failed_verbatim = true;  // nothing is skipped inside a number
    throw failure(it, "a digit after '-'");
  }
  bool integer = true;
  if (*it == '0') {
    ++it;
    if (digit_at(it)) {
      log.add(FindingKind::leading_zero, first);
      while (digit_at(it)) ++it;
    }
  } else {
    while (digit_at(it)) ++it;
  }
  if (it != last && *it == '.') {
    ++it;
    integer = false;
    if (!digit_at(it)) {
      log.failed_verbatim = true;
      throw failure(it, "a digit after the decimal point");
    }
    while (digit_at(it)) ++it;
  }
  if (it != last && (*it == 'e' || *it == 'E')) {
    ++it;
    integer = false;
    if (it != last && (*it == '+' || *it == '-')) ++it;
    if (!digit_at(it)) {
      log.failed_verbatim = true;
      throw failure(it, "a digit in the exponent");
    }
    while (digit_at(it)) ++it;
  }
  out.assign(first, it);

  if (integer) {
    std::int64_t v = 0;
    auto [ptr, ec] = std::from_chars(out.data(), out.data() + out.size(), v);
    if (ec == std::errc::result_out_of_range)
      log.add(magnitude_is_large(out) && std::isinf(decimal_to_double(out)) ? FindingKind::number_overflow
                                                                             : FindingKind::integer_out_of_range,
              first);
  } else if (magnitude_is_large(out) && std::isinf(decimal_to_double(out))) {
    log.add(FindingKind::number_overflow, first);
  }
  first = it;
  return true;
}

bool lex_literal(const char*& first, const char* last, ParseLog& log, Literal& out) {
  const char* it = first;
  bool negative = it != last && *it == '-';
  if (negative) ++it;
  const char* word = it;
  while (it != last && is_word_char(static_cast<unsigned char>(*it))) ++it;
  std::string_view w(word, static_cast<std::size_t>(it - word));
  if (negative) {
    if (w != "Infinity") return false;
    out = Literal::negative_infinity;
  } else if (w == "null") {
    out = Literal::null;
  } else if (w == "true") {
    out = Literal::true_;
  } else if (w == "false") {
    out = Literal::false_;
  } else if (w == "NaN") {
    out = Literal::nan;
  } else if (w == "Infinity") {
    out = Literal::infinity;
  } else {
    return false;
  }
  if (out == Literal::nan || out == Literal::infinity || out == Literal::negative_infinity)
    log.add(FindingKind::non_finite_literal, first);
  first = it;
  return true;
}

bool lex_unquoted_key(const char*& first, const char* last, ParseLog& log, Text& out) {
  if (first == last || !is_word_start(static_cast<unsigned char>(*first))) return false;
  const char* it = first;
  while (it != last && is_word_char(static_cast<unsigned char>(*it))) ++it;
  log.add(FindingKind::unquoted_key, first);
  out.assign(first, it);
  first = it;
  return true;
}

}  // namespace conform::json::parser
