// Arbitrary bytes → parse; whenever a plan parses, the printer must give it back:
//   parse(print(plan, style)) == plan   (operator== ignores positions)
//   print(parse(print(plan, style)), style) == print(plan, style)   (a fixed point)
// for the default style and the one-line style. Any difference aborts.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "fuzz/core/round_trip.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

namespace {

void round_trip(const conform::cpl::ast::Plan& plan, const conform::cpl::PrintStyle& style) {
  conform::fuzz::expect_round_trip(
      "cpl_roundtrip_fuzzer", "plan", plan, style,
      [](const conform::cpl::ast::Plan& t, const conform::cpl::PrintStyle& s) { return conform::cpl::print(t, s); },
      [](std::string_view text) { return conform::cpl::parse(text); },
      [](const auto& result) -> const conform::cpl::ast::Plan* { return result.plan ? &*result.plan : nullptr; });
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
