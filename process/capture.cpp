#include "process/capture.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace conform::process::detail {

void CappedText::append(std::string_view data) {
  const std::size_t room = cap > text.size() ? cap - text.size() : 0;
  const std::size_t take = std::min(room, data.size());
  if (take > 0) {
    // Grow at most to the cap: never reserve past it, whatever the doubling would do.
    if (text.capacity() < text.size() + take) text.reserve(std::min(cap, std::max(text.size() + take, 2 * text.capacity())));
    text.append(data.substr(0, take));
  }
  if (take < data.size()) truncated = true;
}

long read_chunk(int fd, char* buffer, std::size_t size) {
  for (;;) {
    const ssize_t n = ::read(fd, buffer, size);
    if (n >= 0) return static_cast<long>(n);
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) return -1;
    return 0;
  }
}

}  // namespace conform::process::detail
