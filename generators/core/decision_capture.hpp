#pragma once
// The recorded decisions (spec/<dialect>/decisions.md) a generated plan's verdict rests on.
// `conform gen` and `conform run --generate` draw inside a capture: the generators then
// leave out what holds by a decision alone wherever they have another choice, and note
// the decisions they cannot avoid (a breaker whose fault only a decision makes one), so
// that the case is filed in impl-defined/, not valid/ or invalid/<RULE>/. Without a capture
// (the properties, the fuzzers) every choice is open, to reach the oracles' corners, and
// nothing is noted.
//
// A broken plan that every reading of the document rejects may still owe to a decision
// which rule names its fault (two rules could claim it). Such a draw notes the decision
// apart (rule_rests_on): the case is graded as a reject, in invalid/ without a rule folder.
#include <rapidcheck.h>

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace conform::gen {

class DecisionCapture {
 public:
  struct ByNumber {  // "D2" before "D10"
    bool operator()(const std::string& a, const std::string& b) const {
      return a.size() != b.size() ? a.size() < b.size() : a < b;
    }
  };
  DecisionCapture() : outer_(active_) { active_ = this; }
  ~DecisionCapture() { active_ = outer_; }
  DecisionCapture(const DecisionCapture&) = delete;
  DecisionCapture& operator=(const DecisionCapture&) = delete;

  // The decisions the verdict rests on.
  const std::set<std::string, ByNumber>& noted() const { return noted_; }
  // The decisions only the rule that names a rejected plan's fault rests on.
  const std::set<std::string, ByNumber>& noted_for_rule() const { return noted_for_rule_; }

  // Whether a generator may draw what decision `d` alone allows.
  static bool allows(std::string_view) { return active_ == nullptr; }
  // The draw rests on decision `d` whatever it chose.
  static void note(std::string_view d) {
    if (active_) active_->noted_.insert(std::string(d));
  }
  // The plan is rejected under any reading; which rule names its fault rests on `d`.
  static void note_for_rule(std::string_view d) {
    if (active_) active_->noted_for_rule_.insert(std::string(d));
  }

 private:
  inline static thread_local DecisionCapture* active_ = nullptr;
  DecisionCapture* outer_;
  std::set<std::string, ByNumber> noted_;
  std::set<std::string, ByNumber> noted_for_rule_;
};

// Whether a draw may use what decision `d` alone allows; that it rests on `d` regardless.
inline bool may_rest_on(std::string_view d) { return DecisionCapture::allows(d); }
inline void rests_on(std::string_view d) { DecisionCapture::note(d); }
// That the draw is rejected whatever `d` says, and only the rule naming its fault rests on `d`.
inline void rule_rests_on(std::string_view d) { DecisionCapture::note_for_rule(d); }

// One of `choices`, drawn inside rc::gen::exec: inside a capture only among the first
// `seed_decided`, which the document decides; a later one rests on decision `d`.
template <typename T>
T pick_resting(std::vector<T> choices, std::size_t seed_decided, std::string_view d) {
  const std::size_t end = may_rest_on(d) ? choices.size() : seed_decided;
  const auto at = *rc::gen::inRange<std::size_t>(0, end);
  if (at >= seed_decided) rests_on(d);
  return std::move(choices[at]);
}

// One of `choices`, drawn inside rc::gen::exec whatever the capture allows: every reading
// of the document rejects each of them. The first `seed_decided` the document also names
// the rule of; for a later one, only which rule names its fault rests on decision `d`.
template <typename T>
T pick_rule_resting(std::vector<T> choices, std::size_t seed_decided, std::string_view d) {
  const auto at = *rc::gen::inRange<std::size_t>(0, choices.size());
  if (at >= seed_decided) rule_rests_on(d);
  return std::move(choices[at]);
}

}  // namespace conform::gen
