#include "run/output_files.hpp"

#include "core/in_quotes.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace conform::run {
namespace {

namespace fs = std::filesystem;

std::string in_quotes(const fs::path& p) { return conform::in_quotes(p.string()); }

std::optional<std::string> why_not_a_writable_folder(const fs::path& folder) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return in_quotes(folder) + " is not a folder";
  if (::access(folder.c_str(), W_OK | X_OK) != 0) return in_quotes(folder) + ": " + std::strerror(errno);
  return std::nullopt;
}

fs::path folder_of(const fs::path& file) { return file.has_parent_path() ? file.parent_path() : fs::path("."); }

void write_all(int fd, const std::string& bytes, const fs::path& shown) {
  for (std::size_t done = 0; done < bytes.size();) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw std::runtime_error("cannot write " + in_quotes(shown) + ": " + std::strerror(errno));
    done += static_cast<std::size_t>(n);
  }
}

}  // namespace

std::optional<std::string> why_not_writable_file(const fs::path& path) {
  if (path.empty()) return std::string("an empty path");
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (fs::is_directory(status)) return in_quotes(path) + " is a folder";
  const fs::path folder = folder_of(path);
  if (!fs::exists(folder, ec)) return "the folder " + in_quotes(folder) + " does not exist";
  if (auto why = why_not_a_writable_folder(folder)) return why;
  if (fs::exists(status) && ::access(path.c_str(), W_OK) != 0) return in_quotes(path) + ": " + std::strerror(errno);
  return std::nullopt;
}

std::optional<std::string> why_not_writable_folder(const fs::path& path) {
  if (path.empty()) return std::string("an empty path");
  std::error_code ec;
  fs::path existing = path;
  while (!fs::exists(existing, ec) && existing.has_parent_path() && existing.parent_path() != existing)
    existing = existing.parent_path();
  if (!fs::exists(existing, ec)) existing = ".";
  return why_not_a_writable_folder(existing);
}

void write_file_atomically(const fs::path& path, const std::string& bytes) {
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(errno));
    try {
      write_all(fd, bytes, path);
    } catch (...) {
      ::close(fd);
      throw;
    }
    if (::close(fd) != 0) throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(errno));
    return;
  }
  std::string hidden_name(1, '.');
  hidden_name.append(path.filename().string()).append(".XXXXXX");
  std::string temporary = (folder_of(path) / hidden_name).string();
  const int fd = ::mkstemp(temporary.data());
  if (fd < 0) throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(errno));
  try {
    write_all(fd, bytes, path);
    if (::fsync(fd) != 0 || ::close(fd) != 0) throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(errno));
  } catch (...) {
    ::close(fd);
    ::unlink(temporary.c_str());
    throw;
  }
  const mode_t umask_now = ::umask(0);
  ::umask(umask_now);
  ::chmod(temporary.c_str(), 0666 & ~umask_now);
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(temporary.c_str());
    throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(error));
  }
}

void write_new_file(const fs::path& path, const std::string& bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0666);
  if (fd < 0) {
    if (errno == EEXIST) throw FileExists(in_quotes(path) + " already exists");
    throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(errno));
  }
  try {
    write_all(fd, bytes, path);
  } catch (...) {
    ::close(fd);
    ::unlink(path.c_str());
    throw;
  }
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(path.c_str());
    throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(error));
  }
}

}  // namespace conform::run
