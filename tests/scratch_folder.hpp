// A fresh folder under the temporary folder for a test, removed with what is in it when
// the object goes (at exit, for one at namespace scope).
#pragma once

#include <stdlib.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>

namespace conform::test {

class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& prefix = "conform-test") {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp " + pattern + ": " + std::strerror(errno));
    path_ = pattern;
  }
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

  // Writes `text` to `relative` in the folder (its folders made), with `perms` when given.
  std::filesystem::path put(const std::string& relative, const std::string& text,
                            std::optional<std::filesystem::perms> perms = std::nullopt) const {
    const std::filesystem::path file = path_ / relative;
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
    if (perms) std::filesystem::permissions(file, *perms);
    return file;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace conform::test
