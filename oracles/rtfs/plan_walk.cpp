// The plan form and its steps (seed 001 "Plan Structure", "Allowed Forms", "Critical Rules").
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <vector>

#include "core/ascii.hpp"
#include "oracles/core/seen_names.hpp"
#include "oracles/rtfs/bindings.hpp"
#include "oracles/rtfs/step_form.hpp"
#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

using namespace std::string_view_literals;

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
  return step.items.size() > 1 && step.items[1].is(Kind::string) ? step.items[1].text.str() : std::string();
}

// The names a step's lets, match patterns and defs bind, or evidently mean to (bindings.hpp), each once.
void names_bound_in(const Node& n, std::set<std::string_view>& out) {
  std::vector<const Node*> names;
  if (const auto b = bindings_of(n)) for_each_binding(*b, [&](const Node& name, const Node*) { names_bound_by(name, names); });
  if (const Node* name = defined_name(n)) names.push_back(name);
  names_in_wrong_patterns(n, names);
  for (const Node* name : names) out.insert(name->text);
  for (const auto& item : n.items) names_bound_in(item, out);
}

// For every name, the steps among the body's items that bind it, in plan order, each step
// name once (two steps may share a name).
StepBindings::Index binding_index(std::span<const Node> items) {
  StepBindings::Index out;
  std::set<std::pair<std::string_view, std::string>> seen;
  for (const Node& step : items) {
    if (!step.is_form("step")) continue;
    const std::string name = step_name(step);
    std::set<std::string_view> names;
    names_bound_in(step, names);
    for (const auto variable : names)
      if (seen.emplace(variable, name).second) out[std::string(variable)].push_back(name);
  }
  return out;
}

// Every map of plain data (the annotations), nested ones included. A placeholder there is
// no malformed map (D11), and data is not judged for placeholders (D25).
void check_data_maps(const Node& n, PassFindings& out) {
  if (is_placeholder_map(n)) return;
  if (n.is(Kind::map)) check_map_shape(n, out);
  for (const auto& item : n.items) check_data_maps(item, out);
}

class PlanWalker {
 public:
  PlanWalker(const Node& plan, const Capabilities& caps, PassFindings& out) : plan_(plan), caps_(caps), out_(out) {}

  void run() {
    if (const Node* body = keyword_arguments()) walk_body(body);
    // A :body given twice: the first is the plan's; what the second holds is judged all
    // the same, but it has no final step.
    for (const Node* repeated : repeated_bodies_) walk_body(repeated, false);
  }

  void walk_body(const Node* body, bool has_final = true) {
    if (!body->is_form("do")) {
      const bool run = body_run_.size() > 1 && body_run_.data() == body;
      out_.report("RTFS-BODY-NOT-DO", body->begin,
                  ":body is " + written(*body) + (run ? " and the steps after it" : "") +
                      "; it must be (do <step> <step> …)");
      if (run) return steps(body_run_, false, has_final);
      // The steps such a body holds are judged all the same: a vector of steps, a form
      // such as (list …) or (begin …) of steps, or one step standing for the whole body.
      // What else it holds is the one finding's.
      if (body->is(Kind::vector)) steps(body->items, false, has_final);
      else if (body->is_form("step")) steps(std::span<const Node>(body, 1), false, has_final);
      else if (body->is(Kind::list) && !body->head().empty())
        steps(std::span<const Node>(body->items).subspan(1), false, has_final);
      return;
    }
    if (body->items.size() < 2) {
      out_.report("RTFS-FORM-ARITY", body->begin, "the body (do) holds no step: a plan has at least one step");
      return;
    }
    steps(std::span<const Node>(body->items).subspan(1), true, has_final);
  }

 private:
  struct Finding {
    const char* rule;
    std::size_t offset;
    std::string message;
  };
  // Where a plan without :body evidently gives its body all the same (decision D23): a
  // (do …) without :body or under another keyword, which is then checked as the body,
  // or a :body without value. That place's own finding stands only if :body is given.
  struct StandIn {
    Finding otherwise;
    std::string advice;
    const Node* body;
  };

