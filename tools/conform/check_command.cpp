#include <algorithm>
#include <iostream>
#include <iterator>
#include <set>
#include <nlohmann/json.hpp>

#include "core/nesting_cap.hpp"
#include "core/bounded_read.hpp"
#include "core/printable.hpp"
#include "report/diagnostics_report.hpp"
#include "report/sarif.hpp"
#include "tools/conform/cli.hpp"
#include "dialects/core/configuration.hpp"
#include "dialects/core/registry.hpp"
#include "tools/conform/options.hpp"
#include "core/json_text.hpp"

namespace conform::cli {
namespace {

const dialects::Dialect& known_dialect(std::string_view id) {
  if (const dialects::Dialect* d = dialects::find(id)) return *d;
  throw UsageError("unknown dialect '" + std::string(id) + "' (dialects: " + dialects::id_list() + ", auto)");
}

// The configuration of every dialect: the --config file, then the dialects' own options.
dialects::Configuration configuration(const cxxopts::ParseResult& parsed) {
  nlohmann::json document = nlohmann::json::object();
  std::string source = "command line";
  if (parsed.count("config")) {
    source = "config '" + parsed["config"].as<std::string>() + "'";
    document = read_config(parsed["config"].as<std::string>());
  }
  try {
    for (const auto& owned : dialects::all_options())
      if (parsed.count(std::string(owned.option->name)))
        dialects::set_option(document, owned, parsed[std::string(owned.option->name)].as<std::string>());
    return dialects::Configuration(document);
  } catch (const dialects::ConfigError& e) {
    throw UsageError(source + ": " + e.what());
  }
}

}  // namespace

int check_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform check",
                  "The reference validator: checks each plan against its contract and prints one line per "
                  "violation.\nExit 0: every file valid; 1: at least one invalid; 2: usage or I/O error.");
  options.add()("d,dialect", dialects::id_list() + ", or auto (guess from the text, else from the file name: its extension, and for .json a folder named stepplan or fixplan)",
                cxxopts::value<std::string>()->default_value("auto"))(
      "c,config", "JSON file with per-dialect settings, e.g. {\"cpl\": {\"syscalls\": [\"log(text: String) : Void\"]}, \"stepplan\": {\"tools\": [\"echo_tool\"], \"requested_tools\": [\"web_search\"]}}",
      cxxopts::value<std::string>())("f,format", "text (FILE:LINE:COL: error: MESSAGE [RULE]), json (one object per file: its diagnostics, or \"error\" when it could not be checked) or sarif (one SARIF 2.1.0 log)",
                                     cxxopts::value<std::string>()->default_value("text"))(
      "max-bytes", "Refuse larger inputs (HARNESS-INPUT-TOO-LARGE)",
      cxxopts::value<std::size_t>()->default_value("1048576"))(
      "max-depth", "Refuse deeper bracket nesting (HARNESS-NESTING-TOO-DEEP); at most 256",
      cxxopts::value<std::size_t>()->default_value("128"))("files", "Plans to check; - reads standard input",
                                                           cxxopts::value<std::vector<std::string>>());
  for (const auto& owned : dialects::all_options())
    options.add()(std::string(owned.option->name),
                  std::string(owned.option->help) + "; overrides \"" + std::string(owned.option->config_key) +
                      "\" of --config's \"" + std::string(owned.dialect->id()) + "\" section",
                  cxxopts::value<std::string>());
  options.positional("files", "FILE...|-");
  auto parsed = options.parse("conform check", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  const std::string format = parsed["format"].as<std::string>();
  if (format != "text" && format != "json" && format != "sarif")
    throw UsageError("--format must be text, json or sarif, not '" + format + "'");
  std::vector<report::SarifArtifact> sarif;
  if (!parsed.count("files")) throw UsageError("no files to check (give FILE... or - for standard input)");
  const std::string dialect_option = parsed["dialect"].as<std::string>();
  if (dialect_option != "auto") known_dialect(dialect_option);
  const dialects::Configuration config = configuration(parsed);
  Limits limits{parsed["max-bytes"].as<std::size_t>(), parsed["max-depth"].as<std::size_t>()};
  if (limits.max_depth == 0) throw UsageError("--max-depth must be at least 1");
  if (limits.max_depth > deepest_supported_nesting)
    throw UsageError("--max-depth " + std::to_string(limits.max_depth) + " is over " +
                     std::to_string(deepest_supported_nesting) + ", the deepest nesting the parsers are sure to survive");
  if (limits.max_depth > Limits{}.max_depth && !ensure_assumed_stack())
    throw UsageError("--max-depth over " + std::to_string(Limits{}.max_depth) + " needs a stack of " +
                     std::to_string(assumed_stack_bytes >> 20) + " MiB (ulimit -s)");

  const auto files = parsed["files"].as<std::vector<std::string>>();
  if (std::count(files.begin(), files.end(), "-") > 1)
    throw UsageError("'-' is given twice: standard input can be read once");
  bool any_invalid = false;
  bool any_error = false;
  std::set<std::string, std::less<>> dialects_checked;
  for (const auto& file : files) {
    const std::string shown = file == "-" ? "<stdin>" : file;  // how diagnostics name it
    try {
      // At most one byte over the limit is read: the checker reports HARNESS-INPUT-TOO-LARGE.
      std::string text;
      try {
        text = (file == "-" ? read_bounded(io.in, "standard input", limits.max_bytes) : read_bounded(file, limits.max_bytes)).bytes;
      } catch (const std::runtime_error& e) {
        throw UsageError(e.what());
      }
      std::string_view dialect_id = dialect_option;
      if (dialect_id == "auto") {
        dialect_id = dialects::detect(text);
        if (dialect_id.empty())
          if (const dialects::Dialect* by_path = dialects::for_path(file)) dialect_id = by_path->id();
        if (dialect_id.empty())
          throw UsageError("cannot tell which dialect " + (file == "-" ? std::string("standard input") : "'" + printable(file) + "'") +
                           " is written in; pass --dialect");
      }
      const dialects::Configured& dialect = config.at(dialect_id);
      dialects_checked.emplace(dialect_id);
      SourceText source(shown, std::move(text));
      auto diagnostics = dialect.check(source, limits);
      if (format == "json") report::write_json_line(io.out, source, dialect.id(), diagnostics);
      else if (format == "sarif") {
        report::SarifArtifact artifact{source.name(), {}, {}};
        for (const auto& d : diagnostics) {
          const auto at = source.position(d.offset);
          artifact.findings.push_back({d.rule, std::string(to_string(d.severity)), d.message, at.line, at.column});
        }
        sarif.push_back(std::move(artifact));
      } else report::write_text(io.out, source, diagnostics);
      any_invalid = any_invalid || has_errors(diagnostics);
    } catch (const UsageError& e) {
      io.err << "conform: " << e.what() << "\n";
      if (format == "json") report::write_json_error_line(io.out, shown, e.what());
      if (format == "sarif") sarif.push_back({shown, {}, e.what()});
      any_error = true;
    }
  }
  // `--expect-steps` given for a CPL plan: an option of a dialect no file was read as.
  for (const auto& owned : dialects::all_options())
    if (parsed.count(std::string(owned.option->name)) && !dialects_checked.contains(owned.dialect->id()))
      io.err << "conform: warning: --" << owned.option->name << " is " << owned.dialect->id() << "'s option, and no "
             << owned.dialect->id() << " plan was checked\n";
  if (format == "sarif") io.out << json_text(report::sarif_log(sarif, conform_version()), 2) << "\n";
  io.out.flush();
  return any_error ? 2 : any_invalid ? 1 : 0;
}

}  // namespace conform::cli
