// `conform grade`: grades what planners emitted (collected outputs) against the
// contracts, with one report model rendered in every grade format.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <limits>
#include <sstream>
#include <thread>

#include "core/nesting_cap.hpp"
#include "grade/grade_formats.hpp"
#include "grade/grade_report.hpp"
#include "grade/grader.hpp"
#include <algorithm>
#include "grade/inputs.hpp"
#include "grade/planner.hpp"
#include "process/resolve_executable.hpp"
#include "process/split_command.hpp"
#include "dialects/core/registry.hpp"
#include "run/output_files.hpp"
#include "tools/conform/cli.hpp"
#include "tools/conform/interrupt_guard.hpp"
#include "tools/conform/options.hpp"
#include "core/json_text.hpp"

namespace conform::cli {
namespace {

// Ctrl-C (or SIGTERM, SIGHUP, SIGQUIT) during a planner run: what finished is saved, nothing is graded.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void describe_options(Options& options) {
  options.add()("d,dialect", "Dialect of outputs whose record names none: " + dialects::id_list() + ", or auto (guess from the text)",
                cxxopts::value<std::string>()->default_value("auto"))(
      "c,config", "JSON file with per-dialect settings (as for conform check)", cxxopts::value<std::string>())(
      "f,format", "What to print on standard output: " + grade::grade_format_names(),
      cxxopts::value<std::string>()->default_value("text"))(
      "j,jobs", "Outputs graded at once (default: the number of cores)", cxxopts::value<unsigned>())(
      "check-input", "Only read the inputs: list the records grading would exclude (malformed, repeated ids, no known dialect, a request the dialect has no setting for), grade nothing (exit 1 if any)")(
      "min-valid", "Exit 1 when the share of contract-valid outputs (all records; one whose dialect cannot be told counts as not valid) is below this, 0 to 1",
      cxxopts::value<double>())(
      "badges", "Write a shields.io endpoint badge per dialect (DIR/<dialect>.json: its contract-valid share)",
      cxxopts::value<std::string>())(
      "max-bytes", "Outputs larger than this are HARNESS-INPUT-TOO-LARGE", cxxopts::value<std::size_t>()->default_value("1048576"))(
      "max-depth", "Deeper nesting is HARNESS-NESTING-TOO-DEEP", cxxopts::value<std::size_t>()->default_value("128"))(
      "inputs", "Files, folders or JSONL record files", cxxopts::value<std::vector<std::string>>())(
      "planner", "Run this planner instead of reading outputs (no shell; {sample}, {prompt_id} and {prompt} are "
      "replaced in its words; without {prompt} the prompt comes on standard input)", cxxopts::value<std::string>())(
      "prompts", "JSONL prompts for --planner: {\"id\", \"prompt\", \"dialect\"?, \"model\"?, \"expect_steps\"?, "
      "\"requested_tools\"?, \"meta\"?}", cxxopts::value<std::string>())(
      "samples", "Runs of the planner per prompt", cxxopts::value<unsigned>()->default_value("1"))(
      "model", "The model name of --planner's records", cxxopts::value<std::string>())(
      "timeout", "Seconds per planner run, fractions allowed", cxxopts::value<double>()->default_value("60"))(
      "memory-limit", "Address-space limit of the planner in MiB (0: none)", cxxopts::value<std::size_t>()->default_value("0"))(
      "save-outputs", "Where --planner's outputs are kept as JSONL records, to grade again later (never overwritten)",
      cxxopts::value<std::string>()->default_value("planner-outputs.jsonl"))(
      "no-progress", "No count of the planner runs on a terminal (it is never shown elsewhere)");
  for (const auto& format : grade::grade_formats())
    options.add()(std::string(format.name), std::string(format.file_help), cxxopts::value<std::string>());
}

grade::Inputs read_inputs(const std::vector<std::string>& paths, std::size_t max_bytes, bool exclude_duplicate_ids) {
  try {
    return grade::read_inputs(paths, {max_bytes, exclude_duplicate_ids});
  } catch (const grade::InputError& e) {
    throw UsageError(e.what());
  }
}

// --planner: runs it over the prompts, saves what it said, and grades that.
grade::Inputs planner_inputs(const cxxopts::ParseResult& parsed, const grade::GradeOptions& options, Streams io) {
  if (!parsed.count("prompts")) throw UsageError("--planner needs --prompts FILE.jsonl");
  if (parsed.count("inputs")) throw UsageError("give either --planner or outputs to grade, not both");
  grade::PlannerSettings settings;
  try {
    settings.argv = process::split_command(parsed["planner"].as<std::string>());
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("--planner: ") + e.what());
  }
  if (settings.argv.empty()) throw UsageError("--planner is empty");
  if (auto resolved = process::resolve_executable(settings.argv.front()); !resolved)
    throw UsageError("--planner: '" + settings.argv.front() + "' " + resolved.error);
  else if (const std::string why = process::interpreter_error(resolved.path); !why.empty())
    throw UsageError("--planner: '" + settings.argv.front() + "' " + why);
  settings.samples = parsed["samples"].as<unsigned>();
  if (settings.samples == 0) throw UsageError("--samples must be at least 1");
  settings.jobs = options.jobs;
  if (parsed.count("model")) settings.model = parsed["model"].as<std::string>();
  settings.limits.timeout_seconds = parsed["timeout"].as<double>();
  if (!(settings.limits.timeout_seconds > 0)) throw UsageError("--timeout must be a positive number of seconds");
  settings.limits.memory_limit_bytes = memory_limit_bytes(parsed["memory-limit"].as<std::size_t>());
  settings.limits.output_cap_bytes = options.limits.max_bytes + 1;
  const std::string save = parsed["save-outputs"].as<std::string>();
  if (std::filesystem::exists(save)) throw UsageError("--save-outputs '" + save + "' exists; it is never overwritten (name another)");
  if (auto why = run::why_not_writable_file(save)) throw UsageError("--save-outputs: " + *why);

