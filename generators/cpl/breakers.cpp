// One breaker per rule: a valid plan, changed so that among errors it breaks exactly
// that rule (warnings may come along). Each runs inside rc::gen::exec.
#include <functional>
#include <map>
#include <stdexcept>

#include "generators/core/base_capture.hpp"
#include "generators/core/decision_capture.hpp"
#include "generators/cpl/ast_builders.hpp"
#include "generators/cpl/generators.hpp"
#include "generators/cpl/plan_builder.hpp"
#include "generators/cpl/statement_blocks.hpp"
#include "oracles/cpl/size_limits.hpp"
#include "generators/text/corruptions.hpp"

namespace conform::cpl::gen {
namespace {

using build::type;
using conform::gen::rule_rests_on;
namespace x3 = boost::spirit::x3;

// The blocks of a statement, and the blocks inside them.
void blocks_in(ast::Statement& s, std::vector<ast::Block*>& out) {
  for (ast::Block* b : blocks_of(s)) {
    out.push_back(b);
    for (auto& inner : b->statements) blocks_in(inner, out);
  }
}

struct Draft {
  PlanBuilder& builder;
  ast::Plan plan;
  PrintStyle style;
  const Whitelist& whitelist;

  std::string text() const { return print(plan, style); }

  ast::Function& main() {
    for (auto& f : plan.functions)
      if (f.name.name == "main") return f;
    throw std::logic_error("generated plan without main");
  }
  // Inserts statements at one random place of main's body, before its final `return;`.
  // Unless `past_the_limit`, main keeps at most max_statements top-level statements: the
  // last ones before the return make room (nothing after them uses what they declare), so
  // CPL-TOO-MANY-STATEMENTS does not come along with the rule broken.
  // Half the time, where there is one, elsewhere instead: in a block inside main (an if's
  // or else's, a loop's, a try's or catch's), or in a Void helper with a body, at its top
  // where it has room or in a block inside it. The seed lets statements nest and plans
  // have helpers; a validator that looks only at main's own statements should be caught.
  // The limit counts a function's own statements only (decision D8).
  // Statements that call a function may go into its own body: "function calls" (§5) names
  // no limit on the callee, so a function calling itself is the document's (the corpus's
  // valid/recursion.cpl; D18 records it).
  void insert_in_main(ast::List<ast::Statement> statements, bool past_the_limit = false) {
    if (!past_the_limit) {
      std::vector<ast::Block*> nested;
      for (auto& s : main().body->statements) blocks_in(s, nested);
      for (auto& f : plan.functions) {
        if (f.name.name == "main" || !f.body || f.is_deferred() || !f.return_type || f.return_type->name != "Void") continue;
        for (auto& s : f.body->statements) blocks_in(s, nested);
        if (f.body->statements.size() + statements.size() <= max_statements) nested.push_back(&*f.body);
      }
      if (!nested.empty() && *rc::gen::arbitrary<bool>()) {
        auto& inner = (*nested[*rc::gen::inRange<std::size_t>(0, nested.size())]).statements;
        std::size_t end = inner.size();
        if (end > 0 && ast::node_if<ast::Return>(inner.back())) --end;
        auto at = inner.begin() + static_cast<std::ptrdiff_t>(*rc::gen::inRange<std::size_t>(0, end + 1));
        inner.insert(at, std::make_move_iterator(statements.begin()), std::make_move_iterator(statements.end()));
        return;
      }
    }
    auto& body = main().body->statements;
    std::size_t end = body.size();
    if (end > 0 && ast::node_if<ast::Return>(body.back())) --end;
    while (!past_the_limit && end > 0 && body.size() + statements.size() > max_statements) {
      body.erase(body.begin() + static_cast<std::ptrdiff_t>(end - 1));
      --end;
    }
    auto at = body.begin() + static_cast<std::ptrdiff_t>(*rc::gen::inRange<std::size_t>(0, end + 1));
    body.insert(at, std::make_move_iterator(statements.begin()), std::make_move_iterator(statements.end()));
  }
  // A value of type `t` for a parameter of `callee`, from literals and syscalls
  // (PlanBuilder::standalone_value; `map_literals` as there).
  ast::Expr argument_for(const ast::TypeRef& t, const std::string& callee, bool map_literals = false) {
    if (auto v = builder.standalone_value(t, map_literals)) return std::move(*v);
    throw std::logic_error("no value for a parameter of " + callee);
  }
  void add_function(ast::Function f) {
    auto at = plan.functions.begin() + static_cast<std::ptrdiff_t>(*rc::gen::inRange<std::size_t>(0, plan.functions.size() + 1));
    plan.functions.insert(at, std::move(f));
  }
  // A helper that is not deferred and has a body, if the plan has one.
  ast::Function* helper_with_body(bool typed) {
    std::vector<ast::Function*> found;
    for (auto& f : plan.functions)
      if (f.name.name != "main" && f.body && !f.is_deferred() && (f.return_type->name != "Void") == typed)
        found.push_back(&f);
    if (found.empty()) return nullptr;
    return found[*rc::gen::inRange<std::size_t>(0, found.size())];
  }
};

ast::Block void_body() { return build::block({build::ret()}); }

template <typename T>
T one_of(std::vector<T> items) {
  return items[*rc::gen::inRange<std::size_t>(0, items.size())];
}

// Offsets of `c` outside string literals and `#` comments.
std::vector<std::size_t> code_positions(const std::string& text, char c) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
    } else if (text[i] == '#') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (text[i] == c) {
      out.push_back(i);
    }
  }
  return out;
}

