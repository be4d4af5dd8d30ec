#pragma once
// The plan walk: one pass over the parsed `(plan …)` form that decides every rule the
// catalog marks "pass": "walk" (plan structure, allowed forms, capabilities, scoping,
// the final step's result). Each of those rules has its own oracle reporting its share.
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "oracles/core/pass_findings.hpp"
#include "oracles/rtfs/bindings.hpp"
#include "oracles/rtfs/capabilities.hpp"
#include "oracles/rtfs/types.hpp"
#include "parsers/rtfs/ast.hpp"

namespace conform::rtfs {

void walk_plan(const ast::Node& plan, const Capabilities&, PassFindings& out);
// The same walk of a `(do …)` written with no plan around it (ParseResult::body_without_plan),
// as a plan's :body.
void walk_body_without_plan(const ast::Node& body, const Capabilities&, PassFindings& out);

// What the walk learned of each expression it walked.
// The types the walk gave the nodes a call's arguments are judged by; string, number and
// keyword literals are left out, their type is their kind (literal_type).
using Types = std::unordered_map<const ast::Node*, Type>;
inline std::optional<Type> literal_type(const ast::Node& n) {
  switch (n.kind) {
    case ast::Kind::string: return Type::string;
    case ast::Kind::number: return Type::number;
    case ast::Kind::keyword: return Type::keyword;
    default: return std::nullopt;
  }
}
// Whether an argument is judged by the type the walk gave it: anything but a literal,
// whose kind is its type. A capability call has the type its whitelist entry says it
// returns, a let name that of its value, `true`, `false` and `nil` their own; what the
// walk does not know (an undocumented result) is not judged (decision D12).
inline bool judged_by_walked_type(const ast::Node& n) { return !literal_type(n); }

// What is known of a map beyond its kind: the map literal a let name is bound to, or the
// capability whose result it is, when its entry lists the result's keys (decision D12).
struct KnownMap {
  const ast::Node* literal = nullptr;
  const Capability* result_of = nullptr;
  explicit operator bool() const { return literal || result_of; }
};
// The let names and capability calls the walk knows such a map for.
using Maps = std::unordered_map<const ast::Node*, KnownMap>;

// What is known of the value a name is bound to.
struct Bound {
  Type type = Type::unknown;
  // A form the plan may not use (fn, a call of what a def defined): calling the name
  // uses what was already reported (D13).
  bool disallowed_form = false;
  // A map whose keys are known: a use of the name is judged by them (D12).
  KnownMap map;
};

// The names `let` binds, in scope at one point of a step. A few are looked up from the
// latest back; past `scanned_at_most` an index keeps each name's latest binding, so that
// a `let` of thousands of names is not read once per use (stop 97's hunt timed 32,000 in
// 2.4 s). The index exists exactly while more than `scanned_at_most` names are bound.
class Scope {
 public:
  void bind(std::string_view name, Bound b) {
    names_.emplace_back(name, b);
    if (names_.size() > scanned_at_most) [[unlikely]]
      index_latest();
  }
  void bind(std::string_view name, Type t) { bind(name, Bound{t, false, {}}); }
  const Bound* find_bound(std::string_view name) const {
    if (names_.size() > scanned_at_most) [[unlikely]]
      return find_indexed(name);
    for (auto it = names_.rbegin(); it != names_.rend(); ++it)
      if (it->first == name) return &it->second;
    return nullptr;
  }
  const Type* find(std::string_view name) const {
    const Bound* b = find_bound(name);
    return b ? &b->type : nullptr;
  }
  std::size_t size() const { return names_.size(); }
  void drop_to(std::size_t n) {
    if (names_.size() > scanned_at_most) [[unlikely]]
      unindex_to(n);
    names_.resize(n);
  }

 private:
  static constexpr std::size_t scanned_at_most = 32;
  // Each name's bindings, latest last, as indices into names_.
  using Index = std::unordered_map<std::string_view, std::vector<std::size_t>>;
  [[gnu::noinline]] void index_latest();
  [[gnu::noinline]] const Bound* find_indexed(std::string_view name) const;
  [[gnu::noinline]] void unindex_to(std::size_t n);

