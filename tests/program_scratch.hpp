// A folder under the temporary folder that belongs to one run of a test program: made at
// start, removed with what is in it when the program ends.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace conform::test {

class ProgramScratch {
 public:
  explicit ProgramScratch(const std::string& prefix)
      : path_(std::filesystem::temp_directory_path() / (prefix + "-" + std::to_string(::getpid()))) {}
  ~ProgramScratch() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ProgramScratch(const ProgramScratch&) = delete;
  ProgramScratch& operator=(const ProgramScratch&) = delete;

  // `name` in the folder, which is made if it is not there yet.
  std::filesystem::path operator/(const std::string& name) const {
    std::filesystem::create_directories(path_);
    return path_ / name;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace conform::test
