#pragma once
// The commonest expressions read without the operator layers: operands that are names,
// strings without escapes, numbers, true, false or null, with `.name` and `.name(args)`
// suffixes, calls by name, and binary operators between them
// (`syscall.cloneRepo(url, "main")`, `helper(a, b)`, `path + "/" + name`). The nodes are
// the ones the layers build, at the same positions: a Name, Call, Postfix with its
// Suffixes, Chain with its BinaryOperations, StringLit, NumberLit, BoolLit, NullLit.
//
// The reader gives up, having changed nothing, wherever the layers might read anything
// else: another operand or suffix, a prefix operator, a `?`, an operator it does not
// read, trivia (a comment or fence, which may hide any of them), an expression that does
// not end before a byte that ends one (ends_expression below), or a depth from which the
// layers' levels could reach the limit, where they throw. The layers then read the
// expression from its start, as before.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "parsers/core/x3/name_or_call.hpp"
#include "parsers/java/ast.hpp"
#include "parsers/java/grammar/common.hpp"
#include "parsers/java/grammar/config.hpp"
#include "parsers/java/grammar/tokens.hpp"

namespace conform::java::parser {

// Where the operand at `first` ends, when it is a run of name bytes (a name, a keyword, a
// number's digits and letters) or a string without escapes; else nothing.
inline const char* lone_token_end(const char* first, const char* last) {
  if (const char* end = word_end(first, last); end != first) return end;
  if (*first != '"' || (last - first >= 3 && first[1] == '"' && first[2] == '"')) return nullptr;
  for (const char* at = first + 1; at != last; ++at) {
    if (*at == '"') return at + 1;
    if (!is_plain_string_byte(static_cast<unsigned char>(*at))) return nullptr;
  }
  return nullptr;
}

// Whether an expression is over before `next`, the first byte after the blanks that
// follow it: before a byte that ends one, or an assignment's '=' (no operator starts with
// a lone '=': `x = y` assigns to the name `x`).
constexpr bool ends_expression(const char* next, const char* last) {
  return x3kit::one_of<",);]}">(*next) || (*next == '=' && (last - next < 2 || next[1] != '='));
}

// Steps over white space; false at the end or where trivia starts (a comment, a fence),
// which a shortcut leaves to the skipper and the layers.
[[gnu::always_inline]] inline bool plain_blanks(const char*& at, const char* last) {
  if (at == last) return false;
  if (static_cast<unsigned char>(*at) > ' ') return *at != '/' && *at != '`';
  x3kit::skip_run<is_white_space>(at, last);
  return at != last && *at != '/' && *at != '`';
}

// The word at `at` that may name something: empty where none starts.
[[gnu::always_inline]] inline std::string_view plain_word_at(const char* at, const char* last) {
  if (!is_ident_start(static_cast<unsigned char>(*at))) return {};
  return word_starting_at(at, last);
}

// The name at `at`, a word that is no reserved word: empty where none starts.
[[gnu::always_inline]] inline std::string_view plain_name_at(const char* at, const char* last) {
  const std::string_view word = plain_word_at(at, last);
  return is_reserved_word(word) ? std::string_view() : word;
}

// One token an operand may be: a name (no reserved word), a string without escapes, a
// number (as number_lit reads it), true, false or null.
struct PlainToken {
  enum Kind : std::uint8_t { name, string, number, boolean, null } kind;
  const char* begin;
  const char* end;
};

// The token at `at`, which is no trivia; false where none of those starts.
template <typename Ctx, typename RCtx>
bool read_plain_token(const char* at, const char* last, Ctx const& ctx, RCtx& rctx, PlainToken& token) {
  const auto c = static_cast<unsigned char>(*at);
  token.begin = at;
  if (c == '"') {
    token.kind = PlainToken::string;
    token.end = lone_token_end(at, last);
    return token.end != nullptr;
  }
  if (x3kit::is_digit(c)) {
    token.kind = PlainToken::number;
    number_lit.parse(at, last, ctx, rctx, x3::unused);
    token.end = at;
    return true;
  }
  const std::string_view word = plain_word_at(at, last);
  if (word.empty()) return false;
  token.end = at + word.size();
  if (!is_reserved_word(word)) {
    token.kind = PlainToken::name;
    return true;
  }
  if (word == "null") {
    token.kind = PlainToken::null;
    return true;
  }
  token.kind = PlainToken::boolean;
  return word == "true" || word == "false";
}

// The node the layers make of a token (alone, or a call's name).
inline void place(x3kit::Located& node, const PlainToken& token, const ParseLog& log) {
  node.begin = log.offset(token.begin);
  node.end = log.offset(token.end);
}
inline void make_plain_node(const PlainToken& token, const ParseLog& log, ast::Expr& out) {
  const auto text = [&](std::size_t trim) {
    return ast::Text(token.begin + trim, static_cast<std::size_t>(token.end - token.begin) - 2 * trim);
  };
  switch (token.kind) {
    case PlainToken::name: {
      auto& name = x3kit::emplace_node<ast::Name>(out);
      place(name, token, log);
      name.name = text(0);
      return;
    }
    case PlainToken::string: {
      auto& string = x3kit::emplace_node<ast::StringLit>(out);
      place(string, token, log);
      string.raw = text(1);
      return;
    }
    case PlainToken::number: {
      auto& number = x3kit::emplace_node<ast::NumberLit>(out);
      place(number, token, log);
      number.text = text(0);
      return;
    }
    case PlainToken::boolean: {
      auto& boolean = x3kit::emplace_node<ast::BoolLit>(out);
      place(boolean, token, log);
      boolean.value = *token.begin == 't';
      return;
    }
    case PlainToken::null:
      place(x3kit::emplace_node<ast::NullLit>(out), token, log);
      return;
  }
}

template <typename Ctx, typename RCtx>
class PlainExpressionReader {
 public:
  PlainExpressionReader(const char* last, Ctx const& ctx, RCtx& rctx)
      : last_(last), ctx_(ctx), rctx_(rctx), log_(x3kit::log_in(ctx)) {}

