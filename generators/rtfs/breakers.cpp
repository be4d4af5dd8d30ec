// One breaker per rule: a valid plan, changed so that among errors it breaks exactly
// that rule. Most add a step before the final one that holds the defect, so that the
// final step still evaluates to a map and no name changes scope. Each runs inside
// rc::gen::exec.
#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>

#include "generators/core/base_capture.hpp"
#include "generators/core/decision_capture.hpp"
#include "generators/rtfs/draw.hpp"
#include "generators/rtfs/generators.hpp"
#include "generators/text/corruptions.hpp"

namespace conform::rtfs::gen {
namespace {

using namespace build;
using ast::Kind;
using ast::Node;

template <typename T>
T one_of(std::vector<T> items) {
  return items[*rc::gen::inRange<std::size_t>(0, items.size())];
}

// Decisions of spec/rtfs/decisions.md (generators/core/decision_capture.hpp).
using conform::gen::may_rest_on;
using conform::gen::pick_resting;
using conform::gen::rule_rests_on;
using conform::gen::rests_on;

struct Draft {
  Draw draw;
  Node plan;
  PrintStyle style;

  explicit Draft(const Capabilities& caps) : draw(caps), plan(draw.plan()), style(*print_style()) {}

  std::string text() const { return print(plan, style); }

  std::size_t argument_index(std::string_view key) const {
    for (std::size_t i = 1; i + 1 < plan.items.size(); i += 2)
      if (plan.items[i].is(Kind::keyword) && plan.items[i].text == key) return i;
    return 0;
  }
  Node& body() { return plan.items[argument_index("body") + 1]; }
  // A random boundary between the plan's keyword arguments.
  std::size_t pair_boundary() const { return 1 + 2 * *rc::gen::inRange<std::size_t>(0, (plan.items.size() - 1) / 2 + 1); }
  void insert_arguments(ast::List<Node> items) {
    const auto at = plan.items.begin() + static_cast<std::ptrdiff_t>(pair_boundary());
    plan.items.insert(at, std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
  }
  // Adds a step at a random place before the final step.
  void insert_step(Node step) {
    auto& steps = body().items;
    const auto at = *rc::gen::inRange<std::size_t>(1, steps.size());
    steps.insert(steps.begin() + static_cast<std::ptrdiff_t>(at), std::move(step));
  }
  Node step_with(Node expression) { return form("step", {str(draw.step_name()), std::move(expression)}); }
  // In a step of its own; or, half the time, inside a step the plan has (not the final
  // one), as the body of a let that binds what that step computed: a validator that
  // looks only at a step's own expression should not pass every generated case.
  void insert_step_with(Node expression) {
    auto& steps = body().items;
    if (steps.size() > 2 && *rc::gen::arbitrary<bool>()) {
      Node& last = steps[*rc::gen::inRange<std::size_t>(1, steps.size() - 1)].items.back();
      last = form("let", {vec({sym("held"), std::move(last)}), std::move(expression)});
      return;
    }
    insert_step(step_with(std::move(expression)));
  }
  // Any capability, http-fetch (whose id the document writes quoted) included: a call
  // whose arguments or id are broken is rejected whatever D1 says of http-fetch's id, and
  // the caller notes what D1 may still decide of its rule.
  const Capability& some_capability() const {
    const auto& all = draw.capabilities().all();
    if (all.empty()) throw std::invalid_argument("the configured rtfs whitelist has no capability to break");
    return all[*rc::gen::inRange<std::size_t>(0, all.size())];
  }
  // `str` of two strings: `(str x)` with one argument is D20's.
  Node harmless() { return form("str", {draw.string_literal(), draw.string_literal()}); }
};

std::size_t code_offset_of_last(const std::string& text, char c) {
  std::size_t found = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
    } else if (text[i] == c) {
      found = i;
    }
  }
  return found;
}

std::vector<std::size_t> code_offsets_of(const std::string& text, char c) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
    } else if (text[i] == c) {
      out.push_back(i);
    }
  }
  return out;
}

