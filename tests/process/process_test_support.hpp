#pragma once
// Helpers for the conform_process tests: fixtures, helper programs, scratch folders and
// checking that a process is gone.
#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

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
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  // Writes a file and sets its permission bits.
  std::filesystem::path write(const std::string& name, const std::string& text, std::filesystem::perms perms) const;

 private:
  std::filesystem::path path_;
};

}  // namespace conform::process::test
