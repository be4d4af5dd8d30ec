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
// them in an alias template (with_values below).
template <template <typename> class Directive>
struct directive_gen {
  template <typename Subject>
  constexpr Directive<typename x3::extension::as_parser<Subject>::value_type> operator[](
      Subject const& subject) const {
    return {x3::as_parser(subject)};
  }
};

// Directive<Subject, Values...> with the values bound, as directive_gen takes it.
template <template <typename, auto...> class Directive, auto... Values>
struct with_values {
  template <typename Subject>
  using directive = Directive<Subject, Values...>;
};

// gen[p] for a directive whose parameters after its subject are values:
//   template <auto Slot> inline constexpr valued_directive<kept_directive, Slot> kept{};
template <template <typename, auto...> class Directive, auto... Values>
using valued_directive = directive_gen<with_values<Directive, Values...>::template directive>;

}  // namespace conform::x3kit
