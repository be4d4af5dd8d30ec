#pragma once
// Names, types, literals and modifiers, used by every other grammar unit; defined in
// common_def.hpp, instantiated in common.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(name, ast::Text, "a name")
CONFORM_X3_RULE(identifier, ast::Identifier, "a name")
CONFORM_X3_RULE(qualified_name, ast::Text, "a name")
CONFORM_X3_RULE(type_ref, ast::TypeRef, "a type")
CONFORM_X3_RULE(class_type, ast::TypeRef, "a type")
CONFORM_X3_RULE(type_args, ast::List<ast::TypeRef>, "type arguments")
// Type arguments after their '<' where they must close: after a name where type_ref read
// the name alone.
CONFORM_X3_RULE_WITH(closed_type_args, x3::unused_type, "type arguments", x3kit::plain)
CONFORM_X3_RULE(string_lit, ast::StringLit, "a string")
CONFORM_X3_RULE(text_block, ast::TextBlock, "a text block")
CONFORM_X3_RULE(char_lit, ast::CharLit, "a character literal")
CONFORM_X3_RULE(number_lit, ast::NumberLit, "a number")
CONFORM_X3_RULE(read_modifiers, ast::List<ast::Modifier>, "modifiers")
// The same modifiers read by a look ahead: kept in the parse log for the `modifiers` of
// the branch that follows it, and not built twice.
CONFORM_X3_RULE_WITH(modifiers_look, x3::unused_type, "modifiers", x3kit::plain)

// A declaration's modifiers: read (read_modifiers) where the first byte after trivia may
// start one; elsewhere there are none, and one look says so. Most local variables and
// parameters start with a type's name.
struct modifiers_parser : x3::parser<modifiers_parser> {
  using attribute_type = ast::List<ast::Modifier>;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    return first == last || !may_start_modifier(static_cast<unsigned char>(*first)) ||
           read_modifiers.parse(first, last, ctx, rctx, attr);
  }
};
inline constexpr modifiers_parser modifiers{};

BOOST_SPIRIT_DECLARE(name_type, identifier_type, qualified_name_type, type_ref_type, class_type_type, type_args_type, closed_type_args_type,
                     string_lit_type, text_block_type, char_lit_type, number_lit_type, read_modifiers_type, modifiers_look_type)

}  // namespace conform::java::parser
