#pragma once
// A step's form, wherever it stands: its name and that it has an expression; and how
// messages name what is written in a place.
#include <cstddef>
#include <string>

#include "oracles/core/pass_findings.hpp"
#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs {

// What a value is, in a message: nil and the booleans are values, not symbols (D15).
std::string what_is(const ast::Node& value);
// What is written in a place, in a message: a form by its head, `(do …)`; else what_is.
std::string written(const ast::Node& value);

// Where a step's expressions start: after its name (decision D22). An atom in the name's
// place is the name, quoted or not; bare symbols after an unquoted symbol, while an
// expression remains after them, are further words of that name: (step Greet User (call …)).
std::size_t first_expression(const ast::Node& step);

// Reports a step's name that is no quoted string (RTFS-STEP-NAME-NOT-STRING) and a step
// without an expression (RTFS-STEP-WITHOUT-EXPRESSION); returns where its expressions start.
std::size_t check_step_form(const ast::Node& step, PassFindings& out);

}  // namespace conform::rtfs
