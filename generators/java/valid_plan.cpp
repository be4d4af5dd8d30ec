// Valid plans: helpers calling helpers and syscalls, deferred methods with and without
// sketch bodies, declarations, assignments, if/else, for over lists, try/catch, typed
// returns and generic types; every method within seven statements (decision D9), nested ones included.
#include <algorithm>
#include <array>

#include "generators/core/decision_capture.hpp"
#include "generators/java/generators.hpp"
#include "parsers/java/parser.hpp"

namespace conform::java::gen {
namespace {

using conform::gen::may_rest_on;  // decisions of spec/java/decisions.md (generators/core/decision_capture.hpp)

constexpr std::array verbs{"fetch", "apply", "collect", "prepare", "review", "build", "merge", "check", "update", "load"};
constexpr std::array nouns{"Repo", "Patch", "Branch", "Report", "Changes", "Files", "Summary", "Notes", "Result", "Status"};
constexpr std::array words{"origin/main", "README.md", "fix typo", "src/App.java", "release", "v1.2", "docs", "hello"};
// Patch: §3's example's type, a plan type by decision D4.
constexpr std::array value_types{"String", "Int", "Bool", "ToolResult", "Patch", "List<String>", "List<ToolResult>",
                                 "List<Patch>", "Map<String, ToolResult>", "Map<String, String>"};

struct Var {
  std::string name;
  std::string type;
};

std::string element_of(const std::string& list) { return list.substr(5, list.size() - 6); }

class Builder {
 public:
  explicit Builder(const Whitelist& wl) : wl_(wl) {}

  PlanSketch plan() {
    PlanSketch p;
    const int helpers = *rc::gen::inRange(0, 5);
    for (int i = 0; i < helpers; ++i) helper();
    MethodSketch main;
    main.modifiers = "public";
    main.name = "main";
    std::vector<Var> scope;
    body(main, scope, *rc::gen::inRange(1, 7));
    p.methods.push_back(std::move(main));
    // Helpers in a drawn order after main: the order of methods carries no meaning.
    std::vector<std::size_t> order(methods_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[*rc::gen::inRange<std::size_t>(0, i)]);
    for (auto i : order) p.methods.push_back(methods_[i]);
    return p;
  }

 private:
  std::string fresh(const std::string& base) { return base + std::to_string(++counter_); }
  std::string method_name() {
    std::string name = *rc::gen::elementOf(std::vector<const char*>(verbs.begin(), verbs.end()));
    name += *rc::gen::elementOf(std::vector<const char*>(nouns.begin(), nouns.end()));
    return name + std::to_string(++counter_);
  }
  std::string pick_type() {
    std::vector<std::string> types(value_types.begin(), value_types.end());
    if (!patch_allowed()) std::erase_if(types, [](const std::string& t) { return t.find("Patch") != std::string::npos; });
    return *rc::gen::elementOf(types);
  }
  // Patch as a type rests on decision D4 (generators/core/decision_capture.hpp).
  static bool patch_allowed() { return may_rest_on("D4"); }
  std::string word() { return "\"" + std::string(*rc::gen::elementOf(std::vector<const char*>(words.begin(), words.end()))) + "\""; }

  // A deferred helper without a body that gives values of `type`.
  const MethodSketch& source_of(const std::string& type) {
    MethodSketch m;
    m.annotations = {"Deferred"};
    m.modifiers = *rc::gen::element<std::string>("private", "public");
    m.return_type = type;
    m.name = method_name();
    if (*rc::gen::arbitrary<bool>()) m.params.emplace_back("String", "hint");
    m.has_body = false;
    methods_.push_back(m);
    return methods_.back();
  }

  std::string call_args(const std::vector<std::pair<std::string, std::string>>& params, const std::vector<Var>& scope,
                        int depth) {
    std::string out;
    for (std::size_t i = 0; i < params.size(); ++i) out += (i ? ", " : "") + expr(params[i].first, scope, depth + 1);
    return out;
  }

