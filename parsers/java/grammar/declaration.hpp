#pragma once
// Classes, their members, the compilation unit, and syscall signatures; defined in
// declaration_def.hpp, instantiated in declaration.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/array_notation.hpp"
#include "parsers/java/grammar/config.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(class_decl, ast::ClassDecl, "a class")
// Looked at before class_decl is tried: its modifiers (kept in the parse log for the
// branch that follows, class or method) and a class's keyword, as one level of nesting,
// as class_decl is.
CONFORM_X3_RULE_WITH(class_head, x3::unused_type, "a class", x3kit::plain)
CONFORM_X3_RULE(class_body, ast::ClassBody, "a class body")
CONFORM_X3_RULE(unit, ast::Unit, "a class")
// The package and imports a unit starts with, read on their own where the unit failed.
CONFORM_X3_RULE(unit_header, ast::Unit, "a class")
CONFORM_X3_RULE(signature, ast::Signature, "a syscall signature")
// A member of a class; also read on its own, where a method stands outside the class.
CONFORM_X3_RULE_WITH(method, ast::Method, "a method", moves_dims_into_type)

BOOST_SPIRIT_DECLARE(class_decl_type, class_head_type, class_body_type, unit_type, unit_header_type, signature_type, method_type)

}  // namespace conform::java::parser
