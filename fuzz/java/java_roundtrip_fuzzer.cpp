// Arbitrary bytes → parse; whenever a source parses, the printer must give it back:
//   parse(print(unit, style)) == unit   (operator== ignores positions)
//   print(parse(print(unit, style)), style) == print(unit, style)   (a fixed point)
// for the default style and the one-line style. Any difference aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "parsers/java/parser.hpp"
#include "parsers/java/printer.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& printed, const std::string& detail) {
  std::fprintf(stderr, "java_roundtrip_fuzzer: %s\n--- printed ---\n%s\n--- detail ---\n%s\n", what, printed.c_str(),
               detail.c_str());
  std::abort();
}

void round_trip(const conform::java::ast::Unit& unit, const conform::java::PrintStyle& style) {
  const std::string printed = conform::java::print(unit, style);
  const auto again = conform::java::parse(printed);
  if (again.limit) fail("the printed source exceeds a limit", printed, again.limit->message);
  if (!again.unit)
    fail("the printed source does not parse", printed, again.syntax_error ? again.syntax_error->message : "no source");
  if (!(*again.unit == unit)) fail("the printed source parses into a different tree", printed, "");
  const std::string reprinted = conform::java::print(*again.unit, style);
  if (reprinted != printed) fail("printing is not a fixed point", printed, reprinted);
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
