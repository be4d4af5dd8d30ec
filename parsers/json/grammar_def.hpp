#pragma once
// The JSON grammar (RFC 8259 §2–§7), lenient where a contract checker wants a tree and
// a precise finding instead of a bare syntax error: trailing commas, comments, single
// quotes, unquoted keys, NaN/Infinity, leading zeros. Tokens are lexed by the byte
// predicates of lexer.hpp, never by Spirit's `standard` character classes (which
// assert on bytes above 0x7F). Named rules are what an expectation failure reports as
// "expected …".
#include <boost/spirit/home/x3.hpp>
#include <string_view>
#include <type_traits>
#include <unordered_map>

#include "parsers/core/x3/nest.hpp"
#include "parsers/core/x3/rule.hpp"
#include "parsers/core/x3/skipper.hpp"
#include "parsers/json/ast.hpp"
#include "parsers/json/ast_adapted.hpp"
#include "parsers/json/grammar.hpp"
#include "parsers/json/lexer.hpp"

namespace conform::json::parser {

using x3kit::log_in;

// ---- primitives ----------------------------------------------------------------

// A token lexed by one of lexer.hpp's functions, after the skipper.
template <typename Attribute, bool (*Lex)(const char*&, const char*, ParseLog&, Attribute&)>
struct token : x3::parser<token<Attribute, Lex>> {
  using attribute_type = Attribute;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    Attribute value{};
    if (!Lex(first, last, log_in(ctx), value)) return false;
    x3::traits::move_to(std::move(value), attr);
    return true;
  }
};

// A ',' directly before the closing bracket (comments and whitespace between): logged
// and consumed, so that the bracket closes the container as if it were not there.
template <char Close>
struct trailing_comma : x3::parser<trailing_comma<Close>> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx&, Attr&) const {
    x3::skip_over(first, last, ctx);
    if (first == last || *first != ',') return false;
    const char* it = first + 1;
    for (;;) {
      while (it != last && is_json_whitespace(*it)) ++it;
      const char* end = c_comment_end(it, last);
      if (!end) break;
      it = end;
    }
    if (it == last || *it != Close) return false;
    log_in(ctx).add(FindingKind::trailing_comma, first, it);
    ++first;
    return true;
  }
};

constexpr bool opens_container(unsigned char c) { return c == '[' || c == '{'; }

// ---- semantic actions ----------------------------------------------------------

// Logs every key that repeats an earlier one of the same object, pointing at the first.
inline void report_duplicate_keys(const List<Member>& members, ParseLog& log) {
  if (members.size() < 2) return;
  if (members.size() <= 16) {
    for (std::size_t i = 1; i < members.size(); ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (members[i].key.text == members[j].key.text) {
          log.add(FindingKind::duplicate_key, log.base + members[i].key.begin, log.base + members[j].key.begin);
          break;
        }
    return;
  }
  std::unordered_map<std::string_view, std::uint32_t> first_seen;
  first_seen.reserve(members.size());
  for (const auto& m : members) {
    auto [it, inserted] = first_seen.emplace(m.key.text, m.key.begin);
    if (!inserted) log.add(FindingKind::duplicate_key, log.base + m.key.begin, log.base + it->second);
  }
}

// Both lists move into the pool where they fit (x3kit::fit_into_pool): an object reserves
// room for 8 members (1,152 bytes, beyond the pool's blocks) and most use a few; at 10,000
// steps the tree was 23 of 36 MB room, and slower per step.
struct make_object {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& members = x3::_attr(ctx);
    report_duplicate_keys(members, log_in(ctx));
    Value& v = x3::_val(ctx);
    v.kind = Value::Kind::object;
    x3kit::fit_into_pool(members);
    v.members = std::move(members);
  }
};
struct make_array {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    Value& v = x3::_val(ctx);
    v.kind = Value::Kind::array;
    x3kit::fit_into_pool(x3::_attr(ctx));
    v.elements = std::move(x3::_attr(ctx));
  }
};
struct make_string {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    Value& v = x3::_val(ctx);
    v.kind = Value::Kind::string;
    v.string = std::move(x3::_attr(ctx));
  }
};
struct make_number {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    Value& v = x3::_val(ctx);
    v.kind = Value::Kind::number;
    v.number = NumberText(std::move(x3::_attr(ctx)));
  }
};
struct make_literal {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    Value& v = x3::_val(ctx);
    switch (x3::_attr(ctx)) {
      case Literal::null: v.kind = Value::Kind::null; break;
      case Literal::true_: v.kind = Value::Kind::boolean; v.boolean = true; break;
      case Literal::false_: v.kind = Value::Kind::boolean; v.boolean = false; break;
      case Literal::nan: v.kind = Value::Kind::number; v.number = NumberText("NaN"); break;
      case Literal::infinity: v.kind = Value::Kind::number; v.number = NumberText("Infinity"); break;
      case Literal::negative_infinity: v.kind = Value::Kind::number; v.number = NumberText("-Infinity"); break;
    }
  }
};
struct make_key {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    x3::_val(ctx).text = std::move(x3::_attr(ctx));
  }
};

