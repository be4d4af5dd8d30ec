#pragma once
#include <iosfwd>
#include <nlohmann/json_fwd.hpp>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
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
int grade_command(const std::vector<std::string>& args, Streams);
int diff_command(const std::vector<std::string>& args, Streams);

// Helpers the commands share.
// A file the user named (a config, expectations, a saved report), at most `most` bytes;
// throws UsageError naming the path and why.
std::string read_file(const std::string& path, std::size_t most = std::size_t{16} << 20);
nlohmann::json read_config(const std::string& path);  // throws UsageError
// A saved run or grade report's JSON object, read from a file (not '-'); throws UsageError.
nlohmann::json read_report_json(const std::string& path);
// --memory-limit's MiB in bytes; throws UsageError when that overflows.
std::size_t memory_limit_bytes(std::size_t mib);

// Cases seeded S, S+1, … S+count-1, each named after its seed: a count that would carry
// the seed past 2^64-1 (and name a case gen-0) is refused. `count_option` names the option.
void check_seeds_fit(std::uint64_t seed, std::size_t count, std::string_view count_option);
// The time now, "2026-11-23T21:45:00Z".
std::string now_iso8601();
// The conform version, "0.1.0".
std::string conform_version();

}  // namespace conform::cli
