#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace conform {

enum class Severity { error, warning };

std::string_view to_string(Severity);

// One finding: which rule, where (a byte offset into the checked text), and why.
struct Diagnostic {
  std::string rule;
  Severity severity = Severity::error;
  std::size_t offset = 0;
  std::string message;
};

bool has_errors(const std::vector<Diagnostic>&);

// Orders diagnostics by position, then rule, so output never depends on check order.
void sort_diagnostics(std::vector<Diagnostic>&);

}  // namespace conform
