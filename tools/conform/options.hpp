#pragma once
// cxxopts splits a std::vector option's value at commas ("a,b.json" would be two files).
// Every vector option here is a list of paths, one per argument, so nothing is split: an
// argument cannot hold a NUL. Every unit must see the same delimiter, so cxxopts is
// included here only.
#ifdef CXXOPTS_HPP_INCLUDED
#error "include tools/conform/options.hpp, not <cxxopts.hpp>: the vector delimiter must be the same everywhere"
#endif
#define CXXOPTS_VECTOR_DELIMITER '\0'
#include <cxxopts.hpp>

#include <map>
#include <string>
#include <vector>

#include "tools/conform/cli.hpp"

namespace conform::cli {

// cxxopts over a vector of arguments, turning its exceptions into UsageError.
class Options {
 public:
  Options(std::string command, std::string description) : options_(std::move(command), std::move(description)) {
    options_.add_options()("h,help", "Show this help");
  }
  cxxopts::OptionAdder add() { return options_.add_options(); }
  void positional(std::string name, std::string help_text) {
    positional_ = name;
    options_.parse_positional({name});
    options_.positional_help(std::move(help_text));
  }
  cxxopts::ParseResult parse(const std::string& command, const std::vector<std::string>& args) {
    std::vector<const char*> argv{command.c_str()};
    for (const auto& a : args) argv.push_back(a.c_str());
    try {
      auto result = options_.parse(static_cast<int>(argv.size()), argv.data());
      if (!result.unmatched().empty())
        throw UsageError("unexpected argument '" + result.unmatched().front() + "' (see --help)");
      refuse_options_taken_as_values(result, args);
      refuse_conflicting_repeats(result);
      return result;
    } catch (const cxxopts::exceptions::incorrect_argument_type& e) {
      throw UsageError(bad_value_message(args, e.what()));
    } catch (const cxxopts::exceptions::invalid_option_syntax& e) {
      // `-dash.cpl`: a file whose name starts with '-' reads as options.
      for (const auto& a : args)
        if (quotes(e.what(), a))
          throw UsageError("'" + a + "' is no option; to name a file that starts with '-', write ./" + a + " (see --help)");
      throw UsageError(std::string(e.what()) + " (see --help)");
    } catch (const cxxopts::exceptions::no_such_option& e) {
      const std::string name = quoted_word(e.what());
      throw UsageError("unknown option '" + std::string(name.size() == 1 ? "-" : "--") + name + "' (see --help)");
    } catch (const cxxopts::exceptions::exception& e) {
      throw UsageError(straight_quotes(e.what()) + " (see --help)");
    }
  }
  std::string help() const { return options_.help(); }

 private:
  // cxxopts quotes with ‘ and ’; every other message of conform with '.
  static std::string straight_quotes(std::string text) {
    for (const std::string_view curly : {"\u2018", "\u2019"})
      for (std::size_t at = text.find(curly); at != std::string::npos; at = text.find(curly, at + 1))
        text.replace(at, curly.size(), "'");
    return text;
  }
  // The word a cxxopts message quotes (‘bogus’), its leading dashes dropped.
  static std::string quoted_word(std::string_view what) {
    const std::string_view open = "\u2018", close = "\u2019";
    const std::size_t from = what.find(open);
    const std::size_t to = from == std::string_view::npos ? from : what.find(close, from + open.size());
    if (to == std::string_view::npos) return std::string(what);
    std::string_view word = what.substr(from + open.size(), to - from - open.size());
    while (!word.empty() && word.front() == '-') word.remove_prefix(1);
    return std::string(word);
  }
  // Whether a cxxopts message quotes `argument` (‘-1’): it names the argument it stopped at.
  static bool quotes(std::string_view what, const std::string& argument) {
    return what.find("\u2018" + argument + "\u2019") != std::string_view::npos;
  }

  // `--json --format text`: cxxopts takes the next argument as the value of an option
  // given without one, even when it is an option itself, and the report would go to a
  // file named `--format`. A value that starts with `--` is refused when written as its
  // own argument (`--json=--odd` still names such a file, as `--json ./--odd` does).
  static void refuse_options_taken_as_values(const cxxopts::ParseResult& result, const std::vector<std::string>& args) {
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
      const std::string& option = args[i];
      const std::string& next = args[i + 1];
      if (!option.starts_with("--") || option.find('=') != std::string::npos || !next.starts_with("--")) continue;
      for (const auto& kv : result.arguments())
        if ("--" + kv.key() == option && kv.value() == next)
          throw UsageError(option + " needs a value, and '" + next + "' is an option" +
                           " (to name a file that starts with '-', write ./" + next + "; see --help)");
    }
  }

  // An option that takes one value, given twice with two values (`--case A --case B`):
  // cxxopts keeps the last; which one the user meant is not known.
  void refuse_conflicting_repeats(const cxxopts::ParseResult& result) const {
    std::map<std::string, std::string> first;
    for (const auto& kv : result.arguments()) {
      if (kv.key() == positional_) continue;
      const auto [at, fresh] = first.emplace(kv.key(), kv.value());
      if (!fresh && at->second != kv.value())
        throw UsageError("--" + kv.key() + " is given twice ('" + at->second + "', then '" + kv.value() +
                         "'); it takes one value (see --help)");
    }
  }

  // cxxopts names the value it could not read ("Argument ‘-1’ failed to parse"), not the
  // option: the message names both, `--jobs: '-1' is not a value it takes`.
  static std::string bad_value_message(const std::vector<std::string>& args, const std::string& what) {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& a = args[i];
      if (a.size() < 2 || a[0] != '-') continue;
      if (const auto eq = a.find('='); eq != std::string::npos && quotes(what, a.substr(eq + 1)))
        return a.substr(0, eq) + ": '" + a.substr(eq + 1) + "' is not a value it takes (see --help)";
      if (i + 1 < args.size() && quotes(what, args[i + 1]))
        return a + ": '" + args[i + 1] + "' is not a value it takes (see --help)";
    }
    return what + " (see --help)";
  }

  cxxopts::Options options_;
  std::string positional_;
};

}  // namespace conform::cli
