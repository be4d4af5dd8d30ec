// Arbitrary bytes → parse; whenever a source parses, the printer must give it back:
//   parse(print(unit, style)) == unit   (operator== ignores positions)
//   print(parse(print(unit, style)), style) == print(unit, style)   (a fixed point)
// for the default style and the one-line style. Any difference aborts.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "fuzz/core/round_trip.hpp"
#include "parsers/java/parser.hpp"
#include "parsers/java/printer.hpp"

namespace {

void round_trip(const conform::java::ast::Unit& unit, const conform::java::PrintStyle& style) {
  conform::fuzz::expect_round_trip(
      "java_roundtrip_fuzzer", "source", unit, style,
      [](const conform::java::ast::Unit& t, const conform::java::PrintStyle& s) { return conform::java::print(t, s); },
      [](std::string_view text) { return conform::java::parse(text); },
      [](const auto& result) -> const conform::java::ast::Unit* { return result.unit ? &*result.unit : nullptr; });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = conform::java::parse(text);
  conform::fuzz::count_parsed(static_cast<bool>(parsed.unit));
  if (!parsed.unit) return 0;
  round_trip(*parsed.unit, conform::java::PrintStyle{});
  conform::java::PrintStyle one_line;
  one_line.one_line = true;
  round_trip(*parsed.unit, one_line);
  return 0;
}