  // Reads the keyword arguments; returns the body to check, if any. Reports
  // RTFS-PLAN-MISSING-BODY, once, when there is no :body.
  const Node* keyword_arguments() {
    const Node* body = nullptr;
    std::optional<StandIn> stand_in;
    auto report_or_stand_in = [&](Finding f, bool stands_in, std::string advice, const Node* candidate) {
      if (stands_in && !stand_in) stand_in = StandIn{std::move(f), std::move(advice), candidate};
      else out_.report(f.rule, f.offset, std::move(f.message));
    };
    SeenNames<> seen;
    std::span<const Node> items = std::span<const Node>(plan_.items).subspan(std::min<std::size_t>(1, plan_.items.size()));
    // `(plan {:name "x" :body (do …)})`: the arguments written as one map, as Clojure passes
    // options: one finding, and the map's entries read as the arguments (D23).
    if (items.size() == 1 && items[0].is(Kind::map) && !items[0].items.empty() && items[0].items[0].is(Kind::keyword)) {
      out_.report("RTFS-PLAN-ARGUMENTS", items[0].begin,
                  "plan takes its keyword arguments bare, not in a map: (plan :name … :body (do …)), without the braces");
      items = items[0].items;
    }
    // Past the last step of a body written as a step and the steps after it.
    std::size_t body_run_end = items.size() + 1;
    for (std::size_t i = 0; i < items.size();) {
      const Node& key = items[i];
      // `:body (step …) (step …)`: the body's steps without their `do`, one fault
      // (BODY-NOT-DO, walk_body), the last of them the final step (D4).
      if (key.is_form("step") && body_run_end == i) {
        body_run_ = std::span<const Node>(body_run_.data(), body_run_.size() + 1);
        body_run_end = ++i;
        continue;
      }
      if (key.is_form("step")) {
        out_.report("RTFS-STEP-PLACEMENT", key.begin,
                    "a step among the plan's arguments: steps stand directly in the body, :body (do (step …) (step …))");
        // Its name and expressions are judged as a step's, never as the final one.
        const std::span<const Node> alone(&key, 1);
        step(key, StepBindings([alone] { return binding_index(alone); }), false);
        ++i;
        continue;
      }
      if (!key.is(Kind::keyword)) {
        report_or_stand_in({"RTFS-PLAN-ARGUMENTS", key.begin,
                            "plan takes keyword arguments (:name, :language, :body, :annotations), each followed by its value; this is " +
                                std::string(ast::to_string(key.kind)) + " in place of a keyword"},
                           key.is_form("do"), "the plan has no :body: write :body before this (do …)", &key);
        ++i;
        continue;
      }
      if (i + 1 >= items.size()) {
        report_or_stand_in({"RTFS-PLAN-ARGUMENTS", key.begin, ":" + key.text + " has no value"}, key.text == "body"sv,
                           ":body has no value: write :body (do (step \"Descriptive Name\" expr) …)", nullptr);
        break;
      }
      const Node& value = items[i + 1];
      i += 2;
      if (!is_plan_keyword(key.text)) {
        report_or_stand_in({"RTFS-PLAN-UNKNOWN-KEYWORD", key.begin,
                            ":" + key.text +
                                " is not a plan keyword (the plan takes :name, :language, :body and :annotations; "
                                "anything else it carries goes in :annotations {…})"},
                           value.is_form("do"), "the plan has no :body: write :body, not :" + key.text + ", before the (do …)",
                           &value);
        continue;
      }
      if (!seen.insert(key.text)) {
        out_.report("RTFS-PLAN-DUPLICATE-KEYWORD", key.begin, ":" + key.text + " is given twice");
        if (key.text == "body"sv) repeated_bodies_.push_back(&value);
        else value_of(key.text, value);
        continue;
      }
      if (key.text == "body"sv) {
        body = &value;
        if (value.is_form("step")) {
          body_run_ = std::span<const Node>(&value, 1);
          body_run_end = i;
        }
      } else {
        value_of(key.text, value);
      }
    }
    if (!stand_in) {
      if (!body) out_.report("RTFS-PLAN-MISSING-BODY", plan_.begin, "the plan has no :body: (plan … :body (do (step …) …))");
      return body;
    }
    Finding& f = stand_in->otherwise;
    if (body) {
      out_.report(f.rule, f.offset, std::move(f.message));
      return body;
    }
    out_.report("RTFS-PLAN-MISSING-BODY", f.offset, std::move(stand_in->advice));
    return stand_in->body;
  }

