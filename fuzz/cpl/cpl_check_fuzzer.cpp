// Arbitrary bytes → the CPL reference validator. It must never crash, hang, assert or
// leak, whatever the input: the harness's own limits (input size, bracket depth) are
// reported as diagnostics, never as a stack overflow. On the way it checks the invariants
// of fuzz/core/invariants.hpp: well-formed diagnostics, and a verdict that depends on the
// tree, not its layout (fences, prose, a second plan and foreign comments, which printing
// removes by design, left out).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "oracles/cpl/check.hpp"
#include "parsers/cpl/parser.hpp"
#include "parsers/cpl/printer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  conform::fuzz::check_tree_dialect_invariants(
      "cpl_check_fuzzer", ".cpl", data, size, [](const conform::SourceText& s) { return conform::cpl::check(s); },
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = conform::cpl::parse(text);
        if (!parsed.plan) return std::nullopt;
        return conform::cpl::print(*parsed.plan);
      });
  return 0;
}
