#include "generators/json/envelope_breakers.hpp"

#include <stdexcept>

#include "generators/core/base_capture.hpp"
#include "generators/core/decision_capture.hpp"
#include "generators/text/corruptions.hpp"
#include "parsers/json/parser.hpp"
#include "parsers/json/printer.hpp"

namespace conform::json_gen {
namespace {

// The top-level object of a valid plan's text.
json::Value root_of(const std::string& text) {
  auto parsed = json::parse(text);
  if (!parsed.value || !parsed.value->is_object() || parsed.value->members.empty())
    throw std::logic_error("an envelope breaker needs a non-empty JSON object");
  return std::move(*parsed.value);
}

std::size_t last_brace(const std::string& text) {
  auto at = text.rfind('}');
  if (at == std::string::npos) throw std::logic_error("no closing brace");
  return at;
}

// Ways to make the text not JSON while the tree the front end recovers stays the same.
rc::Gen<std::string> malformed(const std::string& text) {
  const json::Value root = root_of(text);
  const json::Key& key = root.members.front().key;
  const std::string key_raw = text.substr(key.begin, key.end - key.begin);
  const std::string before = text.substr(0, key.begin);
  const std::string after = text.substr(key.end);
  const std::size_t close = last_brace(text);
  const std::size_t value_end = root.members.back().value.end;
  return rc::gen::oneOf(
      rc::gen::just(text.substr(0, value_end) + "," + text.substr(value_end)),                // trailing comma
      rc::gen::just(before + "// the plan\n" + key_raw + after),                              // line comment
      rc::gen::just(before + "/* plan */ " + key_raw + after),                                // block comment
      rc::gen::just(before + "'" + std::string(key.text) + "'" + after),                      // single-quoted key
      rc::gen::just(before + std::string(key.text) + after),                                  // unquoted key
      gen::truncated(text, std::size_t{1}, close));                                          // cut before the end
}

// A comment outside the object is commentary around it, as prose is.
rc::Gen<std::string> commentary_before() {
  return rc::gen::element<std::string>("// The plan:\n", "/* plan follows */\n", "/* plan */ ");
}
rc::Gen<std::string> commentary_after() {
  return rc::gen::element<std::string>("\n// end of plan\n", " /* done */\n", "\n/* Apply the steps in order. */");
}

// A bracketed tag before the plan, on a line of its own or on the plan's first line.
rc::Gen<std::string> tag_before() { return rc::gen::element<std::string>("[/INST]\n", "[draft]\n", "[draft] "); }

// The plan on its opening fence's line (`where` 0), the closing fence right after its
// last brace (1), or both (2): ```json {…}, …}```, ```{…}```.
std::string fenced_on_plan_lines(const std::string& text, const std::string& lang, int where) {
  const std::size_t close = last_brace(text);
  const std::string plan = text.substr(0, close + 1);
  const std::string on_fence_line = "```" + lang + (lang.empty() ? "" : " ");
  if (where == 0) return on_fence_line + plan + "\n```\n";
  if (where == 1) return "```" + lang + "\n" + plan + "```\n";
  return on_fence_line + plan + "```\n";
}

std::string with_duplicate_first_member(const std::string& text) {
  const json::Value root = root_of(text);
  const json::Member& first = root.members.front();
  const std::string member = text.substr(first.key.begin, first.value.end - first.key.begin);
  return text.substr(0, first.key.begin) + member + ", " + text.substr(first.key.begin);
}

}  // namespace

rc::Gen<std::string> break_envelope(json_contract::EnvelopeCheck check, rc::Gen<std::string> base,
                                    EnvelopeDecisions decisions) {
  using json_contract::EnvelopeCheck;
  const auto valid = rc::gen::map(std::move(base), [](std::string text) {
    gen::BaseCapture::note(text);
    return text;
  });
  if (check == EnvelopeCheck::malformed_json) return rc::gen::mapcat(valid, malformed);
  if (check == EnvelopeCheck::duplicate_key) return rc::gen::map(valid, with_duplicate_first_member);
  // A form rejected under any reading whose rule only `decision` names (none: the seed's).
  const auto rule_rests_on = [](const std::string& decision) {
    if (!decision.empty()) gen::rule_rests_on(decision);
  };
  if (check == EnvelopeCheck::markdown_fence)
    // Backticks on the plan's own lines are text outside the object under any reading;
    // whether they are a fence, prose or malformed JSON is the dialect's decision.
    return rc::gen::exec([valid, rule_rests_on, fence_d = std::string(decisions.fence_on_plan_line)] {
      const std::string text = *valid;
      const std::string lang = *gen::fence_language("json");
      if (*rc::gen::inRange(0, 4) != 0) return gen::wrap_in_fence(text, lang);
      rule_rests_on(fence_d);
      return fenced_on_plan_lines(text, lang, *rc::gen::inRange(0, 3));
    });
  if (check == EnvelopeCheck::prose_outside_json)
    // A comment before or after the object, or a tag before it, is text outside it under
    // any reading, and no JSON: rejected, and which rule names it (prose, or malformed
    // JSON) rests on the dialect's decision, unless the seed names it (fixplan's
    // "trailing commentary").
    return rc::gen::exec([valid, rule_rests_on, before_d = std::string(decisions.comment_before),
                          after_d = std::string(decisions.comment_after), tag_d = std::string(decisions.tag_before)] {
      // Prose, or now and then a comment (or a tag), noting its decision for the rule.
      const auto outside = [&](const rc::Gen<std::string>& prose, const rc::Gen<std::string>& comment,
                               const std::string& comment_d, bool tag) {
        const int which = *rc::gen::inRange(0, tag ? 6 : 5);
        if (which == 0) {
          rule_rests_on(comment_d);
          return *comment;
        }
        if (which == 5) {
          rule_rests_on(tag_d);
          return *tag_before();
        }
        return *prose;
      };
      std::string text = *valid;
      const int where = *rc::gen::inRange(0, 3);
      if (where != 1) text = outside(gen::prose_before(), commentary_before(), before_d, true) + text;
      if (where != 0) text += outside(gen::prose_after(), commentary_after(), after_d, false);
      return text;
    });
  if (check == EnvelopeCheck::multiple_json_values)
    return rc::gen::apply(
        [](const std::string& t, int which) {
          if (which == 0) return t + "\n" + t;
          if (which == 1) return t + "\n{}\n";
          return t + "[]";
        },
        valid, rc::gen::inRange(0, 3));
  if (check == EnvelopeCheck::top_level_not_object)
    return rc::gen::map(valid, [](const std::string& t) { return "[" + t + "]"; });
  throw std::logic_error("no envelope breaker for this check");
}

namespace {

void collect_removals(json::Value& node, json::Value& root, std::vector<std::string>& out, std::size_t max) {
  if (out.size() >= max) return;
  for (std::size_t i = 0; i < node.members.size() && out.size() < max; ++i) {
    json::Member removed = node.members[i];
    node.members.erase(node.members.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(json::print(root));
    node.members.insert(node.members.begin() + static_cast<std::ptrdiff_t>(i), std::move(removed));
  }
  for (std::size_t i = 0; i < node.elements.size() && out.size() < max; ++i) {
    json::Value removed = node.elements[i];
    node.elements.erase(node.elements.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(json::print(root));
    node.elements.insert(node.elements.begin() + static_cast<std::ptrdiff_t>(i), std::move(removed));
  }
  for (auto& m : node.members) collect_removals(m.value, root, out, max);
  for (auto& e : node.elements) collect_removals(e, root, out, max);
}

}  // namespace

std::vector<std::string> without_one_part(const std::string& text, std::size_t max_candidates) {
  auto parsed = json::parse(text);
  std::vector<std::string> out;
  if (!parsed.value) return out;
  json::Value root = std::move(*parsed.value);
  collect_removals(root, root, out, max_candidates);
  return out;
}

}  // namespace conform::json_gen
