#pragma once
#include <iostream>
#include <string>
#include <vector>

#include "run/case.hpp"

namespace conform::run {

// Reads every case under DIR/<dialect>/ with the dialect's extension, as
// run/corpus_layout.hpp classifies it: regressions/ are not graded, README.md
// files are skipped, and a file outside the layout (or under invalid/<X>/ where X is no
// rule of the dialect) is skipped with a warning on `warnings`. Throws
// std::runtime_error naming a folder or file that cannot be read.
std::vector<Case> load_corpus(const std::string& root, const std::vector<std::string>& dialects,
                              const std::vector<std::string>& extensions, std::ostream& warnings = std::cerr);

// Warns of each folder ROOT/X/ laid out as a dialect's (it holds valid/, invalid/ or
// impl-defined/) where X is none of `known_dialects`: a misspelt or unknown dialect,
// whose cases would otherwise be left out without a word.
void warn_of_unknown_dialect_folders(const std::string& root, const std::vector<std::string>& known_dialects,
                                     std::ostream& warnings = std::cerr);

// The corpus shipped with the harness: <prefix>/share/conform/corpus next to an installed
// conform (found from the running executable), else the source tree conform was built from.
std::string builtin_corpus_dir();

// fnmatch-style glob (`*`, `?`); `*` also matches '/'.
bool glob_match(std::string_view pattern, std::string_view text);

}  // namespace conform::run
