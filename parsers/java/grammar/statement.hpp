#pragma once
// Blocks and statements; defined in statement_def.hpp (the statements without blocks)
// and compound_statement_def.hpp (those with), instantiated in their .cpp files.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/array_notation.hpp"
#include "parsers/java/grammar/config.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(block, ast::Block, "a block")
CONFORM_X3_RULE(statement, ast::Statement, "a statement")
// A local variable declaration or an expression (assignment included) without its ';',
// for `for (init; …; update)`.
CONFORM_X3_RULE(simple_statement, ast::Statement, "a statement")
// `T name` or `T name = value` without its ';': also a try-with-resources resource.
CONFORM_X3_RULE_WITH(local_var_head, ast::LocalVar, "a variable declaration", moves_dims_into_type)

// An expression, or an assignment as an expression: an assignment's value and what a
// parenthesis or a condition holds (`if ((a = f()) != null)`).
CONFORM_X3_RULE(assigned, ast::Expr, "an expression")

BOOST_SPIRIT_DECLARE(block_type, statement_type, simple_statement_type, local_var_head_type, assigned_type)

}  // namespace conform::java::parser