  // The expression at `at` (no trivia before it) into `out`, `at` left after its last
  // token, where a byte that ends an expression follows.
  bool whole(const char*& at, ast::Expr& out) {
    const char* end = at;
    if (!expression(end, 0, out)) return false;
    const char* next = end;
    if (!blanks(next) || !ends_expression(next, last_)) return false;
    at = end;
    return true;
  }

 private:
  // The layers open three levels per nesting of arguments (the expression, its unary
  // layer, a name's or a suffix's); at `nesting`, they open at most three more here and
  // try an expression at a ')' three below that. The reader leaves the expression to
  // them wherever that comes within three levels of the limit.
  bool room_at(std::size_t nesting) const { return log_.depth + 3 * (nesting + 3) <= log_.max_depth; }

  bool blanks(const char*& at) const { return plain_blanks(at, last_); }

  std::uint32_t offset(const char* at) const { return log_.offset(at); }

  // operand (op operand)*: a Chain where there is an operator.
  bool expression(const char*& at, std::size_t nesting, ast::Expr& out) {
    if (!room_at(nesting)) return false;
    const char* const start = at;
    if (!postfix(at, nesting, out)) return false;
    const char* next = at;
    if (!blanks(next)) return false;
    std::size_t op = operator_length(next);
    if (op == 0) return true;
    ast::Chain chain;
    chain.first = std::move(out);
    do {
      ast::BinaryOperation& operation = chain.rest.emplace_back();
      operation.begin = offset(next);
      operation.op = ast::Text(next, op);
      const char* operand = next + op;
      if (!blanks(operand) || !postfix(operand, nesting, operation.operand)) return false;
      operation.end = offset(operand);
      at = operand;
      next = operand;
      if (!blanks(next)) return false;
    } while ((op = operator_length(next)) != 0);
    chain.begin = offset(start);
    chain.end = offset(at);
    out = x3::forward_ast<ast::Chain>(std::move(chain));
    return true;
  }

  // The binary operator at `at` as binary_operator reads it, of those the reader takes;
  // 0 where none is. `++`, `--` and `->` start suffixes and lambdas, shifts and `/` are
  // left to the layers, and an operator before '=' is an assignment's.
  std::size_t operator_length(const char* at) const {
    if (last_ - at < 2) return 0;  // no operand follows
    const char c = at[0], d = at[1];
    if ((c == '=' || c == '!' || c == '<' || c == '>') && d == '=') return 2;
    if ((c == '&' || c == '|') && d == c) return 2;
    if (d == '=' || ((c == '<' || c == '>') && d == c)) return 0;
    if (c == '+' || c == '-') return d == c || (c == '-' && d == '>') ? 0 : 1;
    return x3kit::one_of<"*%<>&|^">(static_cast<unsigned char>(c)) ? 1 : 0;
  }

