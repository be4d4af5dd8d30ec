#pragma once
// The grade report as JSON (spec/grade/grade-report.schema.json), both ways: a saved
// report renders again in every format and is what `conform diff` compares.
#include <nlohmann/json.hpp>

#include "grade/grade_report.hpp"

namespace conform::grade {

inline constexpr const char* grade_report_kind = "conform-grade-report";
inline constexpr int grade_report_version = 1;

nlohmann::json to_json(const GradeReport&);
// A JSON object whose "kind" is the grade report's (whatever else it holds).
bool is_grade_report(const nlohmann::json&);
// Throws std::runtime_error naming what is wrong.
GradeReport grade_report_from_json(const nlohmann::json&);

nlohmann::json to_json(const Rate&);
nlohmann::json record_to_json(const RecordEntry&);
Rate rate_from_json(const nlohmann::json&);

}  // namespace conform::grade