// ---- rules ---------------------------------------------------------------------

// Rules whose attribute is Located get their byte range; the others are plain.
CONFORM_X3_RULE(key, Key, "a string key")
CONFORM_X3_RULE(colon, x3::unused_type, "':' after the key")
CONFORM_X3_RULE(member, Member, "a string key")
CONFORM_X3_RULE(object_close, x3::unused_type, "',' or '}' after an object member")
CONFORM_X3_RULE(members, List<Member>, "a string key or '}'")
CONFORM_X3_RULE(object, List<Member>, "an object")
CONFORM_X3_RULE(array_close, x3::unused_type, "',' or ']' after an array element")
CONFORM_X3_RULE(elements, List<Value>, "a JSON value or ']'")
CONFORM_X3_RULE(array, List<Value>, "an array")

// `, member` and `, value`: their attribute is the Member or Value itself, so they must
// not annotate (the range would include the comma).
CONFORM_X3_RULE_WITH(next_member, Member, "a string key", x3kit::plain)
CONFORM_X3_RULE_WITH(next_element, Value, "a JSON value", x3kit::plain)

// A rule whose right-hand side has semantic actions parses without passing its
// attribute down, and its on_success sees none; so the actions build the node in an
// inner rule and the outer one, action-free, records the node's range.
CONFORM_X3_RULE_WITH(key_node, Key, "a string key", x3kit::plain)
CONFORM_X3_RULE_WITH(value_node, Value, "a JSON value", x3kit::plain)

using x3::lit;

auto const string_token = token<Text, lex_string>{};
auto const number_token = token<std::string, lex_number>{};
auto const literal_token = token<Literal, lex_literal>{};
auto const key_token = token<Text, lex_key>{};

auto const key_node_def = key_token[make_key{}];
auto const key_def = key_node;
auto const colon_def = lit(':');
auto const member_def = key > colon > value;
auto const next_member_def = (lit(',') >> !lit('}')) > member;
auto const object_close_def = -trailing_comma<'}'>{} >> lit('}');
auto const members_def = lit('}') | (member > *next_member > object_close);
auto const object_def = x3kit::nest_at<opens_container>[lit('{') > members];

auto const next_element_def = (lit(',') >> !lit(']')) > value;
auto const array_close_def = -trailing_comma<']'>{} >> lit(']');
auto const elements_def = lit(']') | (value > *next_element > array_close);
auto const array_def = x3kit::nest_at<opens_container>[lit('[') > elements];

// Each branch starts at bytes no other branch starts at; strings, most of a plan's
// values, are tried first.
auto const value_node_def = string_token[make_string{}] | object[make_object{}] | array[make_array{}] |
                            number_token[make_number{}] | literal_token[make_literal{}];
auto const value_def = value_node;

BOOST_SPIRIT_DEFINE(key_node, key, colon, member, next_member, object_close, members, object, next_element, array_close,
                    elements, array, value_node, value)

}  // namespace conform::json::parser
