// overview.summary: "at most 280 characters" in the schema's description only, so a
// warning (spec/fixplan/decisions.md, D17).
#include "oracles/fixplan/oracles.hpp"
#include "oracles/fixplan/schema.hpp"
#include "core/utf8.hpp"

namespace conform::fixplan {
namespace {

std::size_t code_points(std::string_view text) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); i += utf8::decode(text, i).length) ++n;
  return n;
}

class SummaryTooLongOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-SUMMARY-TOO-LONG"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings) {
      if (f.kind != StringKind::summary) continue;
      const std::size_t n = code_points(f.value->string);
      if (n > summary_limit)
        r.at(f.value->begin, f.path + ": " + std::to_string(n) + " characters; the schema keeps the summary to " +
                                 std::to_string(summary_limit));
    }
  }
};

}  // namespace

void add_summary_oracles(FixplanOracles& out) { out.add(std::make_unique<SummaryTooLongOracle>()); }

}  // namespace conform::fixplan