std::string syntax(Draft& d) {
  // `call:ccos.echo`, the call's head joined to its id: never a call form, a token that is
  // none to one reader, one symbol heading a disallowed form to another; that the rule is
  // this one is D17's (corpus/rtfs/invalid/D17-RTFS-SYNTAX-colon-joins-call-and-capability.rtfs).
  if (*rc::gen::inRange(0, 5) == 0) {
    rule_rests_on("D17");
    d.insert_step_with(list({sym("call:ccos.echo"), map({kw("message"), d.harmless()})}));
    return d.text();
  }
  std::string text = d.text();
  const std::size_t last = code_offset_of_last(text, ')');
  switch (*rc::gen::inRange(0, 3)) {
    case 0: return *conform::gen::truncated(text, 5, last);
    case 1: {
      auto closers = code_offsets_of(text, ')');
      closers.pop_back();
      if (closers.empty()) return text.substr(0, last);
      text[closers[*rc::gen::inRange<std::size_t>(0, closers.size())]] = one_of<char>({']', '}'});
      return text;
    }
    default:  // an unterminated string; the others are no RTFS by D17's reading of its tokens
      return text.substr(0, last) + " " + pick_resting<std::string>({"\"open", "1e5", "'x", "#{1 2}", "@state", "0x1F", "3."}, 1, "D17") +
             text.substr(last);
  }
}

std::string missing_plan(Draft& d) {
  if (*rc::gen::inRange(0, 2) == 0) return print(d.body(), d.style);
  d.plan.items[0].text = conform::gen::kept_text(one_of<std::string>({"program", "defplan", "plan!", "my-plan"}));
  return d.text();
}

std::string multiple_top_level_forms(Draft& d) {
  const std::string text = d.text();
  switch (*rc::gen::inRange(0, 3)) {
    case 0: return text + "\n" + print(d.draw.plan(), d.style);
    case 1: return "(def " + one_of<std::string>({"x 1", "config {:a 1}", "name \"n\""}) + ")\n" + text;
    default: return text + "\n" + print(d.step_with(d.harmless()), d.style);
  }
}

std::string markdown_fence(Draft& d) {
  return conform::gen::wrap_in_fence(d.text(), *rc::gen::element<std::string>("rtfs", "lisp", "clojure", ""));
}

// A C-family comment before the plan, after it, or inside its opening (decision D24).
// Inside the plan it is no comment under any reading of the document, whose comments are
// `;`, but symbols among the plan's arguments: rejected, and only which rule names it is
// D24's (the corpus's invalid/D24-RTFS-FOREIGN-COMMENT-line-comments.rtfs); before or after
// the plan its verdict is D24's (the rule's decided_by files it in impl-defined/).
std::string foreign_comment(Draft& d) {
  std::string text = d.text();
  const std::string comment = *rc::gen::element<std::string>("// the plan", "/* generated plan */", "//ask first");
  switch (*rc::gen::inRange(0, 3)) {
    case 0: return comment + "\n" + text;
    case 1: return text + "\n" + comment + "\n";
    default: {
      if (!text.starts_with("(plan")) throw std::logic_error("a printed plan starts with (plan");
      rule_rests_on("D24");
      return text.insert(5, " " + comment + "\n");
    }
  }
}

std::string prose_outside_plan(Draft& d) {
  // Prose with no code in it: a `(plan …)` in it would read as a second form.
  const std::string opening = "plan form";
  if (*rc::gen::inRange(0, 2) == 0) return *conform::gen::prose_before(opening) + d.text();
  return d.text() + *conform::gen::prose_after(opening);
}

std::string plan_arguments(Draft& d) {
  d.insert_arguments({one_of<Node>({str("extra"), sym("trip"), num("1"), vec({}), d.harmless()})});
  return d.text();
}

std::string plan_unknown_keyword(Draft& d) {
  d.insert_arguments({kw(one_of<std::string>({"version", "description", "steps", "author", "goal"})), d.draw.string_literal()});
  return d.text();
}

std::string plan_duplicate_keyword(Draft& d) {
  const std::string key = one_of<std::string>({"name", "language", "annotations"});
  auto value = [&] { return key == "name" ? str("another_name") : key == "language" ? sym("rtfs20") : d.draw.data_map(0); };
  if (!d.argument_index(key)) d.insert_arguments({kw(key), value()});
  d.insert_arguments({kw(key), value()});
  return d.text();
}

