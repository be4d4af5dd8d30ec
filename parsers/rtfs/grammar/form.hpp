#pragma once
// Any form: an atom, or a list, vector or map of forms. Defined in form_def.hpp,
// instantiated in form.cpp; every node it gives carries its byte range.
#include "parsers/core/x3/rule.hpp"
#include "parsers/rtfs/ast.hpp"
#include "parsers/rtfs/grammar/config.hpp"

namespace conform::rtfs::parser {

CONFORM_X3_RULE(form, ast::Node, "a form")

BOOST_SPIRIT_DECLARE(form_type)

}  // namespace conform::rtfs::parser
