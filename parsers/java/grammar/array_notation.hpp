#pragma once
// C's array notation, which Java keeps: `[]` after a variable's name (`String names[]`)
// or after a method's parameters (`String helper()[]`). The declarations that may write
// it read the brackets into `dims_after_name` and, once parsed, move them into the type,
// so that every node holds its variable's whole type (ast.hpp, Declarator).
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/rule.hpp"
#include "parsers/java/ast.hpp"

namespace conform::java::parser {

namespace x3 = boost::spirit::x3;

// `*('[' >> ']')`, counted.
struct dims_after_name_parser : x3::parser<dims_after_name_parser> {
  using attribute_type = ast::BracketPairs;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, ast::BracketPairs& pairs) const {
    pairs = 0;
    for (;;) {
      It at = first;
      x3::skip_over(at, last, ctx);
      if (at == last || *at != '[') return true;
      x3::skip_over(++at, last, ctx);
      if (at == last || *at != ']') return true;
      first = ++at;
      ++pairs;
    }
  }
};
inline constexpr dims_after_name_parser dims_after_name{};

inline void move_dims_into_type(ast::TypeRef& type, ast::BracketPairs& pairs) {
  if (pairs == 0) return;
  type.dims.append(pairs, '[');
  pairs = 0;
}
inline void move_dims_into_type(ast::Param& p) { move_dims_into_type(p.type, p.dims_after_name); }
inline void move_dims_into_type(ast::ForEach& f) { move_dims_into_type(f.type, f.dims_after_name); }
inline void move_dims_into_type(ast::Field& f) { move_dims_into_type(f.type, f.dims_after_name); }
inline void move_dims_into_type(ast::Method& m) { move_dims_into_type(m.return_type, m.dims_after_name); }
// `String a, b[]`: b is a String[], a String; `String a[], b` the other way round.
inline void move_dims_into_type(ast::LocalVar& v) {
  for (ast::Declarator& d : v.more) {
    if (d.dims_after_name != v.dims_after_name) {
      ast::TypeRef& own = d.own_type.emplace_back(v.type);
      own.begin = d.name.begin;
      own.end = d.name.end;
      move_dims_into_type(own, d.dims_after_name);
    }
    d.dims_after_name = 0;  // as deep as the first variable: its type is theirs
  }
  move_dims_into_type(v.type, v.dims_after_name);
}

// The handler of those declarations' rules: positions the node, then moves its brackets.
struct moves_dims_into_type : x3kit::annotate_offsets {
  template <typename It, typename Attr, typename Ctx>
  void on_success(It const& first, It const& last, Attr& node, Ctx const& ctx) const {
    annotate_offsets::on_success(first, last, node, ctx);
    move_dims_into_type(node);
  }
};

}  // namespace conform::java::parser