// Also the places the body evidently stands in: its (do …) under another keyword or
// without one, or :body without value. Every reader rejects these; that the one rule is
// the missing body, not the plan's arguments or an unknown keyword, is D23's.
std::string plan_missing_body(Draft& d) {
  const auto index = d.argument_index("body");
  const auto at = d.plan.items.begin() + static_cast<std::ptrdiff_t>(index);
  const int place = *rc::gen::inRange(0, 2) == 0 ? 3 : *rc::gen::inRange(0, 3);
  if (place < 3) rule_rests_on("D23");
  switch (place) {
    case 0: d.plan.items[index] = kw(one_of<std::string>({"steps", "bdy", "main", "program"})); break;
    case 1: d.plan.items.erase(at); break;
    case 2:
      d.plan.items.erase(at, at + 2);
      d.plan.items.push_back(kw("body"));
      break;
    default: d.plan.items.erase(at, at + 2); break;
  }
  return d.text();
}

std::string body_not_do(Draft& d) {
  Node& body = d.body();
  // Another head is no (do …) under any reading, but may be read as a disallowed form
  // too: that its one rule is this one is D13's.
  const int how = *rc::gen::inRange(0, 3);
  if (how == 0) rule_rests_on("D13");
  switch (how) {
    case 0: body.items[0].text = conform::gen::kept_text(one_of<std::string>({"steps", "sequence", "progn", "begin"})); break;
    case 1: body = vec(ast::List<Node>(body.items.begin() + 1, body.items.end())); break;
    default: body = Node(body.items.back()); break;
  }
  return d.text();
}

// What :name and :language must be is D9's and D10's; :annotations is a map in the document.
std::string plan_argument_value(Draft& d) {
  const std::string key = may_rest_on("D9") ? one_of<std::string>({"name", "language", "annotations"}) : "annotations";
  if (key == "name") rests_on("D9");
  if (key == "language") rests_on("D10");
  Node bad = key == "name"       ? one_of<Node>({kw("trip-plan"), sym("trip_plan"), num("7"), vec({str("a")})})
             : key == "language" ? one_of<Node>({sym("rtfs30"), str("rtfs20"), kw("rtfs20"), sym("clojure")})
                                 : one_of<Node>({str("key=value"), vec({kw("a"), num("1")}), kw("none")});
  if (const auto at = d.argument_index(key)) d.plan.items[at + 1] = std::move(bad);
  else d.insert_arguments({kw(key), std::move(bad)});
  return d.text();
}

// Something else than a step in the body's do; or a step inside a step (D4); or a step
// among the plan's arguments, after its body: outside the body under any reading, and a
// positional plan argument too to a reader, so that its one rule is this one is D4's.
std::string step_placement(Draft& d) {
  if (*rc::gen::inRange(0, 4) == 0) {
    rule_rests_on("D4");
    d.plan.items.insert(d.plan.items.begin() + static_cast<std::ptrdiff_t>(d.argument_index("body") + 2),
                        d.step_with(form("let", {vec({sym("status"), d.harmless()}), map({kw("status"), sym("status")})})));
    return d.text();
  }
  if (!may_rest_on("D4") || *rc::gen::inRange(0, 2) == 0) {
    Node& steps = d.body();
    const auto at = *rc::gen::inRange<std::size_t>(1, steps.items.size());
    steps.items.insert(steps.items.begin() + static_cast<std::ptrdiff_t>(at),
                       one_of<Node>({d.harmless(), d.draw.data_map(0), d.draw.string_literal()}));
  } else {
    rests_on("D4");
    d.insert_step_with(form("do", {d.harmless(), d.step_with(d.harmless())}));
  }
  return d.text();
}

// The name written without quotes, and the step's expression after it: a step with
// no name at all, `(step (str …))`, is a missing name or a step without expression.
std::string step_name_not_string(Draft& d) {
  ast::List<Node> items{sym("step")};
  // A name of '-' or '_' is no quoted string whatever D17 makes of its characters (the
  // corpus's invalid/RTFS-STEP-NAME-NOT-STRING/symbol-name.rtfs writes greet-user).
  // Two bare words (`Greet User`) break "name must be quoted string" under any reading;
  // that the second is part of the name, not an undefined variable, is D22's
  // (corpus/rtfs/invalid/D22-RTFS-STEP-NAME-NOT-STRING-*).
  const int how = *rc::gen::inRange(0, 5);
  if (how == 0) {
    rule_rests_on("D22");
    items.push_back(sym(one_of<std::string>({"Greet", "Collect", "Ask"})));
    items.push_back(sym(one_of<std::string>({"User", "Details", "Budget"})));
  } else if (how < 3) {
    items.push_back(sym(one_of<std::string>({"greet-user", "Greet-User", "fetch_weather", "greet", "fetch"})));
  } else {
    items.push_back(kw(one_of<std::string>({"ask-budget", "plan-trip", "budget"})));
  }
  items.push_back(d.harmless());
  d.insert_step(list(std::move(items)));
  return d.text();
}

