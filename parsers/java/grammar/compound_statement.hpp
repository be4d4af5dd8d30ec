#pragma once
// The statements that hold other statements; defined in compound_statement_def.hpp,
// instantiated in compound_statement.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/array_notation.hpp"
#include "parsers/java/grammar/config.hpp"

namespace conform::java::parser {

CONFORM_X3_RULE(if_stmt, ast::If, "an if statement")
CONFORM_X3_RULE_WITH(for_each_stmt, ast::ForEach, "a for statement", moves_dims_into_type)
CONFORM_X3_RULE(classic_for_stmt, ast::ClassicFor, "a for statement")
CONFORM_X3_RULE(while_stmt, ast::While, "a while statement")
CONFORM_X3_RULE(do_while_stmt, ast::DoWhile, "a do-while statement")
CONFORM_X3_RULE(switch_stmt, ast::Switch, "a switch statement")
CONFORM_X3_RULE(try_stmt, ast::Try, "a try statement")
CONFORM_X3_RULE(synchronized_stmt, ast::Synchronized, "a synchronized block")

BOOST_SPIRIT_DECLARE(if_stmt_type, for_each_stmt_type, classic_for_stmt_type, while_stmt_type, do_while_stmt_type,
                     switch_stmt_type, try_stmt_type, synchronized_stmt_type)

}  // namespace conform::java::parser
