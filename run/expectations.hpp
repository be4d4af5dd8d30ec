#pragma once
#include <string>
#include <vector>

#include "run/case.hpp"

namespace conform::run {

// Known failures (--expect FILE): one entry per line, `PATTERN REASON…`.
// A PATTERN with a '/' is a glob over case ids (cpl/invalid/CPL-X/*); otherwise a glob
// over rule ids (CPL-UNKNOWN-SYSCALL, CPL-*). '#' starts a comment line.
class Expectations {
 public:
  struct Entry {
    std::string pattern;
    std::string reason;
    int line = 0;
  };

  // Throws std::runtime_error naming the line at fault.
  static Expectations parse(const std::string& text, const std::string& file_name);

  // The reason a case is expected to fail, or empty.
  std::string reason_for(const Case&) const;
  // The entries that match none of `cases`: most likely a typo, worth a warning.
  std::vector<Entry> unmatched(const std::vector<Case>& cases) const;
  const std::vector<Entry>& entries() const { return entries_; }

 private:
  static bool matches(const Entry&, const Case&);
  std::vector<Entry> entries_;
};

}  // namespace conform::run
