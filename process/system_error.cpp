#include "process/system_error.hpp"

#include <string.h>

#include <type_traits>

namespace conform::process::detail {

std::string errno_message(int err) {
  char buffer[256] = {};
  // GNU strerror_r returns the message (maybe a static string), XSI fills the buffer; handle both.
  auto r = ::strerror_r(err, buffer, sizeof buffer);
  if constexpr (std::is_same_v<decltype(r), char*>) {
    return r ? std::string(r) : "error " + std::to_string(err);
  } else {
    return r == 0 ? std::string(buffer) : "error " + std::to_string(err);
  }
}

}  // namespace conform::process::detail
