#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <random>
#include <unistd.h>

#include "run/corpus_layout.hpp"
#include "core/rule_catalog.hpp"
#include "tools/conform/cli.hpp"
#include "dialects/core/registry.hpp"
#include "tools/conform/options.hpp"

namespace conform::cli {
namespace {

namespace fs = std::filesystem;

struct PlannedCase {
  fs::path path;
  std::function<std::string()> generate;
};

std::uint64_t fresh_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32 | device()) % 1000000000000ULL;
}

}  // namespace

int gen_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform gen",
                  "Writes generated plans in the corpus layout: DIR/<dialect>/valid/, "
                  "DIR/<dialect>/invalid/<RULE>/, and DIR/<dialect>/impl-defined/ for warning rules.\n"
                  "Case i of a run uses seed S+i and is named after it, so '--seed S+i --count 1' "
                  "reproduces it. Existing files are never overwritten.");
  options.add()("d,dialect", "The dialect to generate", cxxopts::value<std::string>())(
      "valid", "Generate valid plans")("broken", "Generate plans breaking RULE (an id, or 'all' for every breakable rule)",
                                       cxxopts::value<std::string>())(
      "n,count", "Cases to write (per rule with --broken)", cxxopts::value<std::size_t>()->default_value("10"))(
      "s,seed", "Seed of the first case (default: random, printed)", cxxopts::value<std::uint64_t>())(
      "o,out", "Output directory (created if missing)", cxxopts::value<std::string>());
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
  const std::uint64_t seed = parsed.count("seed") ? parsed["seed"].as<std::uint64_t>() : fresh_seed();
  const fs::path out = parsed["out"].as<std::string>();
  const std::string ext(dialect->extension());
  const auto place = [&](run::CaseKind kind, const std::string& rule, const std::string& name) {
    return out / run::path_of({dialect_id, kind, rule, name});
  };

  std::vector<PlannedCase> planned;
  if (parsed.count("valid")) {
    for (std::size_t i = 0; i < count; ++i) {
      std::uint64_t s = seed + i;
      planned.push_back({place(run::CaseKind::valid, "", "gen-" + std::to_string(s) + ext),
                         [=] { return dialect->generate_valid(s); }});
    }
  } else {
    std::vector<std::string> rules;
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
    for (const auto& rule : rules) {
      const Rule* r = RuleCatalog::builtin().find(rule);
      bool warning = r && r->severity == Severity::warning;
      for (std::size_t i = 0; i < count; ++i) {
        std::uint64_t s = seed + i;
        fs::path path = warning ? place(run::CaseKind::impl_defined, "", rule + "-gen-" + std::to_string(s) + ext)
                                : place(run::CaseKind::invalid_rule, rule, "gen-" + std::to_string(s) + ext);
        planned.push_back({path, [=] { return dialect->generate_broken(rule, s); }});
      }
    }
  }

  for (const auto& c : planned)
    if (fs::exists(c.path)) throw UsageError("'" + c.path.string() + "' already exists; choose another --out or --seed");
  std::size_t written = 0;
  const bool show_progress = planned.size() >= 200 && &io.err == &std::cerr && isatty(STDERR_FILENO);
  for (const auto& c : planned) {
    std::error_code ec;
    fs::create_directories(c.path.parent_path(), ec);
    if (ec) throw UsageError("cannot create '" + c.path.parent_path().string() + "': " + ec.message());
    std::string text = c.generate();
    std::ofstream out(c.path, std::ios::binary);
    out << text;
    if (!out) throw UsageError("cannot write '" + c.path.string() + "'");
    ++written;
    if (show_progress && written % 100 == 0)
      io.err << "\rconform gen: " << written << "/" << planned.size() << std::flush;
  }
  if (show_progress) io.err << "\r";
  io.err << "conform gen: wrote " << written << " case" << (written == 1 ? "" : "s") << " under " << (out / dialect_id).string()
         << " (seed " << seed << ")\n";
  return 0;
}

}  // namespace conform::cli
