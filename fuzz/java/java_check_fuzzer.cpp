// Arbitrary bytes → the Java reference validator. It must never crash, hang, assert or
// leak, whatever the input: the harness's own limits (input size, bracket depth) are
// reported as diagnostics, never as a stack overflow. On the way it checks the invariants
// of fuzz/core/invariants.hpp: well-formed diagnostics, and a verdict that depends on the
// tree, not its layout (fences and prose left out).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"
#include "oracles/java/check.hpp"
#include "parsers/java/parser.hpp"
#include "parsers/java/printer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  conform::fuzz::check_tree_dialect_invariants(
      "java_check_fuzzer", ".java", data, size, [](const conform::SourceText& s) { return conform::java::check(s); },
      [](std::string_view text) -> std::optional<std::string> {
        const auto parsed = conform::java::parse(text);
        if (!parsed.unit) return std::nullopt;
        return conform::java::print(*parsed.unit);
      });
  return 0;
}
