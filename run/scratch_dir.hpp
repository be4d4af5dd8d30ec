#pragma once
#include <sys/types.h>

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

// Writes `bytes` as the file `relative` under `root`, a folder that targets may have
// tampered with (they know where it is): every folder on the way is made when missing and
// is never a link a target left there (one, or a file, in its place is removed first), and
// whatever is at the file's own name is removed, not written through. `mode` before the
// umask. Throws std::runtime_error naming what could not be made or written.
void write_under(const std::filesystem::path& root, const std::filesystem::path& relative, const std::string& bytes,
                 mode_t mode = 0644);

}  // namespace conform::run