  // An operand and its `.name` and `.name(args)` suffixes: a Postfix where there are any.
  // Where the operand is one token, the Postfix is made first and the operand in it.
  bool postfix(const char*& at, std::size_t nesting, ast::Expr& out) {
    const char* const start = at;
    PlainToken token;
    if (!read_plain_token(at, last_, ctx_, rctx_, token)) return false;
    const char* dot = token.end;
    if (!blanks(dot)) return false;
    if (*dot == '(') {
      if (token.kind != PlainToken::name) return false;
      if (!call(at, token, nesting, out)) return false;
      dot = at;
      if (!blanks(dot)) return false;
      if (*dot != '.') return true;
      ast::Expr base = std::move(out);
      auto& node = x3kit::emplace_node<ast::Postfix>(out);
      node.base = std::move(base);
      return suffixes(at, dot, start, nesting, node);
    }
    if (*dot != '.') {
      make_plain_node(token, log_, out);
      at = token.end;
      return true;
    }
    auto& node = x3kit::emplace_node<ast::Postfix>(out);
    make_plain_node(token, log_, node.base);
    return suffixes(at, dot, start, nesting, node);
  }

  // The suffixes from the '.' at `dot` on, into `node`, which starts at `start`.
  bool suffixes(const char*& at, const char* dot, const char* start, std::size_t nesting, ast::Postfix& node) {
    do {
      ast::Suffix& suffix = node.suffixes.emplace_back();
      suffix.begin = offset(dot);
      const char* name = dot + 1;
      if (!blanks(name)) return false;
      suffix.name = plain_name_at(name, last_);
      if (suffix.name.empty()) return false;
      const char* end = name + suffix.name.size();
      const char* paren = end;
      if (!blanks(paren)) return false;
      if (*paren == '(') {
        suffix.kind = ast::Suffix::Kind::method_call;
        if (!arguments(paren, nesting + 1, suffix.args)) return false;
        end = paren;
      } else {
        suffix.kind = ast::Suffix::Kind::member;
      }
      suffix.end = offset(end);
      at = end;
      dot = end;
      if (!blanks(dot)) return false;
    } while (*dot == '.');
    node.begin = offset(start);
    node.end = offset(at);
    return true;
  }

  // `name(args)`, the name at `at` and its '(' the next byte after blanks.
  bool call(const char*& at, const PlainToken& name, std::size_t nesting, ast::Expr& out) {
    const char* paren = name.end;
    blanks(paren);
    auto& node = x3kit::emplace_node<ast::Call>(out);
    place(node.callee, name, log_);
    node.callee.name = ast::Text(name.begin, static_cast<std::size_t>(name.end - name.begin));
    if (!arguments(paren, nesting + 1, node.args)) return false;
    node.begin = offset(name.begin);
    node.end = offset(paren);
    at = paren;
    return true;
  }

  // `(a, b)` at its '(', `at` left after the ')'.
  bool arguments(const char*& at, std::size_t nesting, ast::List<ast::Expr>& args) {
    const char* p = at + 1;
    if (!blanks(p)) return false;
    if (*p != ')') {
      args.reserve(2);
      for (;;) {
        if (!expression(p, nesting, args.emplace_back()) || !blanks(p)) return false;
        if (*p == ')') break;
        if (*p != ',') return false;
        ++p;
        if (!blanks(p)) return false;
      }
    }
    at = p + 1;
    return true;
  }

  const char* const last_;
  Ctx const& ctx_;
  RCtx& rctx_;
  const ParseLog& log_;
};

struct plain_expression_parser : x3::parser<plain_expression_parser> {
  using attribute_type = ast::Expr;
  static bool const has_attribute = true;

  template <typename It, typename Ctx, typename RCtx, typename Attr>
  bool parse(It& first, It const& last, Ctx const& ctx, RCtx& rctx, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    if (first == last) return false;
    const char* at = first;
    if (!PlainExpressionReader<Ctx, RCtx>(last, ctx, rctx).whole(at, attr)) {
      attr = Attr();  // for the layers, which read into a fresh one
      return false;
    }
    first = at;
    return true;
  }
};
inline constexpr plain_expression_parser plain_expression{};

}  // namespace conform::java::parser
