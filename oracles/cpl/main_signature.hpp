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

}  // namespace conform::cpl