  grade::Prompts prompts;
  try {
    prompts = grade::read_prompts(parsed["prompts"].as<std::string>());
  } catch (const grade::InputError& e) {
    throw UsageError(e.what());
  }
  const bool show = !parsed.count("no-progress") && &io.err == &std::cerr && isatty(STDERR_FILENO);
  auto progress = [&](std::size_t done, std::size_t total) {
    if (show) io.err << "\rplanner: " << done << "/" << total << (done == total ? "\n" : "") << std::flush;
  };
  InterruptGuard guard;
  settings.stop = &InterruptGuard::interrupted();
  grade::Inputs inputs;
  inputs.records = grade::run_planner(prompts, settings, progress);
  inputs.excluded = std::move(prompts.excluded);
  // No output, no file: an empty one would only refuse the rerun (stop 101's auditor).
  if (!inputs.records.empty()) {
    std::string saved;
    for (const auto& r : inputs.records) saved += json_text(grade::to_json(r)) + "\n";
    try {
      run::write_file_atomically(save, saved);
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
  }
  if (InterruptGuard::interrupted())
    throw Interrupted(inputs.records.empty() ? std::string("interrupted before the planner gave an output; nothing saved")
                                             : "interrupted: " + std::to_string(inputs.records.size()) +
                                                   " planner outputs saved in '" + save + "'");
  return inputs;
}

// shields.io's endpoint format: {"schemaVersion": 1, "label", "message", "color"}.
void write_badges(const std::string& folder, const grade::GradeReport& report) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  for (const auto& g : report.groups) {
    if (g.dialect.empty() || !g.model.empty()) continue;
    const double share = grade::contract_valid_share(g).rate.value_or(0);
    char message[32];
    std::snprintf(message, sizeof message, "%.1f%% valid", share * 100);
    const char* color = share >= 0.95 ? "brightgreen" : share >= 0.8 ? "yellow" : "red";
    const nlohmann::json badge{{"schemaVersion", 1}, {"label", g.dialect}, {"message", message}, {"color", color}};
    run::write_file_atomically(std::filesystem::path(folder) / (g.dialect + ".json"), json_text(badge) + "\n");
  }
}

int check_input(const grade::Inputs& inputs, Streams io) {
  for (const auto& e : inputs.excluded) io.out << e.origin << ": " << e.reason << "\n";
  io.out << inputs.records.size() + inputs.excluded.size() << " records read: " << inputs.records.size() << " to grade, "
         << inputs.excluded.size() << " excluded (malformed, an id used before, or not gradable as asked)\n";
  return inputs.excluded.empty() ? 0 : 1;
}

}  // namespace

