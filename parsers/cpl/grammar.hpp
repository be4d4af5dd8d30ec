#pragma once
// Declarations of the CPL grammar's entry rules; grammar_def.hpp defines them and
// grammar.cpp instantiates them once, so no other file pays for compiling Spirit.
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <vector>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl::parser {

namespace x3 = boost::spirit::x3;
using iterator_type = const char*;

// Filled while parsing: the source's first byte (for offsets), the comments that CPL
// does not have, and markdown fence lines (```), which no CPL token starts with.
struct ParseLog {
  const char* base = nullptr;
  std::vector<std::uint32_t> foreign_comments;  // may repeat after backtracking
  std::vector<std::uint32_t> fences;            // likewise
};

// Skips whitespace and comments: `#`, and the foreign `//` and `/* */` and ``` fence
// lines, which it logs.
struct Skipper : x3::parser<Skipper> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  ParseLog* log = nullptr;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const&, RCtx&, Attr&) const {
    if (first == last) return false;
    char c = *first;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      ++first;
      return true;
    }
    if (c == '#') {
      while (first != last && *first != '\n') ++first;
      return true;
    }
    if (c == '`' && last - first >= 3 && first[1] == '`' && first[2] == '`' && at_line_start(first)) {
      log->fences.push_back(static_cast<std::uint32_t>(first - log->base));
      while (first != last && *first != '\n') ++first;
      return true;
    }
    if (c == '/' && last - first >= 2 && (first[1] == '/' || first[1] == '*')) {
      log->foreign_comments.push_back(static_cast<std::uint32_t>(first - log->base));
      if (first[1] == '/') {
        while (first != last && *first != '\n') ++first;
      } else {
        first += 2;
        while (first != last && !(*first == '*' && last - first >= 2 && first[1] == '/')) ++first;
        first = (first == last) ? last : first + 2;
      }
      return true;
    }
    return false;
  }

 private:
  template <typename It>
  bool at_line_start(It at) const {
    while (at != log->base && (at[-1] == ' ' || at[-1] == '\t')) --at;
    return at == log->base || at[-1] == '\n';
  }
};

using context_type = x3::phrase_parse_context<Skipper>::type;

struct plan_class;
struct signature_class;
using plan_type = x3::rule<plan_class, ast::Plan>;
using signature_type = x3::rule<signature_class, ast::Signature>;

BOOST_SPIRIT_DECLARE(plan_type, signature_type)

plan_type const& plan();
signature_type const& signature();

}  // namespace conform::cpl::parser
