#pragma once
// The JSON grammar's entry rule, skipper and parse log; grammar_def.hpp defines the rule
// and grammar.cpp instantiates it once, so no other file pays for compiling Spirit.
#include <boost/spirit/home/x3.hpp>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/parse_log.hpp"
#include "parsers/core/x3/rule.hpp"
#include "parsers/core/x3/skipper.hpp"
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

// Besides the toolkit's offsets and nesting budget: what the lenient grammar recovered
// from.
struct ParseLog : x3kit::ParseLogBase {
  static constexpr std::size_t max_logged = std::size_t{1} << 16;

  std::vector<RawFinding> findings;            // at most max_logged; may repeat after backtracking
  std::array<bool, finding_kind_count> seen{};  // every kind logged, even past max_logged
  bool truncated = false;
  const char* last_comment = nullptr;           // comments are re-skipped after backtracking
  std::optional<std::uint32_t> open_string;     // the string an unterminated-string error is about
  bool valid_utf8 = false;                      // the whole text is valid UTF-8: strings copy it unchecked

  void add(FindingKind kind, const char* at, const char* related = nullptr) {
    seen[static_cast<std::size_t>(kind)] = true;
    if (findings.size() >= max_logged) {
      truncated = true;
      return;
    }
    RawFinding f{kind, offset(at), std::nullopt};
    if (related) f.related = offset(related);
    findings.push_back(f);
  }
};

using x3kit::c_comment_end;

constexpr bool is_json_whitespace(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Skips runs of JSON whitespace (space, tab, line feed, carriage return) and the
// foreign comments, which it logs.
struct Skipper : x3kit::trivia_skipper<Skipper, ParseLog> {
  static constexpr auto may_start_trivia = x3kit::byte_set(" \t\n\r/");

  bool skip_trivia(const char*& first, const char* last) const {
    if (x3kit::skip_run<is_json_whitespace>(first, last)) return true;
    if (const char* end = c_comment_end(first, last)) {
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

CONFORM_X3_RULE(value, Value, "a JSON value")

BOOST_SPIRIT_DECLARE(value_type)

}  // namespace conform::json::parser

CONFORM_X3_INLINE_SKIP(conform::json::parser::Skipper)
