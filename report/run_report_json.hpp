#pragma once
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "report/run_report.hpp"

namespace conform::report {

// A JSON document that is not a run report; the message names the first field at fault.
struct NotARunReport : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The --json report (spec/run/run-report.schema.json) and back: run_report_from_json
// of run_report_to_json(r) equals r for every report make_run_report builds.
nlohmann::json run_report_to_json(const RunReport&);
RunReport run_report_from_json(const nlohmann::json&);  // throws NotARunReport

}  // namespace conform::report
