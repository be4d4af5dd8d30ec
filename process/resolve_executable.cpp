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

std::string interpreter_error(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {};  // unreadable: execve decides
  char buffer[256];
  const ssize_t got = ::read(fd, buffer, sizeof buffer);
  ::close(fd);
  if (got < 2 || buffer[0] != '#' || buffer[1] != '!') return {};
  std::string_view line(buffer + 2, static_cast<std::size_t>(got) - 2);
  line = line.substr(0, line.find('\n'));
  const auto next_word = [&line]() {
    const std::size_t begin = line.find_first_not_of(" \t\r");
    if (begin == std::string_view::npos) return std::string_view{};
    const std::size_t end = line.find_first_of(" \t\r", begin);
    const std::string_view word = line.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
    line = end == std::string_view::npos ? std::string_view{} : line.substr(end);
    return word;
  };
  const std::string interpreter(next_word());
  if (interpreter.empty()) return "has an empty '#!' line";
  const std::string shebang = "'#!" + interpreter + "'";
  if (interpreter.front() != '/') return {};  // relative to where it runs: execve decides
  if (const Resolved r = resolve_executable(interpreter); !r) return "has " + shebang + ", which is " + r.error;
  if (interpreter.size() < 4 || interpreter.substr(interpreter.size() - 4) != "/env") return {};
  std::string_view program = next_word();
  while (!program.empty() && program.front() == '-') program = next_word();  // env -S, -i …
  if (program.empty() || program.find('=') != std::string_view::npos) return {};
  if (const Resolved r = resolve_executable(std::string(program)); !r)
    return "has " + shebang + " running '" + std::string(program) + "', which is " + r.error;
  return {};
}

}  // namespace conform::process
