#pragma once
// Reading a file the user named, never more than a bound: /dev/zero, a sparse 2 GB file or
// a folder given as a file cost no more than the bound and end with a reason.
#include <cstddef>
#include <istream>
#include <string>

namespace conform {

struct BoundedText {
  std::string bytes;       // at most limit + 1 bytes
  bool over_limit = false; // there was more than `limit`: `bytes` holds the first limit + 1
};

// Reads at most limit + 1 bytes of `path`. Throws std::runtime_error naming the path and
// why ("'x' is a folder, not a file", "cannot read 'x': Permission denied").
BoundedText read_bounded(const std::string& path, std::size_t limit);

// The same for a stream (standard input); `name` is how messages call it.
BoundedText read_bounded(std::istream& in, const std::string& name, std::size_t limit);

}  // namespace conform
