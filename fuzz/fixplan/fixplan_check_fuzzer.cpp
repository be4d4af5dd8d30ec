// Arbitrary bytes → the fixplan reference validator: never a crash, hang, assert or
// leak, and the invariants of fuzz/json_contract/invariants.hpp.
#include "fuzz/json_contract/invariants.hpp"
#include "oracles/fixplan/check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  conform::fuzz::check_json_contract_invariants("fixplan.json", data, size,
                                                [](const conform::SourceText& s) { return conform::fixplan::check(s); });
  return 0;
}
