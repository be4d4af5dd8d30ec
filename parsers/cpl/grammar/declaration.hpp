#pragma once
// The entry rules: a plan, a function (one written outside the plan), and a syscall
// signature of a whitelist; defined in
// declaration_def.hpp, instantiated in declaration.cpp.
#include "parsers/core/x3/rule.hpp"
#include "parsers/cpl/ast.hpp"
#include "parsers/cpl/grammar/config.hpp"

namespace conform::cpl::parser {

CONFORM_X3_RULE(plan, ast::Plan, "a plan")
CONFORM_X3_RULE(function, ast::Function, "a function")
CONFORM_X3_RULE(signature, ast::Signature, "a syscall signature")

BOOST_SPIRIT_DECLARE(plan_type, function_type, signature_type)

}  // namespace conform::cpl::parser