  // An expression of `type`: a literal, a variable, an operation, a helper or syscall call.
  std::string expr(const std::string& type, const std::vector<Var>& scope, int depth = 0) {
    std::vector<int> options;  // 0 literal, 1 variable, 2 operator, 3 helper, 4 syscall
    const bool literal = type == "String" || type == "Int" || type == "Bool" || type == "List<String>";
    if (literal) options.insert(options.end(), {0, 0});
    std::vector<const Var*> vars;
    for (const auto& v : scope)
      if (v.type == type) vars.push_back(&v);
    if (!vars.empty()) options.insert(options.end(), {1, 1});
    if (depth < 2 && (type == "String" || type == "Int" || type == "Bool")) options.push_back(2);
    std::vector<const MethodSketch*> helpers;
    for (const auto& m : methods_)
      if (m.return_type == type) helpers.push_back(&m);
    if (depth < 2 && !helpers.empty()) options.push_back(3);
    std::vector<const ast::Signature*> syscalls;
    for (const auto& s : wl_.signatures())
      if (print(s.return_type) == type) syscalls.push_back(&s);
    if (depth < 2 && !syscalls.empty()) options.insert(options.end(), {4, 4});
    if (options.empty()) {
      if (depth >= 2) return literal_or_source(type);
      const MethodSketch m = source_of(type);
      return m.name + "(" + call_args(m.params, scope, depth) + ")";
    }
    switch (*rc::gen::elementOf(options)) {
      case 0: return literal_of(type);
      case 1: return (*rc::gen::elementOf(vars))->name;
      case 2:
        if (type == "String") {
          const bool text = *rc::gen::arbitrary<bool>();
          const std::string right = expr(text ? "String" : "Int", scope, depth + 1);
          return expr("String", scope, depth + 1) + " + " + (text ? right : parenthesised(right));
        }
        if (type == "Int") return binary("Int", rc::gen::element<std::string>("+", "-", "*"), scope, depth);
        switch (*rc::gen::inRange(0, 3)) {
          case 0: return "!" + parenthesised(expr("Bool", scope, depth + 1));
          case 1: return binary("Int", rc::gen::element<std::string>("==", "<", ">=", "!="), scope, depth);
          default: return binary("Bool", rc::gen::element<std::string>("&&", "||"), scope, depth);
        }
      case 3: {
        const MethodSketch m = **rc::gen::elementOf(helpers);
        return m.name + "(" + call_args(m.params, scope, depth) + ")";
      }
      default: {
        const ast::Signature* s = *rc::gen::elementOf(syscalls);
        std::string out = "syscall." + s->name.name + "(";
        for (std::size_t i = 0; i < s->params.size(); ++i) out += (i ? ", " : "") + expr(print(s->params[i].type), scope, depth + 1);
        return out + ")";
      }
    }
  }
  // Left operand, operator, right operand: drawn in that order.
  std::string binary(const std::string& operand_type, const rc::Gen<std::string>& op, const std::vector<Var>& scope,
                     int depth) {
    std::string out = expr(operand_type, scope, depth + 1) + " ";
    out += *op + " ";
    return out + expr(operand_type, scope, depth + 1);
  }
  static std::string parenthesised(const std::string& e) { return "(" + e + ")"; }
  std::string literal_of(const std::string& type) {
    if (type == "String") return word();
    if (type == "Int") return std::to_string(*rc::gen::inRange(0, 1000));
    if (type == "Bool") return *rc::gen::arbitrary<bool>() ? "true" : "false";
    const std::string first = word();
    return "new String[] {" + first + ", " + word() + "}";
  }
  std::string literal_or_source(const std::string& type) {
    if (type == "String" || type == "Int" || type == "Bool" || type == "List<String>") return literal_of(type);
    for (const auto& m : methods_)
      if (m.return_type == type && m.params.empty()) return m.name + "()";
    MethodSketch m;
    m.annotations = {"Deferred"};
    m.return_type = type;
    m.name = method_name();
    m.has_body = false;
    methods_.push_back(m);
    return m.name + "()";
  }

  // A call of a whitelisted syscall as a statement; the whitelist has one.
  std::string syscall_statement(const std::vector<Var>& scope) {
    const auto& s = *rc::gen::elementOf(wl_.signatures());
    std::string out = "syscall." + s.name.name + "(";
    for (std::size_t i = 0; i < s.params.size(); ++i) out += (i ? ", " : "") + expr(print(s.params[i].type), scope, 1);
    return out + ");";
  }

  // A statement that holds no other: a declaration, an assignment, or a call.
  std::string simple(std::vector<Var>& scope) {
    std::vector<std::string> callable_void;
    for (const auto& m : methods_)
      if (m.return_type == "void" || m.return_type == "Void") callable_void.push_back(m.name);
    const int kind = *rc::gen::inRange(0, 4);
    if (kind == 1) {
      std::vector<const Var*> assignable;
      for (const auto& v : scope)
        if (!v.name.starts_with("item") && !v.name.starts_with("error")) assignable.push_back(&v);
      if (!assignable.empty()) {
        const Var* v = *rc::gen::elementOf(assignable);
        return v->name + " = " + expr(v->type, scope) + ";";
      }
    }
    if (kind == 2) {
      std::vector<const MethodSketch*> calls;
      for (const auto& m : methods_) calls.push_back(&m);
      if (!calls.empty()) {
        const MethodSketch m = **rc::gen::elementOf(calls);
        return m.name + "(" + call_args(m.params, scope, 0) + ");";
      }
    }
    if (kind == 3 && !wl_.signatures().empty()) return syscall_statement(scope);
    const std::string type = pick_type();
    const std::string name = fresh(type.starts_with("List") ? "items" : type.starts_with("Map") ? "table" : "value");
    std::string s = type + " " + name + " = " + expr(type, scope) + ";";
    scope.push_back({name, type});
    return s;
  }

