// The Step Index and Step Count Contracts (seed 003 §3, §4).
#include "oracles/json_contract/shape.hpp"
#include "oracles/stepplan/oracles.hpp"

namespace conform::stepplan {
namespace {

std::string step_name(std::uint64_t k) { return "step_" + std::to_string(k); }

class StepIdFormatOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-STEP-ID-FORMAT"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& s : c.view.step_refs)
      if (s.id && s.id->is_string() && !s.index)
        r.at(s.id->begin, "step_id: " + json_contract::quoted_excerpt(s.id->string) +
                              " is not of the form step_<k> (k = 1, 2, …, no leading zeros, at most 18 digits)");
  }
};

class FirstStepOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-FIRST-STEP-NOT-STEP-1"; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.view.numbering_known) return;
    const auto& steps = c.view.step_refs;
    const auto [lowest, position] = c.view.by_index().front();
    if (lowest == 0)
      r.at(steps[position].id->begin, "numbering starts from step_1, not step_0: steps are numbered step_1..step_N");
    else if (lowest > 1)
      r.at(steps.front().id->begin, "there is no step_1: numbering starts from step_1 (found " +
                                        std::string(steps.front().id->string) + " first)");
  }
};

class SkippedIndexOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-SKIPPED-STEP-INDEX"; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.view.numbering_known) return;
    const auto by_index = c.view.by_index();
    if (by_index.empty()) return;
    // Numbering that does not start at step_1 is FIRST-STEP-NOT-STEP-1's; a gap after its
    // first index is still a skipped one (`step_2, step_4` skips step_3 as well).
    std::uint64_t expected = by_index.front().first;
    for (const auto& [k, position] : by_index) {
      if (k == expected - 1) continue;  // a repeat: DUPLICATE-STEP-ID's
      if (k != expected) {
        const StepRef& after_gap = c.view.step_refs[position];
        std::string missing = k - expected == 1 ? step_name(expected) : step_name(expected) + ".." + step_name(k - 1);
        r.at(after_gap.id->begin, "numbering skips " + missing + " before " + step_name(k) +
                                      ": steps are numbered step_1..step_N without gaps");
        return;
      }
      ++expected;
    }
  }
};

class OrderOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-STEPS-OUT-OF-ORDER"; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.view.numbering_known) return;
    // A repeated id is DUPLICATE-STEP-ID's alone: order is judged over first occurrences.
    const StepRef* previous = nullptr;
    for (const auto& step : c.view.step_refs) {
      if (step.repeats) continue;
      if (previous && *step.index < *previous->index) {
        r.at(step.id->begin, std::string(step.id->string) + " comes after " + std::string(previous->id->string) +
                                 ": steps are emitted in ascending order");
        return;
      }
      previous = &step;
    }
  }
};

class DuplicateStepIdOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-DUPLICATE-STEP-ID"; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.view.numbering_known) return;
    for (const auto& s : c.view.step_refs)
      if (s.repeats) r.at(s.id->begin, std::string(s.id->string) + " is declared twice: step ids are unique");
  }
};

class StepCountOracle final : public StepplanOracle {
 public:
  std::string_view rule() const override { return "STEPPLAN-STEP-COUNT-MISMATCH"; }
  void check(const CheckContext& c, Report& r) const override {
    if (!c.config.expect_steps || !c.view.steps) return;
    const std::size_t n = c.view.steps->elements.size();
    if (n != *c.config.expect_steps)
      r.at(c.view.steps->begin, "the request asks for " + std::to_string(*c.config.expect_steps) +
                                    (*c.config.expect_steps == 1 ? " step" : " steps") + "; the plan has " +
                                    std::to_string(n));
  }
};

}  // namespace

void add_numbering_oracles(StepplanOracles& out) {
  out.add(std::make_unique<StepIdFormatOracle>());
  out.add(std::make_unique<FirstStepOracle>());
  out.add(std::make_unique<SkippedIndexOracle>());
  out.add(std::make_unique<OrderOracle>());
  out.add(std::make_unique<DuplicateStepIdOracle>());
  out.add(std::make_unique<StepCountOracle>());
}

}  // namespace conform::stepplan
