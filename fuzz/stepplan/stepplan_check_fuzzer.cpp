// Arbitrary bytes → the stepplan reference validator: never a crash, hang, assert or
// leak, and the invariants of fuzz/json_contract/invariants.hpp.
#include "fuzz/json_contract/invariants.hpp"
#include "oracles/stepplan/check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  conform::fuzz::check_json_contract_invariants("stepplan.json", data, size,
                                                [](const conform::SourceText& s) { return conform::stepplan::check(s); });
  return 0;
}
