#pragma once
// into<Node>[p]: p, whose attribute is declared to be Node (an enclosing variant, a
// statement or an expression). X3 builds an alternative's attribute before it tries the
// alternative; with into<Node> that attribute is the enclosing Node itself, passed by
// reference, so p's own node (a rule's attribute) is built only when p is reached:
// after the look ahead that guards it, not at every try. guarded<Node>(starts, p) is that
// pair: p, tried only where `starts` matches.
//   guarded<ast::Statement>(keyword("let"), let_stmt) | …
#include <boost/spirit/home/x3.hpp>

#include "parsers/core/x3/bytes.hpp"
#include "parsers/core/x3/directive.hpp"
#include "parsers/core/x3/starts_at.hpp"

namespace conform::x3kit {

namespace x3 = boost::spirit::x3;

template <typename Node, typename Subject>
struct into_directive : x3::unary_parser<Subject, into_directive<Node, Subject>> {
  using base_type = x3::unary_parser<Subject, into_directive<Node, Subject>>;
  using attribute_type = Node;
  static bool const has_attribute = true;
  static bool const handles_container = false;

  constexpr into_directive(Subject const& subject) : base_type(subject) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    return this->subject.parse(first, last, ctx, rctx, attr);
  }
};

template <typename Node>
struct into_node {
  template <typename Subject>
  using directive = into_directive<Node, Subject>;
};

template <typename Node>
inline constexpr directive_gen<into_node<Node>::template directive> into{};

template <typename Node, typename Starts, typename Form>
constexpr auto guarded(Starts const& starts, Form const& form) {
  return &x3::as_parser(starts) >> into<Node>[form];
}

// after_keyword<Node, Keyword, "let">(p): p guarded by Keyword("let"), as a branch of a
// first_byte_choice: tried only where the word's first byte stands.
template <typename Node, typename Keyword, byte_chars Word, typename Form>
constexpr auto after_keyword(Form const& form) {
  return starts_at<is_byte<Word.text[0]>>[guarded<Node>(Keyword(Word.view()), form)];
}

}  // namespace conform::x3kit
