// Arbitrary bytes → the CPL reference validator. It must never crash, hang, assert or
// leak, whatever the input: the harness's own limits (input size, bracket depth) are
// reported as diagnostics, never as a stack overflow. On the way it checks the invariants
// of fuzz/core/invariants.hpp: well-formed diagnostics, and a verdict that depends on the
// tree, not its layout (fences, prose, a second plan and foreign comments, which printing
// removes by design, left out; functions outside the plan are printed after it, and functions with no plan block as they are).
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
        // Functions written outside the block stay outside it: calls of them are not
        // undefined in either text.
        // Functions written with no plan block are printed without one.
        std::string printed = parsed.plan_block_missing ? conform::cpl::print_without_block(*parsed.plan)
                                                        : conform::cpl::print(*parsed.plan);
        for (const auto& f : parsed.functions_outside_plan) printed += "\n" + conform::cpl::print(f) + "\n";
        return printed;
      });
  return 0;
}
