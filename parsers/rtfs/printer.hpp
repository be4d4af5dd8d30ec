#pragma once
#include <string>

#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs {

// How the printer lays a tree out. Every style reads back as the same tree.
struct PrintStyle {
  int indent = 2;          // spaces per nesting level
  int width = 72;          // a form that fits in the rest of the line stays on it
  bool one_line = false;   // everything on one line
  bool map_commas = false; // `{:a 1, :b 2}`: commas are whitespace (decision D16)
  bool final_newline = true;
};

// parse(print(node, style)) == node for every style.
std::string print(const ast::Node& node, const PrintStyle& style = {});

// A string literal: the value in quotes with `"`, `\`, newline, tab and CR escaped.
std::string quote(std::string_view value);

}  // namespace conform::rtfs