std::string step_without_expression(Draft& d) {
  d.insert_step(form("step", {str(d.draw.step_name())}));
  return d.text();
}

std::string disallowed_form(Draft& d) {
  Node foreign = one_of<Node>({
      form("println", {str("hi")}), form("+", {num("1"), num("2")}), form("-", {num("5"), num("3")}),
      form("defn", {sym("f"), vec({sym("x")}), sym("x")}), form("fn", {vec({sym("x")}), sym("x")}),
      form("def", {sym("y"), num("1")}), form("when", {form("=", {num("1"), num("1")}), str("a")}),
      form("cond", {form("=", {num("1"), num("1")}), num("1")}), form("loop", {vec({sym("i"), num("0")}), sym("i")}),
      form("get", {map({kw("a"), num("1")}), kw("a")}), list({kw("a"), map({kw("a"), num("1")})}), list({}),
      list({str("not a form"), num("1")})});
  if (*rc::gen::inRange(0, 2) == 0) d.insert_step_with(std::move(foreign));
  else d.insert_step_with(form("str", {str("value: "), std::move(foreign)}));
  return d.text();
}

// A call without its id, and `if` and `=` with other than the operands their grammar lines
// write: those lines, unlike `str`'s, `do`'s and `match`'s, end without "...", so the
// document decides these (D5 and D20 record it). The rest rest on the decision that reads
// their form (D6 match, D4 a do in a step; D18 names the rule of an empty body).
std::string form_arity(Draft& d) {
  struct Bad {
    Node node;
    const char* decision;
  };
  const Node yes = form("=", {num("1"), num("1")});
  std::vector<Bad> all{{form("call", {}), nullptr},
                       {form("if", {yes}), nullptr},
                       {form("=", {num("1")}), nullptr},
                       {form("if", {yes, str("yes")}), nullptr},
                       {form("if", {yes, str("a"), str("b"), str("c")}), nullptr},
                       {form("=", {num("1"), num("2"), num("3")}), nullptr},
                       {form("do", {}), "D4"},
                       {form("match", {str("a"), str("a")}), "D6"},
                       {form("match", {str("a"), str("a"), str("x"), str("b")}), "D6"}};
  // A body without a step has no final step to return the map the document requires:
  // rejected, and the rule is D18's.
  if (*rc::gen::inRange(0, 6) == 0) {
    rule_rests_on("D18");
    d.body() = form("do", {});
    return d.text();
  }
  std::vector<Bad> bad;
  for (auto& b : all)
    if (!b.decision || may_rest_on(b.decision)) bad.push_back(std::move(b));
  Bad pick = one_of(std::move(bad));
  if (pick.decision) rests_on(pick.decision);
  d.insert_step_with(std::move(pick.node));
  return d.text();
}

std::string match_pattern(Draft& d) {
  Node pattern = one_of<Node>({sym("x"), vec({num("1"), num("2")}), map({kw("a"), num("1")}), form("str", {str("a")})});
  d.insert_step_with(form("match", {str("a"), std::move(pattern), d.harmless(), sym("_"), d.harmless()}));
  return d.text();
}

std::string let_bindings(Draft& d) {
  // Bare pairs whose name the body uses: no vector of bindings under any reading; that the
  // name counts as bound, so that the use is no second fault (UNDEFINED-VARIABLE), is D8's
  // (corpus/rtfs/invalid/D8-RTFS-LET-BINDINGS-no-brackets-name-used.rtfs).
  if (*rc::gen::inRange(0, 8) == 0) {
    rule_rests_on("D8");
    d.insert_step_with(form("let", {sym("x"), d.harmless(), form("str", {sym("x")})}));
    return d.text();
  }
  // Destructuring is D8's to refuse.
  Node bindings = pick_resting<Node>({vec({sym("x")}), list({sym("x"), num("1")}), vec({kw("x"), num("1")}),
                                        vec({str("x"), d.harmless()}), vec({sym("x"), num("1"), sym("y")}), sym("x"),
                                        vec({vec({sym("a"), sym("b")}), vec({num("1"), num("2")})})},
                                       6, "D8");
  d.insert_step_with(form("let", {std::move(bindings), d.harmless()}));
  return d.text();
}

