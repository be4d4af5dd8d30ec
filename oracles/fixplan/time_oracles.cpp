// metadata.created_at: "ISO 8601 UTC timestamp" (seed 004) in the schema's format
// date-time (RFC 3339 §5.6).
#include "oracles/fixplan/date_time.hpp"
#include "oracles/fixplan/oracles.hpp"

namespace conform::fixplan {
namespace {

class InvalidDateTimeOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-INVALID-DATE-TIME"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings) {
      if (f.kind != StringKind::created_at) continue;
      auto parsed = parse_date_time(f.value->string);
      if (!parsed.value)
        r.at(f.value->begin, f.path + ": " + quoted_excerpt(f.value->string) +
                                 " is not an RFC 3339 date-time like \"2024-03-09T14:22:33Z\": " + parsed.error);
    }
  }
};

class TimestampNotUtcOracle final : public FixplanOracle {
 public:
  std::string_view rule() const override { return "FIXPLAN-TIMESTAMP-NOT-UTC"; }
  void check(const CheckContext& c, Report& r) const override {
    for (const auto& f : c.view.strings) {
      if (f.kind != StringKind::created_at) continue;
      auto parsed = parse_date_time(f.value->string);
      if (parsed.value && !parsed.value->is_utc())
        r.at(f.value->begin, f.path + ": " + quoted_excerpt(f.value->string) + " has the offset " + parsed.value->offset +
                                 (parsed.value->offset_minutes == 0 ? ", which ISO 8601 does not write (a zero offset is Z or +00:00)"
                                                                    : "") +
                                 "; created_at is a UTC timestamp (ending in Z or +00:00)");
    }
  }
};

}  // namespace

void add_time_oracles(FixplanOracles& out) {
  out.add(std::make_unique<InvalidDateTimeOracle>());
  out.add(std::make_unique<TimestampNotUtcOracle>());
}

}  // namespace conform::fixplan
