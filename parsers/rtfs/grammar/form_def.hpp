#pragma once
#include <vector>

#include "parsers/core/x3/by_first_byte.hpp"
#include "parsers/core/x3/nest.hpp"
#include "parsers/rtfs/grammar/atom.hpp"
#include "parsers/rtfs/grammar/form.hpp"
#include "parsers/rtfs/grammar/tokens.hpp"

namespace conform::rtfs::parser {

using x3::lit;

constexpr bool opens_bracket(unsigned char c) { return c == '(' || c == '[' || c == '{'; }

// The node is built by semantic actions in `built` and positioned by the action-free
// `form` around it (parsers/core/x3/README.md).
CONFORM_X3_RULE_WITH(built, ast::Node, "a form", x3kit::plain)
CONFORM_X3_RULE_WITH(items, ast::List<ast::Node>, "forms", x3kit::plain)
CONFORM_X3_RULE_WITH(list_end, x3::unused_type, "a form or ')'", x3kit::plain)
CONFORM_X3_RULE_WITH(vector_end, x3::unused_type, "a form or ']'", x3kit::plain)
CONFORM_X3_RULE_WITH(map_end, x3::unused_type, "a form or '}'", x3kit::plain)

template <ast::Kind K>
struct set_items {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& node = x3::_val(ctx);
    node.kind = K;
    node.items = std::move(x3::_attr(ctx));
  }
};

template <ast::Kind K>
struct set_text {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& node = x3::_val(ctx);
    node.kind = K;
    node.text = std::move(x3::_attr(ctx));
  }
};

auto const list_end_def = lit(')');
auto const vector_end_def = lit(']');
auto const map_end_def = lit('}');
auto const items_def = *form;

auto const bracketed = ('(' > items > list_end)[set_items<ast::Kind::list>{}] |
                       ('[' > items > vector_end)[set_items<ast::Kind::vector>{}] |
                       ('{' > items > map_end)[set_items<ast::Kind::map>{}];

// A form's first byte says which it is: a bracket, ':' a keyword, '"' a string, a digit a
// number, '-' or '+' a symbol or, before a digit, a number (the symbol refuses there),
// any other symbol byte a symbol.
enum FormStart : std::size_t { bracketed_form, symbol_form, keyword_form, string_form, number_form, signed_form, no_form };
constexpr std::size_t form_start(unsigned char c) {
  if (opens_bracket(c)) return bracketed_form;
  if (c == ':') return keyword_form;
  if (c == '"') return string_form;
  if (x3kit::is_digit(c)) return number_form;
  if (c == '-' || c == '+') return signed_form;
  return is_symbol_start(c) ? symbol_form : no_form;
}

auto const symbol_node = symbol_lit[set_text<ast::Kind::symbol>{}];
auto const number_node = number_lit[set_text<ast::Kind::number>{}];
auto const built_def = x3kit::by_first_byte<form_start>(
    x3kit::nest_at<opens_bracket>[bracketed], symbol_node, keyword_lit[set_text<ast::Kind::keyword>{}],
    string_lit[set_text<ast::Kind::string>{}], number_node, symbol_node | number_node);
auto const form_def = built;

BOOST_SPIRIT_DEFINE(built, items, list_end, vector_end, map_end, form)

}  // namespace conform::rtfs::parser
