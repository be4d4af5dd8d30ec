// run_cases: what the runner keeps of each case once it is judged.
#include <gtest/gtest.h>

#include <atomic>

#include "run/runner.hpp"

namespace conform::run {
namespace {

// A target that writes a lot on every case, accepting every plan: the valid cases pass,
// the invalid ones are false accepts.
class ChattyDriver final : public TargetDriver {
 public:
  Verdict judge(const Case&) override {
    Verdict v = Verdict::accepted();
    v.out.assign(1 << 20, 'o');
    v.err.assign(1 << 20, 'e');
    return v;
  }
};

TEST(Runner, KeepsOnlyTheOutputTheReportShows) {
  std::vector<Case> cases;
  for (int i = 0; i < 64; ++i) {
    Case c;
    c.id = "cpl/x" + std::to_string(i) + ".cpl";
    c.dialect = "cpl";
    c.expectation = i % 2 ? Expectation::reject : Expectation::accept;
    c.rule = i % 2 ? "CPL-MISSING-MAIN" : "";
    cases.push_back(std::move(c));
  }
  const std::atomic<bool> stop{false};
  const auto results = run_cases(cases, [] { return std::make_unique<ChattyDriver>(); }, Expectations{}, 2, stop);
  ASSERT_EQ(results.size(), cases.size());
  for (const auto& r : results) {
    ASSERT_TRUE(r.finished);
    if (is_failure(r.grade)) {
      // One byte over what the report shows, so that it can still say the output was cut.
      EXPECT_EQ(r.verdict.out.size(), reported_output_bytes + 1) << r.c.id;
      EXPECT_EQ(r.verdict.err.size(), reported_output_bytes + 1) << r.c.id;
      EXPECT_LT(r.verdict.out.capacity(), 2 * reported_output_bytes) << r.c.id;
      EXPECT_LT(r.verdict.err.capacity(), 2 * reported_output_bytes) << r.c.id;
    } else {
      EXPECT_EQ(r.verdict.out.capacity() + r.verdict.err.capacity(), 2 * std::string().capacity()) << r.c.id;
    }
  }
}

}  // namespace
}  // namespace conform::run
