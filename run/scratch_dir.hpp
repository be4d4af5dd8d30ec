#pragma once
#include <filesystem>
#include <string>

namespace conform::run {

// A private temporary folder (for generated cases and shrinking), removed with its
// contents when the object goes. Throws std::runtime_error when it cannot be made.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// Writes `text` to `path`, creating its folders. Throws std::runtime_error naming the file.
void write_text_file(const std::filesystem::path& path, const std::string& text);

}  // namespace conform::run
