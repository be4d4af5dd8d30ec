#pragma once
#include <vector>

#include "parsers/core/x3/first_byte_choice.hpp"
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

using x3kit::is_byte;
using x3kit::starts_at;

auto const bracketed =
    x3kit::first_byte_choice(starts_at<is_byte<'('>>[('(' > items > list_end)[set_items<ast::Kind::list>{}]],
                             starts_at<is_byte<'['>>[('[' > items > vector_end)[set_items<ast::Kind::vector>{}]],
                             starts_at<is_byte<'{'>>[('{' > items > map_end)[set_items<ast::Kind::map>{}]]);

// A form's first byte says which branch may read it: a bracket, a symbol byte (a symbol,
// but `-5` and `+5` are none), ':' a keyword, '"' a string, a digit or '-' a number.
constexpr bool may_start_number(unsigned char c) { return x3kit::is_digit(c) || c == '-'; }
auto const built_def = x3kit::first_byte_choice(
    starts_at<opens_bracket>[x3kit::nest_at<opens_bracket>[bracketed]],
    starts_at<is_symbol_start>[symbol_lit[set_text<ast::Kind::symbol>{}]],
    starts_at<is_byte<':'>>[keyword_lit[set_text<ast::Kind::keyword>{}]],
    starts_at<is_byte<'"'>>[string_lit[set_text<ast::Kind::string>{}]],
    starts_at<may_start_number>[number_lit[set_text<ast::Kind::number>{}]]);
auto const form_def = built;

BOOST_SPIRIT_DEFINE(built, items, list_end, vector_end, map_end, form)

}  // namespace conform::rtfs::parser
