#pragma once
// Helpers for the conform_process tests: fixtures, helper programs, scratch folders and
// checking that a process is gone.
#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/scratch_folder.hpp"

namespace conform::process::test {

// {bash, tests/process/fixtures/<name>, args...}: run through bash so that the file mode
// of a checkout does not matter.
std::vector<std::string> script(const std::string& name, std::vector<std::string> args = {});
std::filesystem::path fixture(const std::string& name);

// The helper programs built beside the tests (unsanitized).
std::string list_fds_helper();
std::string allocate_helper();

// True once `pid` no longer runs: it does not exist or is a zombie (nobody may reap an
// orphan in a container whose pid 1 does not). Polls until `seconds` have passed.
bool gone_within(pid_t pid, double seconds);

// Pids on a line of text ("12 34\n" -> {12, 34}).
std::vector<pid_t> pids_in(const std::string& text);

// A fresh folder under the system temp dir, removed with everything in it.
using TempDir = conform::test::ScratchFolder;

}  // namespace conform::process::test
