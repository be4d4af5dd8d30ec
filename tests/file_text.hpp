// A file's bytes as a string; empty when it cannot be read, so that a test asserts on
// what it finds (conform::test::read_file, in test_support, throws instead).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace conform::test {

inline std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace conform::test
