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

#include "parsers/json/ast.hpp"
#include "parsers/json/ast_adapted.hpp"
#include "parsers/json/grammar.hpp"
#include "parsers/json/lexer.hpp"

namespace conform::json::parser {

// ---- the parse log, reached through the skipper in the context -----------------

inline ParseLog& log_of(Skipper const& s) { return *s.log; }
template <typename S>
ParseLog& log_of(x3::unused_skipper<S> const& s) { return log_of(s.skipper); }
template <typename Ctx>
ParseLog& log_in(Ctx const& ctx) { return log_of(x3::get<x3::skipper_tag>(ctx)); }

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
      const char* end = comment_end(it, last);
      if (!end) break;
      it = end;
    }
    if (it == last || *it != Close) return false;
    log_in(ctx).add(FindingKind::trailing_comma, first, it);
    ++first;
    return true;
  }
};

// Counts the nesting of arrays and objects and stops, before recursing, at the
// configured depth.
template <typename Subject>
struct nest_directive : x3::unary_parser<Subject, nest_directive<Subject>> {
  using base_type = x3::unary_parser<Subject, nest_directive<Subject>>;
  static bool const is_pass_through_unary = true;
  static bool const handles_container = Subject::handles_container;

  constexpr nest_directive(Subject const& subject) : base_type(subject) {}

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    ParseLog& log = log_in(ctx);
    if (first != last && (*first == '[' || *first == '{') && log.depth >= log.max_depth)
      throw NestingTooDeep{first};
    ++log.depth;
    struct Leave {
      ParseLog& log;
      ~Leave() { --log.depth; }
    } leave{log};
    return this->subject.parse(first, last, ctx, rctx, attr);
  }
};

struct nest_gen {
  template <typename Subject>
  constexpr nest_directive<typename x3::extension::as_parser<Subject>::value_type> operator[](
      Subject const& subject) const {
    return {x3::as_parser(subject)};
  }
};
constexpr nest_gen nest{};

// ---- semantic actions ----------------------------------------------------------

struct annotate_position {
  template <typename It, typename Attr, typename Ctx>
  void on_success(It const& first, It const& last, Attr& node, Ctx const& ctx) const {
    if constexpr (std::is_base_of_v<Located, Attr>) {
      const char* base = log_in(ctx).base;
      node.begin = static_cast<std::uint32_t>(first - base);
      node.end = static_cast<std::uint32_t>(last - base);
    }
  }
};

// Logs every key that repeats an earlier one of the same object, pointing at the first.
inline void report_duplicate_keys(const std::vector<Member>& members, ParseLog& log) {
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

struct make_object {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    auto& members = x3::_attr(ctx);
    report_duplicate_keys(members, log_in(ctx));
    Value& v = x3::_val(ctx);
    v.kind = Value::Kind::object;
    v.members = std::move(members);
  }
};
struct make_array {
  template <typename Ctx>
  void operator()(Ctx& ctx) const {
    Value& v = x3::_val(ctx);
    v.kind = Value::Kind::array;
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
    v.number = std::move(x3::_attr(ctx));
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
      case Literal::nan: v.kind = Value::Kind::number; v.number = "NaN"; break;
      case Literal::infinity: v.kind = Value::Kind::number; v.number = "Infinity"; break;
      case Literal::negative_infinity: v.kind = Value::Kind::number; v.number = "-Infinity"; break;
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
#define CONFORM_JSON_RULE(name, attr, label) \
  struct name##_class : annotate_position {}; \
  x3::rule<name##_class, attr> const name = label;

CONFORM_JSON_RULE(key, Key, "a string key")
CONFORM_JSON_RULE(colon, x3::unused_type, "':' after the key")
CONFORM_JSON_RULE(member, Member, "a string key")
CONFORM_JSON_RULE(object_close, x3::unused_type, "',' or '}' after an object member")
CONFORM_JSON_RULE(members, std::vector<Member>, "a string key or '}'")
CONFORM_JSON_RULE(object, std::vector<Member>, "an object")
CONFORM_JSON_RULE(array_close, x3::unused_type, "',' or ']' after an array element")
CONFORM_JSON_RULE(elements, std::vector<Value>, "a JSON value or ']'")
CONFORM_JSON_RULE(array, std::vector<Value>, "an array")

#undef CONFORM_JSON_RULE

// `, member` and `, value`: their attribute is the Member or Value itself, so they must
// not annotate (the range would include the comma).
struct next_member_class {};
struct next_element_class {};
x3::rule<next_member_class, Member> const next_member = "a string key";
x3::rule<next_element_class, Value> const next_element = "a JSON value";

// A rule whose right-hand side has semantic actions parses without passing its
// attribute down, and its on_success sees none; so the actions build the node in an
// inner rule and the outer one, action-free, records the node's range.
struct key_node_class {};
struct value_node_class {};
x3::rule<key_node_class, Key> const key_node = "a string key";
x3::rule<value_node_class, Value> const value_node = "a JSON value";

struct value_class : annotate_position {};
value_type const value_rule = "a JSON value";

using x3::lit;

auto const string_token = token<std::string, lex_string>{};
auto const number_token = token<std::string, lex_number>{};
auto const literal_token = token<Literal, lex_literal>{};
auto const key_token = token<std::string, lex_key>{};

auto const key_node_def = key_token[make_key{}];
auto const key_def = key_node;
auto const colon_def = lit(':');
auto const member_def = key > colon > value_rule;
auto const next_member_def = (lit(',') >> !lit('}')) > member;
auto const object_close_def = -trailing_comma<'}'>{} >> lit('}');
auto const members_def = lit('}') | (member > *next_member > object_close);
auto const object_def = nest[lit('{') > members];

auto const next_element_def = (lit(',') >> !lit(']')) > value_rule;
auto const array_close_def = -trailing_comma<']'>{} >> lit(']');
auto const elements_def = lit(']') | (value_rule > *next_element > array_close);
auto const array_def = nest[lit('[') > elements];

auto const value_node_def = object[make_object{}] | array[make_array{}] | string_token[make_string{}] |
                            number_token[make_number{}] | literal_token[make_literal{}];
auto const value_rule_def = value_node;

BOOST_SPIRIT_DEFINE(key_node, key, colon, member, next_member, object_close, members, object, next_element, array_close,
                    elements, array, value_node, value_rule)

}  // namespace conform::json::parser

namespace conform::json::parser {
value_type const& value() { return value_rule; }
}  // namespace conform::json::parser
