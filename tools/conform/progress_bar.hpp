#pragma once
#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

#include "run/grading.hpp"

namespace conform::cli {

// A one-line progress bar on a terminal, redrawn at most ten times a second:
// "[####......] 12/40 cases, 3 failing", or for another stage "[##........] 1/5 shrinking".
class ProgressBar {
 public:
  ProgressBar(std::ostream& out, bool enabled, std::string stage = {}) : out_(out), enabled_(enabled), stage_(std::move(stage)) {}
  void update(std::size_t done, std::size_t total, const run::CaseResult&);
  void update(std::size_t done, std::size_t total);
  void finish();
  bool enabled() const { return enabled_; }

 private:
  void draw(std::size_t done, std::size_t total, const std::string& what);

  std::ostream& out_;
  bool enabled_;
  std::string stage_;
  std::size_t failing_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace conform::cli
