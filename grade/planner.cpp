#include "grade/planner.hpp"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <fstream>
#include <set>
#include <thread>

#include "core/in_quotes.hpp"
#include "process/run_process.hpp"

namespace conform::grade {
namespace {

std::string replaced(std::string word, const std::string& placeholder, const std::string& value) {
  for (auto at = word.find(placeholder); at != std::string::npos; at = word.find(placeholder, at + value.size()))
    word.replace(at, placeholder.size(), value);
  return word;
}

process::Command command_for(const PlannerSettings& settings, const Prompt& prompt, unsigned sample) {
  process::Command command;
  bool prompt_in_argv = false;
  for (const auto& word : settings.argv) {
    prompt_in_argv = prompt_in_argv || word.find("{prompt}") != std::string::npos;
    std::string w = replaced(word, "{sample}", std::to_string(sample));
    w = replaced(w, "{prompt_id}", prompt.id);
    command.argv.push_back(replaced(w, "{prompt}", prompt.prompt));
  }
  if (!prompt_in_argv) command.stdin_text = prompt.prompt;
  return command;
}

std::string first_line(const std::string& text) {
  const auto end = text.find('\n');
  return text.substr(0, std::min<std::size_t>(end == std::string::npos ? text.size() : end, 200));
}

Record record_of(const Prompt& prompt, unsigned sample, const PlannerSettings& settings, const process::Result& result) {
  Record r;
  r.id = prompt.id + "#" + std::to_string(sample);
  r.prompt_id = prompt.id;
  r.sample = sample;
  r.dialect = prompt.dialect;
  r.model = prompt.model.empty() ? settings.model : prompt.model;
  r.expect_steps = prompt.expect_steps;
  r.requested_tools = prompt.requested_tools;
  r.meta = prompt.meta;
  r.origin = prompt.origin + " sample " + std::to_string(sample);
  r.order = prompt.order;
  switch (result.outcome) {
    case process::Outcome::exited:
      if (result.exit_code == 0) {
        r.output = result.out;
        if (result.out_truncated) r.planner_detail = "output cut at " + std::to_string(settings.limits.output_cap_bytes) + " bytes";
      } else {
        r.planner = PlannerOutcome::crashed;
        r.planner_detail = "exit status " + std::to_string(result.exit_code);
      }
      break;
    case process::Outcome::signaled:
      r.planner = PlannerOutcome::crashed;
      r.planner_detail = "killed by signal " + std::to_string(result.signal);
      break;
    case process::Outcome::timed_out:
      r.planner = PlannerOutcome::timed_out;
      r.planner_detail = "no answer within the time limit";
      break;
    case process::Outcome::failed_to_start:
      r.planner = PlannerOutcome::crashed;
      r.planner_detail = "failed to start: " + result.error;
      break;
  }
  if (r.planner == PlannerOutcome::crashed && !result.err.empty()) r.planner_detail += ": " + first_line(result.err);
  return r;
}

}  // namespace

Prompts read_prompts(const std::string& path) {
  constexpr std::size_t longest_prompt_line = std::size_t{8} << 20;
  Prompts out;
  std::set<std::string> ids;
  for_each_line(path, longest_prompt_line, [&](std::size_t number, std::optional<std::string> line) {
    const std::string origin = path + ":" + std::to_string(number);
    const std::size_t order = out.prompts.size() + out.excluded.size();
    if (!line) {
      out.excluded.push_back({origin, "the line is longer than " + std::to_string(longest_prompt_line) + " bytes", order});
      return;
    }
    if (line->find_first_not_of(" \t\r") == std::string::npos) return;
    try {
      auto doc = parse_json_line(*line);
      if (!doc.is_object() || !doc.contains("id") || !doc["id"].is_string() || doc["id"].get<std::string>().empty())
        throw std::runtime_error("a prompt is an object with a non-empty string \"id\"");
      if (!doc.contains("prompt") || !doc["prompt"].is_string()) throw std::runtime_error("no string \"prompt\"");
      // The record reader checks the optional fields the same way.
      nlohmann::json as_record = doc;
      as_record.erase("prompt");
      as_record["output"] = "";
      const Record checked = parse_record(as_record.dump());
      Prompt p{checked.id, doc["prompt"].get<std::string>(), checked.dialect, checked.model, checked.expect_steps,
               checked.requested_tools, checked.meta, origin, order};
      if (!ids.insert(p.id).second) throw InputError("duplicate prompt id " + conform::in_quotes(p.id) + " (" + origin + ")");
      out.prompts.push_back(std::move(p));
    } catch (const InputError&) {
      throw;
    } catch (const std::exception& e) {
      out.excluded.push_back({origin, e.what(), order});
    }
  });
  return out;
}

std::vector<Record> run_planner(const Prompts& prompts, const PlannerSettings& settings,
                                const std::function<void(std::size_t, std::size_t)>& progress) {
  const std::size_t total = prompts.prompts.size() * settings.samples;
  std::vector<Record> records(total);
  std::vector<char> finished(total, 0);
  std::atomic<std::size_t> next{0};
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t done = 0;
  unsigned running = 0;
  auto stopped = [&] { return settings.stop && settings.stop->load(); };
  auto work = [&] {
    for (std::size_t i = next++; i < total && !stopped(); i = next++) {
      const Prompt& prompt = prompts.prompts[i / settings.samples];
      const auto sample = static_cast<unsigned>(i % settings.samples);
      const process::Result result = process::run(command_for(settings, prompt, sample), settings.limits);
      if (stopped()) break;  // killed by the interrupt, not the planner's doing
      records[i] = record_of(prompt, sample, settings, result);
      std::lock_guard lock(mutex);
      finished[i] = 1;
      ++done;
      changed.notify_one();
    }
    std::lock_guard lock(mutex);
    --running;
    changed.notify_one();
  };
  const unsigned jobs = std::max(1u, static_cast<unsigned>(std::min<std::size_t>(settings.jobs, total)));
  running = jobs;
  std::vector<std::thread> workers;
  for (unsigned j = 0; j < jobs; ++j) workers.emplace_back(work);
  {
    std::unique_lock lock(mutex);
    std::size_t reported = 0;
    while (running > 0 || reported < done) {
      changed.wait(lock, [&] { return done > reported || running == 0; });
      if (done > reported && progress) {
        reported = done;
        lock.unlock();
        progress(reported, total);
        lock.lock();
      }
      reported = done;
    }
  }
  for (auto& w : workers) w.join();
  std::vector<Record> out;
  for (std::size_t i = 0; i < total; ++i)
    if (finished[i]) out.push_back(std::move(records[i]));
  return out;
}

}  // namespace conform::grade