int grade_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform grade",
                  "Grades what planners emitted: one status per output (EMPTY, NOT_FOUND, SYNTAX_ERROR, CONTRACT_ERROR, "
                  "VALID_WITH_WARNINGS, VALID, PLANNER_ERROR, TIMEOUT), a funnel, per-rule counts with 95% Wilson "
                  "intervals, determinism and pass@k over samples (docs/grade.md).\nInputs: raw outputs, one plan per "
                  "file, or JSONL records {\"id\", \"output\", \"dialect\"?, \"model\"?, \"prompt_id\"?, \"sample\"?, "
                  "\"expect_steps\"?, \"requested_tools\"?, \"meta\"?}.\nExit 0: graded; 1: below --min-valid, or "
                  "--check-input found records it would exclude; 2: usage or I/O error, or nothing graded.");
  describe_options(options);
  options.positional("inputs", "FILE|DIR|RECORDS.jsonl...");
  auto parsed = options.parse("conform grade", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  const std::string format_name = parsed["format"].as<std::string>();
  const grade::GradeFormat* format = grade::find_grade_format(format_name);
  if (!format) throw UsageError("unknown format '" + format_name + "' (formats: " + grade::grade_format_names(", ") + ")");
  std::vector<std::pair<const grade::GradeFormat*, std::string>> files;
  for (const auto& f : grade::grade_formats())
    if (parsed.count(std::string(f.name))) {
      const std::string path = parsed[std::string(f.name)].as<std::string>();
      if (auto why = run::why_not_writable_file(path)) throw UsageError("--" + std::string(f.name) + ": " + *why);
      files.emplace_back(&f, path);
    }
  {
    // Nothing the user gave is overwritten: the reports are neither the inputs nor each other.
    std::vector<run::NamedPath> outputs, inputs, folders;
    for (const auto& [format, path] : files) outputs.emplace_back("--" + std::string(format->name), path);
    if (parsed.count("inputs"))
      for (const auto& in : parsed["inputs"].as<std::vector<std::string>>()) {
        if (std::filesystem::is_directory(in)) folders.emplace_back("input folder", in);
        else inputs.emplace_back("input", in);
      }
    if (parsed.count("config")) inputs.emplace_back("--config file", parsed["config"].as<std::string>());
    if (parsed.count("planner")) {
      if (parsed.count("prompts")) inputs.emplace_back("--prompts file", parsed["prompts"].as<std::string>());
      for (const auto& file : run::files_named_by(parsed["planner"].as<std::string>())) inputs.emplace_back("--planner program", file);
      // The saved outputs are kept to grade again: no report goes over them either.
      outputs.emplace_back("--save-outputs", parsed["save-outputs"].as<std::string>());
    }
    // Each badge is a file in the folder, one per dialect; the folder is checked before
    // grading, not after it (round 27's reader got exit 2 after the other reports).
    if (parsed.count("badges")) {
      if (auto why = run::why_not_writable_folder(parsed["badges"].as<std::string>())) throw UsageError("--badges: " + *why);
      for (const dialects::Dialect* d : dialects::all())
        outputs.emplace_back("--badges", (std::filesystem::path(parsed["badges"].as<std::string>()) / (std::string(d->id()) + ".json")).string());
    }
    if (auto why = run::why_outputs_would_overwrite(outputs, inputs, folders)) throw UsageError(*why);
  }
  const std::string dialect = parsed["dialect"].as<std::string>();
  if (dialect != "auto" && !dialects::find(dialect))
    throw UsageError("unknown dialect '" + dialect + "' (dialects: " + dialects::id_list() + ", auto)");
  std::optional<double> min_valid;
  if (parsed.count("min-valid")) {
    min_valid = parsed["min-valid"].as<double>();
    if (!(*min_valid >= 0 && *min_valid <= 1)) throw UsageError("--min-valid must be between 0 and 1");
  }
  grade::GradeOptions settings;
  settings.dialect = dialect;
  if (parsed.count("config")) settings.config = read_config(parsed["config"].as<std::string>());
  settings.limits = {parsed["max-bytes"].as<std::size_t>(), parsed["max-depth"].as<std::size_t>()};
  if (settings.limits.max_depth == 0 || settings.limits.max_depth > deepest_supported_nesting)
    throw UsageError("--max-depth must be between 1 and " + std::to_string(deepest_supported_nesting) +
                     " (what the parsers survive on the threads' stacks)");
  settings.jobs = parsed.count("jobs") ? parsed["jobs"].as<unsigned>() : std::max(1u, std::thread::hardware_concurrency());
  if (settings.jobs == 0) throw UsageError("--jobs must be at least 1");
  const bool planner = parsed.count("planner") > 0;
  if (!planner)
    for (const char* only_with_planner : {"prompts", "samples", "model", "timeout", "memory-limit", "save-outputs"})
      if (parsed.count(only_with_planner))
        throw UsageError(std::string("--") + only_with_planner + " is an option of --planner, which is not given");
  if (!planner && !parsed.count("inputs")) throw UsageError("nothing to grade (give files, folders or JSONL records, or --planner)");
  const auto paths = planner ? std::vector<std::string>{} : parsed["inputs"].as<std::vector<std::string>>();
  for (const auto& p : paths)
    if (p == "-") throw UsageError("grade reads files and folders, not standard input ('-'): save the outputs to a file");

  const auto started = std::chrono::steady_clock::now();
  grade::ReportInfo info{conform_version(), now_iso8601(), 0, paths, planner ? parsed["planner"].as<std::string>() : ""};
  grade::Inputs inputs;
  try {
    inputs = planner ? planner_inputs(parsed, settings, io) : read_inputs(paths, settings.limits.max_bytes, parsed.count("check-input") > 0);
  } catch (const Interrupted& e) {
    io.err << "conform: " << e.what() << "\n";
    return 130;
  }
  if (planner) info.inputs = {parsed["prompts"].as<std::string>(), parsed["save-outputs"].as<std::string>()};
  if (parsed.count("check-input")) {
    try {
      return check_input(grade::screened(std::move(inputs), settings), io);
    } catch (const grade::InputError& e) {
      throw UsageError(e.what());
    }
  }
  // A file that cannot be read is graded as excluded, and fails the command as the I/O
  // error it is (stop 101's auditor: an unreadable file passed with exit 0).
  const std::vector<grade::Excluded> unreadable = inputs.unreadable;
  grade::Grading grading;
  try {
    grading = grade::grade_records(std::move(inputs), settings);
  } catch (const grade::InputError& e) {
    throw UsageError(e.what());
  }
  info.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const grade::GradeReport report = grade::make_grade_report(info, grading);

  format->render(io.out, report);
  // Nothing graded is no pass: a CI step pointed at the wrong folder should not succeed.
  if (report.records.empty()) {
    io.err << "conform: nothing was graded: " << (planner ? "the planner gave" : "the inputs hold") << " no record to grade";
    if (!report.excluded.empty())
      io.err << "; " << report.excluded.size() << " excluded (the first, " << report.excluded.front().origin << ": "
             << report.excluded.front().reason << ")";
    io.err << "\n";
    return 2;
  }
  for (const auto& e : unreadable) io.err << "conform: " << e.reason << "\n";
  bool write_failed = false;
  for (const auto& [f, path] : files) {
    std::ostringstream rendered;
    f->render(rendered, report);
    try {
      run::write_file_atomically(path, rendered.str());
    } catch (const std::runtime_error& e) {
      io.err << "conform: " << e.what() << "\n";
      write_failed = true;
    }
  }
  if (parsed.count("badges")) {
    try {
      write_badges(parsed["badges"].as<std::string>(), report);
    } catch (const std::runtime_error& e) {
      io.err << "conform: " << e.what() << "\n";
      write_failed = true;
    }
  }
  if (write_failed || !unreadable.empty()) return 2;
  if (min_valid) {
    // Over every output read: one excluded because nothing tells its dialect (an empty
    // reply, an apology) is no valid output either; a malformed record is no output.
    const auto untold = static_cast<std::size_t>(std::count_if(report.excluded.begin(), report.excluded.end(),
                                                               [](const auto& e) { return e.reason == grade::no_dialect_told; }));
    const grade::Rate graded = grade::contract_valid_share(report.groups.front());
    const grade::Rate valid = grade::wilson(graded.count, graded.of + untold);
    if (valid.rate.value_or(0) < *min_valid) {
      io.err << "conform: " << valid.count << " of " << valid.of << " outputs are contract-valid"
             << (untold == 0 ? std::string() : " (" + std::to_string(untold) + " of no dialect that could be told, counted as not valid)")
             << ", below --min-valid " << *min_valid << "\n";
      return 1;
    }
  }
  return 0;
}

}  // namespace conform::cli
