#pragma once
// Helpers for the conform_process tests: fixtures, helper programs, scratch folders and
// checking that a process is gone.
#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/process_gone.hpp"
#include "tests/scratch_folder.hpp"

namespace conform::process::test {

// {bash, tests/process/fixtures/<name>, args...}: run through bash so that the file mode
// of a checkout does not matter.
std::vector<std::string> script(const std::string& name, std::vector<std::string> args = {});
std::filesystem::path fixture(const std::string& name);

// The helper programs built beside the tests (unsanitized).
std::string list_fds_helper();
std::string allocate_helper();

using conform::test::gone_within;

// Pids on a line of text ("12 34\n" -> {12, 34}).
std::vector<pid_t> pids_in(const std::string& text);

// A fresh folder under the system temp dir, removed with everything in it.
using TempDir = conform::test::ScratchFolder;

}  // namespace conform::process::test
