#include "core/diagnostic.hpp"

#include <algorithm>
#include <tuple>

namespace conform {

std::string_view to_string(Severity s) { return s == Severity::error ? "error" : "warning"; }

bool has_errors(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; });
}

void sort_diagnostics(std::vector<Diagnostic>& diagnostics) {
  std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.offset, a.rule) < std::tie(b.offset, b.rule);
  });
}

}  // namespace conform
