#pragma once
#include <algorithm>

#include "core/ascii.hpp"
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// D5: §2 writes the entry point literally, `function main() : Void`. CPL-MAIN-SIGNATURE
// judges main's parameters and its written return type against that form, as a whole;
// the rules about names and types (ARGUMENT-NAME-CASE, MISSING-TYPE, INVALID-TYPE) leave
// them alone, so `function main() : void` is one fault with one diagnostic. A missing
// return type is still CPL-MISSING-TYPE, as for every function: nothing is written there
// to compare with §2's form.
inline bool is_main(const ast::Function& f) { return f.name.name == "main"; }

// A main whose written return type departs from §2's `Void`: another name, type arguments
// or another language's suffix (`Void[]`, `Void?`, `Void | Int`).
inline bool main_returns_other_than_void(const ast::Function& f) {
  return is_main(f) && f.return_type &&
         (f.return_type->name != "Void" || !f.return_type->args.empty() || !f.return_type->foreign.empty());
}

// `Main` (or `MAIN`): the entry point in other letter cases. In a plan without `main` it
// is one fault, which CPL-MISSING-MAIN reports and CPL-FUNCTION-NAME-CASE leaves alone.
inline bool is_main_in_other_case(const ast::Function& f) {
  return !is_main(f) && equal_ignoring_ascii_case(f.name.name, "main");
}
inline bool has_main(const ast::Plan& plan) {
  return std::any_of(plan.functions.begin(), plan.functions.end(), [](const ast::Function& f) { return is_main(f); });
}

}  // namespace conform::cpl
