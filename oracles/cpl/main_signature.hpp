#pragma once
#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// D5: §2 writes the entry point literally, `function main() : Void`. CPL-MAIN-SIGNATURE
// judges main's parameters and its written return type against that form, as a whole;
// the rules about names and types (ARGUMENT-NAME-CASE, MISSING-TYPE, INVALID-TYPE) leave
// them alone, so `function main() : void` is one fault with one diagnostic. A missing
// return type is still CPL-MISSING-TYPE, as for every function: nothing is written there
// to compare with §2's form.
inline bool is_main(const ast::Function& f) { return f.name.name == "main"; }

// `Main` (or `MAIN`) in a plan without `main`: the entry point in other letter cases, one
// fault, which CPL-MISSING-MAIN reports and CPL-FUNCTION-NAME-CASE then leaves alone.
inline bool is_miscased_main(const ast::Plan& plan, const ast::Function& f) {
  const auto& n = f.name.name;
  if (n.size() != 4 || n == "main") return false;
  for (std::size_t i = 0; i < 4; ++i)
    if ((n[i] | 0x20) != "main"[i]) return false;
  for (const auto& g : plan.functions)
    if (is_main(g)) return false;
  return true;
}

}  // namespace conform::cpl
