#pragma once
// Rule IDs and their handlers. A rule's ID class says what happens around it: whether
// its node gets a byte range (annotate_offsets), whether a failure inside it is
// reported where it happened (verbatim). Declare rules with CONFORM_X3_RULE.
#include <boost/spirit/home/x3.hpp>
#include <type_traits>

#include "parsers/core/x3/located.hpp"
#include "parsers/core/x3/skipper.hpp"

namespace conform::x3kit {

// Fills begin/end of a node that derives from Located (other attributes are left alone).
struct annotate_offsets {
  template <typename It, typename Attr, typename Ctx>
  void on_success(It const& first, It const& last, Attr& node, Ctx const& ctx) const {
    if constexpr (std::is_base_of_v<Located, Attr>) {
      const auto& log = log_in(ctx);
      node.begin = log.offset(first);
      node.end = log.offset(last);
    }
  }
};

// For rules that read bytes as content (a string literal): an expectation that fails
// inside one is marked in the log, so that the error points at the failing byte rather
// than at the next token (blanks inside a string are not trivia).
struct verbatim {
  template <typename It, typename Failure, typename Ctx>
  x3::error_handler_result on_error(It&, It const&, Failure const&, Ctx const& ctx) const {
    log_in(ctx).failed_verbatim = true;
    return x3::error_handler_result::rethrow;
  }
};

// No handler: for rules whose attribute is a node that an enclosing rule positions.
struct plain {};

}  // namespace conform::x3kit

// Declares the rule `name` (type `name_type`, ID `name_class`) with attribute `attribute`;
// `label` is what an expectation failure says was expected ("expected <label>, found …").
// The ID class derives from the handler classes listed last.
#define CONFORM_X3_RULE_WITH(name, attribute, label, ...)                 \
  struct name##_class : __VA_ARGS__ {};                                   \
  using name##_type = ::boost::spirit::x3::rule<name##_class, attribute>; \
  inline constexpr name##_type name{label};

// A rule whose node, if Located, gets its byte range.
#define CONFORM_X3_RULE(name, attribute, label) \
  CONFORM_X3_RULE_WITH(name, attribute, label, ::conform::x3kit::annotate_offsets)
