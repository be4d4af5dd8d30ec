#pragma once
// For the dialects' seed_only_draws tests: what `conform gen` files in invalid/<RULE>/
// (a draw resting on no recorded decision) holds none of the forms that would make the
// case rest on a decision, or break a second rule a reader of the document could see; and
// a form every reading rejects is drawn there, noting only the decision its rule rests on.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "generators/core/decision_capture.hpp"
#include "generators/core/sample.hpp"

namespace conform::test {

struct UnwantedForm {
  const char* rule;     // the breaker's rule
  const char* pattern;  // a regular expression no seed-only draw of it may match
  const char* why;      // the decision or the sentence the form would lean on
};

// `broken_text(rule)`: the breaker's generator. Every form's rule has some seed-only draw.
template <typename BrokenText>
void expect_no_unwanted_form(std::span<const UnwantedForm> forms, const BrokenText& broken_text, std::uint64_t seeds) {
  for (const auto& u : forms) {
    const std::regex pattern(u.pattern);
    int free = 0;
    for (std::uint64_t seed = 0; seed < seeds; ++seed) {
      const auto text = conform::gen::sample_resting_on_no_decision(broken_text(u.rule), seed);
      if (!text) continue;
      ++free;
      EXPECT_FALSE(std::regex_search(*text, pattern)) << u.rule << " (" << u.why << "), seed " << seed << "\n" << *text;
    }
    EXPECT_GT(free, 0) << u.rule << ": every draw rests on a decision";
  }
}

// Whether a text holds a match of `pattern`, as a RuleRestingForm's `writes`.
inline std::function<bool(const std::string&)> matching(const char* pattern) {
  return [re = std::regex(pattern)](const std::string& text) { return std::regex_search(text, re); };
}

// The JSON contracts' envelope forms that every reading rejects and only a decision names
// the rule of (stepplan D17 and D18, fixplan D24 and D26), as RuleRestingForm's `writes`:
// backticks on the plan's first or last line (```json {…, …}```), a bracketed tag before it.
inline bool writes_fence_marker_on_the_plans_line(const std::string& text) {
  const std::string first_line = text.substr(0, text.find('\n'));
  return (first_line.starts_with("```") && first_line.find('{') != std::string::npos) || text.find("}```") != std::string::npos;
}
inline bool writes_tag_before_the_plan(const std::string& text) { return text.starts_with("["); }

// A form some seed-only draw of a breaker writes (generators/core/decision_capture.hpp):
// every reading of the document rejects it, so the draw notes nothing for its verdict,
// and `decision` for its rule exactly when it writes the form, or another form of the
// same breaker given the same decision (none: the document names the rule too, and the
// draw notes nothing).
struct RuleRestingForm {
  const char* rule;
  std::function<bool(const std::string&)> writes;
  const char* decision;
  const char* what;
};

// `broken_text(rule)`: the breaker's generator, drawn `seeds` times inside a capture, as
// `conform gen` draws. Some draw noting nothing for its verdict writes each form.
template <typename BrokenText>
void expect_rule_resting_forms(std::span<const RuleRestingForm> forms, const BrokenText& broken_text, std::uint64_t seeds) {
  std::vector<int> written(forms.size(), 0);
  std::set<std::string> rules;
  for (const auto& f : forms) rules.insert(f.rule);
  for (const auto& rule : rules)
    for (std::uint64_t seed = 0; seed < seeds; ++seed) {
      conform::gen::DecisionCapture capture;
      const std::string text = conform::gen::sample(broken_text(rule.c_str()), seed);
      const bool seed_only = capture.noted().empty();
      std::map<std::string, bool> decision_written;  // a form noting the decision is written
      for (std::size_t i = 0; i < forms.size(); ++i) {
        const auto& f = forms[i];
        if (f.rule != rule) continue;
        const bool writes = f.writes(text);
        if (writes && f.decision) {
          EXPECT_EQ(capture.noted().count(f.decision), 0u) << rule << " (" << f.what << "): its verdict rests on " << f.decision
                                                           << ", seed " << seed << "\n" << text;
        }
        if (!seed_only) continue;
        written[i] += writes;
        if (f.decision) {
          decision_written[f.decision] = decision_written[f.decision] || writes;
        } else if (writes) {
          EXPECT_TRUE(capture.noted_for_rule().empty()) << rule << " (" << f.what << "), seed " << seed << "\n" << text;
        }
      }
      for (const auto& [decision, writes] : decision_written)
        EXPECT_EQ(capture.noted_for_rule().count(decision), writes ? 1u : 0u)
            << rule << " (its forms noting " << decision << "), seed " << seed << "\n" << text;
    }
  for (std::size_t i = 0; i < forms.size(); ++i)
    EXPECT_GT(written[i], 0) << forms[i].rule << ": no seed-only draw writes " << forms[i].what;
}

}  // namespace conform::test
