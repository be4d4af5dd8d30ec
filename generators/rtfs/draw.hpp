#pragma once
// Drawing valid pieces of a plan, inside rc::gen::exec (valid_plan.cpp); the breakers
// use the same pieces. Never `_`, `true`, `false` or `nil` as values, negative numbers or
// commas. Some pieces are valid by a decision alone (spec/rtfs/decisions.md): http-fetch
// (D1), several expressions in a step (D3), a do in a step (D4), match (D6, D7), a
// binding reading the one before it (D8), escapes (D16), symbols beyond plain words (D17),
// str of one argument (D20), a literal as a step's expression (D21). Inside a
// gen::DecisionCapture (conform gen, run --generate) they are left out.
#include <rapidcheck.h>
#include <string>
#include <optional>
#include <utility>
#include <vector>

#include "generators/rtfs/build.hpp"
#include "oracles/rtfs/capabilities.hpp"

namespace conform::rtfs::gen {

class Draw {
 public:
  explicit Draw(const Capabilities& caps) : caps_(caps) {}

  using Scope = std::vector<std::pair<std::string, Type>>;

  ast::Node plan();
  // A step that is not the final one, and the final one (its value a map).
  ast::Node step(const std::string& name, bool final);
  std::string step_name();
  // An expression for a non-final step; one whose every value is a map.
  ast::Node action(Scope& scope, int depth);
  ast::Node map_value(Scope& scope, int depth);
  // A value of the type (unknown: any value).
  ast::Node value(Type want, Scope& scope, int depth);
  // A call of some capability returning `want` (unknown: any), if one exists.
  std::optional<ast::Node> call(Type want, Scope& scope, int depth);
  ast::Node call_of(const Capability&, Scope& scope, int depth);
  ast::Node string_literal();
  ast::Node number_literal();
  ast::Node keyword_literal();
  ast::Node data_map(int depth);  // a map of literals, for annotations
  // A value for one argument of a capability's form: a value of its type, or a map of
  // its keys.
  ast::Node argument(const Shape& shape, Scope& scope, int depth) { return args_for(shape, scope, depth); }
  // A condition whose value the text does not fix: a user's answer or another
  // capability's result compared with a literal, where a capability gives one.
  ast::Node open_condition();

  const Capabilities& capabilities() const { return caps_; }

 private:
  ast::Node let(Scope& scope, int depth, bool final);
  ast::Node branch(Scope& scope, int depth, bool final);
  ast::Node args_for(const Shape&, Scope& scope, int depth);
  ast::List<ast::Node> keyed(const Shape&, Scope& scope, int depth);
  std::string fresh_name(const Scope& scope);

  const Capabilities& caps_;
  int step_counter_ = 0;
};

}  // namespace conform::rtfs::gen
