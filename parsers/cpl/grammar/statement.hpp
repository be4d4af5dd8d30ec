#pragma once
// The block rule (`{ statement* }`), one statement (read alone for code outside the plan
// block) and the statements of a switch case; defined in statement_def.hpp, instantiated
// in statement.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/grammar/config.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(block, ast::Block, "a block '{ … }'")
CONFORM_X3_RULE(case_body, ast::Block, "statements")
CONFORM_X3_RULE(statement, ast::Statement, "a statement")

BOOST_SPIRIT_DECLARE(block_type, case_body_type, statement_type)

}  // namespace conform::cpl::parser
