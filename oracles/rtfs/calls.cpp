// `(call :capability.id args…)` against the whitelist (seed 001 "Available Capabilities").
#include <algorithm>
#include <boost/container/small_vector.hpp>
#include <optional>
#include <span>

#include "oracles/rtfs/walk.hpp"

namespace conform::rtfs {

using ast::Kind;
using ast::Node;

namespace {

// A call's arguments, a map's entries, the forms' mismatches: a few each, kept on the
// stack (a check calls this for every capability call).
template <typename T>
using Few = boost::container::small_vector<T, 8>;
using Nodes = std::span<const Node* const>;
template <typename T>
std::span<const T> all_of(const Few<T>& few) { return {few.data(), few.size()}; }

// What the walk knows of the value: a literal's kind, a documented result (decision D12).
Type type_of(const Node& n, const Types& types) {
  if (const auto literal = literal_type(n)) return *literal;
  auto it = types.find(&n);
  return it == types.end() ? Type::unknown : it->second;
}

// A value of type `have` where `want` is expected: unknown and invalid values are not judged,
// nor is a capability's string result where a number goes, nor a union one of whose kinds
// is wanted, an `if` whose one branch fits (decision D12).
bool fits(Type want, Type have) {
  if (want == Type::unknown || have == Type::unknown || have == Type::invalid) return true;
  if (share_a_kind(have, Type::answer)) have = have | Type::string | Type::number;
  return share_a_kind(want, have);
}

// What a call of `cap` gives: its documented result, a string as an answer (decision D12).
Type result_of(const Capability& cap) { return cap.returns == Type::string ? Type::answer : cap.returns; }

std::string keys_text(const Shape& shape) {
  std::string out;
  for (const auto& [k, t] : shape.keys) out += (out.empty() ? ":" : ", :") + k;
  return out;
}

// One entry of keyed arguments: a key and its value as written (a map's entry, a keyword
// argument), or a key a capability's result is documented to have, with its value's type.
struct Entry {
  const Node* key = nullptr;  // nullptr for a documented key
  std::string_view name;      // the key's text
  std::optional<Type> value;  // nothing for a key written without value
  const Node* value_node = nullptr;
};

// The entries of keyed arguments written as the nodes key, value, key, value…
Few<Entry> entries_of(Nodes items, const Types& types) {
  Few<Entry> out;
  for (std::size_t i = 0; i < items.size(); i += 2) {
    Entry& e = out.emplace_back();
    e.key = items[i];
    e.name = items[i]->text;
    if (i + 1 < items.size()) {
      e.value_node = items[i + 1];
      e.value = type_of(*items[i + 1], types);
    }
  }
  return out;
}

using Problem = std::pair<const Node*, std::string>;

// The first problem of keyed arguments against `shape`. Each is reported at the key or
// value it is about; `far`, where the entries are not written at the argument (a let
// name's map, a capability's result), at `whole`, the argument, the message saying
// whose they are.
std::optional<Problem> keyed_problem(const Shape& shape, std::span<const Entry> entries, const Node& whole,
                                     const std::string& what, bool far) {
  Few<std::string_view> present;
  for (const Entry& e : entries) {
    const Node* at = far ? &whole : e.key;
    if (e.key && !e.key->is(Kind::keyword))
      return Problem{at, "each key of " + what + " is a keyword (" + keys_text(shape) + "); this is " +
                             std::string(ast::to_string(e.key->kind))};
    const Type* want = shape.key(e.name);
    if (!want)
      return Problem{at, "unknown key :" + std::string(e.name) + " in " + what + " (its keys are " + keys_text(shape) + ")"};
    // A map's repeated key is RTFS-MALFORMED-MAP's, found before; keyword arguments have
    // no such rule, and which of the two values counts is as unknown.
    if (std::find(present.begin(), present.end(), e.name) != present.end())
      return Problem{at, "the key :" + std::string(e.name) + " is given twice in " + what};
    present.push_back(e.name);
    if (e.value && !fits(*want, *e.value))
      return Problem{far ? &whole : e.value_node, ":" + std::string(e.name) + " takes " + std::string(describe(*want)) +
                                                      ", not " + std::string(describe(*e.value)) + (far ? ", in " + what : "")};
  }
  for (const auto& r : shape.required)
    if (std::find(present.begin(), present.end(), r) == present.end())
      return Problem{&whole, "the key :" + r + " is missing from " + what};
  return std::nullopt;
}

// A capability's id as the document writes it: http-fetch's is a string there (D1).
std::string id_as_documented(const Capability& c) { return c.quoted_id ? "\"" + c.id + "\"" : ":" + c.id; }

// The map `arg` passes, judged by its keys against `shape` when they are known: a map
// literal written there, or bound to the let name `arg` (through other names too), or
// the keys a capability's result is documented to have (decision D12). A malformed
// literal is RTFS-MALFORMED-MAP's, reported where it is written.
std::optional<Problem> map_problem(const Shape& shape, const Node& arg, const Maps& maps, const Types& types) {
  KnownMap known{arg.is(Kind::map) ? &arg : nullptr, nullptr};
  if (!known.literal) {
    const auto found = maps.find(&arg);
    if (found == maps.end()) return std::nullopt;
    known = found->second;
  }
  Few<Entry> entries;
  if (known.literal) {
    if (!map_shape_problems(*known.literal).empty()) return std::nullopt;
    Few<const Node*> items;
    for (const auto& item : known.literal->items) items.push_back(&item);
    entries = entries_of(all_of(items), types);
  } else {
    for (const auto& [key, type] : known.result_of->result_keys->keys) entries.push_back(Entry{nullptr, key, type, nullptr});
  }
  if (known.literal == &arg) return keyed_problem(shape, all_of(entries), arg, "the map", false);
  // Named by what passes it: a let name, the (let …) or (do …) that yields it, the call.
  const bool yielded = arg.is_form("let") || arg.is_form("do");
  std::string what = "the map " + (arg.is(Kind::symbol) ? "bound to " + arg.text
                                   : yielded          ? "this (" + std::string(arg.head()) + " …) yields"
                                                      : std::string());
  if (known.result_of) {
    what += (arg.is(Kind::symbol) || yielded ? ", which " : "") + id_as_documented(*known.result_of) + " returns";
    // A result lacks what the call needs before its own keys are unknown to it.
    const Shape& result = *known.result_of->result_keys;
    for (const auto& r : shape.required)
      if (!result.key(r)) return Problem{&arg, "the key :" + r + " is missing from " + what + " (" + keys_text(result) + ")"};
  }
  return keyed_problem(shape, all_of(entries), arg, what, true);
}

// An argument of the wrong kind for a form: which, what the form wants there, what it is.
struct KindMismatch {
  std::size_t index;
  Type want, have;
};

// An argument of the wrong kind for every form of its arity (http-fetch's one argument
// is a URL string or a map): one message naming each kind the forms accept.
std::optional<std::string> mismatch_in_every_form(std::span<const std::optional<KindMismatch>> mismatches) {
  if (mismatches.size() < 2) return std::nullopt;
  std::vector<Type> wanted;
  for (const auto& m : mismatches) {
    if (!m || m->index != mismatches.front()->index) return std::nullopt;
    if (std::find(wanted.begin(), wanted.end(), m->want) == wanted.end()) wanted.push_back(m->want);
  }
  std::string list;
  for (std::size_t i = 0; i < wanted.size(); ++i)
    list += (i == 0 ? "" : i + 1 == wanted.size() ? " or " : ", ") + std::string(describe(wanted[i]));
  return "argument " + std::to_string(mismatches.front()->index + 1) + " must be " + list + ", not " +
         std::string(describe(mismatches.front()->have));
}

// Why `args` do not fit a form of the same arity; nothing when they fit.
std::optional<Problem> form_problem(const std::vector<Shape>& form, Nodes args, const Node& call, const Types& types,
                                    const Maps& maps, std::optional<KindMismatch>& mismatch) {
  if (is_keyword_form(form)) {
    const auto entries = entries_of(args, types);
    return keyed_problem(form[0], all_of(entries), call, "the keyword arguments", false);
  }
  for (std::size_t i = 0; i < form.size(); ++i) {
    const Shape& shape = form[i];
    const Node& arg = *args[i];
    const Type have = type_of(arg, types);
    if (shape.kind == Shape::Kind::value) {
      if (!fits(shape.type, have)) {
        mismatch = KindMismatch{i, shape.type, have};
        return std::pair{&arg, "argument " + std::to_string(i + 1) + " must be " + std::string(describe(shape.type)) +
                                   ", not " + std::string(describe(have))};
      }
    } else if (!fits(Type::map, have)) {
      mismatch = KindMismatch{i, Type::map, have};
      return std::pair{&arg, "argument " + std::to_string(i + 1) + " must be a map, not " + std::string(describe(have))};
    } else if (auto p = map_problem(shape, arg, maps, types)) {
      return p;
    }
  }
  return std::nullopt;
}

// Keyword arguments are pairs that start with a keyword: two strings are no such pairs
// (decision D12), whatever their count.
bool arity_fits(const std::vector<Shape>& form, Nodes args) {
  if (is_keyword_form(form))
    return args.size() >= 2 && args.size() % 2 == 0 && args[0]->is(Kind::keyword);
  return form.size() == args.size();
}

// Keyword arguments are pairs that start with a keyword (decision D12): a key at their
// end without its value, a lone `:url` too, when the capability takes keyword arguments.
const Node* key_without_value(const Capability& cap, Nodes args) {
  if (!cap.keyword_form() || args.size() % 2 == 0 || !args.front()->is(Kind::keyword) || !args.back()->is(Kind::keyword))
    return nullptr;
  return args.back();
}

// A string that keeps the keyword's colon, ":ccos.echo" (decision D1).
bool keeps_colon(const Node& id) { return id.is(Kind::string) && id.text.starts_with(':'); }

// A capability id written otherwise than as its keyword (decision D1): why, and what to write.
std::string id_advice(const Node& id, const Capability& cap) {
  const bool colon = keeps_colon(id);
  std::string out = colon ? "the capability id is a keyword, not a string: write :" + cap.id
                          : "the capability id must start with ':': write :" + cap.id + " (" +
                                (id.is(Kind::string) ? "not a string" : "not a bare symbol") + ")";
  if (colon && cap.quoted_id) out += " (or the string \"" + cap.id + "\", without ':')";
  return out;
}

std::string arity_text(const Capability& c) {
  std::string out;
  for (const auto& form : c.forms) {
    std::string one = is_keyword_form(form)
                          ? "keyword/value pairs"
                          : std::to_string(form.size()) + (form.size() == 1 ? " argument" : " arguments");
    if (out.find(one) == std::string::npos) out += (out.empty() ? "" : " or ") + one;
  }
  return out;
}

}  // namespace

Type check_call(const Node& call, const Types& types, const Maps& maps, const Capabilities& caps, PassFindings& out,
                const Capability*& called) {
  if (call.items.size() < 2) {
    out.report("RTFS-FORM-ARITY", call.begin, "call without a capability id: (call :capability.id args…)");
    return Type::invalid;
  }
  const Node& id = call.items[1];
  if (!id.is_atom() || id.is(Kind::number)) {
    out.report("RTFS-CALL-ID-NOT-KEYWORD", id.begin, "a capability id is a keyword such as :ccos.echo");
    return Type::invalid;
  }
  // An id that names no capability is that one finding, however it is written: whether
  // a quoted id is allowed is the capability's whitelist entry's to say (decision D1). A
  // string that keeps the keyword's colon, ":ccos.echo", names the capability all the
  // same. What an unknown capability returns is unknown, and not judged (decision D14).
  const bool colon = keeps_colon(id);
  const ast::Text name = colon ? id.text.substr(1) : id.text;
  const Capability* cap = caps.find(name);
  if (!cap) {
    const std::string as_written = id.is(Kind::string)    ? "\"" + id.text.str() + "\""
                                   : id.is(Kind::keyword) ? ":" + id.text.str()
                                                          : id.text.str();
    out.report("RTFS-UNKNOWN-CAPABILITY", id.begin,
               as_written + " is not an available capability" +
                   (caps.all().empty() ? std::string() : " (available: " + [&] {
                     std::string list;
                     for (const auto& c : caps.all()) list += (list.empty() ? "" : ", ") + id_as_documented(c);
                     return list;
                   }() + ")"));
    return Type::invalid;
  }
  called = cap;
  const bool quoted_allowed = cap->quoted_id && id.is(Kind::string) && !colon;
  if (!id.is(Kind::keyword) && !quoted_allowed) out.report("RTFS-CALL-ID-NOT-KEYWORD", id.begin, id_advice(id, *cap));

  Few<const Node*> args;
  for (std::size_t i = 2; i < call.items.size(); ++i) args.push_back(&call.items[i]);
  std::optional<Problem> problem;
  Few<std::optional<KindMismatch>> mismatches;
  bool some_arity_fits = false;
  for (const auto& form : cap->forms) {
    if (!arity_fits(form, all_of(args))) continue;
    auto p = form_problem(form, all_of(args), call, types, maps, mismatches.emplace_back());
    if (!p) return result_of(*cap);
    if (!some_arity_fits) problem = std::move(p);
    some_arity_fits = true;
  }
  if (auto every = mismatch_in_every_form(all_of(mismatches))) problem->second = std::move(*every);
  const std::string signature = cap->signature.empty() ? std::string() : " (signature: " + cap->signature + ")";
  if (const Node* key = key_without_value(*cap, all_of(args))) {
    out.report("RTFS-CAPABILITY-ARITY", call.begin,
               id_as_documented(*cap) + ": the key :" + key->text + " has no value: keyword arguments are key/value pairs" + signature);
  } else if (!some_arity_fits) {
    out.report("RTFS-CAPABILITY-ARITY", call.begin,
               id_as_documented(*cap) + " takes " + arity_text(*cap) + ", not " + std::to_string(args.size()) + signature);
  } else {
    out.report("RTFS-CAPABILITY-ARGUMENT", problem->first->begin, id_as_documented(*cap) + ": " + problem->second + signature);
  }
  return result_of(*cap);
}

}  // namespace conform::rtfs
