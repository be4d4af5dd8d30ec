#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "reports/diagnostics_report.hpp"
#include "tools/conform/cli.hpp"
#include "tools/conform/dialect.hpp"
#include "tools/conform/options.hpp"

namespace conform::cli {
namespace {

void configure_all(const std::string& path) {
  auto config = read_config(path);
  for (const auto& [key, section] : config.items()) {
    bool known = false;
    for (auto id : known_dialects()) known = known || key == id;
    if (!known) throw UsageError("config '" + path + "': unknown section \"" + key + "\" (sections are dialect ids)");
  }
  for (auto id : implemented_dialects()) {
    try {
      find_dialect(id)->configure(config);
    } catch (const std::exception& e) {
      throw UsageError("config '" + path + "': " + e.what());
    }
  }
}

Dialect& implemented(std::string_view id) {
  if (Dialect* d = find_dialect(id)) return *d;
  const std::string list = implemented_list();
  for (auto known : known_dialects())
    if (known == id) throw UsageError("dialect '" + std::string(id) + "' is not implemented yet (implemented: " + list + ")");
  throw UsageError("unknown dialect '" + std::string(id) + "' (dialects: java, rtfs, cpl, stepplan, fixplan, auto)");
}

// The one implemented dialect whose files end like `file` does, if there is exactly one.
std::string_view dialect_for_extension(const std::string& file) {
  std::string_view found;
  for (auto id : implemented_dialects()) {
    auto ext = find_dialect(id)->extension();
    if (file.size() > ext.size() && file.compare(file.size() - ext.size(), ext.size(), ext) == 0) {
      if (!found.empty()) return {};
      found = id;
    }
  }
  return found;
}

}  // namespace

int check_command(const std::vector<std::string>& args, Streams io) {
  Options options("conform check",
                  "The reference validator: checks each plan against its contract and prints one line per "
                  "violation.\nExit 0: every file valid; 1: at least one invalid; 2: usage or I/O error.");
  options.add()("d,dialect", "java, rtfs, cpl, stepplan, fixplan, or auto (guess from the text)",
                cxxopts::value<std::string>()->default_value("auto"))(
      "c,config", "JSON file with per-dialect settings, e.g. {\"cpl\": {\"syscalls\": [\"log(text: String) : Void\"]}, \"stepplan\": {\"tools\": [\"echo_tool\"], \"requested_tools\": [\"web_search\"]}}",
      cxxopts::value<std::string>())("f,format", "text (FILE:LINE:COL: error: MESSAGE [RULE]) or json (one object per file)",
                                     cxxopts::value<std::string>()->default_value("text"))(
      "max-bytes", "Refuse larger inputs (HARNESS-INPUT-TOO-LARGE)",
      cxxopts::value<std::size_t>()->default_value("1048576"))(
      "max-depth", "Refuse deeper bracket nesting (HARNESS-NESTING-TOO-DEEP)",
      cxxopts::value<std::size_t>()->default_value("128"))(
      "expect-steps", "stepplan: the request named N steps (seed 003 §4, STEPPLAN-STEP-COUNT-MISMATCH)",
      cxxopts::value<std::size_t>())("files", "Plans to check; - reads standard input",
                                                           cxxopts::value<std::vector<std::string>>());
  options.positional("files", "FILE...|-");
  auto parsed = options.parse("conform check", args);
  if (parsed.count("help")) {
    io.out << options.help();
    return 0;
  }
  const std::string format = parsed["format"].as<std::string>();
  if (format != "text" && format != "json") throw UsageError("--format must be text or json, not '" + format + "'");
  if (!parsed.count("files")) throw UsageError("no files to check (give FILE... or - for standard input)");
  const std::string dialect_option = parsed["dialect"].as<std::string>();
  if (dialect_option != "auto") implemented(dialect_option);
  if (parsed.count("config")) configure_all(parsed["config"].as<std::string>());
  if (parsed.count("expect-steps")) {
    const std::size_t n = parsed["expect-steps"].as<std::size_t>();
    if (n == 0) throw UsageError("--expect-steps must be at least 1");
    implemented("stepplan").configure(nlohmann::json{{"stepplan", {{"expect_steps", n}}}});
  }
  Limits limits{parsed["max-bytes"].as<std::size_t>(), parsed["max-depth"].as<std::size_t>()};
  if (limits.max_depth == 0) throw UsageError("--max-depth must be at least 1");

  bool any_invalid = false;
  bool any_error = false;
  for (const auto& file : parsed["files"].as<std::vector<std::string>>()) {
    try {
      std::string text = file == "-" ? std::string(std::istreambuf_iterator<char>(io.in), {}) : read_file(file);
      std::string_view dialect_id = dialect_option;
      if (dialect_id == "auto") {
        dialect_id = detect_dialect(text);
        if (dialect_id.empty()) dialect_id = dialect_for_extension(file);
        if (dialect_id.empty())
          throw UsageError("cannot tell which dialect '" + file + "' is written in; pass --dialect");
      }
      Dialect& dialect = implemented(dialect_id);
      SourceText source(file == "-" ? "<stdin>" : file, std::move(text));
      auto diagnostics = dialect.check(source, limits);
      if (format == "json") write_json_line(io.out, source, dialect.id(), diagnostics);
      else write_text(io.out, source, diagnostics);
      any_invalid = any_invalid || has_errors(diagnostics);
    } catch (const UsageError& e) {
      io.err << "conform: " << e.what() << "\n";
      any_error = true;
    }
  }
  io.out.flush();
  return any_error ? 2 : any_invalid ? 1 : 0;
}

}  // namespace conform::cli
