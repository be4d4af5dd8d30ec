#pragma once
// The commonest member, a method `[modifier words and @Names] Type name(Type name, …) {…}`
// or one that ends in ';' (`@Deferred private List<String> find(ToolResult repo);`), read
// without the member's rules up to its body: no annotation with a dotted name or
// arguments, no type parameters, no `[]` after the parameters, no throws clause; a return
// type plain_type.hpp reads (not `record`, which starts a record) and a parameter list
// plain_params.hpp reads. The body is read by `block`, where the rules read it. The node
// is the Method the rules make, at the same positions.
//
// It gives up, having read nothing, at trivia before the body, at anything else, and
// within reach of the depth limit (where a member's class head throws at its first byte);
// the rules then read the member from its start, as before.
#include <boost/spirit/home/x3.hpp>
#include <string_view>

#include "parsers/core/x3/name_or_call.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/plain_expression.hpp"
#include "parsers/java/grammar/plain_params.hpp"
#include "parsers/java/grammar/plain_type.hpp"
#include "parsers/java/grammar/statement.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

struct plain_method_parser : x3::parser<plain_method_parser> {
  using attribute_type = ast::Member;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    const auto& log = x3kit::log_in(ctx);
    if (log.depth + 4 > log.max_depth) return false;
    const char* at = first;
    if (!plain_blanks(at, last)) return false;
    if (!x3kit::fill_in_place<ast::Method>(attr,
                                           [&](ast::Method& method) { return read(at, last, ctx, rctx, log, method); }))
      return false;
    first = at;
    return true;
  }

 private:
  template <typename Ctx, typename RCtx>
  static bool read(const char*& at, const char* last, Ctx const& ctx, RCtx& rctx, const ParseLog& log,
                   ast::Method& method) {
    const char* const start = at;
    for (;;) {
      const char* const modifier_start = at;
      const bool annotation = *at == '@';
      if (annotation && !plain_blanks(++at, last)) return false;
      const std::string_view word = annotation ? plain_name_at(at, last) : plain_word_at(at, last);
      if (annotation && word.empty()) return false;
      if (!annotation && !modifier_words.contains(word)) {
        if (word == "record") return false;
        break;
      }
      ast::Modifier& modifier = method.modifiers.emplace_back();
      modifier.begin = log.offset(modifier_start);
      at += word.size();
      modifier.end = log.offset(at);
      modifier.annotation = annotation;
      modifier.name = word;
      // An annotation's dotted name or arguments are the rules'.
      if (!plain_blanks(at, last) || (annotation && (*at == '.' || *at == '('))) return false;
    }
    if (!read_plain_declared(at, last, log, method.return_type, method.name) ||
        !plain_params.parse(at, last, ctx, rctx, method.params) || !plain_blanks(at, last))
      return false;
    if (*at == ';') {
      ++at;
    } else {
      if (*at != '{') return false;
      method.body.emplace();
      if (!block.parse(at, last, ctx, rctx, *method.body)) return false;
    }
    method.begin = log.offset(start);
    method.end = log.offset(at);
    return true;
  }
};
inline constexpr plain_method_parser plain_method{};

}  // namespace conform::java::parser
