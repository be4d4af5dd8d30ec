#pragma once
#include <optional>
#include <string>

namespace conform::gen {

// The valid plan a broken case is made from (docs/run.md, "Inconclusive"). Each breaker
// notes the valid plan it starts from once it is drawn; while a capture lives on the
// thread, it keeps the last plan noted. Without one, noting does nothing: callers that
// must print a tree first ask active().
class BaseCapture {
 public:
  BaseCapture() : outer_(active_) { active_ = this; }
  ~BaseCapture() { active_ = outer_; }
  BaseCapture(const BaseCapture&) = delete;
  BaseCapture& operator=(const BaseCapture&) = delete;

  const std::optional<std::string>& text() const { return text_; }

  static bool active() { return active_ != nullptr; }
  static void note(const std::string& valid_plan) {
    if (active_) active_->text_ = valid_plan;
  }

 private:
  inline static thread_local BaseCapture* active_ = nullptr;
  BaseCapture* outer_;
  std::optional<std::string> text_;
};

}  // namespace conform::gen
