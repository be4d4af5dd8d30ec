// The layout of the source (§1): one `public class Plan`, its members, its `main`.
#include <algorithm>
#include <functional>
#include <string>
#include <string_view>

#include "oracles/core/entry_point_name.hpp"
#include "oracles/java/oracles.hpp"

namespace conform::java {

using namespace std::string_view_literals;
namespace {

using namespace ast;

void add(JavaOracles& out, std::string rule, UnitOracle::Check check, bool needs_plan = true) {
  out.add(on_unit(std::move(rule), std::move(check), needs_plan));
}

// The parsed unit, or the header read before a syntax error, or nothing.
const ast::Unit* unit_or_header(const CheckContext& c) {
  if (c.parse.unit) return &*c.parse.unit;
  return c.parse.header_before_error ? &*c.parse.header_before_error : nullptr;
}

const Method* main_method(const CheckContext& c) {
  for (const Method* m : c.nodes.methods)
    if (m->name.name == "main"sv) return m;
  return nullptr;
}

bool is_visibility(std::string_view w) { return w == "public"sv || w == "private"sv || w == "protected"sv; }


// A class besides Plan: at the top level, nested in Plan, or local to a method.
class ExtraClassOracle final : public JavaOracle {
 public:
  std::string_view rule() const override { return "JAVA-EXTRA-CLASS"; }
  void check(const CheckContext& c, Report& r) const override {
    const ClassDecl* plan = plan_class(c.unit());
    if (!plan) return;
    const auto holds_plan = [plan](const ClassDecl& k) {
      return std::any_of(k.members.begin(), k.members.end(), [plan](const auto& m) { return node_if<ClassDecl>(m) == plan; });
    };
    for (const auto& k : c.unit().classes) {
      if (&k == plan) continue;
      r.at(k.begin, holds_plan(k) ? "Plan is nested in " + k.kind + " '" + k.name.name +
                                        "': output exactly one public class Plan, at the top level"
                                  : "a second " + k.kind + " '" + k.name.name + "': output exactly one public class Plan");
    }
    for (const auto& m : plan->members)
      if (auto nested = node_if<ClassDecl>(m))
        r.at(nested->begin, "nested " + nested->kind + " '" + nested->name.name + "': the output is one class, Plan");
    for (const ClassDecl* local : c.nodes.local_classes)
      r.at(local->begin, "local " + local->kind + " '" + local->name.name + "': the output is one class, Plan, with methods only");
  }
};

}  // namespace

void add_structure_oracles(JavaOracles& out) {
  out.add(std::make_unique<ExtraClassOracle>());
  // A type under another name is not "public class Plan" as a whole: its header is
  // JAVA-MISSING-PLAN-CLASS's one finding.
  add(out, "JAVA-PLAN-DECLARATION", [](const CheckContext& c, Report& r) {
    const ClassDecl* plan = class_named_plan(c.unit());
    if (!plan) return;
    if (plan->kind != "class"sv)
      r.at(plan->begin, std::string("Plan is declared as ") + (plan->kind == "record"sv ? "a " : "an ") + plan->kind +
                            ": write public class Plan");
    // `private class Plan` is one fault, reported at `private` below.
    if (!plan->has_modifier("public") && !plan->has_modifier("private") && !plan->has_modifier("protected"))
      r.at(plan->begin, "Plan is not public: write public class Plan");
    if (!plan->type_params.empty())
      r.at(plan->type_params.front().begin, "Plan has type parameters: write public class Plan");
    for (const auto& m : plan->modifiers)
      if (!m.annotation && m.name != "public"sv) r.at(m.begin, "'" + m.name + "' on Plan: write public class Plan");
    if (!plan->extends.empty()) r.at(plan->extends.front().begin, "Plan extends a class: write public class Plan");
    if (!plan->implements.empty())
      r.at(plan->implements.front().begin, "Plan implements an interface: write public class Plan");
    // A sealed Plan's permits are part of the `sealed` fault, reported above.
    if (!plan->permits.empty() && !plan->has_modifier("sealed"))
      r.at(plan->permits.front().begin, "Plan permits subclasses: write public class Plan");
  });
  // The header is judged before a syntax error after it too: a plan cut off before its
  // last '}' still emitted them (round 14's reader).
  add(out, "JAVA-PACKAGE", [](const CheckContext& c, Report& r) {
    if (const ast::Unit* u = unit_or_header(c); u && u->package)
      r.at(u->package->begin, "a package statement: do not emit package statements");
  }, false);
  add(out, "JAVA-IMPORT", [](const CheckContext& c, Report& r) {
    if (const ast::Unit* u = unit_or_header(c))
      for (const auto& i : u->imports) r.at(i.begin, "import " + i.name + ": do not emit imports");
  }, false);
  add(out, "JAVA-MISSING-MAIN", [](const CheckContext& c, Report& r) {
    const ClassDecl* plan = plan_class(c.unit());
    if (!plan || main_method(c)) return;
    std::string message = std::string(plan->name.name.empty() ? "the plan" : plan->name.name) +
                          " has no main(): always include public void main()";
    // `Main()`, `mains()`, `mian()`: the entrypoint under another name, named so.
    for (const Method* m : c.nodes.methods)
      if (names_the_entry_point_otherwise(m->name.name)) {
        const auto at = c.source.position(m->name.begin);
        message += " ('" + m->name.name + "', line " + std::to_string(at.line) + ", is not named main)";
        break;
      }
    r.at(plan->name.begin, message);
  });
  add(out, "JAVA-MAIN-SIGNATURE", [](const CheckContext& c, Report& r) {
    const Method* m = main_method(c);
    if (!m) return;
    static const std::string want = ": the entrypoint is public void main()";
    const bool interface = plan_is_interface(c.unit());
    for (const auto& mod : m->modifiers) {
      if (!mod.annotation && mod.name != "public"sv && !(interface && mod.name == "default"sv))
        r.at(mod.begin, "main is " + mod.name + want);
    }
    // `private void main()` is one fault, reported at `private` above.
    const bool other_access = m->has_modifier("private") || m->has_modifier("protected");
    if (!m->has_modifier("public") && !interface && !other_access) r.at(m->begin, "main is not public" + want);
    if (m->return_type.name.empty()) r.at(m->name.begin, "main has no return type" + want);
    else if (m->return_type.name != "void"sv || m->return_type.args || !m->return_type.dims.empty())
      r.at(m->return_type.begin, "main returns " + m->return_type.name + want);
    if (!m->type_params.empty()) r.at(m->type_params.front().begin, "main is generic" + want);
    if (!m->params.empty()) r.at(m->params.front().begin, "main takes parameters" + want);
    if (!m->throws.empty()) r.at(m->throws.front().begin, "main declares throws" + want);
  });
  // At the modifier at fault, or where the header after its annotations starts (an
  // annotation line above the method is not where visibility is written).
  add(out, "JAVA-METHOD-VISIBILITY", [](const CheckContext& c, Report& r) {
    const bool interface = plan_is_interface(c.unit());
    const auto modifier_at = [](const Method& m, std::string_view name) {
      for (const auto& mod : m.modifiers)
        if (!mod.annotation && mod.name == name) return mod.begin;
      return m.begin;
    };
    const auto header_begin = [](const Method& m) {
      for (const auto& mod : m.modifiers)
        if (!mod.annotation) return mod.begin;
      return m.type_params.empty() ? m.return_type.begin : m.type_params.front().begin;
    };
    for (const Method* m : c.nodes.methods) {
      if (m->name.name == "main"sv) continue;
      if (m->has_modifier("protected"))
        r.at(modifier_at(*m, "protected"), "helper '" + m->name.name + "' is protected: helpers are public or private");
      else if (m->has_modifier("public") && m->has_modifier("private"))
        r.at(header_begin(*m), "helper '" + m->name.name + "' is both public and private: helpers are one of the two");
      else if (!m->has_modifier("public") && !m->has_modifier("private") && !interface)
        r.at(header_begin(*m), "helper '" + m->name.name + "' has no visibility: helpers are public or private");
    }
  });
  add(out, "JAVA-METHOD-MODIFIER", [](const CheckContext& c, Report& r) {
    const bool interface = plan_is_interface(c.unit());
    for (const Method* m : c.nodes.methods) {
      if (m->name.name == "main"sv) continue;
      for (const auto& mod : m->modifiers)
        if (!mod.annotation && !is_visibility(mod.name) && !(interface && mod.name == "default"sv))
          r.at(mod.begin, "'" + mod.name + "' on method '" + m->name.name + "': plan methods are only public or private");
    }
  });
  add(out, "JAVA-NON-METHOD-MEMBER", [](const CheckContext& c, Report& r) {
    const ClassDecl* plan = plan_class(c.unit());
    if (!plan) return;
    for (const auto& m : plan->members) {
      if (auto f = node_if<Field>(m)) {
        const bool is_static = std::any_of(f->modifiers.begin(), f->modifiers.end(),
                                           [](const Modifier& x) { return !x.annotation && x.name == "static"sv; });
        r.at(f->begin, std::string(is_static ? "static field '" : "field '") + f->name.name +
                           "': Plan holds only methods; keep values in local variables");
      }
      if (auto c = node_if<Constructor>(m)) r.at(c->begin, "a constructor: Plan holds only methods");
      if (auto i = node_if<Initializer>(m)) r.at(i->begin, "an initializer block: Plan holds only methods");
    }
  });
  add(out, "JAVA-DUPLICATE-METHOD", [](const CheckContext& c, Report& r) {
    for (std::size_t i = 0; i < c.nodes.methods.size(); ++i) {
      const Method& m = *c.nodes.methods[i];
      if (c.nodes.method_names.repeats(i)) {
        const Method& first = *c.nodes.methods[c.nodes.method_names.definitions(c.nodes.method_names.of(i)).front()];
        const bool same_parameters = std::equal(first.params.begin(), first.params.end(), m.params.begin(), m.params.end(),
                                                [](const Param& a, const Param& b) { return a.type == b.type && a.varargs == b.varargs; });
        r.at(m.name.begin, "a second method '" + m.name.name + "'" + (same_parameters ? " with the same parameters" : "") +
                               ": every method of Plan has its own name" + (same_parameters ? "" : " (no overloads)"));
        continue;
      }
      // A clash with a method Plan inherits from Object: the plan does not compile (§7).
      // Without public or private, JAVA-METHOD-VISIBILITY is the fault.
      if (const std::string why = clash_with_object_method(m); !why.empty() && (m.has_modifier("public") || m.has_modifier("private")))
        r.at(m.name.begin, "'" + m.name.name + "()' clashes with the method Plan inherits from Object: " + why +
                               "; name the helper after its sub-goal");
    }
  });
}

}  // namespace conform::java
