#pragma once
// Running a planner: each prompt K times, under the same untrusted-process driver as
// `conform run` (own process group, time and memory limits, capped output), every
// answer kept as a record so the run can be graded again later.
#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grade/inputs.hpp"
#include "process/types.hpp"

namespace conform::grade {

struct Prompt {
  std::string id;
  std::string prompt;
  std::string dialect;
  std::string model;
  std::optional<std::uint64_t> expect_steps;
  std::optional<std::vector<std::string>> requested_tools;
  nlohmann::json meta;
  std::string origin;
  std::size_t order = 0;  // its line's place among the prompt file's lines read (Record::order)
};

struct Prompts {
  std::vector<Prompt> prompts;
  std::vector<Excluded> excluded;
};

// One prompt per non-blank line: {"id", "prompt", "dialect"?, "model"?, "expect_steps"?,
// "requested_tools"?, "meta"?}. Malformed lines are excluded with their line number;
// throws InputError for a missing file or a duplicate id.
Prompts read_prompts(const std::string& path);

struct PlannerSettings {
  // The planner's argv. In every word, {sample} becomes the sample's number and
  // {prompt_id} the prompt's id; a word holding {prompt} gets the prompt text and then
  // standard input is empty; otherwise the prompt comes on standard input.
  std::vector<std::string> argv;
  unsigned samples = 1;
  unsigned jobs = 1;
  std::string model;  // for prompts that name none
  process::Limits limits;
  const std::atomic<bool>* stop = nullptr;  // set (by a signal handler): start no more runs
};

// Runs every prompt `samples` times. Record ids are "<prompt id>#<sample>"; a planner
// that exits 0 gives its standard output; one that exits otherwise or is killed is
// `crashed`, one that runs out of time `timed_out`. `progress(done, total)` is called
// after each run, from the calling thread. When `stop` is set, only the runs that
// finished are returned.
std::vector<Record> run_planner(const Prompts&, const PlannerSettings&,
                                const std::function<void(std::size_t, std::size_t)>& progress = {});

}  // namespace conform::grade
