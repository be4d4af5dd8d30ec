// Method rules (§2, §6): names, size, types, bodies, annotations.
#include <algorithm>
#include <set>

#include "core/ascii.hpp"
#include "oracles/java/oracles.hpp"
#include "parsers/java/printer.hpp"

namespace conform::java {

using namespace std::string_view_literals;
namespace {

using namespace ast;

bool is_camel_case(std::string_view name) {
  if (name.empty() || !(name[0] >= 'a' && name[0] <= 'z')) return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

// `t` with every name of `names` written as String.
TypeRef with_names_as_string(TypeRef t, const std::set<std::string_view>& names) {
  if (names.count(t.name)) t.name = "String";
  if (t.args)
    for (auto& a : *t.args) a = with_names_as_string(a, names);
  return t;
}

// The names of the classes besides Plan that the text declares (top-level, nested in
// Plan or in one another, local): each is JAVA-EXTRA-CLASS's (decision D3).
std::set<std::string_view> classes_besides_plan(const CheckContext& c) {
  std::set<std::string_view> names;
  const ClassDecl* plan = plan_class(c.unit());
  if (!plan) return names;
  auto with_inner = [&](const ClassDecl& k) {
    names.insert(k.name.name);
    for_each_class_inside(k, [&](const ClassDecl& inner) { names.insert(inner.name.name); });
  };
  for (const auto& k : c.unit().classes)
    if (&k != plan) with_inner(k);
  for (const auto& m : plan->members)
    if (auto nested = node_if<ClassDecl>(m)) with_inner(*nested);
  for (const ClassDecl* local : c.nodes.local_classes) with_inner(*local);
  names.erase("Plan");  // Plan as a type is not a class the rule reports
  return names;
}

// main's parameters and return type are JAVA-MAIN-SIGNATURE's (decision D5).
bool is_main(const Method& m) { return m.name.name == "main"sv; }

class InvalidTypeOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-INVALID-TYPE"; }
  void check(const CheckContext& c, Report& r) const override {
    const std::set<std::string_view> extra_classes = classes_besides_plan(c);
    std::set<const TypeRef*> varargs;
    for (const Method* m : c.nodes.methods) {
      if (is_main(*m)) continue;
      for (const auto& p : m->params)
        if (p.varargs) varargs.insert(&p.type);
      for (const auto& p : m->type_params)
        r.at(p.begin, "type parameter '" + p.name.name + "' of '" + m->name.name +
                          "': a plan's types are Void, String, Int, Bool, ToolResult, List<T> and Map<String,T> "
                          "of those; write the concrete type");
      // Decision D25: a helper throws nothing but ToolError, the one exception a plan's
      // try catches (D12); main, which declares no throws (D5), could not pass on another.
      for (const auto& t : m->throws)
        if ((t.name != "ToolError"sv || t.args || !t.dims.empty()) && !extra_classes.count(t.name))
          r.at(t.begin, "'" + print(t) + "' in the throws clause of '" + m->name.name +
                            "': a plan method throws only ToolError, the exception its callers can catch");
    }
    for (const auto& [type, role, method] : c.nodes.types) {
      if ((role == TypeRole::parameter || role == TypeRole::return_type) && is_main(*method)) continue;
      const TypeRef& t = *type;
      // `String... v` is an array parameter (D14), whatever its element type.
      if (varargs.count(&t)) {
        const std::string element = print(t);
        const std::string list = type_problem(t, TypeRole::variable).empty() ? "List<" + element + ">" : "List<T>";
        r.at(t.begin, "'" + element + "...' is an array (a varargs parameter); plan types are Void, String, Int, Bool, "
                      "ToolResult, List<T>, Map<String,T> (use " + list + ")");
        continue;
      }
      auto problem = type_problem(t, role);
      if (problem.empty()) continue;
      // A type that is wrong only in naming a class the text declares besides Plan:
      // JAVA-EXTRA-CLASS reports the class, and its uses are not also this rule's.
      if (!extra_classes.empty() && type_problem(with_names_as_string(t, extra_classes), role).empty()) continue;
      r.at(t.begin, problem);
    }
  }
};

class UnknownAnnotationOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-UNKNOWN-ANNOTATION"; }
  void check(const CheckContext& c, Report& r) const override {
    if (const ClassDecl* plan = plan_class(c.unit()))
      for (const auto& m : plan->modifiers)
        if (m.annotation) r.at(m.begin, "@" + m.name + " on the class: the only annotation is @Deferred, on a method");
    std::set<const Modifier*> on_methods;
    for (const Method* m : c.nodes.methods) {
      bool deferred = false;
      for (const auto& mod : m->modifiers) {
        if (!mod.annotation) continue;
        on_methods.insert(&mod);
        if (mod.name != "Deferred"sv)
          r.at(mod.begin, "@" + mod.name + " is not a plan annotation; the only one is @Deferred" +
                              (equal_ignoring_ascii_case(mod.name, "Deferred") ? ", with a capital D"
                               : misspells(mod.name, "Deferred") ? " (check its spelling)" : ""));
        else if (mod.args)
          r.at(mod.begin, "@Deferred takes no arguments");
        else if (deferred)
          r.at(mod.begin, "@Deferred twice on '" + m->name.name + "'");
        deferred = deferred || mod.name == "Deferred"sv;
      }
    }
    for (const Modifier* mod : c.nodes.annotations)
      if (!on_methods.count(mod)) r.at(mod->begin, "@" + mod->name + " here: the only annotation is @Deferred, on a method");
  }
};

}  // namespace

void add_method_oracles(JavaOracles& out) {
  out.add(on_unit("JAVA-METHOD-NAME-CASE", [](const CheckContext& c, Report& r) {
    const auto& methods = c.nodes.methods;
    const bool has_main = std::any_of(methods.begin(), methods.end(), [](const Method* m) { return is_main(*m); });
    for (const Method* m : methods) {
      // `Main()` where main() is missing is JAVA-MISSING-MAIN's one finding, which names it
      // (as CPL's D5; stop 100's auditor found two).
      if (!has_main && equal_ignoring_ascii_case(m->name.name, "main")) continue;
      if (!is_camel_case(m->name.name))
        r.at(m->name.begin,
             "method name '" + m->name.name + "' is not camelCase (a lower-case ASCII letter, then ASCII letters and digits)");
    }
  }));
  out.add(on_each<Method>("JAVA-TOO-MANY-STATEMENTS", [](const Method& m, Report& r) {
    if (!m.body) return;
    // Decision D9: the body's own statements; those inside an if, for or try are parts of it.
    const std::size_t n = m.body->statements.size();
    if (n > 7)
      r.at(m.name.begin, "method '" + m.name.name + "' has " + std::to_string(n) +
                             " statements; the limit is 7: move some into a helper");
  }));
  out.add(std::make_unique<InvalidTypeOracle>());
  out.add(on_unit("JAVA-MISSING-BODY", [](const CheckContext& c, Report& r) {
    if (plan_is_interface(c.unit())) return;
    for (const Method* m : c.nodes.methods)
      if (!m->body && !m->means_deferred())
        r.at(m->name.begin, "method '" + m->name.name + "' has no body: only @Deferred methods may end with ';'");
  }));
  out.add(std::make_unique<UnknownAnnotationOracle>());
}

}  // namespace conform::java
