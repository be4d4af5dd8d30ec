// What the cli tests share: the conform under test, started with arguments, and a scratch
// folder.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "process/run_process.hpp"
#include "tests/file_text.hpp"
#include "tests/scratch_folder.hpp"

namespace cli_support {

inline const std::string source_dir = CONFORM_SOURCE_DIR;
inline const std::string conform_binary = CONFORM_BINARY;

struct Outcome {
  int exit_code = -1;
  std::string out, err;
};

inline Outcome run_conform(std::vector<std::string> args, std::optional<std::string> input = std::nullopt) {
  conform::process::Command command;
  command.argv = {conform_binary};
  command.argv.insert(command.argv.end(), args.begin(), args.end());
  command.stdin_text = std::move(input);
  conform::process::Limits limits;
  limits.timeout_seconds = 600;  // a bound for a broken build, not a measure of speed
  limits.memory_limit_bytes = 0;
  auto r = conform::process::run(command, limits);
  return {r.outcome == conform::process::Outcome::exited ? r.exit_code : -1, r.out, r.err};
}

inline bool one_line(const std::string& text) { return !text.empty() && text.find('\n') == text.size() - 1; }

using conform::test::file_text;

// A fresh folder, removed with what is in it.
struct Scratch : conform::test::ScratchFolder {
  Scratch() : ScratchFolder("conform-cli-test") {}
};

}  // namespace cli_support
