#pragma once
// The JSON tree. Unlike nlohmann::json it keeps what a contract checker needs and a
// generic library drops: the byte range of every value and every key, the members of
// an object in source order (duplicates included), and numbers as written.
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parsers/core/x3/located.hpp"
#include "parsers/core/x3/pool_allocator.hpp"

namespace conform::json {

// Byte offsets into the parsed text, [begin, end) (not part of a node's identity).
using Located = x3kit::Located;
// A value's members or elements, kept in the node pool with the nodes.
template <typename T>
using List = x3kit::List<T>;
// Decoded string and key text, its buffer in the node pool (a fixplan check spent 12% of
// its time in malloc and free, most of it for strings; measured).
using Text = x3kit::PoolString;

// An object key: decoded text, and the range of the key token (quotes included). A key
// the front end had to repair to read (an escape JSON does not have, a lone surrogate, a
// raw control character, invalid UTF-8) is unreadable: which key it meant is unknown, and
// Value::find does not find it (D14 of stepplan, D23 of fixplan).
struct Key : Located {
  Text text;
  bool readable = true;
  friend bool operator==(const Key&, const Key&) = default;
};

// A number's text as written, held out of line: a plan's values are mostly strings,
// objects and arrays, and a second std::string in every Value made each 32 bytes
// larger, which cost 4.5% of a fixplan check (measured). Empty when absent.
class NumberText {
 public:
  NumberText() = default;
  explicit NumberText(std::string text)
      : text_(text.empty() ? nullptr : std::make_unique<std::string>(std::move(text))) {}
  NumberText(const NumberText& other) : text_(other.text_ ? std::make_unique<std::string>(*other.text_) : nullptr) {}
  NumberText(NumberText&&) noexcept = default;
  NumberText& operator=(const NumberText& other) { return *this = NumberText(other); }
  NumberText& operator=(NumberText&&) noexcept = default;

  std::string_view view() const { return text_ ? std::string_view(*text_) : std::string_view(); }
  operator std::string_view() const { return view(); }
  const char* data() const { return view().data(); }
  std::size_t size() const { return view().size(); }
  bool empty() const { return !text_; }
  std::string substr(std::size_t pos, std::size_t count) const { return std::string(view().substr(pos, count)); }

  friend bool operator==(const NumberText& a, const NumberText& b) { return a.view() == b.view(); }
  friend bool operator==(const NumberText& a, std::string_view b) { return a.view() == b; }
  friend std::ostream& operator<<(std::ostream& out, const NumberText& n);

 private:
  std::unique_ptr<std::string> text_;
};

struct Member;

struct Value : Located {
  enum class Kind : std::uint8_t { null, boolean, number, string, array, object };

  Kind kind = Kind::null;
  bool boolean = false;         // Kind::boolean
  Text string;                  // Kind::string: decoded UTF-8 (invalid input replaced by U+FFFD)
  NumberText number;            // Kind::number: the text as written ("-0.50e+3", "NaN", "Infinity")
  List<Member> members;  // Kind::object: in source order, duplicates kept
  List<Value> elements;  // Kind::array

  bool is_null() const { return kind == Kind::null; }
  bool is_boolean() const { return kind == Kind::boolean; }
  bool is_number() const { return kind == Kind::number; }
  bool is_string() const { return kind == Kind::string; }
  bool is_array() const { return kind == Kind::array; }
  bool is_object() const { return kind == Kind::object; }

  // The member's value for `key`, the last one when the key repeats (as nlohmann::json
  // and most libraries resolve duplicates); nullptr when absent or not an object.
  const Value* find(std::string_view key) const;
  // The member itself (key and value), last one wins likewise.
  const Member* find_member(std::string_view key) const;

  friend bool operator==(const Value&, const Value&);
};

struct Member {
  Key key;
  Value value;
  friend bool operator==(const Member&, const Member&) = default;
};

std::string_view to_string(Value::Kind);  // "null", "boolean", "number", "string", "array", "object"

// ---- numbers -------------------------------------------------------------------

// Whether the number text has no fraction and no exponent ("12", "-0"; not "1.0", "1e2").
bool is_integer_text(std::string_view number);

// Whether the number a JSON number text denotes, read as an exact decimal (as JSON Schema
// reads it), is a whole number: "1.0", "1e2", "-0.0" are; "0.99999999999999999" and
// "1e-400" are not, though a double rounds them to one.
bool has_integral_value(std::string_view number);

// The integer a number denotes, when it is integer text within the int64 range.
std::optional<std::int64_t> to_int64(const Value&);

// The double nearest to the number (as strtod rounds, locale-independent); ±inf when
// the magnitude overflows; NaN/±inf for the non-JSON literals. Nothing for non-numbers.
std::optional<double> to_double(const Value&);

// The double nearest to a JSON number text (strtod in the C locale, as nlohmann::json
// reads numbers, so both give the same bits).
double decimal_to_double(std::string_view number_text);

}  // namespace conform::json
