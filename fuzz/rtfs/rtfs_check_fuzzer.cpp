// Arbitrary bytes → the RTFS reference validator. It must never crash, hang, assert or
// leak, whatever the input: the harness's own limits (input size, bracket depth) are
// reported as diagnostics, never as a stack overflow. On the way it checks the invariants
// of fuzz/core/invariants.hpp: well-formed diagnostics, and a verdict that depends on the
// tree, not its layout (fences, prose and other top-level forms left out).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "oracles/rtfs/check.hpp"
#include "parsers/rtfs/parser.hpp"
#include "parsers/rtfs/printer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  conform::fuzz::check_tree_dialect_invariants(
      "rtfs_check_fuzzer", ".rtfs", data, size, [](const conform::SourceText& s) { return conform::rtfs::check(s); },
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = conform::rtfs::parse(text);
        if (!parsed.plan) return std::nullopt;
        return conform::rtfs::print(*parsed.plan);
      });
  return 0;
}
