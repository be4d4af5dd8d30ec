// The plan form and its steps (seed 001 "Plan Structure", "Allowed Forms", "Critical Rules").
#include <algorithm>
#include <map>
#include <set>

#include "oracles/rtfs/bindings.hpp"
#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

using ast::Kind;
using ast::Node;

namespace {

constexpr std::string_view plan_keywords[] = {"name", "language", "body", "annotations"};

bool is_plan_keyword(std::string_view k) {
  for (auto p : plan_keywords)
    if (p == k) return true;
  return false;
}

// A step's name as messages quote it; "" for a step without a string name.
std::string step_name(const Node& step) {
  return step.items.size() > 1 && step.items[1].is(Kind::string) ? step.items[1].text : std::string();
}

// Where a step's expressions start: after the name, if the step has something in the
// name's place (a string, or a symbol or keyword written as a name).
std::size_t first_expression(const Node& step) {
  if (step.items.size() < 2) return 1;
  const Node& second = step.items[1];
  return second.is(Kind::string) || second.is(Kind::symbol) || second.is(Kind::keyword) ? 2 : 1;
}

// The names a step's lets, match patterns and defs bind, or evidently mean to (bindings.hpp), each once.
void names_bound_in(const Node& n, std::set<std::string_view>& out) {
  std::vector<const Node*> names;
  if (const Node* b = bindings_of(n))
    for (std::size_t i = 0; i < b->items.size(); i += 2) names_in_pattern(b->items[i], names);
  if (const Node* name = defined_name(n)) names.push_back(name);
  names_in_wrong_patterns(n, names);
  for (const Node* name : names) out.insert(name->text);
  for (const auto& item : n.items) names_bound_in(item, out);
}

// For every name, the steps whose lets bind it, in plan order, each step name once
// (two steps may share a name).
using BindingSteps = std::map<std::string, std::vector<std::string>>;
void collect_bindings(const Node& step, const std::string& name, BindingSteps& out,
                      std::set<std::pair<std::string_view, std::string>>& seen) {
  std::set<std::string_view> names;
  names_bound_in(step, names);
  for (const auto variable : names)
    if (seen.emplace(variable, name).second) out[std::string(variable)].push_back(name);
}

// Every map of plain data (the annotations), nested ones included.
void check_data_maps(const Node& n, PassFindings& out) {
  if (n.is(Kind::map)) check_map_shape(n, out);
  for (const auto& item : n.items) check_data_maps(item, out);
}

class PlanWalker {
 public:
  PlanWalker(const Node& plan, const Capabilities& caps, PassFindings& out) : plan_(plan), caps_(caps), out_(out) {}

  void run() {
    const Node* body = keyword_arguments();
    if (!body) {
      out_.report("RTFS-PLAN-MISSING-BODY", plan_.begin, "the plan has no :body: (plan … :body (do (step …) …))");
      return;
    }
    if (!body->is_form("do")) {
      out_.report("RTFS-BODY-NOT-DO", body->begin,
                  ":body is " + std::string(body->head().empty() ? ast::to_string(body->kind) : "(" + std::string(body->head()) + " …)") +
                      "; it must be (do <step> <step> …)");
      return;
    }
    steps(*body);
  }

 private:
  // Reads the keyword arguments; returns the :body value, if any.
  const Node* keyword_arguments() {
    const Node* body = nullptr;
    std::set<std::string> seen;
    const auto& items = plan_.items;
    for (std::size_t i = 1; i < items.size();) {
      const Node& key = items[i];
      if (!key.is(Kind::keyword)) {
        out_.report("RTFS-PLAN-ARGUMENTS", key.begin,
                    "plan takes keyword arguments (:name, :language, :body, :annotations), each followed by its value; this is " +
                        std::string(ast::to_string(key.kind)) + " in place of a keyword");
        ++i;
        continue;
      }
      if (i + 1 >= items.size()) {
        out_.report("RTFS-PLAN-ARGUMENTS", key.begin, ":" + key.text + " has no value");
        break;
      }
      const Node& value = items[i + 1];
      i += 2;
      if (!is_plan_keyword(key.text)) {
        out_.report("RTFS-PLAN-UNKNOWN-KEYWORD", key.begin,
                    ":" + key.text + " is not a plan keyword (the plan takes :name, :language, :body and :annotations)");
        continue;
      }
      if (!seen.insert(key.text).second) {
        out_.report("RTFS-PLAN-DUPLICATE-KEYWORD", key.begin, ":" + key.text + " is given twice");
        continue;
      }
      if (key.text == "body") body = &value;
      else value_of(key.text, value);
    }
    return body;
  }

  void value_of(const std::string& key, const Node& value) {
    if (key == "name" && !value.is(Kind::string))
      out_.report("RTFS-PLAN-ARGUMENT-VALUE", value.begin,
                  ":name is a quoted string such as \"descriptive_name\", not " + std::string(ast::to_string(value.kind)));
    if (key == "language" && !value.is_symbol("rtfs20"))
      out_.report("RTFS-PLAN-ARGUMENT-VALUE", value.begin, ":language is rtfs20 (a symbol, and the default)");
    if (key == "annotations") {
      if (!value.is(Kind::map))
        out_.report("RTFS-PLAN-ARGUMENT-VALUE", value.begin,
                    ":annotations is a map such as {:key \"value\"}, not " + std::string(ast::to_string(value.kind)));
      else
        check_data_maps(value, out_);
    }
  }

  void steps(const Node& body) {
    if (body.items.size() < 2) {
      out_.report("RTFS-FORM-ARITY", body.begin, "the body (do) holds no step: a plan has at least one step");
      return;
    }
    BindingSteps bound;
    std::set<std::pair<std::string_view, std::string>> seen;
    for (std::size_t i = 1; i < body.items.size(); ++i)
      if (body.items[i].is_form("step")) collect_bindings(body.items[i], step_name(body.items[i]), bound, seen);
    for (std::size_t i = 1; i < body.items.size(); ++i) {
      const Node& item = body.items[i];
      if (!item.is_form("step")) {
        out_.report("RTFS-STEP-PLACEMENT", item.begin,
                    "the body's do holds steps only: wrap this in (step \"Descriptive Name\" …)");
        continue;
      }
      step(item, bound, i + 1 == body.items.size());
    }
  }

  void step(const Node& s, const std::map<std::string, std::vector<std::string>>& bound, bool final) {
    if (s.items.size() < 2 || !s.items[1].is(Kind::string))
      out_.report("RTFS-STEP-NAME-NOT-STRING", s.items.size() < 2 ? s.begin : s.items[1].begin,
                  s.items.size() < 2 || first_expression(s) == 1
                      ? std::string("the step has no name: (step \"Descriptive Name\" expr)")
                      : "the step name must be a quoted string: \"" + s.items[1].text + "\"");
    const std::size_t first = first_expression(s);
    const std::size_t count = s.items.size() > first ? s.items.size() - first : 0;
    if (count == 0)
      out_.report("RTFS-STEP-WITHOUT-EXPRESSION", s.begin, "the step has no expression: (step \"Descriptive Name\" expr)");
    ExpressionWalker walker(caps_, out_, bound, step_name(s));
    for (std::size_t i = first; i < s.items.size(); ++i) {
      Scope scope;
      walker.walk(s.items[i], scope, final && i + 1 == s.items.size());
    }
  }

  const Node& plan_;
  const Capabilities& caps_;
  PassFindings& out_;
};

}  // namespace

void walk_plan(const Node& plan, const Capabilities& caps, PassFindings& out) { PlanWalker(plan, caps, out).run(); }

}  // namespace conform::rtfs
