#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs::ast {

std::string_view to_string(Kind k) {
  switch (k) {
    case Kind::symbol: return "a symbol";
    case Kind::keyword: return "a keyword";
    case Kind::number: return "a number";
    case Kind::string: return "a string";
    case Kind::list: return "a list";
    case Kind::vector: return "a vector";
    case Kind::map: return "a map";
  }
  return "a form";
}

}  // namespace conform::rtfs::ast
