#include "generators/cpl/plan_builder.hpp"

#include <rapidcheck.h>
#include <algorithm>
#include <stdexcept>

#include "generators/core/decision_capture.hpp"
#include "generators/cpl/ast_builders.hpp"

namespace conform::cpl::gen {
namespace {

using build::type;

const std::vector<std::string> verbs{"fetch", "analyse", "build",  "check",  "collect", "create", "notify",
                                     "prepare", "review", "summarize", "apply", "merge",  "parse",  "report",
                                     "load",  "sync",   "format", "rank",   "filter",  "publish"};
const std::vector<std::string> nouns{"Repo",  "Issues",  "Report",  "Branch",  "Patch",   "Data",
                                     "Summary", "Weather", "Email", "City", "Results", "Items",
                                     "Changes", "Tickets", "Metrics", "Notes"};
const std::vector<std::string> variable_words{"repo",  "branch", "analysis", "report", "city",  "query",
                                              "items", "count",  "flag",     "summary", "patch", "result",
                                              "text",  "title",  "total",    "status", "label", "score",
                                              "names", "notes",  "message"};
const std::vector<std::string> strings{"origin/main", "quality-fixes", "inbox", "Zürich", "No issues found.",
                                       "retry after error", "say \"hi\"", "line1\nline2", "tab\tseparated",
                                       "日本語", "", "#not-a-comment", "// not a comment", "{braces}", "plan",
                                       "back\\slash"};

// A string literal; one with an escape only where decision D3 may be drawn on
// (generators/core/decision_capture.hpp).
std::string some_string() {
  for (;;) {
    std::string s = *rc::gen::elementOf(strings);
    if (conform::gen::may_rest_on("D3") || s.find_first_of("\"\\\n\t\r") == std::string::npos) return s;
  }
}

bool same(const ast::TypeRef& a, const ast::TypeRef& b) { return a == b; }
bool is_void(const ast::TypeRef& t) { return t.name == "Void" && t.args.empty(); }

template <typename Items>
const auto& pick(const Items& items) {
  return items[*rc::gen::inRange<std::size_t>(0, items.size())];
}

// Removes and returns a random element.
template <typename T>
T take_any(std::vector<T>& items) {
  std::size_t i = *rc::gen::inRange<std::size_t>(0, items.size());
  T item = items[i];
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
  return item;
}

bool chance(int percent) { return *rc::gen::inRange(0, 100) < percent; }

}  // namespace

PlanBuilder::PlanBuilder(const Whitelist& whitelist) : whitelist_(whitelist) {}

ast::List<ast::TypeRef> PlanBuilder::syscall_params(const ast::Signature& s) const {
  ast::List<ast::TypeRef> out;
  for (const auto& p : s.params) out.push_back(*p.type);
  return out;
}

bool PlanBuilder::tool_result_available() const {
  for (const auto& s : whitelist_.signatures()) {
    if (s.return_type.name != "ToolResult") continue;
    bool literal_params = true;
    for (const auto& p : s.params) literal_params = literal_params && p.type->name != "ToolResult" && p.type->args.empty();
    if (literal_params) return true;
  }
  return false;
}

ast::TypeRef PlanBuilder::value_type(bool allow_tool_result) {
  ast::List<ast::TypeRef> types{type("String"), type("Int"), type("Bool"), type("List", {type("String")}),
                                  type("List", {type("Int")}), type("Map", {type("String"), type("Int")}),
                                  type("Map", {type("String"), type("String")})};
  if (allow_tool_result) {
    types.push_back(type("ToolResult"));
    types.push_back(type("ToolResult"));
    types.push_back(type("List", {type("ToolResult")}));
  }
  return pick(types);
}

std::string PlanBuilder::fresh_variable() {
  const std::string& word = pick(variable_words);
  std::string name = word;
  for (int i = 2; names_used_.count(name); ++i) name = word + std::to_string(i);
  names_used_.insert(name);
  return name;
}

ast::Plan PlanBuilder::plan() {
  std::size_t helper_count = *rc::gen::inRange<std::size_t>(0, 6);
  std::set<std::string> function_names{"main"};
  bool tool_results = tool_result_available();
  for (std::size_t i = 0; i < helper_count; ++i) {
    Helper h;
    do {
      h.name = pick(verbs);
      h.name += pick(nouns);
    } while (function_names.count(h.name));
    function_names.insert(h.name);
    std::size_t params = *rc::gen::inRange<std::size_t>(0, 4);
    for (std::size_t p = 0; p < params; ++p) h.params.push_back(value_type(true));
    h.result = chance(35) ? type("Void") : value_type(tool_results);
    helpers_.push_back(std::move(h));
  }
  ast::Plan plan;
  plan.functions.push_back(build_function(0, true));
  for (std::size_t i = 0; i < helpers_.size(); ++i) plan.functions.push_back(build_function(i + 1, false));
  if (chance(30)) std::rotate(plan.functions.begin(), plan.functions.begin() + 1, plan.functions.end());
  return plan;
}

bool holds_map(const ast::TypeRef& t) {
  return t.name == "Map" || std::any_of(t.args.begin(), t.args.end(), [](const ast::TypeRef& a) { return holds_map(a); });
}

ast::Function PlanBuilder::build_function(std::size_t index, bool is_main) {
  current_ = index;
  scopes_.assign(1, {});
  callees_.clear();
  names_used_.clear();
  ast::Function f;
  ast::TypeRef result = type("Void");
  if (is_main) {
    f = build::function("main", {}, result, boost::none);
  } else {
    const Helper& h = helpers_[index - 1];
    result = h.result;
    ast::List<ast::Param> params;
    for (const auto& t : h.params) {
      std::string name = fresh_variable();
      params.push_back(build::param(name, t));
      scopes_.back().push_back({name, t});
    }
    f = build::function(h.name, std::move(params), result, boost::none);
    // A Map value is written as a literal only by decision D16: where none may be drawn, a
    // helper that returns one is deferred, its value synthesized at runtime (§6).
    if (holds_map(result) && !conform::gen::may_rest_on("D16")) {
      ast::Annotation deferred;
      deferred.name = "Deferred";
      f.annotations.push_back(deferred);
      return f;
    }
    if (chance(20)) {
      ast::Annotation deferred;
      deferred.name = "Deferred";
      f.annotations.push_back(deferred);
      if (chance(50)) return f;  // `@Deferred function …;`
    }
  }
  bool typed = !is_void(result);
  auto body = statements(typed ? 5 : 6, 0);
  if (typed) {
    for (auto& s : returning_tail(result)) body.push_back(std::move(s));
  } else if (chance(50)) {
    body.push_back(build::ret());
  }
  if (body.empty()) body.push_back(build::ret());
  f.body = build::block(std::move(body));
  return f;
}

// One or two statements that end the function with a value on every path.
ast::List<ast::Statement> PlanBuilder::returning_tail(const ast::TypeRef& result) {
  auto value_or_fail = [&](int) {
    auto v = value(result, 2);
    if (!v) throw std::logic_error("no value of type " + result.name + ": the plan builder chose an impossible type");
    return std::move(*v);
  };
  int shape = *rc::gen::inRange(0, 10);
  if (shape == 0) {
    auto condition = value(type("Bool"), 1);
    if (condition) {
      scopes_.emplace_back();
      auto then_part = statements(2, 1);
      then_part.push_back(build::ret(value_or_fail(1)));
      scopes_.pop_back();
      scopes_.emplace_back();
      auto else_part = statements(2, 1);
      else_part.push_back(build::ret(value_or_fail(1)));
      scopes_.pop_back();
      return {build::if_else(std::move(*condition), build::block(std::move(then_part)), build::block(std::move(else_part)))};
    }
  }
  if (shape == 1) {
    auto risky = any_call(1);
    auto* syscall = risky ? ast::node_if<ast::SyscallCall>(*risky) : nullptr;
    if (syscall) {
      scopes_.emplace_back();
      ast::List<ast::Statement> body{build::expr_stmt(std::move(*risky))};
      body.push_back(build::ret(value_or_fail(1)));
      scopes_.pop_back();
      scopes_.emplace_back();
      std::string error = fresh_variable();
      scopes_.back().push_back({error, type("ToolError"), false});
      ast::List<ast::Statement> handler{build::ret(value_or_fail(1))};
      scopes_.pop_back();
      return {build::try_catch(build::block(std::move(body)), {"ToolError", error}, build::block(std::move(handler)))};
    }
  }
  ast::List<ast::Statement> out;
  out.push_back(build::ret(value_or_fail(2)));
  return out;
}

ast::Block PlanBuilder::block(std::size_t max_count, int nesting) {
  scopes_.emplace_back();
  auto list = statements(max_count, nesting);
  scopes_.pop_back();
  return build::block(std::move(list));
}

ast::List<ast::Statement> PlanBuilder::statements(std::size_t max_count, int nesting) {
  std::size_t count = *rc::gen::inRange<std::size_t>(nesting == 0 ? 1 : 0, max_count + 1);
  ast::List<ast::Statement> out;
  for (std::size_t i = 0; i < count; ++i)
    if (auto s = statement(nesting)) out.push_back(std::move(*s));
  return out;
}

std::optional<ast::Statement> PlanBuilder::statement(int nesting) {
  enum Kind { let, assign, if_else, for_in, try_catch, call };
  Kind kind = *rc::gen::weightedElement<Kind>({{4, let}, {2, assign}, {nesting < 2 ? 2u : 0u, if_else},
                                               {nesting < 2 ? 2u : 0u, for_in}, {nesting < 2 ? 1u : 0u, try_catch},
                                               {3, call}});
  std::vector<const Variable*> visible;
  for (const auto& scope : scopes_)
    for (const auto& v : scope) visible.push_back(&v);

  switch (kind) {
    case let: {
      ast::TypeRef t = value_type(true);
      auto init = value(t, 2);
      if (!init) {
        t = type("String");
        init = value(t, 2);
      }
      std::string name = fresh_variable();
      scopes_.back().push_back({name, t});
      return build::let(name, t, std::move(*init));
    }
    case assign: {
      std::vector<const Variable*> targets;
      for (auto* v : visible)
        if (v->assignable) targets.push_back(v);
      if (targets.empty()) return std::nullopt;
      const Variable* target = pick(targets);
      std::string name = target->name;
      auto v = value(target->type, 2);
      if (!v) return std::nullopt;
      return build::assign(name, std::move(*v));
    }
    case if_else: {
      auto condition = value(type("Bool"), 2);
      if (!condition) return std::nullopt;
      ast::Block then_block = block(3, nesting + 1);
      ast::Block else_block = block(3, nesting + 1);
      return build::if_else(std::move(*condition), std::move(then_block), std::move(else_block));
    }
    case for_in: {
      std::vector<const Variable*> lists;
      for (auto* v : visible)
        if (v->type.name == "List") lists.push_back(v);
      if (lists.empty()) return std::nullopt;
      const Variable* source = pick(lists);
      std::string source_name = source->name;
      ast::TypeRef element = source->type.args.front();
      std::string item = fresh_variable();
      scopes_.emplace_back();
      scopes_.back().push_back({item, element});
      auto body = statements(3, nesting + 1);
      scopes_.pop_back();
      return build::for_in(item, build::var(source_name), build::block(std::move(body)));
    }
    case try_catch: {
      std::vector<const ast::Signature*> usable;
      for (const auto& s : whitelist_.signatures()) usable.push_back(&s);
      if (usable.empty()) return std::nullopt;
      const ast::Signature* s = pick(usable);
      auto args = arguments(syscall_params(*s), 1);
      if (!args) return std::nullopt;
      scopes_.emplace_back();
      ast::List<ast::Statement> body{build::expr_stmt(build::syscall(s->name.name, std::move(*args)))};
      for (auto& more : statements(2, nesting + 1)) body.push_back(std::move(more));
      scopes_.pop_back();
      std::string error = fresh_variable();
      scopes_.emplace_back();
      scopes_.back().push_back({error, type("ToolError"), false});
      auto handler = statements(2, nesting + 1);
      scopes_.pop_back();
      return build::try_catch(build::block(std::move(body)), {"ToolError", error}, build::block(std::move(handler)));
    }
    case call: {
      auto c = any_call(2);
      if (!c) return std::nullopt;
      return build::expr_stmt(std::move(*c));
    }
  }
  return std::nullopt;
}

std::optional<ast::Expr> PlanBuilder::any_call(int depth) {
  std::vector<std::size_t> helpers;
  for (std::size_t j = current_; j < helpers_.size(); ++j)
    if (callees_.count(helpers_[j].name) || callees_.size() < 7) helpers.push_back(j);
  if (!helpers.empty() && chance(40)) {
    const Helper& h = helpers_[pick(helpers)];
    if (auto args = arguments(h.params, depth - 1)) {
      callees_.insert(h.name);
      return build::call(h.name, std::move(*args));
    }
  }
  if (whitelist_.signatures().empty()) return std::nullopt;
  const auto& s = pick(whitelist_.signatures());
  auto args = arguments(syscall_params(s), depth - 1);
  if (!args) return std::nullopt;
  return build::syscall(s.name.name, std::move(*args));
}

std::optional<ast::List<ast::Expr>> PlanBuilder::arguments(const ast::List<ast::TypeRef>& params, int depth) {
  ast::List<ast::Expr> out;
  for (const auto& p : params) {
    auto v = value(p, std::max(depth, 0));
    if (!v) return std::nullopt;
    out.push_back(std::move(*v));
  }
  return out;
}

std::optional<ast::Expr> PlanBuilder::literal(const ast::TypeRef& t, int depth) {
  if (t.name == "String") return build::str(some_string());
  if (t.name == "Int") return build::integer(*rc::gen::inRange(0, 1000));
  if (t.name == "Bool") return build::boolean(*rc::gen::arbitrary<bool>());
  if (t.name == "List") {
    ast::List<ast::Expr> elements;
    std::size_t n = *rc::gen::inRange<std::size_t>(1, 4);
    for (std::size_t i = 0; i < n; ++i) {
      auto e = value(t.args[0], depth - 1, false);
      if (!e) return std::nullopt;
      elements.push_back(std::move(*e));
    }
    return build::list(std::move(elements));
  }
  if (t.name == "Map") {
    // §5 names map literals without a syntax: `{"k": v}` is D16's. Where no decision may
    // be drawn, a Map comes from a function or a syscall (§6), unless the plan is rejected
    // whatever the literal is (standalone_value's `map_literals`).
    const bool decision_drawn = conform::gen::may_rest_on("D16");
    if (!decision_drawn && !map_literals_) return std::nullopt;
    // Each key once: what a repeated key means is the document's silence (D16).
    std::vector<std::pair<ast::Expr, ast::Expr>> entries;
    std::vector<std::string> keys;
    std::size_t n = *rc::gen::inRange<std::size_t>(1, 3);
    for (std::size_t i = 0; i < n; ++i) {
      std::string key = pick(variable_words);
      if (std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
      auto v = value(t.args[1], depth - 1, false);
      if (!v) return std::nullopt;
      keys.push_back(key);
      entries.emplace_back(build::str(std::move(key)), std::move(*v));
    }
    if (!decision_drawn) conform::gen::rule_rests_on("D16");
    return build::map(std::move(entries));
  }
  return std::nullopt;
}

std::optional<ast::Expr> PlanBuilder::value(const ast::TypeRef& t, int depth, bool allow_chain) {
  enum Source { from_literal, from_variable, from_concat, from_syscall, from_helper };
  std::vector<Source> sources{from_literal, from_variable};
  if (t.name == "String" && allow_chain && depth > 0) sources.push_back(from_concat);
  if (depth > 0) {
    sources.push_back(from_syscall);
    sources.push_back(from_helper);
  }
  while (!sources.empty()) {
    Source source = take_any(sources);
    switch (source) {
      case from_literal:
        if (t.name == "ToolResult" || (t.name == "List" && t.args[0].name == "ToolResult")) {
          if (t.name == "List" && depth > 0)
            if (auto l = literal(t, depth)) return l;
          break;
        }
        if (auto l = literal(t, depth)) return l;
        break;
      case from_variable: {
        std::vector<std::string> matches;
        for (const auto& scope : scopes_)
          for (const auto& v : scope)
            if (same(v.type, t)) matches.push_back(v.name);
        if (!matches.empty()) return build::var(pick(matches));
        break;
      }
      case from_concat: {
        std::vector<std::pair<std::string, ast::Expr>> rest;
        auto first = value(t, depth - 1, false);
        auto second = value(t, depth - 1, false);
        if (!first || !second) break;
        rest.emplace_back("+", std::move(*second));
        return build::chain(std::move(*first), std::move(rest));
      }
      case from_syscall: {
        std::vector<const ast::Signature*> matching;
        for (const auto& s : whitelist_.signatures())
          if (same(s.return_type, t)) matching.push_back(&s);
        while (!matching.empty()) {
          const ast::Signature* s = take_any(matching);
          if (auto args = arguments(syscall_params(*s), depth - 1)) return build::syscall(s->name.name, std::move(*args));
        }
        break;
      }
      case from_helper: {
        std::vector<std::size_t> matching;
        for (std::size_t j = current_; j < helpers_.size(); ++j)
          if (same(helpers_[j].result, t) && (callees_.count(helpers_[j].name) || callees_.size() < 7))
            matching.push_back(j);
        while (!matching.empty()) {
          const Helper& h = helpers_[take_any(matching)];
          if (auto args = arguments(h.params, depth - 1)) {
            callees_.insert(h.name);
            return build::call(h.name, std::move(*args));
          }
        }
        break;
      }
    }
  }
  return std::nullopt;
}

std::optional<ast::Expr> PlanBuilder::standalone_value(const ast::TypeRef& t, bool map_literals) {
  auto saved = std::move(scopes_);
  scopes_.assign(1, {});
  std::size_t saved_current = current_;
  current_ = helpers_.size();  // no helpers
  map_literals_ = map_literals;
  auto v = value(t, 2);
  map_literals_ = false;
  scopes_ = std::move(saved);
  current_ = saved_current;
  return v;
}

ast::Expr PlanBuilder::literal_not_of(const ast::TypeRef& t) {
  ast::List<ast::Expr> options;
  if (t.name != "String") options.push_back(build::str(some_string()));
  if (t.name != "Int") options.push_back(build::integer(*rc::gen::inRange(0, 100)));
  if (t.name != "Bool") options.push_back(build::boolean(*rc::gen::arbitrary<bool>()));
  return pick(options);
}

}  // namespace conform::cpl::gen
