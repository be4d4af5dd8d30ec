#pragma once
// SARIF 2.1.0 (OASIS), so that violations show as code-scanning annotations: one result
// per violation, the rule's id and texts from the catalog, the file and region.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace conform::report {

struct SarifFinding {
  std::string rule;
  std::string severity;  // error or warning
  std::string message;
  std::uint32_t line = 1, column = 1;
};

struct SarifArtifact {
  std::string uri;  // the file, as the user named it (percent-encoded in the log)
  std::vector<SarifFinding> findings;
  std::string error;  // why the file could not be checked; empty when it was
};

// One run of the tool "conform" with the catalog entries of every rule that appears.
nlohmann::json sarif_log(const std::vector<SarifArtifact>&, const std::string& conform_version);

}  // namespace conform::report
