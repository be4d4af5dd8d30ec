#pragma once
#include <vector>

#include "parsers/core/x3/nest.hpp"
#include "parsers/rtfs/grammar/atom.hpp"
#include "parsers/rtfs/grammar/form.hpp"

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

// No two alternatives start with the same byte but a number and a symbol with '-' or
// '+', which the symbol refuses before a digit; the most common atoms come first.
auto const built_def = x3kit::nest_at<opens_bracket>[bracketed] |
                       symbol_lit[set_text<ast::Kind::symbol>{}] |
                       keyword_lit[set_text<ast::Kind::keyword>{}] |
                       string_lit[set_text<ast::Kind::string>{}] |
                       number_lit[set_text<ast::Kind::number>{}];
auto const form_def = built;

BOOST_SPIRIT_DEFINE(built, items, list_end, vector_end, map_end, form)

}  // namespace conform::rtfs::parser