std::size_t plan_start(const std::string& text) { return code_positions(text, '{').front(); }

using Breaker = std::function<std::string(Draft&)>;

const std::map<std::string, Breaker>& breakers() {
  static const std::map<std::string, Breaker> table{
      {"CPL-SYNTAX",
       [](Draft& d) {
         std::string text = d.text();
         auto semicolons = code_positions(text, ';');
         if (!semicolons.empty() && *rc::gen::arbitrary<bool>())
           return text.erase(one_of(semicolons), 1);
         std::size_t last_brace = code_positions(text, '}').back();
         return *conform::gen::truncated(text, plan_start(text) + 1, last_brace);
       }},
      {"CPL-MISSING-PLAN-BLOCK",
       [](Draft& d) {
         std::string text;
         for (const auto& f : d.plan.functions) text += print(f, d.style) + "\n\n";
         return text;
       }},
      {"CPL-MULTIPLE-PLAN-BLOCKS",
       [](Draft& d) {
         std::string text = d.text();
         // A second block, or a function or a statement written before or after the block.
         const std::string outside = print(build::function("auditTrail", {}, type("Void"), void_body()), d.style);
         switch (*rc::gen::inRange(0, 5)) {
           case 0: return outside + "\n\n" + text;
           case 1: return text + "\n" + outside + "\n";
           case 2: return text + "\nmain();\n";
           case 3: return "let branch: String = \"main\";\n" + text;
           default: return text + "\n" + text;
         }
       }},
      {"CPL-MARKDOWN-FENCE", [](Draft& d) { return conform::gen::wrap_in_fence(d.text(), *conform::gen::fence_language("cpl")); }},
      {"CPL-PROSE-OUTSIDE-PLAN",
       [](Draft& d) {
         std::string text = d.text();
         const std::string opening = "plan { ... } block";
         switch (*rc::gen::inRange(0, 4)) {
           case 0: return *conform::gen::prose_before(opening) + text;
           case 1: return text + *conform::gen::prose_after(opening);
           // A comment or a markdown heading around the block: code outside it, or commentary.
           case 2: return *rc::gen::element<std::string>("# Plan\n", "## Plan\n\n", "# clones the repo and logs it\n") + text;
           default: return text + (d.style.one_line ? " # end of plan\n" : "\n# Hope this helps!\n");
         }
       }},
      {"CPL-FOREIGN-COMMENT",
       [](Draft& d) {
         std::string text = d.text();
         bool block = d.style.one_line || *rc::gen::arbitrary<bool>();
         text.insert(plan_start(text) + 1, block ? " /* keep the steps short */ " : " // keep the steps short\n");
         return text;
       }},
      {"CPL-MISSING-MAIN",
       [](Draft& d) {
         d.main().name.name = conform::gen::kept_text(one_of<std::string>({"run", "start", "entryPoint", "mainPlan"}));
         return d.text();
       }},
      {"CPL-MAIN-SIGNATURE",
       [](Draft& d) {
         ast::Function& main = d.main();
         auto& body = main.body->statements;
         // Not §2's `function main() : Void`, under any reading. A parameter, or a String
         // main returning a string, is that alone. `void` or `Void[]` is no type of §3's
         // either, and an Int or String main whose body returns nothing misses a return:
         // that the rule is this one alone is D5's (corpus/cpl/invalid/D5-CPL-MAIN-SIGNATURE-*).
         const std::string how = conform::gen::pick_rule_resting<std::string>({"parameter", "returns", "foreign void", "no return"}, 2, "D5");
         if (how == "parameter") {
           main.params.push_back(build::param("args", type(one_of<std::string>({"String", "Int", "ToolResult"}))));
         } else if (how == "returns") {
           main.return_type = type("String");
           if (!body.empty() && ast::node_if<ast::Return>(body.back())) body.pop_back();
           body.push_back(build::ret(build::str("done")));
         } else if (how == "foreign void") {
           main.return_type = one_of<ast::TypeRef>({type("void"), build::suffixed(type("Void"), "[]"), build::suffixed(type("Void"), "?")});
         } else {
           main.return_type = type(one_of<std::string>({"Int", "String"}));
           if (!body.empty() && ast::node_if<ast::Return>(body.back())) body.pop_back();
         }
         return d.text();
       }},
      {"CPL-DUPLICATE-FUNCTION",
       [](Draft& d) {
         ast::Function copy = d.plan.functions[*rc::gen::inRange<std::size_t>(0, d.plan.functions.size())];
         d.add_function(std::move(copy));
         return d.text();
       }},
      {"CPL-MISSING-BODY",
       [](Draft& d) {
         ast::Function* helper = d.helper_with_body(*rc::gen::arbitrary<bool>());
         if (helper) helper->body = boost::none;
         else d.add_function(build::function("auditTrail", {}, type("Void"), boost::none));
         return d.text();
       }},
      {"CPL-UNKNOWN-ANNOTATION",
       [](Draft& d) {
         // Or a misspelt @Deferred on a function without a body: an annotation CPL lacks, or
         // a body missing (§6: "Non-deferred functions MUST always provide a body"), under
         // any reading; only that the rule is this one alone is D21's
         // (corpus/cpl/invalid/D21-CPL-UNKNOWN-ANNOTATION-misspelt-deferred-without-body.cpl).
         if (*rc::gen::inRange(0, 4) == 0) {
           rule_rests_on("D21");
           ast::Function f = build::function("auditTrail", {}, type("Void"), boost::none);
           ast::Annotation misspelt;
           misspelt.name = conform::gen::kept_text(one_of<std::string>({"Defered", "Deffered", "deferred", "DEFERRED", "Deferd"}));
           f.annotations.push_back(misspelt);
           d.add_function(std::move(f));
           return d.text();
         }
         ast::Annotation a;
         a.name = conform::gen::kept_text(one_of<std::string>({"Override", "Async", "Cached", "Retry", "deferred"}));
         auto& f = d.plan.functions[*rc::gen::inRange<std::size_t>(0, d.plan.functions.size())];
         f.annotations.insert(f.annotations.begin(), a);
         return d.text();
       }},
      {"CPL-FUNCTION-NAME-CASE",
       [](Draft& d) {
         d.add_function(build::function(one_of<std::string>({"send_report", "SendReport", "SENDREPORT", "_send", "send_Report2"}),
                                        {}, type("Void"), void_body()));
         return d.text();
       }},
      {"CPL-ARGUMENT-NAME-CASE",
       [](Draft& d) {
         std::string bad = one_of<std::string>({"repo_url", "RepoUrl", "REPO", "_repo", "repo_2"});
         d.add_function(build::function("auditTrail", {build::param(bad, type("String"))}, type("Void"), void_body()));
         return d.text();
       }},
      {"CPL-TOO-MANY-STATEMENTS",
       [](Draft& d) {
         std::size_t have = d.main().body->statements.size();
         ast::List<ast::Statement> filler;
         for (std::size_t i = have; i < 8 + *rc::gen::inRange<std::size_t>(0, 4); ++i)
           filler.push_back(build::let("spare" + std::to_string(i), type("Int"), build::integer(static_cast<long long>(i))));
         d.insert_in_main(std::move(filler), true);
         return d.text();
       }},
      {"CPL-TOO-MANY-CALLEES",
       [](Draft& d) {
         ast::List<ast::Statement> calls;
         for (int i = 1; i <= 8; ++i) {
           std::string name = "extraStep" + std::to_string(i);
           d.add_function(build::function(name, {}, type("Void"), void_body()));
           calls.push_back(build::expr_stmt(build::call(name, {})));
         }
         ast::Block all = build::block(std::move(calls));
         d.add_function(build::function("runExtraSteps", {}, type("Void"),
                                        build::block({build::if_else(build::boolean(true), std::move(all), build::block()),
                                                      build::ret()})));
         return d.text();
       }},
      {"CPL-INVALID-TYPE",
       [](Draft& d) {
         // Only types seed 002 §3 rules out; a Void variable or parameter is invalid only
         // under decision D10 (corpus/cpl/impl-defined/).
         // Other languages' suffixes too: Java's array, a nullable, a union, Python's brackets.
         // A variable's value fits the type it evidently means, so that a reader who takes
         // `Integer` for Int finds nothing else wrong.
         using build::suffixed;
         const auto strings = [] { return build::list({build::str("a")}); };
         auto [bad, value] = one_of<std::pair<ast::TypeRef, ast::Expr>>(
             {{type("Integer"), build::integer(1)}, {type("Float"), build::integer(1)},
              {type("Array", {type("String")}), strings()}, {type("Map", {type("Int"), type("String")}), build::map({})},
              {type("List"), strings()}, {type("Object"), build::str("a")}, {type("string"), build::str("a")},
              {suffixed(type("String"), "[]"), strings()}, {suffixed(type("String"), "?"), build::str("a")},
              {suffixed(type("Int"), "| String"), build::integer(1)}, {suffixed(type("List"), "[String]"), strings()}});
         // A map literal, `{}` too, is D16's: as a let's value, the type is none of §3's
         // whatever D16 makes of the literal, and only that the rule is this one alone (no
         // CPL-SYNTAX for the literal) is D16's.
         const bool map_literal = ast::node_if<ast::MapLit>(value) != nullptr;
         const int how = *rc::gen::inRange(0, 3);
         if (how == 0 && map_literal) rule_rests_on("D16");
         switch (how) {
           case 0: d.insert_in_main({build::let("probe", bad, std::move(value))}); break;
           case 1: d.add_function(build::function("auditTrail", {build::param("value", bad)}, type("Void"), void_body())); break;
           default: {
             ast::Function f = build::function("auditTrail", {}, bad, boost::none);
             ast::Annotation deferred;
             deferred.name = "Deferred";
             f.annotations.push_back(deferred);
             d.add_function(std::move(f));
           }
         }
         return d.text();
       }},
      {"CPL-MISSING-TYPE",
       [](Draft& d) {
         switch (*rc::gen::inRange(0, 3)) {
           case 0: d.insert_in_main({build::let("probe", boost::none, build::str("untyped"))}); break;
           case 1: d.add_function(build::function("auditTrail", {build::param("value", boost::none)}, type("Void"), void_body())); break;
           default: d.add_function(build::function("auditTrail", {}, boost::none, void_body()));
         }
         return d.text();
       }},
      {"CPL-UNSUPPORTED-STATEMENT",
       [](Draft& d) {
         ast::Statement s = build::ret();
         switch (*rc::gen::inRange(0, 6)) {
           case 0: {
             ast::While w;
             w.condition = build::boolean(false);
             s = build::stmt(std::move(w));
             break;
           }
           case 1: s = build::stmt(ast::Break{}); break;
           case 2: s = build::stmt(ast::Continue{}); break;
           case 3: {
             ast::Throw t;
             t.value = build::str("failed");
             s = build::stmt(std::move(t));
             break;
           }
           case 4: {  // `else if`, this rule's by decision D11
             conform::gen::rests_on("D11");
             ast::If i;
             i.condition = build::boolean(true);
             ast::ElseIf e;
             e.condition = build::boolean(false);
             i.else_ifs.push_back(std::move(e));
             i.else_block = build::block();
             s = build::stmt(std::move(i));
             break;
           }
           default: s = build::expr_stmt(build::str("a statement that is not a call"));
         }
         d.insert_in_main({std::move(s)});
         return d.text();
       }},
      {"CPL-UNSUPPORTED-OPERATOR",
       [](Draft& d) {
         auto [op, result, left, right] = one_of<std::tuple<std::string, std::string, ast::Expr, ast::Expr>>(
             {{"==", "Bool", build::integer(1), build::integer(2)},
              {"!=", "Bool", build::str("a"), build::str("b")},
              {"<", "Bool", build::integer(3), build::integer(4)},
              {"&&", "Bool", build::boolean(true), build::boolean(false)},
              {"||", "Bool", build::boolean(false), build::boolean(true)},
              {"-", "Int", build::integer(5), build::integer(3)},
              {"*", "Int", build::integer(6), build::integer(7)},
              {"&", "Bool", build::boolean(true), build::boolean(true)},
              {"<<", "Int", build::integer(1), build::integer(4)},
              {"**", "Int", build::integer(2), build::integer(8)}});
         ast::Expr value = build::chain(left, {{op, right}});
         if (*rc::gen::inRange(0, 4) == 0) {
           ast::Unary u;
           u.ops = "!";
           u.operand = build::boolean(true);
           value = ast::Expr(x3::forward_ast<ast::Unary>(std::move(u)));
           result = "Bool";
         }
         d.insert_in_main({build::let("probe", type(result), std::move(value))});
         return d.text();
       }},
      {"CPL-UNSUPPORTED-EXPRESSION",
       [](Draft& d) {
         ast::Postfix p;
         p.base = build::str("abc");
         ast::Suffix suffix;
         ast::Expr value = ast::Expr(ast::NullLit{});
         // `null` is no expression §5 lists, under any reading: an unsupported expression, or
         // an undeclared name; only that it is a reserved word, this rule alone, is D20's
         // (corpus/cpl/invalid/D20-CPL-UNSUPPORTED-EXPRESSION-null-literal.cpl). A method called
         // on a name (`System.out.println(…)`) is no function or syscall (§6); only that the
         // name is not also an undeclared variable is D24's
         // (corpus/cpl/invalid/D24-CPL-UNSUPPORTED-EXPRESSION-system-out-println.cpl).
         switch (*rc::gen::inRange(0, 7)) {
           case 0: rule_rests_on("D20"); break;
           case 6: {
             rule_rests_on("D24");
             auto [receiver, member, method, args] = one_of<std::tuple<std::string, std::string, std::string, ast::List<ast::Expr>>>(
                 {{"System", "out", "println", {build::str("done")}},
                  {"System", "", "getenv", {build::str("HOME")}},
                  {"Math", "", "max", {build::integer(1), build::integer(2)}},
                  {"console", "", "log", {build::str("done")}}});
             p.base = build::var(receiver);
             if (!member.empty()) {
               suffix.kind = ast::Suffix::Kind::member;
               suffix.name = conform::gen::kept_text(member);
               p.suffixes.push_back(suffix);
             }
             ast::Suffix call;
             call.kind = ast::Suffix::Kind::method_call;
             call.name = conform::gen::kept_text(method);
             call.args = std::move(args);
             p.suffixes.push_back(std::move(call));
             value = ast::Expr(x3::forward_ast<ast::Postfix>(p));
             break;
           }
           case 1: {
             ast::FloatLit f;
             f.text = "1.5";
             value = ast::Expr(f);
             break;
           }
           case 2:
             suffix.kind = ast::Suffix::Kind::member;
             suffix.name = "length";
             p.suffixes.push_back(suffix);
             value = ast::Expr(x3::forward_ast<ast::Postfix>(p));
             break;
           case 3:
             suffix.kind = ast::Suffix::Kind::method_call;
             suffix.name = "toUpperCase";
             p.suffixes.push_back(suffix);
             value = ast::Expr(x3::forward_ast<ast::Postfix>(p));
             break;
           case 4: {
             ast::New n;
             n.type = one_of<std::string_view>({"String", "StringBuilder", "ArrayList<String>"});
             n.args.push_back(build::str("abc"));
             value = ast::Expr(x3::forward_ast<ast::New>(std::move(n)));
             break;
           }
           default:
             suffix.kind = ast::Suffix::Kind::index;
             suffix.args.push_back(build::integer(0));
             p.base = build::list({build::str("a"), build::str("b")});
             p.suffixes.push_back(suffix);
             value = ast::Expr(x3::forward_ast<ast::Postfix>(p));
         }
         // Concatenated to a string, it is a String whatever a reader takes it for.
         d.insert_in_main({build::let("probe", type("String"), build::chain(build::str("value: "), {{"+", std::move(value)}}))});
         return d.text();
       }},
      {"CPL-UNKNOWN-SYSCALL",
       [](Draft& d) {
         std::string name;
         do name = one_of<std::string>({"sendSlackMessage", "deleteRepo", "runShell", "httpGet", "readFile"});
         while (d.whitelist.find(name));
         d.insert_in_main({build::expr_stmt(build::syscall(name, {build::str("now")}))});
         return d.text();
       }},
      {"CPL-UNDEFINED-FUNCTION",
       [](Draft& d) {
         std::string name = one_of<std::string>({"notifyTeam", "doTheRest", "retryLater"});
         d.insert_in_main({build::expr_stmt(build::call(name, {build::str("now")}))});
         return d.text();
       }},
      {"CPL-ARITY-MISMATCH",
       [](Draft& d) {
         // The arguments there fit their parameters, so that the count alone is wrong;
         // one past the last is a string. A Map argument is a literal, `{"k": v}`: the count
         // is wrong whatever D16 makes of it, and only that the rule is this one alone (no
         // CPL-SYNTAX for the literal) is D16's (PlanBuilder::standalone_value notes it).
         std::vector<std::pair<std::string, std::vector<ast::TypeRef>>> targets;  // (callee, parameter types)
         const auto add_target = [&](std::string callee, const auto& params) {
           std::vector<ast::TypeRef> types;
           for (const auto& p : params) types.push_back(*p.type);
           targets.emplace_back(std::move(callee), std::move(types));
         };
         for (const auto& s : d.whitelist.signatures()) add_target("syscall." + s.name.name, s.params);
         for (const auto& f : d.plan.functions)
           if (f.name.name != "main") add_target(std::string(f.name.name), f.params);
         if (targets.empty()) {
           d.add_function(build::function("auditTrail", {}, type("Void"), void_body()));
           targets.emplace_back("auditTrail", std::vector<ast::TypeRef>{});
         }
         auto [callee, params] = one_of(targets);
         const std::size_t arity = params.size();
         std::size_t given = arity == 0 || *rc::gen::arbitrary<bool>() ? arity + 1 : arity - 1;
         ast::List<ast::Expr> args;
         for (std::size_t i = 0; i < given; ++i) args.push_back(i < arity ? d.argument_for(params[i], callee, true) : build::str("x"));
         bool sys = callee.rfind("syscall.", 0) == 0;
         d.insert_in_main({build::expr_stmt(sys ? build::syscall(callee.substr(8), std::move(args)) : build::call(callee, std::move(args)))});
         return d.text();
       }},
      {"CPL-ARGUMENT-TYPE-MISMATCH",
       [](Draft& d) {
         std::vector<const ast::Signature*> candidates;
         for (const auto& s : d.whitelist.signatures())
           if (!s.params.empty()) candidates.push_back(&s);
         if (candidates.empty()) {
           d.add_function(build::function("auditTrail", {build::param("value", type("Int"))}, type("Void"), void_body()));
           d.insert_in_main({build::expr_stmt(build::call("auditTrail", {build::str("not a number")}))});
           return d.text();
         }
         const ast::Signature* s = one_of(candidates);
         std::size_t wrong = *rc::gen::inRange<std::size_t>(0, s->params.size());
         ast::List<ast::Expr> args;
         for (std::size_t i = 0; i < s->params.size(); ++i)
           args.push_back(i == wrong ? d.builder.literal_not_of(*s->params[i].type)
                                     : d.argument_for(*s->params[i].type, "syscall " + s->name.name));
         d.insert_in_main({build::expr_stmt(build::syscall(s->name.name, std::move(args)))});
         return d.text();
       }},
      {"CPL-RETURN-VALUE-IN-VOID",
       [](Draft& d) {
         auto& body = d.main().body->statements;
         if (!body.empty() && ast::node_if<ast::Return>(body.back())) body.pop_back();
         body.push_back(build::ret(one_of<ast::Expr>({build::str("done"), build::integer(0), build::boolean(true)})));
         return d.text();
       }},
      {"CPL-RETURN-WITHOUT-VALUE",
       [](Draft& d) {
         ast::Function* helper = d.helper_with_body(true);
         auto* last = helper ? ast::node_if<ast::Return>(helper->body->statements.back()) : nullptr;
         if (last) helper->body->statements.back() = build::ret();
         else d.add_function(build::function("auditTrail", {}, type("String"), build::block({build::ret()})));
         return d.text();
       }},
      {"CPL-RETURN-TYPE-MISMATCH",
       [](Draft& d) {
         ast::Function* helper = d.helper_with_body(true);
         auto* last = helper ? ast::node_if<ast::Return>(helper->body->statements.back()) : nullptr;
         if (last) {
           helper->body->statements.back() = build::ret(d.builder.literal_not_of(*helper->return_type));
         } else {
           ast::TypeRef t = one_of<ast::TypeRef>({type("Int"), type("String"), type("Bool")});
           d.add_function(build::function("auditTrail", {}, t, build::block({build::ret(d.builder.literal_not_of(t))})));
         }
         return d.text();
       }},
      {"CPL-MISSING-RETURN",
       [](Draft& d) {
         // Or a typed function whose `if` returns in its one branch and has no `else`: no
         // `if` §4 writes, or a missing return where `else` may be left out, under any
         // reading; only that the rule is this one alone is D1's
         // (corpus/cpl/invalid/D1-CPL-MISSING-RETURN-if-without-else.cpl).
         if (*rc::gen::inRange(0, 4) == 0) {
           rule_rests_on("D1");
           d.add_function(build::function(
               "auditTrail", {build::param("ready", type("Bool"))}, type("String"),
               build::block({build::if_else(build::var("ready"), build::block({build::ret(build::str("done"))}), boost::none)})));
           return d.text();
         }
         ast::Function* helper = d.helper_with_body(true);
         auto* last = helper ? ast::node_if<ast::Return>(helper->body->statements.back()) : nullptr;
         if (last) {
           helper->body->statements.pop_back();
         } else {
           d.add_function(build::function("auditTrail", {}, type("Int"),
                                          build::block({build::let("probe", type("Int"), build::integer(1))})));
         }
         return d.text();
       }},
      {"CPL-UNDECLARED-VARIABLE",
       [](Draft& d) {
         // Names the valid generator never declares; or one used before its declaration.
         const std::string name = one_of<std::string>({"undeclaredName", "previousResult", "cachedReport"});
         switch (*rc::gen::inRange(0, 3)) {
           case 0: d.insert_in_main({build::let("probe", type("String"), build::var(name))}); break;
           case 1: d.insert_in_main({build::assign(name, build::str("x"))}); break;
           default:
             d.insert_in_main({build::let("probe", type("String"), build::var("laterValue")),
                               build::let("laterValue", type("String"), build::str("x"))});
         }
         return d.text();
       }},
      {"CPL-DUPLICATE-VARIABLE",
       [](Draft& d) {
         if (*rc::gen::arbitrary<bool>()) {
           d.insert_in_main({build::let("probe", type("Int"), build::integer(1)), build::let("probe", type("Int"), build::integer(2))});
         } else {
           d.add_function(build::function("auditTrail", {build::param("value", type("Int")), build::param("value", type("Int"))},
                                          type("Void"), void_body()));
         }
         return d.text();
       }},
      {"CPL-TYPE-MISMATCH",
       [](Draft& d) {
         ast::Statement s = build::ret();
         // `1 + 2` as a String: + is "string concatenation" (§5), so Int + Int is a type
         // mismatch, or an operator CPL lacks, under any reading; only that the rule is this
         // one alone is D14's (corpus/cpl/invalid/D14-CPL-TYPE-MISMATCH-int-plus-int.cpl). A
         // loop over a string literal goes over no list under any reading; only that the
         // literal where §4 writes `listVariable` is no second fault is D15's.
         const int how = *rc::gen::inRange(0, 7);
         if (how == 4) rule_rests_on("D14");
         if (how == 6) rule_rests_on("D15");
         switch (how) {
           case 0: s = build::let("probe", type("Int"), build::str("seven")); break;
           case 1: s = build::let("probe", type("String"), build::integer(7)); break;
           case 2: s = build::if_else(build::integer(1), build::block(), build::block()); break;
           case 3:
             d.insert_in_main({build::let("probeText", type("String"), build::str("abc")),
                               build::for_in("item", build::var("probeText"), build::block())});
             return d.text();
           case 4: s = build::let("probe", type("String"), build::chain(build::integer(1), {{"+", build::integer(2)}})); break;
           case 6: s = build::for_in("item", build::str("abc"), build::block()); break;
           default: s = build::let("probe", type("List", {type("Int")}), build::list({build::integer(1), build::str("two")}));
         }
         d.insert_in_main({std::move(s)});
         return d.text();
       }},
      {"CPL-CATCH-NOT-TOOLERROR",
       [](Draft& d) {
         ast::List<ast::Statement> body;
         if (!d.whitelist.signatures().empty()) {
           const auto& s = d.whitelist.signatures().front();
           ast::List<ast::Expr> args;
           for (const auto& p : s.params)
             if (auto v = d.builder.standalone_value(*p.type)) args.push_back(std::move(*v));
           if (args.size() == s.params.size()) body.push_back(build::expr_stmt(build::syscall(s.name.name, std::move(args))));
         }
         auto words = one_of<std::vector<std::string>>({{"Exception", "e"},
                                                       {"e"},
                                                       {"Error", "err"},
                                                       {"ToolResult", "e"},
                                                       {"ToolError"},
                                                       {"e", ":", "ToolError"},
                                                       {"ToolError", "|", "Exception", "e"},
                                                       {""}});
         d.insert_in_main({build::try_catch(build::block(std::move(body)), words, build::block())});
         return d.text();
       }},
      {"CPL-TRY-WITHOUT-SYSCALL",
       [](Draft& d) {
         d.insert_in_main({build::try_catch(build::block({build::let("probe", type("Int"), build::integer(1))}),
                                            {"ToolError", "problem"}, build::block())});
         return d.text();
       }},
  };
  return table;
}

}  // namespace

std::vector<std::string> breakable_rules() {
  std::vector<std::string> out;
  for (const auto& [rule, breaker] : breakers()) out.push_back(rule);
  return out;
}

rc::Gen<std::string> broken_text(std::string_view rule, const Whitelist& whitelist) {
  auto it = breakers().find(std::string(rule));
  if (it == breakers().end()) throw std::invalid_argument("no breaker for rule " + std::string(rule));
  const Breaker& breaker = it->second;
  return rc::gen::exec([&breaker, whitelist] {
    PlanBuilder builder(whitelist);
    Draft draft{builder, builder.plan(), *print_style(), whitelist};
    conform::gen::BaseCapture::note(draft.text());
    return breaker(draft);
  });
}

}  // namespace conform::cpl::gen
