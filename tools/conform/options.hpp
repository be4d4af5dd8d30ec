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
      return result;
    } catch (const cxxopts::exceptions::exception& e) {
      throw UsageError(std::string(e.what()) + " (see --help)");
    }
  }
  std::string help() const { return options_.help(); }

 private:
  cxxopts::Options options_;
};

}  // namespace conform::cli
