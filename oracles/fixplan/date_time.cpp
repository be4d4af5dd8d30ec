#include "oracles/fixplan/date_time.hpp"

namespace conform::fixplan {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool is_leap_year(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int days_in_month(int year, int month) {
  static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return month == 2 && is_leap_year(year) ? 29 : days[month - 1];
}

const char* month_name(int month) {
  static constexpr const char* names[] = {"January", "February", "March",     "April",   "May",      "June",
                                          "July",    "August",   "September", "October", "November", "December"};
  return names[month - 1];
}

// Reads the text left to right; each step either succeeds or sets the error.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  bool digits(int count, int& out, const char* what) {
    out = 0;
    for (int i = 0; i < count; ++i, ++pos_) {
      if (pos_ >= text_.size() || !is_digit(text_[pos_]))
        return fail("expected " + std::to_string(count) + " digits for the " + what);
      out = out * 10 + (text_[pos_] - '0');
    }
    return true;
  }

  bool literal(char c, const std::string& what) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return fail("expected " + what);
  }

  bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skip() { ++pos_; }
  std::size_t pos() const { return pos_; }

  bool fail(std::string message) {
    if (error.empty()) error = std::move(message);
    return false;
  }

  std::string error;

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
};

bool read_date(Reader& r, DateTime& t) {
  if (!r.digits(4, t.year, "year") || !r.literal('-', "'-' after the year") || !r.digits(2, t.month, "month") ||
      !r.literal('-', "'-' after the month") || !r.digits(2, t.day, "day"))
    return false;
  if (t.month < 1 || t.month > 12) return r.fail("there is no month " + std::to_string(t.month));
  if (t.day < 1 || t.day > days_in_month(t.year, t.month))
    return r.fail(std::string(month_name(t.month)) + " " + std::to_string(t.year) + " has no day " + std::to_string(t.day));
  return true;
}

bool read_separator(Reader& r) {
  if (r.at('T') || r.at('t')) {
    r.skip();
    return true;
  }
  if (r.at_end()) return r.fail("a date without a time; expected 'T' and the time");
  if (r.at(' ')) return r.fail("a space between the date and the time; RFC 3339 writes 'T'");
  return r.fail("expected 'T' between the date and the time");
}

bool read_time(Reader& r, DateTime& t) {
  if (!r.digits(2, t.hour, "hour") || !r.literal(':', "':' after the hour") || !r.digits(2, t.minute, "minutes"))
    return false;
  if (!r.at(':')) return r.fail("no seconds; RFC 3339 writes hh:mm:ss");
  r.skip();
  if (!r.digits(2, t.second, "seconds")) return false;
  if (r.at('.')) {
    r.skip();
    if (!is_digit(r.peek())) return r.fail("expected digits after the decimal point of the seconds");
    while (is_digit(r.peek())) r.skip();
  }
  if (t.hour > 23) return r.fail("there is no hour " + std::to_string(t.hour));
  if (t.minute > 59) return r.fail("there is no minute " + std::to_string(t.minute));
  if (t.second > 60) return r.fail("there is no second " + std::to_string(t.second));
  return true;
}

bool read_offset(Reader& r, DateTime& t, std::string_view text) {
  if (r.at_end()) return r.fail("no time zone offset; end with 'Z' for UTC");
  const std::size_t start = r.pos();
  if (r.at('Z') || r.at('z')) {
    r.skip();
    t.zulu = true;
  } else if (r.at('+') || r.at('-')) {
    const bool minus = r.at('-');
    r.skip();
    int hours = 0, minutes = 0;
    if (!r.digits(2, hours, "offset hours")) return false;
    if (!r.at(':')) return r.fail("expected ':' in the offset (+hh:mm)");
    r.skip();
    if (!r.digits(2, minutes, "offset minutes")) return false;
    if (hours > 23 || minutes > 59) return r.fail("the offset is out of range");
    t.offset_minutes = (minus ? -1 : 1) * (hours * 60 + minutes);
  } else {
    return r.fail("expected 'Z' or an offset (+hh:mm) after the time");
  }
  t.offset = std::string(text.substr(start, r.pos() - start));
  if (!r.at_end()) return r.fail("unexpected text after the offset");
  return true;
}

// RFC 3339 §5.7: second 60 is a leap second, "at the end of months in which a leap second
// occurs … At all other times the maximum value of time-second is 59": 23:59:60 in UTC,
// whatever the local offset, on the last day of a month. (Which months had one is IERS's
// table, not the RFC's grammar: any month's end is accepted, decision D6.)
bool valid_leap_second(const DateTime& t) {
  if (t.second != 60) return true;
  const int local = t.hour * 60 + t.minute - t.offset_minutes;
  const int utc = (local % 1440 + 1440) % 1440;
  // An offset is less than a day, so 23:59 UTC falls on the date written or the day before.
  const bool month_end = local >= 0 ? t.day == days_in_month(t.year, t.month) : t.day == 1;
  return utc == 23 * 60 + 59 && month_end;
}

}  // namespace

DateTimeParse parse_date_time(std::string_view text) {
  Reader r(text);
  DateTime t;
  if (!read_date(r, t) || !read_separator(r) || !read_time(r, t) || !read_offset(r, t, text)) return {std::nullopt, r.error};
  if (!valid_leap_second(t))
    return {std::nullopt, "second 60 is a leap second, only at 23:59:60 UTC on the last day of a month"};
  return {t, {}};
}

}  // namespace conform::fixplan
