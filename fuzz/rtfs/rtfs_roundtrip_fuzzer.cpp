// Arbitrary bytes → parse; whenever a plan parses, the printer must give it back:
//   parse(print(plan, style)) == plan   (operator== ignores positions)
//   print(parse(print(plan, style)), style) == print(plan, style)   (a fixed point)
// for the default style, a narrow one with commas, and the one-line style.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& printed, const std::string& detail) {
  std::fprintf(stderr, "rtfs_roundtrip_fuzzer: %s\n--- printed ---\n%s\n--- detail ---\n%s\n", what, printed.c_str(),
               detail.c_str());
  std::abort();
}

void round_trip(const conform::rtfs::ast::Node& plan, const conform::rtfs::PrintStyle& style) {
  const std::string printed = conform::rtfs::print(plan, style);
  const auto again = conform::rtfs::parse(printed);
  if (again.limit) fail("the printed plan exceeds a limit", printed, again.limit->message);
  if (!again.plan) fail("the printed plan does not parse", printed, again.syntax_error ? again.syntax_error->message : "no plan");
  if (!(*again.plan == plan)) fail("the printed plan parses into a different tree", printed, "");
  const std::string reprinted = conform::rtfs::print(*again.plan, style);
  if (reprinted != printed) fail("printing is not a fixed point", printed, reprinted);
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
