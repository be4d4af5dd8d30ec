#include "parsers/json/finding.hpp"

namespace conform::json {

std::string_view to_string(FindingKind kind) {
  switch (kind) {
    case FindingKind::duplicate_key: return "duplicate-key";
    case FindingKind::integer_out_of_range: return "integer-out-of-range";
    case FindingKind::byte_order_mark: return "byte-order-mark";
    case FindingKind::invalid_utf8: return "invalid-utf8";
    case FindingKind::lone_surrogate: return "lone-surrogate";
    case FindingKind::number_overflow: return "number-overflow";
    case FindingKind::trailing_comma: return "trailing-comma";
    case FindingKind::comment: return "comment";
    case FindingKind::single_quoted_string: return "single-quoted-string";
    case FindingKind::unquoted_key: return "unquoted-key";
    case FindingKind::multiple_values: return "multiple-values";
    case FindingKind::control_character: return "control-character";
    case FindingKind::invalid_escape: return "invalid-escape";
    case FindingKind::leading_zero: return "leading-zero";
    case FindingKind::non_finite_literal: return "non-finite-literal";
    case FindingKind::unmatched_closer: return "unmatched-closer";
  }
  return "unknown";
}

bool breaks_well_formedness(FindingKind kind) {
  return kind != FindingKind::duplicate_key && kind != FindingKind::integer_out_of_range;
}

bool breaks_well_formedness(const std::array<bool, finding_kind_count>& found) {
  for (std::size_t k = 0; k < finding_kind_count; ++k)
    if (found[k] && breaks_well_formedness(static_cast<FindingKind>(k))) return true;
  return false;
}

}  // namespace conform::json
