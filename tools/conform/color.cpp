#include "tools/conform/color.hpp"

#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "tools/conform/cli.hpp"

namespace conform::cli {

bool wants_color(const std::string& option, const std::ostream& out) {
  if (option != "auto" && option != "always" && option != "never")
    throw UsageError("--color must be auto, always or never");
  return option == "always" ||
         (option == "auto" && &out == &std::cout && isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR"));
}

}  // namespace conform::cli
