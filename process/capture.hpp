#pragma once
// Reading a child's output: keep up to a cap, read and throw away the rest, so that the
// child never blocks on a full pipe and we never hold more than the cap.
#include <cstddef>
#include <string>
#include <string_view>

namespace conform::process::detail {

struct CappedText {
  explicit CappedText(std::size_t cap) : cap(cap) {}
  void append(std::string_view data);

  std::size_t cap;
  std::string text;
  bool truncated = false;
};

enum class ReadStatus { data, would_block, end };

// One read() of up to 64 KiB from a non-blocking fd into `sink` (anything with
// append(std::string_view)). `end` on end of file or a read error.
template <class Sink>
ReadStatus read_into(int fd, Sink& sink);

// The raw read behind read_into: bytes read (> 0), 0 at end of file or error, -1 when
// nothing is available yet.
long read_chunk(int fd, char* buffer, std::size_t size);

inline constexpr std::size_t read_chunk_size = 64 * 1024;

template <class Sink>
ReadStatus read_into(int fd, Sink& sink) {
  char buffer[read_chunk_size];
  const long n = read_chunk(fd, buffer, sizeof buffer);
  if (n < 0) return ReadStatus::would_block;
  if (n == 0) return ReadStatus::end;
  sink.append(std::string_view(buffer, static_cast<std::size_t>(n)));
  return ReadStatus::data;
}

}  // namespace conform::process::detail