  // Statements into `m` until `budget` statements are used, nested ones included (more
  // than decision D9 counts, so a method stays within seven either way).
  // Declarations at the top level of the body stay in `scope`.
  void body(MethodSketch& m, std::vector<Var>& scope, int budget) {
    while (budget > 0) {
      const int kind = budget >= 2 ? *rc::gen::inRange(0, 6) : 0;
      if (kind <= 2) {
        m.body.push_back(simple(scope));
        budget -= 1;
      } else if (kind == 3) {
        std::vector<Var> inner = scope;
        std::string s = "if (" + expr("Bool", scope) + ") { ";
        s += simple(inner) + " }";
        budget -= 2;
        if (budget >= 1 && *rc::gen::arbitrary<bool>()) {
          std::vector<Var> other = scope;
          s += " else { " + simple(other) + " }";
          budget -= 1;
        }
        m.body.push_back(s);
      } else if (kind == 4) {
        const std::string list = patch_allowed() ? *rc::gen::element<std::string>("List<String>", "List<ToolResult>", "List<Patch>")
                                                 : *rc::gen::element<std::string>("List<String>", "List<ToolResult>");
        const std::string element = element_of(list);
        const std::string item = fresh("item");
        std::vector<Var> inner = scope;
        inner.push_back({item, element});
        const std::string source = expr(list, scope);
        m.body.push_back("for (" + element + " " + item + " : " + source + ") { " + simple(inner) + " }");
        budget -= 2;
      } else if (budget >= 3 && (may_rest_on("D12") || !wl_.signatures().empty())) {
        // §3's try is "for syscall failures": it guards a syscall, unless decision D12's
        // reading (any statement may stand in a try) is drawn.
        std::vector<Var> inner = scope;
        const std::string guarded = may_rest_on("D12") ? simple(inner) : syscall_statement(scope);
        std::string s = "try { " + guarded + " } catch (ToolError " + fresh("error") + ") { ";
        std::vector<Var> handler = scope;
        s += simple(handler) + " }";
        m.body.push_back(s);
        budget -= 3;
      } else {
        m.body.push_back(simple(scope));
        budget -= 1;
      }
    }
  }

  void helper() {
    MethodSketch m;
    m.modifiers = *rc::gen::element<std::string>("private", "public");
    // `Void` as a return type with no value returned is decision D2's reading.
    std::vector<std::string> returns{"void", "String", "Int", "Bool", "ToolResult", "List<String>", "Map<String, ToolResult>"};
    if (may_rest_on("D2")) returns.push_back("Void");
    m.return_type = *rc::gen::elementOf(returns);
    m.name = method_name();
    std::vector<Var> scope;
    const int params = *rc::gen::inRange(0, 3);
    for (int i = 0; i < params; ++i) {
      const std::string type = pick_type();
      const std::string name = fresh("arg");
      m.params.emplace_back(type, name);
      scope.push_back({name, type});
    }
    // Decision D25: the one exception a helper may declare.
    if (may_rest_on("D25") && *rc::gen::inRange(0, 6) == 0) m.throws = "ToolError";
    const bool deferred = *rc::gen::inRange(0, 4) == 0;
    if (deferred) m.annotations = {"Deferred"};
    if (deferred && *rc::gen::arbitrary<bool>()) {
      m.has_body = false;
    } else {
      const bool typed = m.return_type != "void" && m.return_type != "Void";
      body(m, scope, *rc::gen::inRange(typed ? 0 : 1, 7));
      if (typed) {
        m.body.push_back("return " + expr(m.return_type, scope) + ";");
      }
    }
    methods_.push_back(std::move(m));
  }

  const Whitelist& wl_;
  std::vector<MethodSketch> methods_;
  int counter_ = 0;
};

}  // namespace

rc::Gen<PlanSketch> valid_sketch(const Whitelist& whitelist) {
  return rc::gen::exec([&whitelist] { return Builder(whitelist).plan(); });
}

rc::Gen<PrintStyle> print_style() {
  return rc::gen::exec([] {
    PrintStyle s;
    s.indent = *rc::gen::element<std::string>("    ", "  ", "\t");
    s.blank_line_between_members = *rc::gen::arbitrary<bool>();
    s.brace_on_own_line = *rc::gen::inRange(0, 4) == 0;
    s.one_line = *rc::gen::inRange(0, 6) == 0;
    s.comment_every = static_cast<unsigned>(*rc::gen::inRange(0, 4));
    s.javadoc_before_methods = *rc::gen::arbitrary<bool>();
    return s;
  });
}

rc::Gen<std::string> valid_text(const Whitelist& whitelist) {
  return rc::gen::exec([&whitelist] {
    const std::string text = render(*valid_sketch(whitelist));
    const auto parsed = parse(text);
    if (!parsed.unit) return text;
    return print(*parsed.unit, *print_style());
  });
}

}  // namespace conform::java::gen
