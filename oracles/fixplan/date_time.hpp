#pragma once
// RFC 3339 §5.6 date-time, the schema's format for created_at (JSON Schema's
// "date-time"): 2024-03-09T14:22:33Z, 2024-03-09T14:22:33.5+01:00. What counts is
// recorded in spec/fixplan/decisions.md (D3–D6).
#include <optional>
#include <string>
#include <string_view>

namespace conform::fixplan {

struct DateTime {
  int year = 0, month = 0, day = 0;
  int hour = 0, minute = 0, second = 0;
  bool zulu = false;       // "Z" or "z"
  int offset_minutes = 0;  // east of UTC; 0 for Z, +00:00 and -00:00
  std::string offset;      // as written: "Z", "+01:00"

  // Offset zero, written as ISO 8601 writes it: Z or +00:00. RFC 3339's -00:00 ("UTC,
  // local offset unknown") is no ISO 8601 offset, which writes zero with '+' (decision D3).
  bool is_utc() const { return offset_minutes == 0 && !offset.starts_with('-'); }
};

struct DateTimeParse {
  std::optional<DateTime> value;
  std::string error;  // when there is no value: what is wrong, for a message
};

DateTimeParse parse_date_time(std::string_view text);

}  // namespace conform::fixplan
