// metadata.created_at: INVALID-DATE-TIME and TIMESTAMP-NOT-UTC (decisions D3–D6).
#include <gtest/gtest.h>

#include "oracles/fixplan/date_time.hpp"
#include "parsers/json/build.hpp"
#include "tests/fixplan/fixplan_test_support.hpp"

namespace conform::fixplan {
namespace {

namespace build = json::build;
using Rules = std::set<std::string>;

std::string created_at(const std::string& value) {
  return test::changed([&](json::Value& p) { build::set(test::member(p, "metadata"), "created_at", build::string(value)); });
}

TEST(FixplanParseDateTime, Rfc3339Forms) {
  for (const char* t : {"2024-03-09T14:22:33Z", "2024-03-09t14:22:33z", "2024-03-09T14:22:33.5Z", "2024-03-09T14:22:33.123456789Z",
                        "2024-03-09T14:22:33+00:00", "2024-03-09T14:22:33-00:00", "2024-03-09T14:22:33+05:30",
                        "2024-02-29T00:00:00Z", "2000-02-29T23:59:59Z", "0000-01-01T00:00:00Z", "1998-12-31T23:59:60Z",
                        "1998-12-31T15:59:60-08:00", "9999-12-31T23:59:59+23:59", "2016-12-31T23:59:60.5Z",
                        "2017-01-01T08:59:60+09:00", "2012-06-30T19:59:60-04:00", "2012-07-01T00:00:60+00:01", "2017-01-01T00:59:60+01:00"})
    EXPECT_TRUE(parse_date_time(t).value.has_value()) << t << ": " << parse_date_time(t).error;
}

TEST(FixplanParseDateTime, NotRfc3339) {
  for (const char* t : {"", "2024-03-09", "2024-03-09 14:22:33Z", "2024-03-09T14:22:33", "2024-03-09T14:22Z",
                        "2024-03-09T14:22:33+0100", "2024-03-09T14:22:33+01", "2024-03-09T14:22:33 UTC", "2024-03-09T14:22:33.Z",
                        "2024-02-30T10:00:00Z", "2023-02-29T10:00:00Z", "1900-02-29T10:00:00Z", "2024-13-01T00:00:00Z",
                        "2024-00-10T00:00:00Z", "2024-03-00T00:00:00Z", "2024-03-09T24:00:00Z", "2024-03-09T14:60:00Z",
                        "2024-03-09T14:22:61Z", "1998-12-31T23:58:60Z", "1998-12-31T22:59:60Z",
                        "2024-03-09T23:59:60Z", "2024-03-09T23:59:60.5Z", "2016-12-30T23:59:60Z", "2017-01-01T23:59:60Z",
                        "2016-12-31T08:59:60+09:00", "2017-01-02T00:59:60+01:00", "2024-02-28T23:59:60Z", "2024-03-09T14:22:33+24:00",
                        "2024-03-09T14:22:33+01:60", "20240309T142233Z", "24-03-09T14:22:33Z", "2024-3-9T14:22:33Z",
                        "2024-03-09T14:22:33Z ", " 2024-03-09T14:22:33Z", "2024-03-09T14:22:33Z\n", "１９９８-12-31T23:59:59Z",
                        "1710000000"})
    EXPECT_FALSE(parse_date_time(t).value.has_value()) << t;
}

TEST(FixplanParseDateTime, UtcAndOffsets) {
  EXPECT_TRUE(parse_date_time("2024-03-09T14:22:33Z").value->is_utc());
  EXPECT_TRUE(parse_date_time("2024-03-09T14:22:33+00:00").value->is_utc());
  // RFC 3339's "UTC, local offset unknown": a date-time, but no ISO 8601 offset (D3).
  const auto minus_zero = parse_date_time("2024-03-09T14:22:33-00:00").value;
  ASSERT_TRUE(minus_zero);
  EXPECT_EQ(minus_zero->offset_minutes, 0);
  EXPECT_FALSE(minus_zero->is_utc());
  auto t = parse_date_time("2024-03-09T14:22:33-05:30").value;
  ASSERT_TRUE(t);
  EXPECT_EQ(t->offset_minutes, -330);
  EXPECT_EQ(t->offset, "-05:30");
  EXPECT_FALSE(t->is_utc());
}

TEST(FixplanParseDateTime, SaysWhatIsWrong) {
  EXPECT_EQ(parse_date_time("2024-02-30T10:00:00Z").error, "February 2024 has no day 30");
  EXPECT_EQ(parse_date_time("2024-03-09 14:22:33Z").error, "a space between the date and the time; RFC 3339 writes 'T'");
  EXPECT_EQ(parse_date_time("2024-03-09T14:22:33").error, "no time zone offset; end with 'Z' for UTC");
  EXPECT_EQ(parse_date_time("2024-03-09T23:59:60Z").error,
            "second 60 is a leap second, only at 23:59:60 UTC on the last day of a month");
}

TEST(FixplanInvalidDateTime, OnlyThatRule) {
  for (const char* t : {"2024-03-09", "2024-03-09 14:22:33", "March 9, 2024", "", "2024-03-09T14:22:33+0100"})
    EXPECT_EQ(test::errors_of(created_at(t)), Rules{"FIXPLAN-INVALID-DATE-TIME"}) << t;
  const std::string text = created_at("2024-02-30T10:00:00Z");
  auto d = test::only_diagnostic(text);
  EXPECT_EQ(d.message,
            "metadata.created_at: \"2024-02-30T10:00:00Z\" is not an RFC 3339 date-time like \"2024-03-09T14:22:33Z\": "
            "February 2024 has no day 30");
  EXPECT_EQ(text.substr(d.offset, 22), "\"2024-02-30T10:00:00Z\"");
}

TEST(FixplanTimestampNotUtc, NonZeroOffsets) {
  for (const char* t : {"2024-03-09T14:22:33+01:00", "2024-03-09T09:22:33-05:00", "2024-03-09T14:22:33.25+00:01",
                        "2024-03-09T14:22:33-00:00"})
    EXPECT_EQ(test::errors_of(created_at(t)), Rules{"FIXPLAN-TIMESTAMP-NOT-UTC"}) << t;
  for (const char* t : {"2024-03-09T14:22:33Z", "2024-03-09T14:22:33+00:00", "2024-03-09t14:22:33z"})
    EXPECT_EQ(test::errors_of(created_at(t)), Rules{}) << t;
  auto d = test::only_diagnostic(created_at("2024-03-09T15:22:33+01:00"));
  EXPECT_EQ(d.message, "metadata.created_at: \"2024-03-09T15:22:33+01:00\" has the offset +01:00; created_at is a UTC timestamp (ending in Z or +00:00)");
  EXPECT_NE(test::only_diagnostic(created_at("2024-03-09T14:22:33-00:00")).message.find("ISO 8601 does not write"), std::string::npos);
}

}  // namespace
}  // namespace conform::fixplan
