// `conform run --target CMD`: grades an external validator against the corpus and
// generated cases (HARNESS.md, "Target protocol"; issue 4).
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <thread>

#include "conformance/corpus.hpp"
#include "conformance/corpus_layout.hpp"
#include "conformance/expectations.hpp"
#include "conformance/runner.hpp"
#include "conformance/shrink.hpp"
#include "parsers/core/rule_catalog.hpp"
#include "reports/run_report.hpp"
#include "tools/conform/cli.hpp"
#include "tools/conform/dialect.hpp"
#include "tools/conform/options.hpp"

namespace conform::cli {
namespace {

namespace fs = std::filesystem;

std::atomic<bool> interrupted{false};

extern "C" void on_interrupt(int) {
  interrupted = true;
  process::kill_all_running();
}

// Installs the Ctrl-C handler for the duration of a run.
class InterruptGuard {
 public:
  InterruptGuard() {
    interrupted = false;
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &old_int_);
    sigaction(SIGTERM, &action, &old_term_);
  }
  ~InterruptGuard() {
    sigaction(SIGINT, &old_int_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
  }

 private:
  struct sigaction old_int_ {};
  struct sigaction old_term_ {};
};

// A scratch folder for generated cases and shrinking, removed at the end.
class ScratchDir {
 public:
  ScratchDir() {
    std::string pattern = (fs::temp_directory_path() / "conform-run-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw UsageError("cannot create a temporary folder under " + fs::temp_directory_path().string());
    path_ = pattern;
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

void write_file(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw UsageError("cannot write '" + path.string() + "'");
}

std::string now_iso8601() {
  std::time_t t = std::time(nullptr);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buffer;
}

bool is_warning(const std::string& rule) {
  const Rule* r = RuleCatalog::builtin().find(rule);
  return r && r->severity == Severity::warning;
}

// Fresh cases: for every dialect, N cases spread evenly over "valid" and each error rule.
std::vector<run::Case> generated_cases(const std::vector<Dialect*>& dialects, std::size_t n, std::uint64_t seed,
                                       const fs::path& dir) {
  std::vector<run::Case> cases;
  for (Dialect* d : dialects) {
    std::vector<std::string> kinds{""};
    for (auto& rule : d->breakable_rules())
      if (!is_warning(rule)) kinds.push_back(rule);
    for (std::size_t i = 0; i < n; ++i) {
      run::Case c;
      c.dialect = std::string(d->id());
      c.seed = seed + i;
      const std::string& rule = kinds[i % kinds.size()];
      std::string name = "gen-" + std::to_string(*c.seed) + std::string(d->extension());
      if (rule.empty()) {
        c.expectation = run::Expectation::accept;
        c.id = c.dialect + "/generated/valid/" + name;
        c.text = d->generate_valid(*c.seed);
      } else {
        c.expectation = run::Expectation::reject;
        c.rule = rule;
        c.id = c.dialect + "/generated/invalid/" + rule + "/" + name;
        c.text = d->generate_broken(rule, *c.seed);
      }
      c.path = (dir / c.id).string();
      write_file(c.path, c.text);
      cases.push_back(std::move(c));
    }
  }
  return cases;
}

// Shrinks a generated case the target got wrong and writes the result under
// `failures/`, named after its seed; returns the path written.
std::string shrink_failure(const run::CaseResult& r, const Dialect& dialect, run::TargetDriver& driver,
                           const fs::path& scratch, const fs::path& failures) {
  run::ShrinkSteps steps;
  steps.candidates = [&](const std::string& text) {
    auto out = dialect.shrink_candidates(text);
    for (auto& line_less : run::without_one_line(text)) out.push_back(std::move(line_less));
    return out;
  };
  steps.still_expected = [&](const std::string& text) {
    auto diagnostics = dialect.check(SourceText("candidate", text), Limits{});
    if (r.c.expectation == run::Expectation::accept) return !has_errors(diagnostics);
    for (const auto& d : diagnostics)
      if (d.severity == Severity::error && d.rule == r.c.rule) return true;
    return false;
  };
  const fs::path candidate_path = scratch / "shrink" / (r.c.dialect + std::string(dialect.extension()));
  steps.target_still_wrong = [&](const std::string& text) {
    write_file(candidate_path, text);
    run::Case candidate = r.c;
    candidate.text = text;
    candidate.path = candidate_path.string();
    return run::grade(candidate, driver.judge(candidate)) == r.grade;
  };
  std::string smallest = run::shrink(r.c.text, steps);
  const auto failure_path = [&](const std::string& name) {
    const auto kind = r.c.expectation == run::Expectation::accept ? run::CaseKind::valid : run::CaseKind::invalid_rule;
    return failures / run::path_of({r.c.dialect, kind, r.c.rule, name + std::string(dialect.extension())});
  };
  fs::path path = failure_path("gen-" + std::to_string(*r.c.seed));
  for (int i = 2; fs::exists(path); ++i) path = failure_path("gen-" + std::to_string(*r.c.seed) + "-" + std::to_string(i));
  write_file(path, smallest);
  return path.string();
}

// A one-line progress bar on a terminal, redrawn at most ten times a second.
class ProgressBar {
 public:
  explicit ProgressBar(bool enabled) : enabled_(enabled) {}
  void update(std::size_t done, std::size_t total, const run::CaseResult& r) {
    if (run::is_failure(r.grade)) ++failing_;
    if (!enabled_) return;
    auto now = std::chrono::steady_clock::now();
    if (done != total && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    constexpr std::size_t width = 30;
    std::size_t filled = total ? done * width / total : width;
    std::cerr << "\r[" << std::string(filled, '#') << std::string(width - filled, '.') << "] " << done << "/" << total
              << " cases, " << failing_ << " failing " << std::flush;
  }
  void finish() {
    if (enabled_) std::cerr << "\r" << std::string(70, ' ') << "\r" << std::flush;
  }

 private:
  bool enabled_;
  std::size_t failing_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace

int run_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform run",
                  "Grades an external validator: runs it on every case of the corpus (and generated ones) and "
                  "reports, per dialect and rule, where it agrees with the contracts.\n"
                  "The target gets the case path as its last argument (or in place of {}), exits 0 to accept "
                  "and 1 to reject; anything else is a target error.\n"
                  "Exit 0: agrees on every graded case; 1: disagrees somewhere; 2: usage error; 3: the target "
                  "could not be run.");
  options.add()("t,target", "The validator command, split into words without a shell", cxxopts::value<std::string>())(
      "shell", "Run the target command through /bin/sh -c (the case path is \"$1\")")(
      "stdin", "Give the plan on standard input instead of a path")(
      "batch", "One long-lived target speaking the line-delimited JSON protocol of spec/batch-protocol.schema.json")(
      "d,dialect", "Only this dialect (default: every implemented one)", cxxopts::value<std::string>())(
      "corpus", "Corpus folder in the corpus layout (default: the built-in corpus)", cxxopts::value<std::string>())(
      "no-corpus", "Run only generated cases")(
      "generate", "Also run N generated cases per dialect", cxxopts::value<std::size_t>()->default_value("0"))(
      "seed", "Seed of the first generated case (default: random, printed)", cxxopts::value<std::uint64_t>())(
      "rule", "Only invalid cases of rules matching GLOB", cxxopts::value<std::string>())(
      "case", "Only cases whose id matches GLOB (e.g. 'cpl/valid/*')", cxxopts::value<std::string>())(
      "j,jobs", "Parallel cases (default: the number of cores)", cxxopts::value<unsigned>())(
      "timeout", "Seconds per case, fractions allowed", cxxopts::value<double>()->default_value("5"))(
      "memory-limit", "Address-space limit of the target in MiB (0: none)",
      cxxopts::value<std::size_t>()->default_value("4096"))(
      "output-cap", "Bytes of stdout and of stderr kept per case; more is a target error",
      cxxopts::value<std::size_t>()->default_value("1048576"))(
      "expect", "Known failures: lines of 'PATTERN REASON' (PATTERN: a case-id or rule-id glob)",
      cxxopts::value<std::string>())("json", "Write the JSON report here", cxxopts::value<std::string>())(
      "junit", "Write a JUnit XML report here", cxxopts::value<std::string>())(
      "failures", "Where shrunk generated failures are written",
      cxxopts::value<std::string>()->default_value("conform-failures"))(
      "no-shrink", "Do not shrink generated failures")("no-progress", "No progress bar on stderr")(
      "color", "auto, always or never (auto honours NO_COLOR and needs a terminal)",
      cxxopts::value<std::string>()->default_value("auto"))("c,config", "Whitelists, as for check", cxxopts::value<std::string>());
  auto parsed = options.parse("conform run", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  if (!parsed.count("target")) throw UsageError("--target CMD is required");

  run::Target target;
  target.command = parsed["target"].as<std::string>();
  target.shell = parsed.count("shell") > 0;
  target.use_stdin = parsed.count("stdin") > 0;
  const bool batch = parsed.count("batch") > 0;
  if (batch && target.use_stdin) throw UsageError("--batch and --stdin do not go together");
  target.limits.timeout_seconds = parsed["timeout"].as<double>();
  if (!(target.limits.timeout_seconds > 0)) throw UsageError("--timeout must be a positive number of seconds");
  target.limits.memory_limit_bytes = parsed["memory-limit"].as<std::size_t>() << 20;
  target.limits.output_cap_bytes = parsed["output-cap"].as<std::size_t>();
  if (!target.shell) {
    try {
      target.argv = process::split_command(target.command);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--target: ") + e.what());
    }
    if (target.argv.empty()) throw UsageError("--target is empty");
    auto resolved = process::resolve_executable(target.argv.front());
    if (!resolved.ok) {
      io.err << "conform: target '" << target.argv.front() << "' " << resolved.error << "\n";
      return 3;
    }
  }

  const std::string color_option = parsed["color"].as<std::string>();
  if (color_option != "auto" && color_option != "always" && color_option != "never")
    throw UsageError("--color must be auto, always or never");
  bool color = color_option == "always" ||
               (color_option == "auto" && &io.out == &std::cout && isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR"));

  std::vector<Dialect*> dialects;
  if (parsed.count("dialect")) {
    Dialect* d = find_dialect(parsed["dialect"].as<std::string>());
    if (!d) throw UsageError("dialect '" + parsed["dialect"].as<std::string>() + "' is not implemented (implemented: " + implemented_list() + ")");
    dialects.push_back(d);
  } else {
    for (auto id : implemented_dialects()) dialects.push_back(find_dialect(id));
  }
  if (parsed.count("config")) {
    auto config = read_config(parsed["config"].as<std::string>());
    for (Dialect* d : dialects) try {
        d->configure(config);
      } catch (const std::exception& e) {
        throw UsageError("config: " + std::string(e.what()));
      }
  }

  run::Expectations expectations;
  if (parsed.count("expect")) {
    std::string file = parsed["expect"].as<std::string>();
    try {
      expectations = run::Expectations::parse(read_file(file), file);
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
  }

  ScratchDir scratch;
  RunInfo info;
  info.target = target.command;
  info.mode = batch ? "batch" : "exec";
  info.started_at = now_iso8601();

  std::vector<run::Case> cases;
  if (!parsed.count("no-corpus")) {
    info.corpus = parsed.count("corpus") ? parsed["corpus"].as<std::string>() : run::builtin_corpus_dir();
    std::vector<std::string> ids, extensions;
    for (Dialect* d : dialects) {
      ids.emplace_back(d->id());
      extensions.emplace_back(d->extension());
    }
    try {
      cases = run::load_corpus(info.corpus, ids, extensions);
    } catch (const std::runtime_error& e) {
      throw UsageError(std::string(e.what()) + (parsed.count("corpus") ? "" : "; pass --corpus DIR"));
    }
  }
  info.generated = parsed["generate"].as<std::size_t>();
  if (info.generated) {
    info.seed = parsed.count("seed") ? parsed["seed"].as<std::uint64_t>()
                                     : static_cast<std::uint64_t>(std::random_device{}()) * 1000003ULL % 1000000000ULL;
    auto fresh = generated_cases(dialects, info.generated, *info.seed, scratch.path());
    cases.insert(cases.end(), std::make_move_iterator(fresh.begin()), std::make_move_iterator(fresh.end()));
  }
  std::vector<run::Case> selected;
  for (auto& c : cases) {
    if (parsed.count("rule") && (c.rule.empty() || !run::glob_match(parsed["rule"].as<std::string>(), c.rule))) continue;
    if (parsed.count("case") && !run::glob_match(parsed["case"].as<std::string>(), c.id)) continue;
    selected.push_back(std::move(c));
  }
  if (selected.empty()) throw UsageError("no cases selected (check --dialect, --rule, --case and --corpus)");

  info.jobs = parsed.count("jobs") ? parsed["jobs"].as<unsigned>() : std::max(1u, std::thread::hardware_concurrency());
  if (info.jobs == 0) throw UsageError("--jobs must be at least 1");
  run::DriverFactory factory = [&] { return batch ? run::make_batch_driver(target) : run::make_exec_driver(target); };

  ProgressBar bar(!parsed.count("no-progress") && &io.err == &std::cerr && isatty(STDERR_FILENO));
  auto started = std::chrono::steady_clock::now();
  std::vector<run::CaseResult> results;
  {
    InterruptGuard guard;
    results = run::run_cases(std::move(selected), factory, expectations, info.jobs, interrupted,
                             [&](std::size_t done, std::size_t total, const run::CaseResult& r) { bar.update(done, total, r); });
    bar.finish();
    info.interrupted = interrupted;

    if (!info.interrupted && !parsed.count("no-shrink")) {
      auto driver = factory();
      for (auto& r : results) {
        if (interrupted) break;
        bool wrong = r.grade == run::Grade::false_accept || r.grade == run::Grade::false_reject;
        if (!r.c.seed || !wrong || !r.known_failure.empty()) continue;
        r.shrunk_path = shrink_failure(r, *find_dialect(r.c.dialect), *driver, scratch.path(),
                                       parsed["failures"].as<std::string>());
      }
    }
  }
  info.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  bool could_not_start = !results.empty();
  for (const auto& r : results)
    could_not_start = could_not_start && r.finished && r.verdict.error == run::Verdict::Error::failed_to_start;

  run::Summary summary = run::summarize(results);
  write_run_text(io.out, info, results, summary, color);
  if (parsed.count("json")) {
    std::ofstream out(parsed["json"].as<std::string>());
    write_run_json(out, info, results, summary);
    if (!out) throw UsageError("cannot write '" + parsed["json"].as<std::string>() + "'");
  }
  if (parsed.count("junit")) {
    std::ofstream out(parsed["junit"].as<std::string>());
    write_run_junit(out, info, results);
    if (!out) throw UsageError("cannot write '" + parsed["junit"].as<std::string>() + "'");
  }
  if (info.generated && summary.failed())
    io.out << "Generated cases come from seed " << *info.seed << ": rerun with --generate " << info.generated
           << " --seed " << *info.seed << " to reproduce them.\n";
  if (could_not_start) {
    io.err << "conform: the target could not be started: " << results.front().verdict.detail << "\n";
    return 3;
  }
  if (info.interrupted) return 130;
  return summary.failed() ? 1 : 0;
}

}  // namespace conform::cli
