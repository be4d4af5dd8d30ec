#pragma once
#include <string>
#include <vector>

#include "conformance/case.hpp"

namespace conform::run {

// Reads every case under DIR/<dialect>/ laid out as HARNESS.md's corpus layout says.
// Files whose layout says nothing (a README) are skipped. Throws std::runtime_error
// naming a folder or file that cannot be read.
std::vector<Case> load_corpus(const std::string& root, const std::vector<std::string>& dialects,
                              const std::vector<std::string>& extensions);

// The corpus shipped with the harness.
std::string builtin_corpus_dir();

// fnmatch-style glob (`*`, `?`); `*` also matches '/'.
bool glob_match(std::string_view pattern, std::string_view text);

}  // namespace conform::run
