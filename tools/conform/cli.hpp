#pragma once
#include <iosfwd>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace conform::cli {

// Bad input from the user: reported as one line, exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Streams {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

// The whole command line; returns the exit code.
int run(const std::vector<std::string>& args, Streams);

int check_command(const std::vector<std::string>& args, Streams);
int rules_command(const std::vector<std::string>& args, Streams);
int gen_command(const std::vector<std::string>& args, Streams);
int run_command(const std::vector<std::string>& args, Streams);
int report_command(const std::vector<std::string>& args, Streams);

// Helpers the commands share.
std::string read_file(const std::string& path);  // throws UsageError
nlohmann::json read_config(const std::string& path);  // throws UsageError

}  // namespace conform::cli
