#pragma once
// The recorded decisions (spec/<dialect>/decisions.md) a generated plan's verdict rests on.
// `conform gen` and `conform run --generate` draw inside a capture: the generators then
// leave out what holds by a decision alone wherever they have another choice, and note
// the decisions they cannot avoid (a breaker whose fault only a decision makes one), so
// that the case is filed in impl-defined/, not valid/ or invalid/<RULE>/. Without a capture
// (the properties, the fuzzers) every choice is open, to reach the oracles' corners, and
// nothing is noted.
#include <set>
#include <string>
#include <string_view>

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

  const std::set<std::string, ByNumber>& noted() const { return noted_; }

  // Whether a generator may draw what decision `d` alone allows.
  static bool allows(std::string_view) { return active_ == nullptr; }
  // The draw rests on decision `d` whatever it chose.
  static void note(std::string_view d) {
    if (active_) active_->noted_.insert(std::string(d));
  }

 private:
  inline static thread_local DecisionCapture* active_ = nullptr;
  DecisionCapture* outer_;
  std::set<std::string, ByNumber> noted_;
};

}  // namespace conform::gen
