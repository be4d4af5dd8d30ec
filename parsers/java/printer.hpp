#pragma once
#include <string>

#include "parsers/java/ast.hpp"

namespace conform::java {

// Layout choices; none of them changes what the printed source means.
struct PrintStyle {
  std::string indent = "    ";
  bool blank_line_between_members = true;
  bool brace_on_own_line = false;  // Allman style
  bool one_line = false;           // the whole source on a single line
  // Every `comment_every`-th statement gets a comment before it (0: none): `// step`,
  // or `/* step */` on one line.
  unsigned comment_every = 0;
  std::string comment_text = "step";
  bool javadoc_before_methods = false;
};

std::string print(const ast::Unit&, const PrintStyle& = {});
std::string print(const ast::Expr&);
std::string print(const ast::TypeRef&);
std::string print(const ast::Statement&);

}  // namespace conform::java
