// Checks a valid and an invalid CPL plan with conform::cpl::check; exit 0 when the
// verdicts are right.
#include <iostream>

#include "oracles/cpl/check.hpp"

int main() {
  const conform::SourceText valid("valid.cpl", "plan {\n  function main() : Void {\n    syscall.log(\"hi\");\n  }\n}\n");
  const conform::SourceText invalid("invalid.cpl", "plan {\n  function start() : Void {\n    syscall.log(\"hi\");\n  }\n}\n");
  const bool valid_ok = !conform::has_errors(conform::cpl::check(valid));
  const bool invalid_ok = conform::has_errors(conform::cpl::check(invalid));
  std::cout << "consumer: valid plan " << (valid_ok ? "accepted" : "REJECTED") << ", invalid plan "
            << (invalid_ok ? "rejected" : "ACCEPTED") << "\n";
  return valid_ok && invalid_ok ? 0 : 1;
}