  void value_of(std::string_view key, const Node& value) {
    if (key == "name"sv && !value.is(Kind::string))
      out_.report("RTFS-PLAN-ARGUMENT-VALUE", value.begin,
                  ":name is a quoted string such as \"descriptive_name\", not " + what_is(value));
    if (key == "language"sv && !value.is_symbol("rtfs20"))
      out_.report("RTFS-PLAN-ARGUMENT-VALUE", value.begin,
                  ":language is the symbol rtfs20 (the default), not " +
                      (value.is(Kind::symbol)   ? value.text.str()
                       : value.is(Kind::string) ? "the string \"" + value.text.str() + "\""
                                                : written(value)));
    if (key == "annotations"sv) {
      if (!value.is(Kind::map))
        out_.report("RTFS-PLAN-ARGUMENT-VALUE", value.begin,
                    ":annotations is a map such as {:key \"value\"}, not " + what_is(value));
      else
        check_data_maps(value, out_);
    }
  }

  // The body's items; in a (do …), anything but a step is misplaced. The last item is the
  // final step, misplaced or not (D14: wrapping it in a step mends the placement, not
  // what it yields), unless it is a word: words are prose, and the last step before them
  // is the final one. A duplicated body has no final step.
  void steps(std::span<const Node> items, bool in_do, bool has_final = true) {
    const StepBindings bound([items] { return binding_index(items); });
    std::size_t final_at = has_final ? items.size() - 1 : items.size();
    if (in_do)
      while (final_at < items.size() && final_at > 0 && items[final_at].is(Kind::symbol)) --final_at;
    for (std::size_t i = 0; i < items.size(); ++i) {
      const Node& item = items[i];
      if (!item.is_form("step")) {
        if (in_do && item.is(Kind::symbol)) {
          // Words between the steps (`Now record the greeting.`) are prose, one finding, not
          // names to look up; a lone word is misplaced, not also undefined.
          std::size_t last = i;
          while (last + 1 < items.size() && items[last + 1].is_atom()) ++last;
          out_.report("RTFS-STEP-PLACEMENT", item.begin,
                      last > i ? "text in the body's do, which holds steps only: a note goes in a ; comment"
                               : "the body's do holds steps only: wrap this in (step \"Descriptive Name\" …)");
          i = last;
          continue;
        }
        if (std::string note = other_case_note(item.head(), "step"); in_do && !note.empty()) {
          // `(Step "…" …)`: the step it means, but for the case of its name; judged as that
          // step, so the one slip is one finding.
          out_.report("RTFS-STEP-PLACEMENT", item.begin, "the body's do holds steps only" + note);
          step(item, bound, i == final_at);
          continue;
        }
        if (in_do) {
          out_.report("RTFS-STEP-PLACEMENT", item.begin,
                      "the body's do holds steps only: wrap this in (step \"Descriptive Name\" …)");
          // What it holds is judged as a step's expression would be: wrapping it in a
          // step mends the placement, not an unknown capability inside it.
          ExpressionWalker walker(caps_, out_, bound, std::string(), item);
          Scope scope;
          walker.walk(item, scope, i == final_at);
        }
        continue;
      }
      step(item, bound, i == final_at);
    }
  }

  void step(const Node& s, const StepBindings& bound, bool final) {
    const std::size_t first = check_step_form(s, out_);
    ExpressionWalker walker(caps_, out_, bound, step_name(s), s);
    for (std::size_t i = first; i < s.items.size(); ++i) {
      Scope scope;
      walker.walk(s.items[i], scope, final && i + 1 == s.items.size());
    }
  }

  const Node& plan_;
  const Capabilities& caps_;
  PassFindings& out_;
  std::span<const Node> body_run_;  // a body written as a step, and the steps right after it
  std::vector<const Node*> repeated_bodies_;
};

}  // namespace

void walk_plan(const Node& plan, const Capabilities& caps, PassFindings& out) { PlanWalker(plan, caps, out).run(); }

void walk_body_without_plan(const Node& body, const Capabilities& caps, PassFindings& out) {
  PlanWalker(body, caps, out).walk_body(&body);
}

}  // namespace conform::rtfs
