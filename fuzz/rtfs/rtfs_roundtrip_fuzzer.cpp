// Arbitrary bytes → parse; whenever a plan parses, the printer must give it back:
//   parse(print(plan, style)) == plan   (operator== ignores positions)
//   print(parse(print(plan, style)), style) == print(plan, style)   (a fixed point)
// for the default style, a narrow one with commas, and the one-line style.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "fuzz/core/round_trip.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"

namespace {

void round_trip(const conform::rtfs::ast::Node& plan, const conform::rtfs::PrintStyle& style) {
  conform::fuzz::expect_round_trip(
      "rtfs_roundtrip_fuzzer", "plan", plan, style,
      [](const conform::rtfs::ast::Node& t, const conform::rtfs::PrintStyle& s) { return conform::rtfs::print(t, s); },
      [](std::string_view text) { return conform::rtfs::parse(text); },
      [](const auto& result) -> const conform::rtfs::ast::Node* { return result.plan ? &*result.plan : nullptr; });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = conform::rtfs::parse(text);
  conform::fuzz::count_parsed(static_cast<bool>(parsed.plan));
  if (!parsed.plan) return 0;
  round_trip(*parsed.plan, conform::rtfs::PrintStyle{});
  conform::rtfs::PrintStyle narrow;
  narrow.indent = 1;
  narrow.width = 10;
  narrow.map_commas = true;
  round_trip(*parsed.plan, narrow);
  conform::rtfs::PrintStyle one_line;
  one_line.one_line = true;
  round_trip(*parsed.plan, one_line);
  return 0;
}