std::string let_without_body(Draft& d) {
  Draw::Scope scope;
  d.insert_step_with(form("let", {vec({sym("name"), d.draw.value(Type::string, scope, 1)})}));
  return d.text();
}

std::string malformed_map(Draft& d) {
  // A key without its value breaks "pairs"; the others are D11's (keyword or string keys, no key twice).
  Node bad = pick_resting<Node>({map({kw("a")}), map({kw("a"), num("1"), kw("b")}), map({str("a"), num("1"), str("a"), num("2")}),
                                   map({kw("a"), num("1"), kw("a"), num("2")}), map({sym("key"), str("v")}), map({num("1"), num("2")})},
                                  2, "D11");
  // A map may be a step's whole expression by decision D21 only: where no decision may
  // be drawn, the map is the annotations'.
  if (!may_rest_on("D21") || *rc::gen::inRange(0, 2) == 0) {
    if (const auto at = d.argument_index("annotations")) d.plan.items[at + 1] = std::move(bad);
    else d.insert_arguments({kw("annotations"), std::move(bad)});
  } else {
    rests_on("D21");
    d.insert_step_with(std::move(bad));
  }
  return d.text();
}

// A template placeholder where a value goes (decision D25): bare, or in a string. Bare,
// `{{name}}` reads as a map holding one form, an odd count whatever a placeholder is:
// rejected under any reading, and only its rule is D25's (the corpus's
// invalid/D25-RTFS-CONTEXT-VALUES-placeholder-map-in-echo.rtfs); in a string the verdict
// is D25's (the rule's decided_by files it in impl-defined/).
std::string context_values(Draft& d) {
  const std::string name = one_of<std::string>({"name", "trip/destination", "user.name", "previous_result", "city"});
  const std::string placeholder = *rc::gen::inRange(0, 2) == 0 ? "{{" + name + "}}" : "${" + name + "}";
  Node value = one_of<Node>({str("Searching for " + placeholder), str(placeholder), str("Hello " + placeholder + "!"),
                             map({map({sym(name)})})});
  if (value.is(Kind::map)) rule_rests_on("D25");
  if (*rc::gen::inRange(0, 2) == 0) d.insert_step_with(std::move(value));
  else d.insert_step_with(form("str", {str("value: "), std::move(value)}));
  return d.text();
}

std::string call_id_not_keyword(Draft& d) {
  const Capability& cap = d.some_capability();
  Draw::Scope scope;
  Node call = d.draw.call_of(cap, scope, 1);
  const int how = may_rest_on("D1") ? *rc::gen::inRange(0, 3) : *rc::gen::inRange(0, 2) * 2;
  switch (how) {
    case 0: call.items[1] = sym(cap.id); break;
    case 1:  // a string that keeps the colon (decision D1)
      rests_on("D1");
      call.items[1] = str(":" + cap.id);
      break;
    default: call.items[1] = cap.quoted_id ? sym(cap.id) : str(cap.id); break;
  }
  d.insert_step_with(std::move(call));
  return d.text();
}

std::string unknown_capability(Draft& d) {
  std::string id = one_of<std::string>({"ccos.fs.read", "ccos.print", "ccos.math.power", "http.get", "ccos.echo2", "ccos.user.confirm"});
  while (d.draw.capabilities().find(id)) id += "x";
  Node call = form("call", {kw(id), str("argument")});
  // As the final step's value too: rejected whatever it returns, and that what an unknown
  // capability returns is no second fault (RTFS-FINAL-STEP-NOT-MAP) is D14's
  // (corpus/rtfs/invalid/D14-RTFS-UNKNOWN-CAPABILITY-final-step-calls-unknown.rtfs).
  if (*rc::gen::inRange(0, 3) == 0) {
    rule_rests_on("D14");
    d.body().items.back().items.back() = std::move(call);
  } else {
    d.insert_step_with(std::move(call));
  }
  return d.text();
}

bool accepts_count(const Capability& cap, std::size_t n) {
  for (const auto& form : cap.forms) {
    if (is_keyword_form(form)) {
      if (n >= 2 && n % 2 == 0) return true;
    } else if (form.size() == n) {
      return true;
    }
  }
  return false;
}

