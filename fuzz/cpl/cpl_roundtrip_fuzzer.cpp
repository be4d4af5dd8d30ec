// Arbitrary bytes → parse; whenever a plan parses, the printer must give it back:
//   parse(print(plan, style)) == plan   (operator== ignores positions)
//   print(parse(print(plan, style)), style) == print(plan, style)   (a fixed point)
// for the default style and the one-line style. Any difference aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& printed, const std::string& detail) {
  std::fprintf(stderr, "cpl_roundtrip_fuzzer: %s\n--- printed ---\n%s\n--- detail ---\n%s\n", what, printed.c_str(),
               detail.c_str());
  std::abort();
}

void round_trip(const conform::cpl::ast::Plan& plan, const conform::cpl::PrintStyle& style) {
  const std::string printed = conform::cpl::print(plan, style);
  const auto again = conform::cpl::parse(printed);
  if (again.limit) fail("the printed plan exceeds a limit", printed, again.limit->message);
  if (!again.plan)
    fail("the printed plan does not parse", printed, again.syntax_error ? again.syntax_error->message : "no plan");
  if (!(*again.plan == plan)) fail("the printed plan parses into a different tree", printed, "");
  const std::string reprinted = conform::cpl::print(*again.plan, style);
  if (reprinted != printed) fail("printing is not a fixed point", printed, reprinted);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = conform::cpl::parse(text);
  conform::fuzz::count_parsed(static_cast<bool>(parsed.plan));
  if (!parsed.plan) return 0;
  round_trip(*parsed.plan, conform::cpl::PrintStyle{});
  conform::cpl::PrintStyle one_line;
  one_line.one_line = true;
  round_trip(*parsed.plan, one_line);
  return 0;
}
