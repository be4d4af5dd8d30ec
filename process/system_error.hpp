#pragma once
// errno as words, safely from any thread.
#include <string>

namespace conform::process::detail {

std::string errno_message(int err);

}  // namespace conform::process::detail