std::string capability_arity(Draft& d) {
  const Capability& cap = d.some_capability();
  // A quoted-id capability's miscounted call is rejected whatever D1 makes of its id
  // (written here as a keyword); that the count is its one fault is D1's
  // (corpus/rtfs/invalid/D1-RTFS-CAPABILITY-ARITY-http-fetch-url-and-method.rtfs).
  if (cap.quoted_id) rule_rests_on("D1");
  std::vector<std::size_t> counts;
  for (std::size_t n = 0; n < 6; ++n)
    if (!accepts_count(cap, n)) counts.push_back(n);
  if (counts.empty()) throw std::invalid_argument("rtfs capability " + cap.id + " takes any number of arguments");
  const std::size_t n = one_of(counts);
  ast::List<Node> items{sym("call"), kw(cap.id)};
  Draw::Scope scope;
  std::vector<const std::vector<Shape>*> positional;
  for (const auto& form : cap.forms)
    if (!form.empty() && !is_keyword_form(form)) positional.push_back(&form);
  // Keyword arguments whose last key has no value, a lone key too: the only way to
  // miscount them where the capability takes nothing else. No format of the document's
  // takes them; that the rule is this one, not RTFS-CAPABILITY-ARGUMENT, is D12's
  // (corpus/rtfs/invalid/D12-RTFS-CAPABILITY-ARITY-http-fetch-lone-key.rtfs).
  if (const Shape* keywords = cap.keyword_form();
      keywords && !keywords->keys.empty() && (positional.empty() || *rc::gen::inRange(0, 3) == 0)) {
    rule_rests_on("D12");
    if (*rc::gen::inRange(0, 2) == 0)
      for (const auto& key : keywords->required) {
        items.push_back(kw(key));
        items.push_back(d.draw.value(*keywords->key(key), scope, 0));
      }
    items.push_back(kw(keywords->keys[*rc::gen::inRange<std::size_t>(0, keywords->keys.size())].first));
    d.insert_step_with(list(std::move(items)));
    return d.text();
  }
  // Arguments of the kinds a form of the capability takes, cut short or with its last
  // kind repeated, so that the count is the one fault: dropping or adding arguments
  // leaves a valid call.
  if (positional.empty()) {  // it takes no arguments: any value is one too many
    for (std::size_t i = 0; i < n; ++i) items.push_back(d.draw.value(Type::unknown, scope, 0));
  } else {
    const std::vector<Shape>& form = *one_of(positional);
    for (std::size_t i = 0; i < n; ++i) items.push_back(d.draw.argument(form[std::min(i, form.size() - 1)], scope, 1));
  }
  d.insert_step_with(list(std::move(items)));
  return d.text();
}

// Whether position `j` of some form with `n` arguments would take a value of type `t`.
bool some_form_takes(const Capability& cap, std::size_t n, std::size_t j, Type t) {
  for (const auto& form : cap.forms) {
    if (is_keyword_form(form)) continue;
    if (form.size() != n) continue;
    const Shape& s = form[j];
    if (s.kind == Shape::Kind::map ? t == Type::map : (s.type == Type::unknown || s.type == t)) return true;
  }
  return false;
}