  std::vector<std::pair<std::string_view, Bound>> names_;  // views into the walked tree
  std::unique_ptr<Index> latest_;
};

// For every name, the steps whose lets, match patterns or defs bind it, in plan order:
// what tells a name used out of its step from one never bound. Only a use of a name
// that is not in scope asks, so the index is built on the first question, by `build`.
class StepBindings {
 public:
  using Index = std::map<std::string, std::vector<std::string>, std::less<>>;
  explicit StepBindings(std::function<Index()> build) : build_(std::move(build)) {}

  // The steps that bind `name`, or nullptr when none does.
  const std::vector<std::string>* steps_binding(std::string_view name) const {
    if (!index_) index_ = build_();
    const auto found = index_->find(name);
    return found == index_->end() ? nullptr : &found->second;
  }

 private:
  std::function<Index()> build_;
  mutable std::optional<Index> index_;
};

// Walks the expressions of one step (walk.cpp), reporting to the sink.
class ExpressionWalker {
 public:
  // `root`: the step, or the misplaced form, whose expressions it walks.
  ExpressionWalker(const Capabilities& caps, PassFindings& out, const StepBindings& bound_in_steps, std::string step,
                   const ast::Node& root)
      : caps_(caps), out_(out), bound_in_steps_(bound_in_steps), step_(std::move(step)), root_(root) {}

  // The value's type. `tail`: the expression is what the final step evaluates to, so
  // every value it can end in must be a map.
  Type walk(const ast::Node&, Scope&, bool tail = false);

 private:
  Type form(const ast::Node&, Scope&, bool tail);
  Type symbol(const ast::Node&, const Scope&);
  Type map(const ast::Node&, Scope&);
  Type let(const ast::Node&, Scope&, bool tail);
  void bind(const LetBindings&, Scope&, bool judge_names);
  Type match(const ast::Node&, Scope&, bool tail);
  Type call(const ast::Node&, Scope&);
  // What a let name bound to `value`, walked as `t`, is known to hold.
  Bound bound_to(const ast::Node& value, Type t) const;
  void maps_yielded_by(const ast::Node& form);
  KnownMap known_map(const ast::Node& value) const;
  void walk_operands(const ast::Node&, std::size_t first, Scope&);
  void leaf(const ast::Node&, Type, bool tail);
  void report(const char* rule, const ast::Node& at, std::string message) { out_.report(rule, at.begin, std::move(message)); }

  const Capabilities& caps_;
  PassFindings& out_;
  const StepBindings& bound_in_steps_;
  std::string step_;
  Types types_;
  Maps maps_;
  // The names a `(def …)` of this step defined so far: bound from there on, their
  // values not judged (the def is the finding).
  std::set<std::string_view, std::less<>> defined_;  // views into the walked tree

  // Whether `use` stands in a let's bindings before the pair that binds its name
  // (`(let [a a] …)`), for the message: looked up from root_ on such a use only, each
  // let's pairs indexed once.
  [[gnu::cold, gnu::noinline]] void report_unbound(const ast::Node&);
  bool used_before_its_binding(const ast::Node& use);
  struct LetIndex {
    std::vector<std::uint32_t> pair_begins;                   // where each pair starts, in order
    std::unordered_map<std::string_view, std::size_t> last_pair;  // a plain name's last pair
  };
  const ast::Node& root_;  // the step (or the misplaced form) walked
  std::unique_ptr<std::unordered_map<const ast::Node*, LetIndex>> let_indexes_;
};

// MALFORMED-MAP of one map node (not its nested maps): where, and why. check_map_shape
// reports them and says whether the map is well-formed.
struct MapProblem {
  const ast::Node* key;
  std::string message;
};
std::vector<MapProblem> map_shape_problems(const ast::Node& map);
// `{{name}}`, which RTFS reads as a map holding a map: a template placeholder (D25).
bool is_placeholder_map(const ast::Node& n);
bool check_map_shape(const ast::Node& map, PassFindings& out);

// The message for a list headed by a symbol that is not an allowed form (hints.cpp).
std::string disallowed_form_message(std::string_view head);

// CAPABILITY-*, CALL-ID-NOT-KEYWORD and UNKNOWN-CAPABILITY of one `(call …)` whose
// arguments have been walked (calls.cpp); returns what the call evaluates to, invalid
// when it has no capability id or names no available capability, and sets `called` to the
// capability it calls, if any.
Type check_call(const ast::Node& call, const Types&, const Maps&, const Capabilities&, PassFindings& out,
                const Capability*& called);

}  // namespace conform::rtfs
