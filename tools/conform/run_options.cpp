#include "tools/conform/run_options.hpp"

#include <limits>
#include <random>
#include <thread>

#include "dialects/core/registry.hpp"
#include "run/corpus.hpp"
#include "report/report_formats.hpp"
#include "tools/conform/options.hpp"

namespace conform::cli {
namespace {

void declare(Options& options) {
  options.add()("t,target", "The validator command, split into words without a shell", cxxopts::value<std::string>())(
      "shell", "Run the target command through /bin/sh -c; the case path is \"$1\", appended unless the command uses it or {}")(
      "stdin", "Give the plan on standard input instead of a path")(
      "batch", "One long-lived target speaking the line-delimited JSON protocol of spec/run/batch-protocol.schema.json")(
      "d,dialect", "Only this dialect (default: every implemented one)", cxxopts::value<std::string>())(
      "corpus", "Corpus folder in the corpus layout (default: the built-in corpus)", cxxopts::value<std::string>())(
      "no-corpus", "Run only generated cases (whatever --corpus says)")(
      "generate", "Also run N generated cases per dialect", cxxopts::value<std::size_t>()->default_value("0"))(
      "seed", "Seed of the first generated case (default: random, printed)", cxxopts::value<std::uint64_t>())(
      "rule", "Only invalid cases of rules matching GLOB", cxxopts::value<std::string>())(
      "case", "Only cases whose id matches GLOB (e.g. 'cpl/valid/*')", cxxopts::value<std::string>())(
      "j,jobs", "Parallel cases (default: the number of processors; at most four per processor)", cxxopts::value<unsigned>())(
      "timeout", "Seconds per case, fractions allowed", cxxopts::value<double>()->default_value("5"))(
      "term-grace", "Seconds a target that is stopped (time limit, batch end) has after SIGTERM to clean up before "
      "SIGKILL (0: SIGKILL at once)", cxxopts::value<double>()->default_value("0.2"))(
      "memory-limit", "Address-space limit of the target in MiB (0: none)",
      cxxopts::value<std::size_t>()->default_value("4096"))(
      "output-cap", "Bytes of stdout and of stderr kept per case; more is a target error",
      cxxopts::value<std::size_t>()->default_value("1048576"))(
      "expect", "Known failures: lines of 'PATTERN REASON' (PATTERN: a case-id or rule-id glob)",
      cxxopts::value<std::string>());
  for (const auto& format : report::report_formats())
    options.add()(std::string(format.name), std::string(format.file_help), cxxopts::value<std::string>());
  options.add()("failures", "Where shrunk generated failures are written",
                cxxopts::value<std::string>()->default_value("conform-failures"))(
      "no-shrink", "Do not shrink generated failures")(
      "shrink-per-rule", "Generated failures shrunk per dialect and rule (valid plans count as one rule)",
      cxxopts::value<std::size_t>()->default_value("1"))(
      "shrink-seconds", "Time shrinking may take in all; failures left over are counted as unshrunk",
      cxxopts::value<double>()->default_value("120"))("no-progress", "No progress bar on stderr")(
      "progress-lines", "Progress as a line on stderr at each tenth of the run, for a log (a CI job's) where no bar is drawn")(
      "color", "auto, always or never (auto honours NO_COLOR and needs a terminal)",
      cxxopts::value<std::string>()->default_value("auto"))("c,config", "Whitelists, as for check",
                                                            cxxopts::value<std::string>());
}

std::optional<std::string> optional_string(const cxxopts::ParseResult& parsed, const char* name) {
  if (!parsed.count(name)) return std::nullopt;
  return parsed[name].as<std::string>();
}

run::Target target_of(const cxxopts::ParseResult& parsed) {
  if (!parsed.count("target")) throw UsageError("--target CMD is required");
  run::Target target;
  target.command = parsed["target"].as<std::string>();
  target.shell = parsed.count("shell") > 0;
  target.use_stdin = parsed.count("stdin") > 0;
  target.limits.timeout_seconds = parsed["timeout"].as<double>();
  if (!(target.limits.timeout_seconds > 0)) throw UsageError("--timeout must be a positive number of seconds");
  target.limits.term_grace_seconds = parsed["term-grace"].as<double>();
  if (!(target.limits.term_grace_seconds >= 0) || target.limits.term_grace_seconds > 3600)
    throw UsageError("--term-grace must be between 0 and 3600 seconds");
  target.limits.memory_limit_bytes = memory_limit_bytes(parsed["memory-limit"].as<std::size_t>());
  target.limits.output_cap_bytes = parsed["output-cap"].as<std::size_t>();
  if (!target.shell) {
    try {
      target.argv = process::split_command(target.command);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--target: ") + e.what());
    }
    if (target.argv.empty()) throw UsageError("--target is empty");
  }
  return target;
}

run::CaseRequest cases_of(const cxxopts::ParseResult& parsed) {
  run::CaseRequest request;
  if (parsed.count("no-corpus") && !parsed["generate"].as<std::size_t>())
    throw UsageError("--no-corpus leaves only generated cases: give --generate N");
  if (!parsed.count("no-corpus")) {
    request.corpus_is_builtin = !parsed.count("corpus");
    request.corpus = request.corpus_is_builtin ? run::builtin_corpus_dir() : parsed["corpus"].as<std::string>();
  }
  request.generate = parsed["generate"].as<std::size_t>();
  if (request.generate)
    request.seed = parsed.count("seed") ? parsed["seed"].as<std::uint64_t>()
                                        : static_cast<std::uint64_t>(std::random_device{}()) * 1000003ULL % 1000000000ULL;
  check_seeds_fit(request.seed, request.generate, "--generate");
  request.rule_glob = optional_string(parsed, "rule");
  request.case_glob = optional_string(parsed, "case");
  for (const dialects::Dialect* d : dialects::all()) request.known_dialects.emplace_back(d->id());
  return request;
}

}  // namespace

std::optional<run::RunSettings> parse_run_options(const std::vector<std::string>& args, std::ostream& help) {
  Options options("conform run",
                  "Grades an external validator: runs it on every case of the corpus (and generated ones) and "
                  "reports, per dialect and rule, where it agrees with the contracts.\n"
                  "The target gets the case path as its last argument (or in place of {}), exits 0 to accept "
                  "and 1 to reject; anything else is a target error.\n"
                  "Exit 0: agrees on every graded case; 1: disagrees somewhere; 2: usage error; 3: the target "
                  "could not be run; 130: interrupted (the reports hold the cases that finished).");
  declare(options);
  auto parsed = options.parse("conform run", args);
  if (parsed.count("help")) {
    help << options.help();
    return std::nullopt;
  }
  run::RunSettings s;
  s.target = target_of(parsed);
  s.batch = parsed.count("batch") > 0;
  if (s.batch && s.target.use_stdin) throw UsageError("--batch and --stdin do not go together");
  s.color = parsed["color"].as<std::string>();
  if (s.color != "auto" && s.color != "always" && s.color != "never")
    throw UsageError("--color must be auto, always or never");
  s.dialect = optional_string(parsed, "dialect");
  s.config_file = optional_string(parsed, "config");
  s.expect_file = optional_string(parsed, "expect");
  s.cases = cases_of(parsed);
  s.jobs = parsed.count("jobs") ? parsed["jobs"].as<unsigned>() : std::max(1u, std::thread::hardware_concurrency());
  if (s.jobs == 0) throw UsageError("--jobs must be at least 1");
  s.failures_dir = parsed["failures"].as<std::string>();
  if (s.failures_dir.empty()) throw UsageError("--failures: an empty path (name a folder, or give --no-shrink)");
  s.shrink = !parsed.count("no-shrink");
  s.shrink_per_rule = parsed["shrink-per-rule"].as<std::size_t>();
  s.shrink_seconds = parsed["shrink-seconds"].as<double>();
  if (!(s.shrink_seconds >= 0) || s.shrink_seconds > 1e9) throw UsageError("--shrink-seconds must be a number of seconds from 0 to 1e9");
  s.progress = !parsed.count("no-progress");
  s.progress_lines = parsed.count("progress-lines") > 0;
  if (s.progress_lines && !s.progress) throw UsageError("--progress-lines and --no-progress: give one or the other");
  for (const auto& format : report::report_formats())
    if (auto file = optional_string(parsed, std::string(format.name).c_str())) s.report_files[std::string(format.name)] = *file;
  return s;
}

}  // namespace conform::cli
