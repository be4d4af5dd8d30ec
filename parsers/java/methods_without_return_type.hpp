#pragma once
#include "parsers/java/ast.hpp"

namespace conform::java {

// `public main() { … }`, `private prepare() { … }`: a declaration written as a constructor
// under a name other than its class's is no constructor (JLS 8.8: javac says "invalid method
// declaration; return type required"). It is read as the method it was meant to be, with an
// empty return type where the type is missing, so that `main` and the calls of the helper
// find it; the missing type is its fault (JAVA-MAIN-SIGNATURE, JAVA-INVALID-TYPE).
void read_misnamed_constructors_as_methods(ast::Unit&);

}  // namespace conform::java
