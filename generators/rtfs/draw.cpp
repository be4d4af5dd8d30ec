#include "generators/rtfs/draw.hpp"

#include <algorithm>

#include "generators/core/decision_capture.hpp"

namespace conform::rtfs::gen {

using namespace build;
using ast::Node;

namespace {

template <typename T>
T pick(const std::vector<T>& items) {
  return items[*rc::gen::inRange<std::size_t>(0, items.size())];
}

bool chance(int percent) { return *rc::gen::inRange(0, 100) < percent; }

// Decisions of spec/rtfs/decisions.md.
using conform::gen::may_rest_on;
using conform::gen::rests_on;

// The document's own names are plain words; '-', '_', '?' and '/' in a symbol are D17's.
bool is_plain_word(const std::string& name) {
  return std::all_of(name.begin(), name.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}
// Strings without escapes (D16's).
bool is_plain_string(const std::string& text) { return text.find_first_of("\"\\\n\t\r") == std::string::npos; }

const std::vector<std::string>& variable_names() {
  static const std::vector<std::string> names{"name",   "destination", "duration", "budget", "dates",  "interests",
                                              "answer", "total",       "city",     "reply",  "price",  "topic",
                                              "user-name", "item_count", "temp?", "trip/days", "x", "response"};
  return names;
}

}  // namespace

std::string Draw::fresh_name(const Scope& scope) {
  for (int tries = 0; tries < 8; ++tries) {
    std::string n = pick(variable_names());
    if (!may_rest_on("D17") && !is_plain_word(n)) continue;
    if (std::none_of(scope.begin(), scope.end(), [&](const auto& b) { return b.first == n; })) return n;
  }
  return "value" + std::string(scope.size(), 'v');
}

Node Draw::string_literal() {
  std::string text;
  do text = pick(std::vector<std::string>{"What is your name?", "Where to?", "How many days?", "done", "Hello, ",
                                           "Planning trip to ", " with ", "", "Say \"hi\"", "back\\slash",
                                           "line one\nline two", "café ☕", "https://example.com/api?q=1", "tab\there",
                                           "; not a comment", "(not a form)"});
  while (!may_rest_on("D16") && !is_plain_string(text));
  return str(text);
}

Node Draw::number_literal() {
  return num(pick(std::vector<std::string>{"0", "1", "2", "3.14", "7", "42", "0.5", "1000", "12.0"}));
}

Node Draw::keyword_literal() {
  return kw(pick(std::vector<std::string>{"yes", "no", "ok", "status", "trip/dates", "high", "low", "ccos.value"}));
}

Node Draw::data_map(int depth) {
  ast::List<Node> items;
  const int n = *rc::gen::inRange(0, 4);
  std::vector<std::string> keys{"key", "author", "priority", "version", "tags", "meta/source", "owner"};
  for (int i = 0; i < n && !keys.empty(); ++i) {
    const auto at = *rc::gen::inRange<std::size_t>(0, keys.size());
    items.push_back(kw(keys[at]));
    keys.erase(keys.begin() + static_cast<std::ptrdiff_t>(at));
    switch (*rc::gen::inRange(0, depth > 0 ? 5 : 3)) {
      case 0: items.push_back(string_literal()); break;
      case 1: items.push_back(number_literal()); break;
      case 2: items.push_back(keyword_literal()); break;
      case 3: items.push_back(vec({string_literal(), number_literal()})); break;
      default: items.push_back(data_map(depth - 1)); break;
    }
  }
  return map(std::move(items));
}

Node Draw::open_condition() {
  Scope scope;
  if (auto answer = call(Type::string, scope, 0)) return form("=", {std::move(*answer), string_literal()});
  if (auto result = call(Type::number, scope, 0)) return form("=", {std::move(*result), number_literal()});
  return form("=", {number_literal(), number_literal()});
}

Node Draw::value(Type want, Scope& scope, int depth) {
  std::vector<std::string> names;
  for (const auto& [n, t] : scope)
    if (want == Type::unknown || t == want) names.push_back(n);
  const int choice = *rc::gen::inRange(0, 10);
  if (!names.empty() && choice < 4) return sym(pick(names));
  if (depth > 0 && choice < 6)
    if (auto c = call(want, scope, depth - 1)) return *c;
  switch (want) {
    case Type::string:
      if (depth > 0 && choice < 8) {
        ast::List<Node> parts;
        const int n = *rc::gen::inRange(may_rest_on("D20") ? 1 : 2, 4);
        for (int i = 0; i < n; ++i) parts.push_back(value(Type::unknown, scope, depth - 1));
        return form("str", std::move(parts));
      }
      return string_literal();
    case Type::number: return number_literal();
    case Type::text:  // a string, or a number where only D12 lets it stand
      if (may_rest_on("D12") && choice == 9) {
        rests_on("D12");
        return number_literal();
      }
      return value(Type::string, scope, depth);
    case Type::map: return map_value(scope, depth);
    case Type::keyword: return keyword_literal();
    case Type::vector: return vec({string_literal()});
    case Type::boolean: return form("=", {number_literal(), number_literal()});
    case Type::nil: return sym("nil");
    default:
      switch (*rc::gen::inRange(0, 5)) {
        case 0: return number_literal();
        case 1: return keyword_literal();
        case 2: return vec({value(Type::unknown, scope, 0), value(Type::unknown, scope, 0)});
        default: return value(Type::string, scope, depth);
      }
  }
}

std::optional<Node> Draw::call(Type want, Scope& scope, int depth) {
  std::vector<const Capability*> fitting;
  for (const auto& c : caps_.all())
    if ((want == Type::unknown || c.returns == want) && (!c.quoted_id || may_rest_on("D1"))) fitting.push_back(&c);
  if (fitting.empty()) return std::nullopt;
  return call_of(*pick(fitting), scope, depth);
}

Node Draw::args_for(const Shape& shape, Scope& scope, int depth) {
  if (shape.kind == Shape::Kind::map) return map(keyed(shape, scope, depth));
  return value(shape.type, scope, depth);
}

ast::List<Node> Draw::keyed(const Shape& shape, Scope& scope, int depth) {
  ast::List<Node> out;
  for (const auto& [key, type] : shape.keys) {
    const bool required = std::find(shape.required.begin(), shape.required.end(), key) != shape.required.end();
    if (!required && !chance(40)) continue;
    out.push_back(kw(key));
    out.push_back(type == Type::map ? data_map(0) : value(type, scope, depth));
  }
  if (out.empty() && !shape.keys.empty()) {
    out.push_back(kw(shape.keys.front().first));
    out.push_back(value(shape.keys.front().second, scope, depth));
  }
  return out;
}

Node Draw::call_of(const Capability& cap, Scope& scope, int depth) {
  ast::List<Node> items{sym("call")};
  items.push_back(cap.quoted_id && chance(35) ? str(cap.id) : kw(cap.id));  // both spellings: decision D1
  const auto& form = cap.forms[*rc::gen::inRange<std::size_t>(0, cap.forms.size())];
  if (is_keyword_form(form)) {
    for (auto& n : keyed(form[0], scope, depth)) items.push_back(std::move(n));
  } else {
    for (const auto& shape : form) items.push_back(args_for(shape, scope, depth));
  }
  // Dividing by zero: the document does not say what it gives, so no plan is drawn that
  // might (a literal 0, a name bound to one, a difference): the divisor is a literal other than 0.
  if (cap.id == "ccos.math.divide" &&
      !(items.back().is(ast::Kind::number) && std::string_view(items.back().text).find_first_not_of("-0.") != std::string_view::npos))
    items.back() = num("2");
  return list(std::move(items));
}

Node Draw::map_value(Scope& scope, int depth) {
  ast::List<Node> items;
  const int n = *rc::gen::inRange(1, 5);
  std::vector<std::string> keys{"status", "trip/destination", "trip/duration", "summary", "result", "user/name", "count", "ok"};
  for (int i = 0; i < n && !keys.empty(); ++i) {
    const auto at = *rc::gen::inRange<std::size_t>(0, keys.size());
    items.push_back(kw(keys[at]));
    keys.erase(keys.begin() + static_cast<std::ptrdiff_t>(at));
    items.push_back(value(Type::unknown, scope, depth > 0 ? depth - 1 : 0));
  }
  return map(std::move(items));
}

Node Draw::let(Scope& scope, int depth, bool final) {
  const std::size_t outer = scope.size();
  ast::List<Node> bindings;
  const int n = *rc::gen::inRange(1, 4);
  for (int i = 0; i < n; ++i) {
    const Type t = pick(std::vector<Type>{Type::string, Type::string, Type::number, Type::map, Type::unknown});
    // A binding that reads a name bound before it in the same vector is D8's.
    Scope before(scope.begin(), scope.begin() + static_cast<std::ptrdiff_t>(outer));
    Node expr = value(t, may_rest_on("D8") ? scope : before, depth);
    std::string name = fresh_name(scope);
    bindings.push_back(sym(name));
    bindings.push_back(std::move(expr));
    scope.emplace_back(name, t == Type::unknown && bindings.back().is(ast::Kind::list) ? Type::unknown : t);
  }
  // What a name holds is what its expression evaluates to; a symbol copies its source's type.
  ast::List<Node> items{sym("let"), vec(std::move(bindings))};
  const int body = may_rest_on("D8") ? *rc::gen::inRange(1, 3) : 1;
  for (int i = 0; i < body; ++i) {
    const bool last = i + 1 == body;
    items.push_back(final && last ? map_value(scope, depth) : action(scope, depth - 1));
  }
  scope.resize(outer);
  return list(std::move(items));
}

Node Draw::branch(Scope& scope, int depth, bool final) {
  auto result = [&] { return final ? (depth > 0 && chance(30) ? let(scope, depth - 1, true) : map_value(scope, depth - 1)) : action(scope, depth - 1); };
  if (!may_rest_on("D6") || chance(50)) {
    Node condition = form("=", {value(Type::unknown, scope, 0), value(Type::unknown, scope, 0)});
    Node then = result();
    Node otherwise = result();
    return form("if", {std::move(condition), std::move(then), std::move(otherwise)});
  }
  ast::List<Node> items{sym("match"), value(Type::unknown, scope, 0)};
  const int pairs = *rc::gen::inRange(1, 4);
  for (int i = 0; i < pairs; ++i) {
    items.push_back(pick(std::vector<Node>{string_literal(), number_literal(), keyword_literal()}));
    items.push_back(result());
  }
  // A final match on a literal picks a result only when a pattern equals it.
  const Node& on = items[1];
  if (final && (on.is(ast::Kind::string) || on.is(ast::Kind::number) || on.is(ast::Kind::keyword) || on.is_symbol("true") ||
                on.is_symbol("false") || on.is_symbol("nil")))
    items[2] = on;
  return list(std::move(items));
}

Node Draw::action(Scope& scope, int depth) {
  const int choice = *rc::gen::inRange(0, depth > 0 ? 10 : 4);
  if (choice < 3) {
    if (auto c = call(Type::unknown, scope, depth > 0 ? depth - 1 : 0)) return *c;
  }
  if (choice < 4) return value(Type::unknown, scope, depth > 0 ? depth - 1 : 0);
  if (choice < 7) return let(scope, depth - 1, false);
  if (choice < 9) return branch(scope, depth, false);
  if (!may_rest_on("D4")) return let(scope, depth - 1, false);
  return form("do", {action(scope, depth - 1), action(scope, depth - 1)});
}

std::string Draw::step_name() {
  return pick(std::vector<std::string>{"Greet User", "Plan Trip", "Collect Trip Details", "Ask Budget", "Fetch Weather",
                                       "Compute Total", "Summarise", "Check Answer", "Report"}) +
         " " + std::to_string(++step_counter_);
}

Node Draw::step(const std::string& name, bool final) {
  Scope scope;
  const int depth = *rc::gen::inRange(1, 4);
  Node expr;
  if (!final) {
    expr = action(scope, depth);
    // A literal or a name as a step's whole expression is D21's.
    if (!expr.is(ast::Kind::list) && !may_rest_on("D21")) expr = let(scope, depth, false);
  } else {
    switch (*rc::gen::inRange(0, 6)) {
      case 0:
        if (may_rest_on("D21")) {
          expr = map_value(scope, depth);
          break;
        }
        [[fallthrough]];
      case 1:
        if (auto c = call(Type::map, scope, depth - 1)) {
          expr = *c;
          break;
        }
        [[fallthrough]];
      case 2:
        if (may_rest_on("D4")) {
          expr = form("do", {action(scope, depth - 1), map_value(scope, depth)});
          break;
        }
        [[fallthrough]];
      case 3: expr = branch(scope, depth, true); break;
      default: expr = let(scope, depth, true); break;
    }
  }
  // Several expressions run in order and the last is the step's value (decision D3).
  ast::List<Node> exprs;
  for (int earlier = may_rest_on("D3") && chance(20) ? *rc::gen::inRange(1, 3) : 0; earlier > 0; --earlier) {
    Scope own;
    exprs.push_back(action(own, depth - 1));
  }
  exprs.push_back(std::move(expr));
  exprs.insert(exprs.begin(), str(name));
  return form("step", std::move(exprs));
}

Node Draw::plan() {
  std::vector<std::pair<Node, Node>> args;
  if (chance(85)) args.emplace_back(kw("name"), str(pick(std::vector<std::string>{"trip_planner", "greet-user", "weather report", "budget_check", "descriptive_name"})));
  if (chance(40)) args.emplace_back(kw("language"), sym("rtfs20"));
  if (chance(35)) args.emplace_back(kw("annotations"), data_map(1));
  ast::List<Node> steps{sym("do")};
  const int n = *rc::gen::inRange(1, 6);
  for (int i = 0; i < n; ++i) steps.push_back(step(step_name(), i + 1 == n));
  args.emplace_back(kw("body"), list(std::move(steps)));
  for (std::size_t i = args.size(); i > 1; --i) std::swap(args[i - 1], args[*rc::gen::inRange<std::size_t>(0, i)]);
  ast::List<Node> items{sym("plan")};
  for (auto& [key, value] : args) {
    items.push_back(std::move(key));
    items.push_back(std::move(value));
  }
  return list(std::move(items));
}

}  // namespace conform::rtfs::gen
