#include "run/scratch_dir.hpp"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "core/in_quotes.hpp"
#include "process/unique_fd.hpp"
#include "run/output_files.hpp"

namespace conform::run {
namespace fs = std::filesystem;

ScratchDir::ScratchDir() {
  std::string pattern = (fs::temp_directory_path() / "conform-run-XXXXXX").string();
  if (!mkdtemp(pattern.data()))
    throw std::runtime_error("cannot create a temporary folder under " + fs::temp_directory_path().string());
  path_ = pattern;
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

namespace {

// The folder `name` in `parent` (a descriptor, or AT_FDCWD with a path), held open.
process::detail::UniqueFd real_folder(int parent, const std::string& name) {
  for (int attempt = 0; attempt < 2; ++attempt) {
    const int fd = ::openat(parent, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0) return process::detail::UniqueFd(fd);
    ::unlinkat(parent, name.c_str(), 0);
    ::mkdirat(parent, name.c_str(), 0700);
  }
  throw std::runtime_error("cannot make the folder " + in_quotes(name) + ": " + std::strerror(errno));
}

}  // namespace

void write_under(const fs::path& root, const fs::path& relative, const std::string& bytes, mode_t mode) {
  auto folder = [&] {
    try {
      return real_folder(AT_FDCWD, root.string());
    } catch (const std::runtime_error&) {  // its own folders missing: made once, not per file
      std::error_code ignored;
      fs::create_directories(root, ignored);
      return real_folder(AT_FDCWD, root.string());
    }
  }();
  for (const auto& part : relative.parent_path()) {
    if (part.empty() || part == ".") continue;
    if (part == "..") throw std::runtime_error(in_quotes(relative.string()) + " leaves its folder");
    folder = real_folder(folder.get(), part.string());
  }
  const std::string name = relative.filename().string();
  ::unlinkat(folder.get(), name.c_str(), 0);
  write_new_file(name, bytes, mode, folder.get());
}

}  // namespace conform::run
