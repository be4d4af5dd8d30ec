#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "parsers/cpl/ast.hpp"

namespace conform::cpl {

// Layout choices; none of them changes what the printed plan means.
struct PrintStyle {
  std::string indent = "    ";
  bool blank_line_between_functions = true;
  bool space_before_type_colon = false;  // `x : Int` rather than `x: Int`
  bool spaces_around_operators = true;
  bool one_line = false;                 // the whole plan on a single line
  // Every `comment_every`-th statement gets a `#` comment line before it (0: none).
  unsigned comment_every = 0;
  std::string comment_text = "step";
};

std::string print(const ast::Plan&, const PrintStyle& = {});
// The plan's functions with no `plan { }` around them: what a text without the block
// (ParseResult::plan_block_missing) is printed as.
std::string print_without_block(const ast::Plan&, const PrintStyle& = {});
std::string print(const ast::Function&, const PrintStyle& = {});
std::string print(const ast::Expr&);
std::string print(const ast::TypeRef&);
std::string quote_string(std::string_view value);

}  // namespace conform::cpl
