#include "tools/conform/cli.hpp"

#include "core/bounded_read.hpp"
#include "core/json_text.hpp"
#include "core/printable.hpp"
#include "run/duplicate_key.hpp"

#include "dialects/core/registry.hpp"
#include "grade/grade_formats.hpp"
#include "report/report_formats.hpp"

#include <cerrno>
#include <cstring>
#include <ctime>
#include <limits>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#ifndef CONFORM_VERSION
#define CONFORM_VERSION "0.0.0"
#endif

namespace conform::cli {
namespace {

constexpr std::string_view usage_template = R"(conform — fuzzing and conformance harness for LLM plan contracts

Usage:
  conform check [--dialect D] [--config F] [--format text|json|sarif] FILE...|-
  conform gen --dialect D (--valid | --broken RULE|all) [--count N] [--seed S] --out DIR
  conform rules [--dialect D] [--format text|json|markdown]
  conform run --target CMD [options]          (also: conform --target CMD …)
  conform grade [--dialect D] [--config F] [--json F] [--markdown F] FILE|DIR|RECORDS.jsonl...
  conform report FILE.json [--format {formats}]
  conform diff OLD.json NEW.json              (two grade reports or two run reports)
  conform --version

Dialects: {dialects}.
Run 'conform COMMAND --help' (or 'conform help COMMAND') for the options of a command.
)";

// Every command: the one list the dispatch and the unknown-command message read.
struct CommandEntry {
  std::string_view name;
  int (*run)(const std::vector<std::string>&, Streams);
};
constexpr CommandEntry commands[] = {
    {"check", check_command}, {"gen", gen_command}, {"rules", rules_command}, {"run", run_command}, {"grade", grade_command},
    {"report", report_command}, {"diff", diff_command}};

std::string usage() {
  std::string out(usage_template);
  const std::string marker = "{dialects}";
  out.replace(out.find(marker), marker.size(), dialects::id_list());
  // A run report's formats, then those only a grade report has.
  std::string names = report::report_format_names();
  for (const auto& f : grade::grade_formats())
    if (("|" + report::report_format_names() + "|").find("|" + std::string(f.name) + "|") == std::string::npos)
      names += "|" + std::string(f.name);
  const std::string formats = "{formats}";
  out.replace(out.find(formats), formats.size(), names);
  return out;
}

}  // namespace

std::string read_file(const std::string& path, std::size_t most) {
  try {
    BoundedText text = read_bounded(path, most);
    if (text.over_limit) throw UsageError("'" + path + "' is larger than " + std::to_string(most >> 20) + " MiB");
    return std::move(text.bytes);
  } catch (const UsageError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw UsageError(e.what());
  }
}

nlohmann::json read_config(const std::string& path) {
  const std::string text = read_file(path);
  JsonRead read = read_json(text);
  if (!read.error.empty()) throw UsageError("config '" + path + "' is not valid JSON: " + read.error);
  if (!read.value.is_object()) throw UsageError("config '" + path + "' must be a JSON object");
  if (auto key = run::duplicate_key(text)) throw UsageError("config '" + path + "' has the key '" + *key + "' twice in one object");
  return std::move(read.value);
}

std::string now_iso8601() {
  std::time_t t = std::time(nullptr);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buffer;
}

std::string conform_version() { return CONFORM_VERSION; }

std::size_t memory_limit_bytes(std::size_t mib) {
  if (mib > (std::numeric_limits<std::size_t>::max() >> 20))
    throw UsageError("--memory-limit " + std::to_string(mib) + " MiB is more than this machine can address");
  return mib << 20;
}

namespace {

std::string command_names() {
  std::string names;
  for (const auto& c : commands) names.append(names.empty() ? "" : ", ").append(c.name);
  return names;
}

void expect_no_more(const std::string& option, const std::vector<std::string>& rest) {
  if (!rest.empty()) throw UsageError(option + " takes no arguments, found '" + printable(rest.front()) + "'");
}

}  // namespace

void check_seeds_fit(std::uint64_t seed, std::size_t count, std::string_view count_option) {
  constexpr std::uint64_t last = std::numeric_limits<std::uint64_t>::max();
  if (count > 1 && seed > last - (count - 1))
    throw UsageError("--seed " + std::to_string(seed) + " with " + std::string(count_option) + " " + std::to_string(count) +
                     " runs past seed " + std::to_string(last) + " (the largest first seed for that count is " +
                     std::to_string(last - (count - 1)) + ")");
}

int run(const std::vector<std::string>& args, Streams io) {
  try {
    if (args.empty()) throw UsageError("missing command (commands: " + command_names() + "; see --help)");
    const std::string& command = args.front();
    std::vector<std::string> rest(args.begin() + 1, args.end());
    // `conform help run` is `conform run --help`.
    if (command == "help" && rest.size() == 1) {
      for (const auto& [name, run_it] : commands)
        if (rest.front() == name) return run_it({"--help"}, io);
      throw UsageError("unknown command '" + printable(rest.front()) + "' (commands: " + command_names() + ")");
    }
    if (command == "--help" || command == "-h" || command == "help") {
      expect_no_more(command, rest);
      io.out << usage();
      return 0;
    }
    if (command == "--version") {
      expect_no_more(command, rest);
      io.out << "conform " << CONFORM_VERSION << "\n";
      return 0;
    }
    for (const auto& [name, run_it] : commands)
      if (command == name) return run_it(rest, io);
    if (command == "--target" || command.rfind("--target=", 0) == 0) return run_command(args, io);
    if (command.starts_with('-'))
      throw UsageError("'" + printable(command) + "' is an option; the command comes first: conform COMMAND [options] (commands: " +
                       command_names() + "; see --help)");
    throw UsageError("unknown command '" + printable(command) + "' (commands: " + command_names() + "; see --help)");
  } catch (const UsageError& e) {
    io.err << "conform: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace conform::cli
