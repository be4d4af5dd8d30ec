// `conform run --target CMD`: grades an external validator against the corpus and
// generated cases (docs/design.md, "Commands and the target protocol"; docs/run.md). This file only wires the
// stages: options -> planned cases -> results -> shrinking -> report -> formats.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/in_quotes.hpp"
#include "core/printable.hpp"
#include "process/run_process.hpp"
#include "run/case_plan.hpp"
#include "run/expectations.hpp"
#include "run/output_files.hpp"
#include "run/run_exit.hpp"
#include "run/runner.hpp"
#include "run/scratch_dir.hpp"
#include "run/shrink_failures.hpp"
#include "report/report_formats.hpp"
#include "tools/conform/cli.hpp"
#include "dialects/core/configuration.hpp"
#include "dialects/core/registry.hpp"
#include "tools/conform/color.hpp"
#include "tools/conform/interrupt_guard.hpp"
#include "tools/conform/progress_bar.hpp"
#include "tools/conform/run_options.hpp"

namespace conform::cli {
namespace {

// Every dialect configured by --config, and those the run selects.
struct RunDialects {
  dialects::Configuration config;
  std::vector<const dialects::Configured*> selected;
};

RunDialects configured_dialects(const run::RunSettings& s) {
  RunDialects out;
  if (s.config_file) {
    try {
      out.config = dialects::Configuration(read_config(*s.config_file));
    } catch (const dialects::ConfigError& e) {
      throw UsageError("config " + conform::in_quotes(*s.config_file) + ": " + std::string(e.what()));
    }
  }
  if (s.dialect) {
    const dialects::Configured* d = out.config.find(*s.dialect);
    if (!d) throw UsageError("unknown dialect '" + *s.dialect + "' (dialects: " + dialects::id_list() + ")");
    out.selected.push_back(d);
  } else {
    out.selected = out.config.all();
  }
  return out;
}

run::Expectations expectations_of(const run::RunSettings& s) {
  if (!s.expect_file) return {};
  try {
    return run::Expectations::parse(read_file(*s.expect_file), *s.expect_file);
  } catch (const UsageError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }
}

// What the batch greeting tells the target: each dialect's configuration in force.
nlohmann::json effective_configs(const std::vector<const dialects::Configured*>& dialects) {
  nlohmann::json config = nlohmann::json::object();
  for (const dialects::Configured* d : dialects) config[std::string(d->id())] = d->settings();
  return config;
}

// Every path the run will write to, before the first case: a bad one costs nothing.
void check_output_paths(const run::RunSettings& s) {
  for (const auto& [format, file] : s.report_files)
    if (auto why = run::why_not_writable_file(file)) throw UsageError("cannot write the " + format + " report to '" + file + "': " + *why);
  // Nothing the user gave is overwritten: the reports are neither the run's inputs nor
  // each other, nor inside the corpus.
  std::vector<run::NamedPath> outputs, inputs, folders;
  for (const auto& [format, file] : s.report_files) outputs.emplace_back("--" + format, file);
  if (s.config_file) inputs.emplace_back("--config file", *s.config_file);
  if (s.expect_file) inputs.emplace_back("--expect file", *s.expect_file);
  // The target's program and the scripts it is given (`python3 validator.py`), with or
  // without --shell.
  for (const auto& file : run::files_named_by(s.target.command)) inputs.emplace_back("target", file);
  if (s.cases.corpus) folders.emplace_back("corpus", *s.cases.corpus);
  if (auto why = run::why_outputs_would_overwrite(outputs, inputs, folders)) throw UsageError(*why);
  // Only generated cases are shrunk: a run of the corpus alone writes no failures.
  if (s.shrink && s.cases.generate > 0 && !s.failures_dir.empty()) {
    if (s.cases.corpus && run::same_or_inside(s.failures_dir, *s.cases.corpus))
      throw UsageError("--failures '" + s.failures_dir + "' is inside the corpus '" + *s.cases.corpus +
                       "': the shrunk failures written there would become cases of the next run");
    if (auto why = run::why_not_writable_folder(s.failures_dir)) throw UsageError("--failures: " + *why);
  }
}

// Writes every report file asked for; says why each one that could not be written failed.
bool write_report_files(const run::RunSettings& s, const report::RunReport& report, std::ostream& err) {
  bool all_written = true;
  for (const auto& format : report::report_formats()) {
    auto file = s.report_files.find(std::string(format.name));
    if (file == s.report_files.end()) continue;
    std::ostringstream rendered;
    format.render(rendered, report, {});
    try {
      run::write_file_atomically(file->second, rendered.str());
    } catch (const std::runtime_error& e) {
      err << "conform: " << e.what() << "\n";
      all_written = false;
    }
  }
  return all_written;
}

// The command a --shell target starts with, when the shell cannot find it: asked once,
// instead of every case failing with exit code 127. Only a plain first word is asked
// about; anything the shell would expand or assign is left to the shell.
std::optional<std::string> missing_shell_command(const std::string& command) {
  const auto start = command.find_first_not_of(" \t");
  if (start == std::string::npos) return std::nullopt;
  const std::string word = command.substr(start, command.find_first_of(" \t\n;&|<>()", start) - start);
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '_' || c == '-' || c == '.' || c == '/' || c == '+' || c == ',' || c == ':';
  });
  if (!plain) return std::nullopt;
  process::Limits limits;
  limits.timeout_seconds = 30;
  const auto r = process::run({{"/bin/sh", "-c", "command -v -- \"$1\" >/dev/null 2>&1", "conform", word}, {}}, limits);
  if (r.outcome == process::Outcome::exited && r.exit_code != 0) return word;
  return std::nullopt;
}

}  // namespace

