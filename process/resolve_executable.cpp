#include "process/resolve_executable.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <string_view>

#include "process/system_error.hpp"

namespace conform::process {
namespace {

enum class Check { ok, missing, not_executable, directory, not_regular, other };

Check check(const std::string& path, int& err) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    err = errno;
    return (err == ENOENT || err == ENOTDIR) ? Check::missing : Check::other;
  }
  if (S_ISDIR(st.st_mode)) return Check::directory;
  if (!S_ISREG(st.st_mode)) return Check::not_regular;
  if (::faccessat(AT_FDCWD, path.c_str(), X_OK, AT_EACCESS) != 0) return Check::not_executable;
  return Check::ok;
}

Resolved failure(std::string message) { return Resolved{false, {}, std::move(message)}; }

}  // namespace

Resolved resolve_executable(const std::string& name) {
  if (name.empty()) return failure("not found (the command is empty)");
  int err = 0;
  if (name.find('/') != std::string::npos) {
    switch (check(name, err)) {
      case Check::ok: return Resolved{true, name, {}};
      case Check::missing: return failure("not found");
      case Check::not_executable: return failure("not executable (no execute permission)");
      case Check::directory: return failure("not executable (it is a directory)");
      case Check::not_regular: return failure("not executable (not a regular file)");
      case Check::other: return failure("cannot be accessed: " + detail::errno_message(err));
    }
  }
  const char* env = std::getenv("PATH");
  const std::string search = env ? env : "/bin:/usr/bin";
  bool saw_not_executable = false;
  std::size_t begin = 0;
  for (;;) {
    const std::size_t end = search.find(':', begin);
    const std::string_view dir =
        std::string_view(search).substr(begin, end == std::string::npos ? std::string::npos : end - begin);
    std::string candidate;
    candidate.reserve(dir.size() + name.size() + 2);
    candidate.append(dir.empty() ? std::string_view(".") : dir);  // an empty entry: the current directory
    candidate += '/';
    candidate += name;
    switch (check(candidate, err)) {
      case Check::ok: return Resolved{true, candidate, {}};
      case Check::not_executable: saw_not_executable = true; break;
      default: break;
    }
    if (end == std::string::npos) break;
    begin = end + 1;
  }
  if (saw_not_executable) return failure("not executable (found in PATH without execute permission)");
  return failure("not found in PATH");
}

}  // namespace conform::process
