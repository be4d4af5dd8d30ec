#include <iostream>
#include <string>
#include <vector>

#include "tools/conform/cli.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  return conform::cli::run(args, {std::cin, std::cout, std::cerr});
}