int run_command(const std::vector<std::string>& args, Streams io) {
  auto parsed = parse_run_options(args, io.out);
  if (!parsed) return 0;
  run::RunSettings s = std::move(*parsed);
  if (!s.target.shell) {
    auto resolved = process::resolve_executable(s.target.argv.front());
    if (!resolved.ok) {
      io.err << "conform: target '" << s.target.argv.front() << "' " << resolved.error << "\n";
      return 3;
    }
    if (const std::string why = process::interpreter_error(resolved.path); !why.empty()) {
      io.err << "conform: target '" << printable(s.target.argv.front()) << "' " << printable(why) << "\n";
      return 3;
    }
  } else if (auto missing = missing_shell_command(s.target.command)) {
    io.err << "conform: target '" << printable(*missing) << "' not found (--shell runs the command with /bin/sh -c)\n";
    return 3;
  }
  check_output_paths(s);
  if (s.jobs > run::most_useful_jobs()) {
    io.err << "conform: warning: --jobs " << s.jobs << " is more than four per processor; running "
           << run::most_useful_jobs() << " cases at a time\n";
    s.jobs = run::most_useful_jobs();
  }
  const bool color = wants_color(s.color, io.out);
  const RunDialects run_dialects = configured_dialects(s);
  const auto& dialects = run_dialects.selected;
  const run::Expectations expectations = expectations_of(s);
  s.target.dialect_config = effective_configs(dialects);
  for (const dialects::Configured* d : dialects) s.target.dialect_extensions[std::string(d->id())] = d->extension();
  if (s.batch) s.target.notes = std::make_shared<run::TargetNotes>();

  std::optional<run::ScratchDir> scratch;
  std::optional<run::CaseStream> cases;
  try {
    scratch.emplace();
    cases.emplace(run::stream_cases(s.cases, dialects, scratch->path()));
  } catch (const UsageError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }

  report::RunInfo info;
  info.target = s.target.command;
  info.mode = s.batch ? "batch" : "exec";
  info.started_at = now_iso8601();
  info.jobs = s.jobs;
  info.corpus = s.cases.corpus.value_or("");
  info.generated = s.cases.generate;
  if (info.generated) info.seed = s.cases.seed;
  info.selection = {s.dialect, s.cases.rule_glob, s.cases.case_glob};
  run::DriverFactory factory = [&] { return s.batch ? run::make_batch_driver(s.target) : run::make_exec_driver(s.target, scratch->path()); };

  const ProgressBar::Style style = s.progress_lines ? ProgressBar::Style::lines
                                   : s.progress && &io.err == &std::cerr && isatty(STDERR_FILENO) ? ProgressBar::Style::bar
                                                                                                 : ProgressBar::Style::none;
  ProgressBar bar(io.err, style);
  auto started = std::chrono::steady_clock::now();
  std::vector<run::CaseResult> results;
  {
    InterruptGuard guard;
    const auto& stop = InterruptGuard::interrupted();
    results = run::run_cases(*cases, factory, expectations, s.jobs, stop,
                             [&](std::size_t done, std::size_t total, const run::CaseResult& r) { bar.update(done, total, r); });
    bar.finish();
    if (results.empty() && !stop) throw UsageError("no cases selected (check --dialect, --rule, --case, --corpus and --generate)");
    if (!stop && s.shrink) {
      auto dialect_of = [&](std::string_view id) { return run_dialects.config.find(id); };
      run::ShrinkBudget budget;
      budget.per_row = s.shrink_per_rule;
      budget.deadline = std::chrono::steady_clock::now() +
                        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(s.shrink_seconds));
      ProgressBar shrink_bar(io.err, style, "failures shrunk");
      const auto shrunk = run::shrink_failures(results, dialect_of, factory, scratch->path(), s.failures_dir, stop, s.jobs, budget,
                                               [&](std::size_t done, std::size_t total) { shrink_bar.update(done, total); });
      shrink_bar.finish();
      for (const auto& problem : shrunk.problems) io.err << "conform: " << problem << "\n";
      info.unshrunk = shrunk.unshrunk;
    } else if (!stop) {
      info.unshrunk = static_cast<std::size_t>(std::count_if(results.begin(), results.end(), run::worth_shrinking));
    }
    info.interrupted = stop;
  }
  if (s.target.notes) {  // every driver has ended its target by now
    info.target_name = s.target.notes->name();
    info.target_endings = s.target.notes->endings();
  }
  info.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (!info.interrupted) {
    std::vector<run::Case> ran;
    ran.reserve(results.size());
    for (const auto& r : results) {
      run::Case named;  // what a pattern matches: the id and the rule, not the text
      named.id = r.c.id;
      named.rule = r.c.rule;
      ran.push_back(std::move(named));
    }
    for (const auto& entry : expectations.unmatched(ran))
      io.err << "conform: warning: " << printable(*s.expect_file) << ":" << entry.line << ": '" << printable(entry.pattern)
             << "' matches no case of this run\n";
  }

  const report::RunReport report = report::make_run_report(info, results);
  report::render_text(io.out, report, {color});
  const bool reports_written = write_report_files(s, report, io.err);
  const auto start_failure = run::start_failure(results);
  if (start_failure) io.err << "conform: the target could not be started: " << *start_failure << "\n";
  if (!reports_written) return 2;
  return run::run_exit_code(start_failure.has_value(), info.interrupted, !report.passed);
}

}  // namespace conform::cli
