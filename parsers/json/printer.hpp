#pragma once
// Prints a JSON tree in a chosen layout. Generators build plans as trees and print them
// through here; the properties reprint parsed plans to show that layout and key order
// never change a verdict.
#include <cstdint>
#include <string>

#include "parsers/json/ast.hpp"

namespace conform::json {

struct PrintStyle {
  int indent = 2;               // spaces per level; 0 prints everything on one line
  bool tabs = false;            // indent with one tab per level instead of spaces
  bool space_after_colon = true;
  bool space_after_comma = false;  // one-line layout only
  bool escape_non_ascii = false;   // \uXXXX (surrogate pairs above U+FFFF) instead of UTF-8
  bool crlf = false;               // line breaks as \r\n
  bool trailing_newline = true;
};

// Numbers print as written; strings are escaped as JSON requires. Duplicate keys print
// as they are (the tree keeps them), so printing never hides a finding.
std::string print(const Value&, const PrintStyle& = {});

// A string literal with its quotes; append_quoted writes it at the end of `out`.
std::string quote(std::string_view text, bool escape_non_ascii = false);
void append_quoted(std::string& out, std::string_view text, bool escape_non_ascii = false);

}  // namespace conform::json
