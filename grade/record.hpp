#pragma once
// What `conform grade` grades: one output of a planner, as collected (a file, a JSONL
// record) or as a planner command produced it.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace conform::grade {

// How the planner ended when conform ran it; collected outputs are `ok`.
enum class PlannerOutcome { ok, crashed, timed_out };
std::string_view to_string(PlannerOutcome);
std::optional<PlannerOutcome> planner_outcome_from(std::string_view);

struct Record {
  std::string id;
  std::string output;
  std::string dialect;    // empty: --dialect, else detected from the output
  std::string model;      // empty: not named
  std::string prompt_id;  // empty: the record is its own prompt (one sample)
  std::optional<std::uint64_t> sample;
  std::optional<std::uint64_t> expect_steps;                 // seed 003 §4
  std::optional<std::vector<std::string>> requested_tools;  // seed 003 §6.2
  nlohmann::json meta;                                       // null: none
  PlannerOutcome planner = PlannerOutcome::ok;
  std::string planner_detail;  // how the planner failed
  std::string origin;          // where it came from: "outputs.jsonl:12", a file path
  std::size_t order = 0;       // its place among the lines and files read (exclusions are listed so)

  // The prompt the record answers, for grouping samples.
  const std::string& prompt() const { return prompt_id.empty() ? id : prompt_id; }
};

// A record that could not be read, with where and why.
struct Excluded {
  std::string origin;
  std::string reason;
  std::size_t order = 0;  // where its line or file came among those read (Record::order)
};

// The exclusions in the order their lines and files were read, whichever check excluded them.
void sort_in_reading_order(std::vector<Excluded>&);

// The JSONL form of a record (what --planner stores, what grade reads back).
nlohmann::json to_json(const Record&);

}  // namespace conform::grade
