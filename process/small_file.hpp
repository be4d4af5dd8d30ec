#pragma once
// Reading a small file (a /proc entry) with open and read only: no stdio, whose fopen
// adds an fstat, on paths taken each time a target is started or reaped.
#include <string>

namespace conform::process::detail {

// Appends the file's bytes to `text`; false when it cannot be opened.
bool read_small_file(const std::string& path, std::string& text);

}  // namespace conform::process::detail
