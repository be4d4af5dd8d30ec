#include <filesystem>
#include <functional>
#include <iostream>
#include <random>
#include <unistd.h>

#include "core/in_quotes.hpp"
#include "run/corpus_layout.hpp"
#include "run/generated_cases.hpp"
#include "run/output_files.hpp"
#include "tools/conform/cli.hpp"
#include "dialects/core/registry.hpp"
#include "tools/conform/interrupt_guard.hpp"
#include "tools/conform/options.hpp"

namespace conform::cli {
namespace {

namespace fs = std::filesystem;

std::uint64_t fresh_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32 | device()) % 1000000000000ULL;
}

}  // namespace

int gen_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform gen",
                  "Writes generated plans in the corpus layout: DIR/<dialect>/valid/, "
                  "DIR/<dialect>/invalid/<RULE>/, and DIR/<dialect>/impl-defined/ for warning rules, for rules only a decision makes a plan break "
                  "(D<n>-<RULE>-gen-<seed>), and for draws that rest on a recorded decision (spec/<dialect>/decisions.md). "
                  "What goes to valid/ and invalid/<RULE>/ rests on the contract document alone: the generators leave out "
                  "what only a decision allows wherever they have another choice. A plan every reading rejects whose one "
                  "rule only a decision names goes to DIR/<dialect>/invalid/D<n>-<RULE>-gen-<seed>, graded as a reject.\n"
                  "Case i of a run uses seed S+i and is named after it, so '--seed S+i --count 1' "
                  "reproduces it. Cases are written as they are generated; an existing file (or symbolic link) "
                  "is never overwritten nor followed: gen stops there.");
  options.add()("d,dialect", "The dialect to generate", cxxopts::value<std::string>())(
      "valid", "Generate valid plans")("broken", "Generate plans breaking RULE (an id, or 'all' for every breakable rule)",
                                       cxxopts::value<std::string>())(
      "n,count", "Cases to write (per rule with --broken)", cxxopts::value<std::size_t>()->default_value("10"))(
      "s,seed", "Seed of the first case (default: random, printed)", cxxopts::value<std::uint64_t>())(
      "o,out", "Output directory (created if missing)", cxxopts::value<std::string>())(
      "no-progress", "No count of the cases written on a terminal (it is never shown elsewhere)");
  auto parsed = options.parse("conform gen", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  if (!parsed.count("dialect")) throw UsageError("--dialect is required");
  if (!parsed.count("out")) throw UsageError("--out DIR is required");
  if (parsed.count("valid") == parsed.count("broken")) throw UsageError("give exactly one of --valid and --broken RULE|all");
  const std::string dialect_id = parsed["dialect"].as<std::string>();
  const dialects::Dialect* unit = dialects::find(dialect_id);
  if (!unit) throw UsageError("unknown dialect '" + dialect_id + "' (dialects: " + dialects::id_list() + ")");
  const std::shared_ptr<const dialects::Configured> dialect = unit->builtin();
  const std::size_t count = parsed["count"].as<std::size_t>();
  if (count == 0) throw UsageError("--count must be at least 1");
  const std::uint64_t seed = parsed.count("seed") ? parsed["seed"].as<std::uint64_t>() : fresh_seed();
  check_seeds_fit(seed, count, "--count");
  const fs::path out = parsed["out"].as<std::string>();
  if (out == "-") throw UsageError("--out -: gen writes a folder of cases, not to standard output (name a folder)");
  if (out.empty()) throw UsageError("--out must name a folder, not be empty");
  const std::string ext(dialect->extension());
  // Each case is generated and written in its turn, so that any count starts writing at
  // once and an interrupted run leaves every case written so far.
  std::vector<std::string> rules{""};  // "": valid plans
  if (parsed.count("broken")) {
    rules.clear();
    const std::string wanted = parsed["broken"].as<std::string>();
    auto breakable = dialect->breakable_rules();
    if (wanted == "all") {
      rules = breakable;
    } else if (std::find(breakable.begin(), breakable.end(), wanted) != breakable.end()) {
      rules.push_back(wanted);
    } else {
      std::string list;
      for (const auto& r : breakable) list += (list.empty() ? "" : ", ") + r;
      throw UsageError("no breaker for rule '" + wanted + "' (breakable: " + list + ")");
    }
  }

  std::size_t written = 0;
  const std::size_t total = count * rules.size();
  const bool many = !rules.empty() && count >= (200 + rules.size() - 1) / rules.size();
  const bool show_progress = many && !parsed.count("no-progress") && &io.err == &std::cerr && isatty(STDERR_FILENO);
  const auto write_case = [&](const fs::path& path, const std::string& text) {
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (ec) throw UsageError("cannot create " + conform::in_quotes(path.parent_path().string()) + ": " + ec.message());
    try {
      run::write_new_file(path, text);
    } catch (const run::FileExists& e) {
      throw UsageError(std::string(e.what()) + "; choose another --out or --seed (" + std::to_string(written) +
                       " case" + (written == 1 ? "" : "s") + " written before it)");
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
    ++written;
    if (show_progress && written % 100 == 0) io.err << "\rconform gen: " << written << "/" << total << std::flush;
  };
  InterruptGuard guard;  // Ctrl-C between two cases: every case written so far is whole
  const auto& interrupted = InterruptGuard::interrupted();
  for (const auto& rule : rules) {
    for (std::size_t i = 0; i < count && !interrupted; ++i) {
      const std::uint64_t s = seed + i;
      const run::GeneratedText generated = run::generate_case(*dialect, rule, s);
      const auto at = run::generated_case_location(dialect_id, rule, "gen-" + std::to_string(s) + ext, generated.decisions,
                                                   generated.rule_decisions);
      write_case(out / run::path_of(at), generated.text);
    }
  }
  if (show_progress) io.err << "\r";
  if (interrupted) {
    io.err << "conform gen: interrupted after " << written << " case" << (written == 1 ? "" : "s") << " under "
           << (out / dialect_id).string() << " (seed " << seed << ")\n";
    return 130;
  }
  io.err << "conform gen: wrote " << written << " case" << (written == 1 ? "" : "s") << " under " << (out / dialect_id).string()
         << " (seed " << seed << ")\n";
  return 0;
}

}  // namespace conform::cli
