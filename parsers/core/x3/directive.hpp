#pragma once
// What the toolkit's directives share. A pass-through directive is a parser around one
// subject whose attribute is the subject's (X3's is_pass_through_unary); a directive_gen
// makes one from any parser expression: `gen[p]`.
#include <boost/spirit/home/x3.hpp>

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <typename Subject, typename Derived>
struct pass_through_directive : x3::unary_parser<Subject, Derived> {
  static bool const is_pass_through_unary = true;
  static bool const handles_container = Subject::handles_container;

  constexpr pass_through_directive(Subject const& subject) : x3::unary_parser<Subject, Derived>(subject) {}
};

// gen[p]: Directive<p as a parser>. A directive with parameters besides its subject binds
// them in an alias template: `directive_gen<nest_at_byte<Opens>::template directive>`.
template <template <typename> class Directive>
struct directive_gen {
  template <typename Subject>
  constexpr Directive<typename x3::extension::as_parser<Subject>::value_type> operator[](
      Subject const& subject) const {
    return {x3::as_parser(subject)};
  }
};

}  // namespace conform::x3kit
