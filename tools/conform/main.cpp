#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "core/heap_policy.hpp"
#include "tools/conform/cli.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  conform::keep_freed_heap();
  std::vector<std::string> args(argv + 1, argv + argc);
  const int code = conform::cli::run(args, {std::cin, std::cout, std::cerr});
  // Output that never arrived (a full disk, a closed descriptor) is an error, not success.
  errno = 0;
  std::cout.flush();
  if (!std::cout) {
    const int error = errno;
    std::cerr << "conform: cannot write to standard output" << (error ? std::string(": ") + std::strerror(error) : std::string())
              << "\n";
    return 2;
  }
  return code;
}
