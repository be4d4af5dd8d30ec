// Rules about one value of the right type: its text or its number (schema).
#include "core/ascii.hpp"
#include "oracles/fixplan/oracles.hpp"
#include "oracles/fixplan/schema.hpp"

namespace conform::fixplan {
namespace {

std::string one_of(std::span<const std::string_view> values) {
  std::string out;
  for (auto v : values) out += (out.empty() ? "" : ", ") + std::string(v);
  return out;
}

class PlanVersionOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-PLAN-VERSION"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings)
      if (f.kind == StringKind::plan_version && f.value->string != plan_version)
        r.at(f.value->begin, f.path + ": expected \"1.0\", found " + quoted_excerpt(f.value->string) + "; plan_version is always \"1.0\"");
  }
};

class EmptyStringOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-EMPTY-STRING"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings)
      if (needs_text(f.kind) && f.value->string.empty())
        r.at(f.value->begin, f.path + ": empty string; it needs at least one character");
  }
};

class InvalidEnumOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-INVALID-ENUM"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings) {
      auto values = allowed(f.kind);
      if (!values.empty() && !contains(values, f.value->string))
        r.at(f.value->begin, f.path + ": " + quoted_excerpt(f.value->string) + " is not one of " + one_of(values));
    }
  }

 private:
  static std::span<const std::string_view> allowed(StringKind kind) {
    switch (kind) {
      case StringKind::risk_level: return risk_levels();
      case StringKind::action: return actions();
      case StringKind::target: return targets();
      case StringKind::strategy: return strategies();
      default: return {};
    }
  }
};

class TaskIdFormatOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-TASK-ID-FORMAT"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings)
      if ((f.kind == StringKind::task_id || f.kind == StringKind::dependency) && !is_task_id(f.value->string))
        r.at(f.value->begin, f.path + ": " + quoted_excerpt(f.value->string) + " is not a task id: \"T\" followed by digits, like \"T1\"");
  }
};

// "model: Claude model string (e.g., "claude-3.5-sonnet")": a string that names Claude,
// in any case (decision D28). An empty one is EMPTY-STRING's.
class ClaudeModelStringOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-CLAUDE-MODEL-STRING"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings)
      if (f.kind == StringKind::model && !f.value->string.empty() && !contains_ignoring_ascii_case(f.value->string, "claude"))
        r.at(f.value->begin, f.path + ": " + quoted_excerpt(f.value->string) +
                                 " names no Claude model; model is a Claude model string like \"claude-3.5-sonnet\"");
  }
};

class IntegerRangeOracle final : public FixplanOracle {
  static std::string excerpt(std::string_view number) {
    return std::string(number.substr(0, 24)) + (number.size() > 24 ? "…" : "");
  }

 public:
  std::string_view rule() const override { return "FIXPLAN-INTEGER-RANGE"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.integers) {
      const std::int64_t n = clamped_integer(*f.value);
      if (n >= f.min && (!f.max || n <= *f.max)) continue;
      const std::string range = f.max ? "from " + std::to_string(f.min) + " to " + std::to_string(*f.max)
                                      : "at least " + std::to_string(f.min);
      r.at(f.value->begin, f.path + ": " + excerpt(f.value->number) + " is out of range; it must be " + range);
    }
  }
};

}  // namespace

void add_value_oracles(FixplanOracles& out) {
  out.add(std::make_unique<PlanVersionOracle>());
  out.add(std::make_unique<EmptyStringOracle>());
  out.add(std::make_unique<InvalidEnumOracle>());
  out.add(std::make_unique<TaskIdFormatOracle>());
  out.add(std::make_unique<IntegerRangeOracle>());
  out.add(std::make_unique<ClaudeModelStringOracle>());
}

}  // namespace conform::fixplan
