#pragma once
// The one model of a grading that every format renders (schema:
// spec/grade/grade-report.schema.json).
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "grade/grader.hpp"
#include "grade/statistics.hpp"

namespace conform::grade {

struct DiagnosticEntry {
  std::string rule;
  std::string severity;
  std::size_t offset = 0;
  std::uint32_t line = 1, column = 1;  // 1-based; the column counts code points
  std::string message;
  friend bool operator==(const DiagnosticEntry&, const DiagnosticEntry&) = default;
};

struct RecordEntry {
  std::string id;
  std::string origin;
  std::string dialect;
  std::string model;      // empty: not named
  std::string prompt_id;  // empty: its own prompt
  std::optional<std::uint64_t> sample;
  Status status = Status::valid;
  std::vector<std::string> rules;     // error rules, sorted
  std::vector<std::string> warnings;  // warning rules, sorted
  std::string first_error;
  std::size_t violations = 0;
  bool has_request = false;
  std::vector<std::string> request_rules;  // request rules broken
  std::string planner_detail;
  std::vector<DiagnosticEntry> diagnostics;
  std::string output;  // outputs that are not VALID, clipped to output_limit bytes
  bool output_clipped = false;
  static constexpr std::size_t output_limit = 64 * 1024;
  friend bool operator==(const RecordEntry&, const RecordEntry&) = default;
};

struct FunnelStage {
  std::string stage;  // records, delivered, plan_found, parses, contract_valid, no_warnings
  Rate of_records;
  Rate of_previous;
  friend bool operator==(const FunnelStage&, const FunnelStage&) = default;
};

struct RuleRow {
  std::string rule;
  std::string severity;
  std::string kind;
  Rate outputs;              // macro: delivered outputs that break it at least once
  std::size_t violations = 0;  // micro: every violation counted
  Rate first_error;          // outputs whose earliest error it is, of outputs with an error
  std::string example;       // the first such record's id
  friend bool operator==(const RuleRow&, const RuleRow&) = default;
};

struct DisagreeingRule {
  std::string rule;
  std::size_t prompts = 0;  // prompts whose samples disagree on it
  friend bool operator==(const DisagreeingRule&, const DisagreeingRule&) = default;
};

struct Determinism {
  Rate identical_text;  // of prompts with at least two samples
  Rate identical_plan;  // the same plan once parsed (layout and key order aside)
  std::vector<DisagreeingRule> disagreeing_rules;
  friend bool operator==(const Determinism&, const Determinism&) = default;
};

struct PassAtK {
  std::size_t k = 1;
  std::size_t prompts = 0;  // prompts with at least k samples
  double pass_at_k = 0;     // mean over those prompts
  double pass_hat_k = 0;
  friend bool operator==(const PassAtK&, const PassAtK&) = default;
};

// Everything measured over one set of records: all of them, a dialect, or a dialect and model.
struct Group {
  std::string dialect;  // empty: every dialect
  std::string model;    // empty: every model
  std::size_t records = 0;
  std::map<std::string, Rate> statuses;  // every status, of the group's records
  std::vector<FunnelStage> funnel;
  std::vector<RuleRow> rules;  // rules broken at least once, most outputs first
  Rate requests_met;           // of records that named a request
  Determinism determinism;
  std::vector<PassAtK> pass;
  friend bool operator==(const Group&, const Group&) = default;
};

struct GradeReport {
  std::string conform_version;
  std::string started_at;  // ISO 8601 UTC
  double seconds = 0;
  std::vector<std::string> inputs;
  std::string planner;  // the planner command, when conform ran one
  std::map<std::string, nlohmann::json> settings;
  std::vector<Excluded> excluded;
  std::vector<Group> groups;  // all records, then each dialect, then each dialect and model
  std::vector<RecordEntry> records;  // sorted by id
  friend bool operator==(const GradeReport&, const GradeReport&) = default;
};

inline bool operator==(const Excluded& a, const Excluded& b) { return a.origin == b.origin && a.reason == b.reason; }

struct ReportInfo {
  std::string conform_version;
  std::string started_at;
  double seconds = 0;
  std::vector<std::string> inputs;
  std::string planner;
};

GradeReport make_grade_report(const ReportInfo&, const Grading&);

// The group's contract-valid outputs, of all its records (the funnel's contract_valid stage).
Rate contract_valid_share(const Group&);

}  // namespace conform::grade
