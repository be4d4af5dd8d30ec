#include "core/bounded_read.hpp"

#include "core/in_quotes.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace conform {
namespace {

std::runtime_error cannot_read(const std::string& name, int error) {
  return std::runtime_error("cannot read " + name + ": " + std::strerror(error));
}

}  // namespace

BoundedText read_bounded(const std::string& path, std::size_t limit) {
  // Opened without waiting: a named pipe no program has open for writing would block the
  // open for ever. Reads then wait as usual, and end at once where there is no writer.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
  if (fd < 0) throw cannot_read(in_quotes(path), errno);
  struct stat info {};
  const bool known = ::fstat(fd, &info) == 0;
  if (known && S_ISDIR(info.st_mode)) {
    ::close(fd);
    throw std::runtime_error(in_quotes(path) + " is a folder, not a file");
  }
  if (const int flags = ::fcntl(fd, F_GETFL); flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) < 0) {
    const int error = errno;
    ::close(fd);
    throw cannot_read(in_quotes(path), error);
  }
  BoundedText out;
  const std::size_t wanted = limit == static_cast<std::size_t>(-1) ? limit : limit + 1;
  char buffer[1 << 16];
  while (out.bytes.size() < wanted) {
    const ssize_t n = ::read(fd, buffer, std::min(sizeof buffer, wanted - out.bytes.size()));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int error = errno;
      ::close(fd);
      throw cannot_read(in_quotes(path), error);
    }
    if (n == 0) break;
    out.bytes.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fd);
  if (out.bytes.empty() && known && S_ISFIFO(info.st_mode))
    throw std::runtime_error(in_quotes(path) + " is a named pipe that no program wrote to: nothing to read");
  out.over_limit = out.bytes.size() > limit;
  return out;
}

BoundedText read_bounded(std::istream& in, const std::string& name, std::size_t limit) {
  BoundedText out;
  const std::size_t wanted = limit == static_cast<std::size_t>(-1) ? limit : limit + 1;
  char buffer[1 << 16];
  errno = 0;
  try {
    while (out.bytes.size() < wanted && in) {
      in.read(buffer, static_cast<std::streamsize>(std::min(sizeof buffer, wanted - out.bytes.size())));
      out.bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
    }
  } catch (const std::ios_base::failure&) {
    throw cannot_read(name, errno ? errno : EIO);
  }
  if (in.bad()) throw cannot_read(name, errno ? errno : EIO);
  out.over_limit = out.bytes.size() > limit;
  return out;
}

}  // namespace conform
