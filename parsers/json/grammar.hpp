#pragma once
// Declarations of the JSON grammar's entry rule; grammar_def.hpp defines it and
// grammar.cpp instantiates it once, so no other file pays for compiling Spirit.
#include <boost/spirit/home/x3.hpp>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "parsers/json/ast.hpp"
#include "parsers/json/finding.hpp"

namespace conform::json::parser {

namespace x3 = boost::spirit::x3;
using iterator_type = const char*;

// A finding as the grammar logs it: the message is written later, from the text.
struct RawFinding {
  FindingKind kind = FindingKind::comment;
  std::uint32_t offset = 0;
  std::optional<std::uint32_t> related;
};

// Filled while parsing: where the text starts (for offsets), the nesting budget, and
// what the lenient grammar recovered from.
struct ParseLog {
  static constexpr std::size_t max_logged = std::size_t{1} << 16;

  const char* base = nullptr;
  std::size_t max_depth = 128;
  std::size_t depth = 0;
  std::vector<RawFinding> findings;            // at most max_logged; may repeat after backtracking
  std::array<bool, finding_kind_count> seen{};  // every kind logged, even past max_logged
  bool truncated = false;
  const char* last_comment = nullptr;           // comments are re-skipped after backtracking
  std::optional<std::uint32_t> open_string;     // the string an unterminated-string error is about

  void add(FindingKind kind, const char* at, const char* related = nullptr) {
    seen[static_cast<std::size_t>(kind)] = true;
    if (findings.size() >= max_logged) {
      truncated = true;
      return;
    }
    RawFinding f{kind, static_cast<std::uint32_t>(at - base), std::nullopt};
    if (related) f.related = static_cast<std::uint32_t>(related - base);
    findings.push_back(f);
  }
};

// Thrown when arrays and objects nest deeper than ParseLog::max_depth, before the
// recursion that would follow. check_limits() normally stops such a text first; this
// is the guarantee for texts whose strings it cannot delimit (raw newlines, 'quotes').
struct NestingTooDeep {
  const char* where = nullptr;
};

// The end of a comment starting at `first` (`//` up to the line break, `/* … */`
// included, or `last` when unterminated); nullptr when no comment starts there.
inline const char* comment_end(const char* first, const char* last) {
  if (last - first < 2 || first[0] != '/' || (first[1] != '/' && first[1] != '*')) return nullptr;
  const char* it = first + 2;
  if (first[1] == '/') {
    while (it != last && *it != '\n') ++it;
    return it;
  }
  for (; last - it >= 2; ++it)
    if (it[0] == '*' && it[1] == '/') return it + 2;
  return last;
}

constexpr bool is_json_whitespace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Skips JSON whitespace (space, tab, line feed, carriage return) and the foreign
// comments, which it logs.
struct Skipper : x3::parser<Skipper> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  ParseLog* log = nullptr;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const&, RCtx&, Attr&) const {
    if (first == last) return false;
    if (is_json_whitespace(*first)) {
      ++first;
      return true;
    }
    if (const char* end = comment_end(first, last)) {
      if (log->last_comment == nullptr || log->last_comment < first) {
        log->add(FindingKind::comment, first);
        log->last_comment = first;
      }
      first = end;
      return true;
    }
    return false;
  }
};

using context_type = x3::phrase_parse_context<Skipper>::type;

struct value_class;
using value_type = x3::rule<value_class, Value>;

BOOST_SPIRIT_DECLARE(value_type)

value_type const& value();

}  // namespace conform::json::parser
