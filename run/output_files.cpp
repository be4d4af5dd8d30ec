#include "run/output_files.hpp"

#include "core/in_quotes.hpp"
#include "process/split_command.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
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

// /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N: a descriptor the process holds,
// its number.
std::optional<int> descriptor_named(const fs::path& path) {
  const std::string p = path.lexically_normal().string();
  if (p == "/dev/stdout" || p == "-") return 1;  // `--json -`, as `check -` reads standard input
  if (p == "/dev/stderr") return 2;
  for (std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"})
    if (p.starts_with(prefix)) {
      const std::string number = p.substr(prefix.size());
      if (number.empty() || number.size() > 6 || number.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
      return std::stoi(number);
    }
  return std::nullopt;
}
bool names_a_descriptor(const fs::path& path) { return descriptor_named(path).has_value(); }

// The path as a file: its symbolic links resolved, as far as they lead.
fs::path resolved(const fs::path& path) {
  std::error_code ec;
  fs::path out = fs::weakly_canonical(fs::absolute(path, ec), ec);
  return ec ? fs::absolute(path, ec).lexically_normal() : out;
}

// Where a symbolic link leads, followed link by link, also where its last target does
// not exist yet (weakly_canonical stops at a dangling link and would have the link itself
// replaced).
fs::path link_target(const fs::path& given) {
  std::error_code ec;
  fs::path path = given;
  for (int hops = 0; hops < 40 && fs::is_symlink(fs::symlink_status(path, ec)); ++hops) {
    const fs::path target = fs::read_symlink(path, ec);
    if (ec) break;
    path = target.is_absolute() ? target : folder_of(path) / target;
  }
  return resolved(path);
}

bool same_file(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  // Through links too, a dangling one included: a report written through it makes the file.
  if (link_target(a) == link_target(b)) return true;
  return fs::exists(a, ec) && fs::exists(b, ec) && fs::equivalent(a, b, ec) && !ec;
}

bool inside(const fs::path& file, const fs::path& folder) {
  const fs::path f = resolved(file), d = resolved(folder);
  const auto rel = f.lexically_relative(d);
  return !rel.empty() && *rel.begin() != ".." && rel != ".";
}

}  // namespace

bool same_or_inside(const fs::path& path, const fs::path& folder) {
  return inside(path, folder) || resolved(path) == resolved(folder);
}

namespace {

// A named pipe, opened once a program reads it: an open for writing waits for a reader
// with no end, and no signal ends it. Waits a while, for a reader started beside conform.
int open_pipe_for_writing(const fs::path& path, const fs::path& given) {
  constexpr int tries = 100;  // 10 s
  for (int i = 0; i < tries; ++i) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd >= 0) {
      ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
      return fd;
    }
    if (errno != ENXIO) return -1;
    ::usleep(100'000);
  }
  throw std::runtime_error("cannot write " + in_quotes(given) + ": it is a named pipe and no program opened it for reading within 10 s");
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
  // A regular file is written through a temporary file beside it: one must be possible
  // there (in /proc, say, it is not, whatever access() says).
  if (!names_a_descriptor(path) && (!fs::exists(status) || fs::is_regular_file(status))) {
    const fs::path where = folder_of(link_target(path));
    std::string probe = (where / ".conform-probe.XXXXXX").string();
    const int fd = ::mkstemp(probe.data());
    if (fd < 0)
      return "a report is written to a temporary file beside it, then renamed, and none can be created in " + in_quotes(where) +
             " (" + std::strerror(errno) + ")";
    ::close(fd);
    ::unlink(probe.c_str());
  }
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


std::vector<std::string> files_named_by(const std::string& command) {
  std::vector<std::string> files;
  try {
    for (auto& word : process::split_command(command)) {
      std::error_code ec;
      if (fs::is_regular_file(word, ec)) files.push_back(std::move(word));
    }
  } catch (const std::invalid_argument&) {
  }
  return files;
}

std::optional<std::string> why_outputs_would_overwrite(const std::vector<NamedPath>& outputs,
                                                       const std::vector<NamedPath>& inputs,
                                                       const std::vector<NamedPath>& input_folders) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const auto& [option, path] = outputs[i];
    if (const auto fd = descriptor_named(path)) {
      for (std::size_t j = 0; j < i; ++j)
        if (descriptor_named(outputs[j].second) == fd)
          return option + " and " + outputs[j].first + " both write to " +
                 (*fd == 1 ? std::string("standard output") : *fd == 2 ? std::string("standard error") : "descriptor " + std::to_string(*fd)) +
                 ": the two reports would run together";
      continue;
    }
    for (std::size_t j = 0; j < i; ++j)
      if (!names_a_descriptor(outputs[j].second) && same_file(outputs[j].second, path))
        return option + " and " + outputs[j].first + " name the same file, " + in_quotes(path) + ": one would overwrite the other";
    for (const auto& [input_option, input] : inputs)
      if (same_file(input, path))
        return option + " " + in_quotes(path) + " is the " + input_option + ": writing the report would overwrite it";
    if (same_file("/proc/self/exe", path))
      return option + " " + in_quotes(path) + " is conform's own program: writing the report would overwrite it";
    for (const auto& [folder_option, folder] : input_folders)
      if (inside(path, folder))
        return option + " " + in_quotes(path) + " is inside the " + folder_option + " " + in_quotes(folder) +
               ": a report there would replace a case or become one";
  }
  return std::nullopt;
}

