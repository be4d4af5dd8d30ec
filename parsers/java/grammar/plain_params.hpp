#pragma once
// The commonest parameter list, `(Type name, Type name)` or `()`, read without the
// parameter rules: no modifiers, no varargs, no `[]` after a name, and types
// plain_type.hpp reads; into the Params `params` makes, at the same positions. It gives up,
// having read nothing, at trivia, at anything else, and within reach of the depth limit;
// the rules then read the list from its '(', as before.
#include <boost/spirit/home/x3.hpp>
#include <utility>

#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/plain_expression.hpp"
#include "parsers/java/grammar/plain_type.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

struct plain_params_parser : x3::parser<plain_params_parser> {
  using attribute_type = ast::List<ast::Param>;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr& attr) const {
    const auto& log = x3kit::log_in(ctx);
    // At the ')' of an empty list the rules open type_ref's level before they fail.
    if (log.depth + 4 > log.max_depth) return false;
    const char* at = first;
    if (!plain_blanks(at, last) || *at != '(') return false;
    ++at;
    if (!plain_blanks(at, last)) return false;
    ast::List<ast::Param> params;
    if (*at != ')') {
      for (;;) {
        ast::Param& param = params.emplace_back();
        const char* const start = at;
        if (!read_plain_declared(at, last, log, param.type, param.name)) return false;
        param.begin = log.offset(start);
        param.end = param.name.end;
        if (!plain_blanks(at, last)) return false;
        if (*at == ')') break;
        if (*at != ',') return false;
        ++at;
        if (!plain_blanks(at, last)) return false;
      }
    }
    attr = std::move(params);
    first = at + 1;
    return true;
  }
};
inline constexpr plain_params_parser plain_params{};

}  // namespace conform::java::parser
