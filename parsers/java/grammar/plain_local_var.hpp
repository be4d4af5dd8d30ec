#pragma once
// The commonest declaration, `Type name = value;` or `Type name;`, read without the
// declaration's rules: no modifiers, one variable, and a type plain_type.hpp reads
// (`String`, `List<String>`, `Map<String, List<Int>>`, `String[]`). The value is
// read by `expr`, where the rules read it. The node is the one the rules make, at the
// same positions: a LocalVar with its TypeRefs and Identifier.
//
// Before the value it gives up, having read nothing, at trivia (the skipper's), at
// anything else (modifiers, a dotted or wildcard type, `[]` after the name, a second
// variable, a reserved or modifier word), and within reach of the depth limit; after the
// value, where no ';' ends the statement. The rules then read the statement from its
// start, as before.
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/name_or_call.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/expression.hpp"
#include "parsers/java/grammar/plain_expression.hpp"
#include "parsers/java/grammar/plain_type.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

struct plain_local_var_parser : x3::parser<plain_local_var_parser> {
  using attribute_type = ast::Statement;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    const char* at = first;
    if (!x3kit::fill_in_place<ast::LocalVar>(attr,
                                             [&](ast::LocalVar& local) { return read(at, last, ctx, rctx, local); }))
      return false;
    first = at;
    return true;
  }

 private:
  template <typename Ctx, typename RCtx>
  static bool read(const char*& at, const char* last, Ctx const& ctx, RCtx& rctx, ast::LocalVar& local) {
    const auto& log = x3kit::log_in(ctx);
    const char* const start = at;
    if (!read_plain_declared(at, last, log, local.type, local.name) || !plain_blanks(at, last)) return false;
    if (*at == '=') {
      if (last - at < 2 || at[1] == '=') return false;
      ++at;
      local.init.emplace();
      if (!expr.parse(at, last, ctx, rctx, *local.init)) return false;
      x3::skip_over(at, last, ctx);
      if (at == last) return false;
    }
    if (*at != ';') return false;
    ++at;
    local.begin = log.offset(start);
    local.end = log.offset(at);
    return true;
  }
};
inline constexpr plain_local_var_parser plain_local_var{};

}  // namespace conform::java::parser
