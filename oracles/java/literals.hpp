#pragma once
#include <string>
#include <string_view>

#include "parsers/java/ast.hpp"

namespace conform::java {

// An int literal as Java writes one (decimal, hex, octal, binary; underscores between
// digits) that fits in an int: what §5 calls a primitive int (decision D13).
bool is_int_literal(std::string_view text);
// What a number that is no Int literal is, for its message: "'1.5' is a floating-point
// literal, not an Int", a long literal, one beyond Int's range.
std::string why_not_int(std::string_view text);
// 2147483648 written in decimal: an int only right after a unary minus (JLS §3.10.1).
bool is_negatable_int_limit(std::string_view text);
// `new String[] {…}`, `new Int[] {…}`, `new Bool[] {…}`: the array initializers §5
// allows (decision D14).
bool is_array_literal(const ast::NewArray&);

}  // namespace conform::java