void write_file_atomically(const fs::path& given, const std::string& bytes) {
  std::error_code ec;
  // Written to the descriptor itself, after what the process already wrote there: a
  // second opening of a redirected stdout would write over it from the start.
  if (const auto fd = descriptor_named(given)) {
    std::cout.flush();
    std::fflush(nullptr);
    write_all(*fd, bytes, given);
    return;
  }
  const fs::path path = fs::is_symlink(fs::symlink_status(given, ec)) ? link_target(given) : given;
  const auto status = fs::status(path, ec);
  // GitHub's step summary collects what every command of a step writes to it: a report
  // there is added after the others, not put in their place.
  const char* step_summary = std::getenv("GITHUB_STEP_SUMMARY");
  const bool appended = step_summary && *step_summary && fs::exists(status) && same_file(step_summary, path);
  if (appended || (fs::exists(status) && !fs::is_regular_file(status))) {
    const int fd = fs::is_fifo(status) ? open_pipe_for_writing(path, given)
                                       : ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY | (appended ? O_APPEND : 0));
    if (fd < 0) throw std::runtime_error("cannot write " + in_quotes(given) + ": " + std::strerror(errno));
    try {
      write_all(fd, bytes, given);
    } catch (...) {
      ::close(fd);
      throw;
    }
    if (::close(fd) != 0) throw std::runtime_error("cannot write " + in_quotes(given) + ": " + std::strerror(errno));
    return;
  }
  std::string hidden_name(1, '.');
  hidden_name.append(path.filename().string()).append(".XXXXXX");
  std::string temporary = (folder_of(path) / hidden_name).string();
  const int fd = ::mkstemp(temporary.data());
  if (fd < 0) throw std::runtime_error("cannot write " + in_quotes(given) + ": " + std::strerror(errno));
  try {
    write_all(fd, bytes, given);
    if (::fsync(fd) != 0 || ::close(fd) != 0) throw std::runtime_error("cannot write " + in_quotes(given) + ": " + std::strerror(errno));
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
    throw std::runtime_error("cannot write " + in_quotes(given) + ": " + std::strerror(error));
  }
}

void write_new_file(const fs::path& path, const std::string& bytes, mode_t mode, int folder) {
  const int fd = ::openat(folder, path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, mode);
  if (fd < 0) {
    if (errno == EEXIST) throw FileExists(in_quotes(path) + " already exists");
    throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(errno));
  }
  try {
    write_all(fd, bytes, path);
  } catch (...) {
    ::close(fd);
    ::unlinkat(folder, path.c_str(), 0);
    throw;
  }
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlinkat(folder, path.c_str(), 0);
    throw std::runtime_error("cannot write " + in_quotes(path) + ": " + std::strerror(error));
  }
}

}  // namespace conform::run
