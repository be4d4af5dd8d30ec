#pragma once
#include <chrono>
#include <cstddef>
#include <ostream>

#include "run/grading.hpp"

namespace conform::cli {

// A one-line progress bar on a terminal, redrawn at most ten times a second.
class ProgressBar {
 public:
  ProgressBar(std::ostream& out, bool enabled) : out_(out), enabled_(enabled) {}
  void update(std::size_t done, std::size_t total, const run::CaseResult&);
  void finish();

 private:
  std::ostream& out_;
  bool enabled_;
  std::size_t failing_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace conform::cli