std::string capability_argument(Draft& d) {
  struct Candidate {
    const Capability* cap;
    const std::vector<Shape>* form;
    std::size_t position;
    Type wrong;
  };
  std::vector<Candidate> candidates;
  for (const auto& cap : d.draw.capabilities().all())
    for (const auto& form : cap.forms) {
      if (is_keyword_form(form)) continue;
      for (std::size_t j = 0; j < form.size(); ++j)
        for (Type t : {Type::keyword, Type::number, Type::string, Type::vector}) {
          // A lone keyword, where keyword arguments are taken, is a key without its
          // value: RTFS-CAPABILITY-ARITY (decision D12).
          if (t == Type::keyword && form.size() == 1 && cap.keyword_form()) continue;
          if (!some_form_takes(cap, form.size(), j, t)) candidates.push_back({&cap, &form, j, t});
        }
    }
  if (candidates.empty()) throw std::invalid_argument("no rtfs capability argument can be given a wrong kind");
  const Candidate c = one_of(candidates);
  // A quoted-id capability given a kind none of its formats takes is rejected whatever
  // D1 makes of its id; that the argument is its one fault is D1's.
  if (c.cap->quoted_id) rule_rests_on("D1");
  Draw::Scope scope;
  ast::List<Node> items{sym("call"), kw(c.cap->id)};
  for (std::size_t j = 0; j < c.form->size(); ++j) {
    if (j != c.position) {
      const Shape& s = (*c.form)[j];
      items.push_back(s.kind == Shape::Kind::map ? d.draw.value(Type::unknown, scope, 0) : d.draw.value(s.type, scope, 1));
      if (s.kind == Shape::Kind::map) {
        ast::List<Node> entries;
        for (const auto& r : s.required) {
          entries.push_back(kw(r));
          entries.push_back(d.draw.value(*s.key(r), scope, 0));
        }
        items.back() = map(std::move(entries));
      }
      continue;
    }
    switch (c.wrong) {
      case Type::keyword: items.push_back(d.draw.keyword_literal()); break;
      case Type::number: items.push_back(d.draw.number_literal()); break;
      case Type::string: {
        // Or, where a map goes, a capability documented to return a string ("Returns:
        // String value"), called with a string: the document decides it, as the corpus's
        // invalid/RTFS-CAPABILITY-ARGUMENT/users-answer-where-the-map-goes.rtfs has it;
        // where a number goes that answer is not judged (D12).
        std::vector<const Capability*> gives_string;
        for (const auto& cap : d.draw.capabilities().all())
          for (const auto& form : cap.forms)
            if (cap.returns == Type::string && form.size() == 1 && form[0].kind == Shape::Kind::value &&
                form[0].type == Type::string)
              gives_string.push_back(&cap);
        if (gives_string.empty() || (*c.form)[c.position].kind != Shape::Kind::map || *rc::gen::arbitrary<bool>()) {
          items.push_back(d.draw.string_literal());
        } else {
          items.push_back(list({sym("call"), kw(one_of(gives_string)->id), d.draw.string_literal()}));
        }
        break;
      }
      default: items.push_back(vec({d.draw.number_literal()})); break;
    }
  }
  d.insert_step_with(list(std::move(items)));
  return d.text();
}

std::string final_step_not_map(Draft& d) {
  Node& final = d.body().items.back();
  // A literal as the step's whole expression is D21's. A do whose last expression is no
  // map is rejected under either reading of do (a sequence ending in no map, or a do
  // holding something else than steps): that its rule is this one is D4's.
  const int how = *rc::gen::inRange(0, 21);
  if (how < 3) {
    rule_rests_on("D4");
    final.items.back() = form("do", {map({kw("a"), num("1")}), d.harmless()});
    return d.text();
  }
  if (how < 9) {
    Draw::Scope scope;
    if (auto call = d.draw.call(Type::unknown, scope, 1); call && d.draw.capabilities().find(call->items[1].text) &&
                                                           d.draw.capabilities().find(call->items[1].text)->returns != Type::map) {
      final.items.back() = std::move(*call);
      return d.text();
    }
  }
  Node bad = pick_resting<Node>({d.harmless(), form("let", {vec({sym("x"), d.harmless()}), sym("x")}),
                                   form("if", {d.draw.open_condition(), map({kw("a"), num("1")}), d.harmless()}),
                                   d.draw.number_literal(), d.draw.keyword_literal(), vec({num("1")})},
                                  3, "D21");
  final.items.back() = std::move(bad);
  return d.text();
}

std::string variable_out_of_scope(Draft& d) {
  const std::string name = one_of<std::string>({"n", "answer", "city"});
  // After its let closes, in the same step: unbound there under any reading, but out of
  // scope rather than undefined by D19 only, in a do that D4 lets a step hold.
  if (*rc::gen::inRange(0, 3) == 0) {
    rule_rests_on("D4");
    rule_rests_on("D19");
    d.insert_step_with(form("do", {form("let", {vec({sym(name), d.harmless()}), sym(name)}), form("str", {str("Got "), sym(name)})}));
    return d.text();
  }
  // Bound in one step, used in a later one, as the document's own example; or used in an
  // earlier one: unbound there under any reading, out of scope rather than undefined by
  // D19 only.
  // (str <arg1> <arg2> ...): two arguments, as the grammar line writes it (one is D20's).
  Node get = d.step_with(form("let", {vec({sym(name), d.harmless()}), form("str", {str("Got "), sym(name)})}));
  Node use = d.step_with(form("str", {str("Hello "), sym(name)}));
  auto& steps = d.body().items;
  const auto at = *rc::gen::inRange<std::size_t>(1, steps.size());
  const auto later = *rc::gen::inRange<std::size_t>(at + 1, steps.size() + 1);
  const bool reversed = *rc::gen::arbitrary<bool>();
  if (reversed) rule_rests_on("D19");
  steps.insert(steps.begin() + static_cast<std::ptrdiff_t>(at), reversed ? std::move(use) : std::move(get));
  steps.insert(steps.begin() + static_cast<std::ptrdiff_t>(later), reversed ? std::move(get) : std::move(use));
  return d.text();
}

