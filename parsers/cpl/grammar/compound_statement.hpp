#pragma once
// The statements that hold blocks (if, for, try, while, do-while, switch); defined in
// compound_statement_def.hpp, instantiated in compound_statement.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/grammar/config.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(if_stmt, ast::If, "an if statement")
CONFORM_X3_RULE(for_stmt, ast::For, "a for statement")
CONFORM_X3_RULE(try_stmt, ast::Try, "a try statement")
CONFORM_X3_RULE(while_stmt, ast::While, "a while statement")
CONFORM_X3_RULE(do_while_stmt, ast::DoWhile, "a do-while statement")
CONFORM_X3_RULE(switch_stmt, ast::Switch, "a switch statement")

BOOST_SPIRIT_DECLARE(if_stmt_type, for_stmt_type, try_stmt_type, while_stmt_type, do_while_stmt_type,
                     switch_stmt_type)

}  // namespace conform::cpl::parser
