// The expressions inside a step (seed 001 "Allowed Forms", "Critical Rules").
#include "oracles/rtfs/walk.hpp"

#include <algorithm>
#include <charconv>
#include <system_error>

#include "core/line_breaks.hpp"
#include "core/utf8.hpp"

#include "oracles/core/seen_names.hpp"
#include "oracles/rtfs/bindings.hpp"
#include "oracles/rtfs/step_form.hpp"

namespace conform::rtfs {

void Scope::index_latest() {
  if (!latest_) {
    latest_ = std::make_unique<Index>();
    for (std::size_t i = 0; i < names_.size(); ++i) (*latest_)[names_[i].first].push_back(i);
  } else {
    (*latest_)[names_.back().first].push_back(names_.size() - 1);
  }
}

const Bound* Scope::find_indexed(std::string_view name) const {
  const auto it = latest_->find(name);
  return it == latest_->end() || it->second.empty() ? nullptr : &names_[it->second.back()].second;
}

void Scope::unindex_to(std::size_t n) {
  if (n <= scanned_at_most) {
    latest_.reset();
    return;
  }
  for (std::size_t i = names_.size(); i-- > n;) (*latest_)[names_[i].first].pop_back();
}

using namespace std::string_view_literals;

using ast::Kind;
using ast::Node;

namespace {

std::string sign_as_written(const Node& sign) { return (sign.is(Kind::keyword) ? ":" : "") + sign.text.str(); }

std::string quoted_list(const std::vector<std::string>& steps) {
  std::string out;
  for (std::size_t i = 0; i < steps.size(); ++i) out += (i ? ", \"" : "\"") + steps[i] + "\"";
  return out;
}

bool is_literal_value(const Node& n) { return is_match_pattern(n) && !n.is_symbol("_"); }

bool same_literal(const Node& a, const Node& b) {
  if (a.kind != b.kind) return false;
  if (a.text == b.text) return true;
  if (!a.is(Kind::number)) return false;
  double x = 0, y = 0;
  const auto [xe, xerr] = std::from_chars(a.text.data(), a.text.data() + a.text.size(), x);
  const auto [ye, yerr] = std::from_chars(b.text.data(), b.text.data() + b.text.size(), y);
  return xerr == std::errc{} && yerr == std::errc{} && x == y;
}

// A literal value that equals none of the literal patterns, with no `_` among them: no
// result is picked, so the match evaluates to no map.
bool matches_nothing(const Node& match) {
  if (match.items.size() < 4 || !is_literal_value(match.items[1])) return false;
  const std::size_t stride = match_stride(match);
  for (std::size_t i = 2; i + 1 < match.items.size(); i += stride)
    if (!is_literal_value(match.items[i]) || same_literal(match.items[1], match.items[i])) return false;
  return true;
}

// The eight forms of "Allowed Forms (inside :body)".
bool is_allowed_form(std::string_view head) {
  for (std::string_view form : {"do", "step", "call", "if", "match", "let", "str", "="})
    if (head == form) return true;
  return false;
}

// The value of a branching form: a branch that broke a rule is that finding, and
// what the others yield is the value (D14, "directly or through a let name"); branches
// of different kinds yield one of them, a union (D12), and a branch of unknown kind any.
Type join(Type a, Type b) {
  if (a == Type::invalid) return b;
  if (b == Type::invalid) return a;
  if (a == Type::unknown || b == Type::unknown) return Type::unknown;
  // A string beside an answer stays a union: where a number goes the answer may be one (D12).
  return a | b;
}

// Why bindings not written as one vector of name/expression pairs are wrong.
const char* let_bindings_message(const LetBindings& bindings) {
  if (!bindings.nested) return "let takes a vector of name/expression pairs first: (let [name expr …] body)";
  if (bindings.bracketed->is(Kind::list))
    return "(let ((name expr) …) body) is Scheme's: RTFS writes (let [name expr …] body)";
  return "each pair stands in brackets of its own: RTFS writes (let [name expr …] body), "
         "not (let [[name expr] …] body)";
}

// Where the placeholder whose name starts at `at` (after its opener) ends, past its
// closer, if the closer follows on the same line with a name between:
// `{{ trip.destination }}`, `${user}`.
std::optional<std::size_t> placeholder_end(std::string_view text, std::size_t at, std::string_view closer) {
  constexpr std::size_t longest_name = 64;
  std::size_t i = at;
  while (i < text.size() && text[i] == ' ') ++i;
  const std::size_t name_begin = i;
  std::size_t characters = 0;  // the name's length in characters, not bytes
  while (i < text.size() && characters < longest_name && text[i] != '{' && text[i] != '}' && !is_line_break(text[i]) &&
         text[i] != ' ') {
    if (!utf8::is_continuation_byte(static_cast<unsigned char>(text[i]))) ++characters;
    ++i;
  }
  while (i < text.size() && utf8::is_continuation_byte(static_cast<unsigned char>(text[i]))) ++i;  // the last character's end
  if (i == name_begin) return std::nullopt;
  while (i < text.size() && text[i] == ' ') ++i;
  if (text.substr(i, closer.size()) != closer) return std::nullopt;
  return i + closer.size();
}

// Looked for from each '{' (memchr): most strings hold none.
std::optional<std::string_view> placeholder_in_string(std::string_view text) {
  if (text.size() < "${x}"sv.size()) return std::nullopt;
  for (std::size_t brace = text.find('{', 1); brace != std::string_view::npos; brace = text.find('{', brace + 1)) {
    const char opener = text[brace - 1];
    if (opener != '{' && opener != '$') continue;
    if (const auto end = placeholder_end(text, brace + 1, opener == '{' ? "}}" : "}"))
      return text.substr(brace - 1, *end - (brace - 1));
  }
  return std::nullopt;
}

}  // namespace

// "Use actual values from previous plan executions directly (not placeholder syntax)"
// (decision D25): `{{name}}`, which RTFS reads as a map holding a map, and a template's
// `{{name}}` or `${name}` inside a string.
bool is_placeholder_map(const Node& n) {
  if (!n.is(Kind::map) || n.items.size() != 1) return false;
  const Node& inner = n.items.front();
  return inner.is(Kind::map) && inner.items.size() == 1 &&
         (inner.items.front().is(Kind::symbol) || inner.items.front().is(Kind::keyword));
}

// One problem per key: a key without value is that, whatever the key; keys are keywords
// or strings, none twice (decision D11).
std::vector<MapProblem> map_shape_problems(const Node& map) {
  std::vector<MapProblem> out;
  SeenNames<> keywords, strings;
  for (std::size_t i = 0; i < map.items.size(); i += 2) {
    const Node& key = map.items[i];
    if (i + 1 == map.items.size() && key.is_symbol("..."))  // `:headers {...}`, copied from the document
      out.push_back({&key, "'...' stands for the map's content in the document's signatures: write its key/value pairs"});
    else if (i + 1 == map.items.size())
      out.push_back({&key, "a map holds key/value pairs; this key has no value"});
    else if (!key.is(Kind::keyword) && !key.is(Kind::string))
      out.push_back({&key, "map keys are keywords such as :key (or strings); this key is " +
                               std::string(ast::to_string(key.kind))});
    else if (!(key.is(Kind::keyword) ? keywords : strings).insert(key.text))
      out.push_back({&key, "the key " + (key.is(Kind::keyword) ? ":" + key.text.str() : "\"" + key.text.str() + "\"") +
                               " appears twice in this map"});
  }
  return out;
}

bool check_map_shape(const Node& map, PassFindings& out) {
  auto problems = map_shape_problems(map);
  for (auto& [key, message] : problems) out.report("RTFS-MALFORMED-MAP", key->begin, std::move(message));
  return problems.empty();
}

Type ExpressionWalker::walk(const Node& n, Scope& scope, bool tail) {
  Type t = Type::unknown;
  switch (n.kind) {
    case Kind::string:
      t = Type::string;
      if (const auto placeholder = placeholder_in_string(n.text))
        report("RTFS-CONTEXT-VALUES", n,
               "the string holds the placeholder " + std::string(*placeholder) +
                   ": write the actual value from the previous execution, not placeholder syntax");
      break;
    case Kind::number: t = Type::number; break;
    case Kind::keyword: t = Type::keyword; break;
    case Kind::symbol:
      t = symbol(n, scope);
      if (const Bound* b = scope.find_bound(n.text); b && b->map) maps_[&n] = b->map;
      break;
    case Kind::vector:
      walk_operands(n, 0, scope);
      t = Type::vector;
      break;
    case Kind::map: t = map(n, scope); break;
    case Kind::list: t = form(n, scope, tail); break;
  }
  if (judged_by_walked_type(n)) types_[&n] = t;
  if (t == Type::map && (n.is_form("let") || n.is_form("do"))) maps_yielded_by(n);
  const bool walked_through = n.is_form("let") || n.is_form("do") || n.is_form("if") || n.is_form("match");
  if (!walked_through) leaf(n, t, tail);
  return t;
}

// An end that broke a rule itself is that one finding (D14).
void ExpressionWalker::leaf(const Node& n, Type t, bool tail) {
  if (!tail || t == Type::map || t == Type::invalid) return;
  std::string what = n.is_form("call") && n.items.size() > 1 && n.items[1].is_atom()
                         ? "a call of " + std::string(n.items[1].is(Kind::keyword) ? ":" : "") + n.items[1].text +
                               ", which is not documented to return a map"
                         : n.is(Kind::symbol) && may_be(t, Type::map)
                             ? "'" + n.text + "', bound to a value not known to be a map"
                             : std::string(describe(t));
  report("RTFS-FINAL-STEP-NOT-MAP", n, "the final step must evaluate to a map of the key values; this is " + what);
}

// `.5`, `-.5`: a symbol by D17, written where a number was meant.
static bool reads_as_a_number_without_its_first_digit(std::string_view name) {
  if (!name.empty() && (name[0] == '-' || name[0] == '+')) name.remove_prefix(1);
  return name.size() >= 2 && name[0] == '.' &&
         std::all_of(name.begin() + 1, name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// `-.25` as RTFS writes it: `-0.25`.
static std::string with_its_first_digit(std::string_view written) {
  const std::size_t point = written.find('.');
  return std::string(written.substr(0, point)) + "0" + std::string(written.substr(point));
}

Type ExpressionWalker::symbol(const Node& n, const Scope& scope) {
  if (n.text == "true"sv || n.text == "false"sv) return Type::boolean;
  if (n.text == "nil"sv) return Type::nil;
  if (const Type* t = scope.find(n.text)) return *t;
  if (defined_.count(n.text)) return Type::invalid;
  report_unbound(n);
  return Type::invalid;
}

// A name no binding in sight holds: undefined, or bound where this use cannot see it.
void ExpressionWalker::report_unbound(const Node& n) {
  const std::vector<std::string>* bound = bound_in_steps_.steps_binding(n.text);
  if (!bound) {
    report("RTFS-UNDEFINED-VARIABLE", n,
           "'" + n.text + "' is not defined: no let binds it" +
               (reads_as_a_number_without_its_first_digit(n.text) ? "; a number has a digit before its point (" + with_its_first_digit(n.text) + ")" : ""));
    return;
  }
  // Bound in this step is the nearer fault, whichever other steps bind the name too.
  std::vector<std::string> others;
  for (const auto& s : *bound)
    if (s != step_) others.push_back(s);
  if (others.size() < bound->size())
    report("RTFS-VARIABLE-OUT-OF-SCOPE", n,
           "'" + n.text +
               (used_before_its_binding(n) ? "' is used in its let's bindings before the pair that binds it"
                                           : "' is bound in this step, but this use is outside the form that binds it") +
               " (a let's names are visible in its later bindings and its body only)");
  else
    report("RTFS-VARIABLE-OUT-OF-SCOPE", n,
           "'" + n.text + "' is bound in step" + (others.size() > 1 ? "s " : " ") + quoted_list(others) +
               ", not in this one: let bindings are local to their step and cannot cross step boundaries");
}

// A malformed map is that one finding: not judged again as a value (decision D11).
Type ExpressionWalker::map(const Node& n, Scope& scope) {
  if (is_placeholder_map(n)) {
    report("RTFS-CONTEXT-VALUES", n,
           "{{" + std::string(n.items.front().items.front().text) +
               "}} is a template placeholder, not a value: write the actual value from the previous execution");
    return Type::invalid;
  }
  bool sound = check_map_shape(n, out_);
  for (std::size_t i = 1; i < n.items.size(); i += 2) sound = walk(n.items[i], scope) != Type::invalid && sound;
  return sound ? Type::map : Type::invalid;
}

Type ExpressionWalker::form(const Node& n, Scope& scope, bool tail) {
  const std::string_view head = n.head();
  const std::size_t operands = n.items.empty() ? 0 : n.items.size() - 1;
  if (head.empty()) {
    if (n.items.empty())
      report("RTFS-DISALLOWED-FORM", n, "() is not a form: a list starts with do, step, call, if, match, let, str or =");
    else if (n.items.front().is(Kind::keyword))
      report("RTFS-DISALLOWED-FORM", n,
             "(:" + n.items.front().text + " …) looks a key up, which is not an allowed form; use the value itself");
    else
      report("RTFS-DISALLOWED-FORM", n.items.front(),
             "a list starts with the name of an allowed form (do, step, call, if, match, let, str, =), not with " +
                 std::string(ast::to_string(n.items.front().kind)));
    return Type::invalid;
  }
  if (head == "do"sv) {
    if (operands == 0) {
      report("RTFS-FORM-ARITY", n, "(do) holds no expression: do runs one or more expressions in order");
      return Type::invalid;
    }
    Type last = Type::unknown;
    for (std::size_t i = 1; i < n.items.size(); ++i) last = walk(n.items[i], scope, tail && i + 1 == n.items.size());
    return last;
  }
  if (head == "if"sv) {
    if (operands != 3)
      report("RTFS-FORM-ARITY", n,
             "if takes exactly a condition, a then and an else expression; this one has " + std::to_string(operands) +
                 " operand" + (operands == 1 ? "" : "s"));
    // An if of the wrong shape is that finding: what its branches yield is not judged.
    Type then = Type::invalid, otherwise = Type::invalid;
    for (std::size_t i = 1; i < n.items.size(); ++i) {
      Type t = walk(n.items[i], scope, tail && i >= 2 && operands == 3);
      if (i == 2) then = t;
      if (i == 3) otherwise = t;
    }
    if (operands != 3) return Type::invalid;
    return join(then, otherwise);
  }
  if (head == "="sv) {
    if (operands != 2)
      report("RTFS-FORM-ARITY", n, "= compares exactly two values; this one has " + std::to_string(operands));
    walk_operands(n, 1, scope);
    return operands == 2 ? Type::boolean : Type::invalid;
  }
  if (head == "str"sv) {
    walk_operands(n, 1, scope);
    return Type::string;
  }
  if (head == "let"sv) return let(n, scope, tail);
  if (head == "match"sv) return match(n, scope, tail);
  if (head == "call"sv) return call(n, scope);
  if (head == "step"sv) {
    report("RTFS-STEP-PLACEMENT", n, disallowed_form_message(head));
    // Its name and expressions are judged where they stand, in this step's scope.
    walk_operands(n, check_step_form(n, out_), scope);
    return Type::invalid;
  }
  // A call of what a def defined, or of a let name bound to a disallowed form, uses what
  // was already reported (D13). The innermost binding of the name decides, as for a use.
  const Bound* bound = scope.find_bound(head);
  if (bound ? bound->disallowed_form : defined_.contains(head)) {
    walk_operands(n, 1, scope);
    return Type::invalid;
  }
  report("RTFS-DISALLOWED-FORM", n.items.front(), disallowed_form_message(head));
  if (const Node* name = defined_name(n)) defined_.insert(name->text);
  return Type::invalid;
}

Type ExpressionWalker::let(const Node& n, Scope& scope, bool tail) {
  const std::size_t outer = scope.size();
  const LetBindings bindings = *bindings_of(n);
  const bool vector = bindings.bracketed && bindings.bracketed->is(Kind::vector) && !bindings.nested;
  if (!vector)
    report("RTFS-LET-BINDINGS", n.items.size() < 2 ? n : n.items[1], let_bindings_message(bindings));
  else if (bindings.with_equals)
    report("RTFS-LET-BINDINGS", bindings.items[1],
           "'" + sign_as_written(bindings.items[1]) + "' between a name and its value: a let binds [name value …] without it, as in [" +
               bindings.items[0].text.str() + " …]");
  bind(bindings, scope, vector);
  if (n.items.size() <= bindings.body) {
    report("RTFS-LET-WITHOUT-BODY", n, "let without a body expression: the bindings are never used");
    scope.drop_to(outer);
    return Type::invalid;
  }
  Type last = Type::unknown;
  for (std::size_t i = bindings.body; i < n.items.size(); ++i) last = walk(n.items[i], scope, tail && i + 1 == n.items.size());
  scope.drop_to(outer);
  return last;
}

// Binds a let's names in order, each expression seeing the names before it. Names that
// are no plain symbol, and a name without expression, still bind what they evidently
// mean to (bindings.hpp), valued invalid. `judge_names`: the bindings are a vector, each
// wrong name is its own finding; otherwise the bindings were reported as a whole.
void ExpressionWalker::bind(const LetBindings& bindings, Scope& scope, bool judge_names) {
  if (judge_names && !bindings.with_equals && bindings.items.size() % 2 != 0)
    report("RTFS-LET-BINDINGS", bindings.items.back(), "this name has no expression: let binds name/expression pairs");
  for_each_binding(bindings, [&](const Node& name, const Node* value) {
    const bool paired = value != nullptr;
    const Type t = paired ? walk(*value, scope) : Type::invalid;
    if (is_plain_name(name)) {
      if (paired) scope.bind(name.text, bound_to(*value, t));
      else scope.bind(name.text, t);
      return;
    }
    std::vector<const Node*> names;
    names_bound_by(name, names);
    const bool written_as_name = !names.empty() && names.front() == &name;  // `:a` or "a" for a
    const std::string kind(ast::to_string(name.kind));
    if (judge_names && paired)
      report("RTFS-LET-BINDINGS", name,
             name.is(Kind::symbol) ? "'" + name.text + "' is a value, not a name: a let binds plain names such as answer"
             : written_as_name     ? "a let binds plain names: write " + name.text + ", not " + kind
                                   : "a let binds plain names; " + kind + " cannot be bound");
    for (const Node* bound : names) scope.bind(bound->text, Type::invalid);
  });
}

Type ExpressionWalker::match(const Node& n, Scope& scope, bool tail) {
  const std::size_t operands = n.items.size() - 1;
  // Pattern, arrow, result triples: one finding at the first arrow, and each pattern and
  // result judged as a pair's.
  const std::size_t stride = match_stride(n);
  const bool arrows = stride == 3;
  const bool shaped = arrows || (operands >= 3 && (operands - 1) % 2 == 0);
  if (arrows)
    report("RTFS-MATCH-PATTERN", n.items[3],
           "'" + n.items[3].text + "' between a pattern and its result: match takes pattern result pairs without it");
  else if (!shaped)
    report("RTFS-FORM-ARITY", n,
           "match takes a value, then pattern/result pairs; " +
               std::string(operands < 3 ? "this one has no complete pair" : "its last item has no result"));
  if (operands >= 1) walk(n.items[1], scope);
  Type common = Type::invalid;
  bool first = true;
  for (std::size_t i = 2; i < n.items.size(); i += stride) {
    const Node& pattern = n.items[i];
    // A last item without a result is FORM-ARITY's, above, and not also a pattern: it is
    // most often a default result written as Clojure's `case` takes one, so a form there
    // is judged as an expression.
    if (i + 1 == n.items.size()) {
      if (pattern.is(Kind::list)) walk(pattern, scope, false);
      break;
    }
    if (pattern.is(Kind::string)) walk(pattern, scope);  // a placeholder in it (D25)
    if (!is_match_pattern(pattern))
      report("RTFS-MATCH-PATTERN", pattern,
             "a match pattern is a string, number or keyword, true, false, nil or _; not " +
                 std::string(pattern.is(Kind::symbol) ? "the symbol '" + pattern.text + "'" : ast::to_string(pattern.kind)));
    // A symbol, vector or map in a pattern's place evidently binds its names in the result.
    const std::size_t outer = scope.size();
    std::vector<const Node*> names;
    if (!is_match_pattern(pattern)) names_in_pattern(pattern, names);
    for (const Node* bound : names) scope.bind(bound->text, Type::invalid);
    const Type t = walk(n.items[i + stride - 1], scope, tail && shaped);
    scope.drop_to(outer);
    common = first ? t : join(common, t);
    first = false;
  }
  if (tail && shaped && matches_nothing(n)) {
    report("RTFS-FINAL-STEP-NOT-MAP", n,
           "the final step must evaluate to a map of the key values; this match's value equals none of its patterns, "
           "so it picks no result");
    return Type::invalid;
  }
  // Elsewhere it yields nothing known: no result of it is (round 25's auditor found a let
  // name bound to it taken for a map at the final step).
  if (shaped && matches_nothing(n)) return Type::unknown;
  return shaped ? common : Type::invalid;
}

// What a capability returns is what its entry documents, whatever its operands hold
// (D14): a fetch whose url is undefined still returns the map its keys are judged by.
Type ExpressionWalker::call(const Node& n, Scope& scope) {
  walk_operands(n, 2, scope);
  const Capability* called = nullptr;
  const Type result = check_call(n, types_, maps_, caps_, out_, called);
  if (result != Type::invalid && called->result_keys) maps_[&n] = KnownMap{nullptr, called};
  return result;
}

// A `let` or `do` yields its last expression: the map known for it is theirs (D12), so
// `(call :ccos.echo (do {:text "hi"}))` is judged by its keys as the map alone is.
void ExpressionWalker::maps_yielded_by(const Node& form) {
  if (const KnownMap known = known_map(form.items.back())) maps_[&form] = known;
}

// A map literal is judged by its keys wherever it is passed, as where it is written: one
// whose values broke a rule too (calls.cpp leaves a malformed one to MALFORMED-MAP). Other
// values are known by what the walk recorded for them.
KnownMap ExpressionWalker::known_map(const Node& value) const {
  if (value.is(Kind::map)) return KnownMap{&value, nullptr};
  const auto known = maps_.find(&value);
  return known != maps_.end() ? known->second : KnownMap{};
}

Bound ExpressionWalker::bound_to(const Node& value, Type t) const {
  Bound b{t, false, known_map(value)};
  const std::string_view head = value.is(Kind::list) ? value.head() : std::string_view();
  b.disallowed_form = t == Type::invalid && !head.empty() && !is_allowed_form(head);
  return b;
}

// Walks the items from `first` on. What a form yields does not hang on its operands: a
// str is a string, an = a boolean, whatever they hold; each of their faults is its own.
void ExpressionWalker::walk_operands(const Node& n, std::size_t first, Scope& scope) {
  for (std::size_t i = first; i < n.items.size(); ++i) walk(n.items[i], scope);
}

}  // namespace conform::rtfs