std::string undefined_variable(Draft& d) {
  // '-' and '_' in a name are D17's.
  std::vector<std::string> names;
  for (const auto& n : unbound_names())
    if (may_rest_on("D17") || n.find_first_of("-_") == std::string::npos) names.push_back(n);
  Node use = sym(one_of(names));
  // In echo's message too, as the document's own wrong example has it, where echo is there.
  if (d.draw.capabilities().find("ccos.echo") && *rc::gen::inRange(0, 4) == 0) {
    d.insert_step_with(form("call", {kw("ccos.echo"), map({kw("message"), form("str", {str("Planning trip to "), use})})}));
    return d.text();
  }
  // The name alone as the step's whole expression is D21's.
  d.insert_step_with(pick_resting<Node>({form("str", {str("value "), use}), form("=", {use, num("1")}),
                                           form("if", {use, str("yes"), str("no")}), use},
                                          3, "D21"));
  return d.text();
}

using Breaker = std::string (*)(Draft&);

const std::vector<std::pair<std::string, Breaker>>& breakers() {
  static const std::vector<std::pair<std::string, Breaker>> table{
      {"RTFS-SYNTAX", syntax},
      {"RTFS-MISSING-PLAN", missing_plan},
      {"RTFS-MULTIPLE-TOP-LEVEL-FORMS", multiple_top_level_forms},
      {"RTFS-MARKDOWN-FENCE", markdown_fence},
      {"RTFS-FOREIGN-COMMENT", foreign_comment},
      {"RTFS-PROSE-OUTSIDE-PLAN", prose_outside_plan},
      {"RTFS-PLAN-ARGUMENTS", plan_arguments},
      {"RTFS-PLAN-UNKNOWN-KEYWORD", plan_unknown_keyword},
      {"RTFS-PLAN-DUPLICATE-KEYWORD", plan_duplicate_keyword},
      {"RTFS-PLAN-MISSING-BODY", plan_missing_body},
      {"RTFS-BODY-NOT-DO", body_not_do},
      {"RTFS-PLAN-ARGUMENT-VALUE", plan_argument_value},
      {"RTFS-STEP-PLACEMENT", step_placement},
      {"RTFS-STEP-NAME-NOT-STRING", step_name_not_string},
      {"RTFS-STEP-WITHOUT-EXPRESSION", step_without_expression},
      {"RTFS-DISALLOWED-FORM", disallowed_form},
      {"RTFS-FORM-ARITY", form_arity},
      {"RTFS-MATCH-PATTERN", match_pattern},
      {"RTFS-LET-BINDINGS", let_bindings},
      {"RTFS-LET-WITHOUT-BODY", let_without_body},
      {"RTFS-MALFORMED-MAP", malformed_map},
      {"RTFS-CONTEXT-VALUES", context_values},
      {"RTFS-CALL-ID-NOT-KEYWORD", call_id_not_keyword},
      {"RTFS-UNKNOWN-CAPABILITY", unknown_capability},
      {"RTFS-CAPABILITY-ARITY", capability_arity},
      {"RTFS-CAPABILITY-ARGUMENT", capability_argument},
      {"RTFS-FINAL-STEP-NOT-MAP", final_step_not_map},
      {"RTFS-VARIABLE-OUT-OF-SCOPE", variable_out_of_scope},
      {"RTFS-UNDEFINED-VARIABLE", undefined_variable},
  };
  return table;
}

}  // namespace

std::vector<std::string> breakable_rules() {
  std::vector<std::string> out;
  for (const auto& [rule, breaker] : breakers()) out.push_back(rule);
  return out;
}

rc::Gen<std::string> broken_text(std::string_view rule, const Capabilities& caps) {
  for (const auto& [id, breaker] : breakers())
    if (id == rule) {
      const Breaker b = breaker;
      return rc::gen::exec([b, &caps] {
        Draft d(caps);
        conform::gen::BaseCapture::note(d.text());
        return b(d);
      });
    }
  throw std::invalid_argument("no rtfs breaker for " + std::string(rule));
}

}  // namespace conform::rtfs::gen
