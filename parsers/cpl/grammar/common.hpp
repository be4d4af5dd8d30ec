#pragma once
// Names, types and string literals, used by every other grammar unit; defined in
// common_def.hpp, instantiated in common.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/grammar/config.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(name, ast::Text, "a name")
CONFORM_X3_RULE(identifier, ast::Identifier, "a name")
CONFORM_X3_RULE(type_ref, ast::TypeRef, "a type")
CONFORM_X3_RULE(string_lit, ast::StringLit, "a string")

BOOST_SPIRIT_DECLARE(name_type, identifier_type, type_ref_type, string_lit_type)

}  // namespace conform::cpl::parser
