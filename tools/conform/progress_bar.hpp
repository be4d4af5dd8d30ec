#pragma once
#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

#include "run/grading.hpp"

namespace conform::cli {

// A one-line progress bar on a terminal, redrawn at most ten times a second:
// "[####......] 12/40 cases, 3 failing", or for another stage "[##........] 1/5 shrinking".
// As `lines`, for a log rather than a terminal: one line at each tenth of the way,
// "conform: 120/1200 cases, 3 failing".
class ProgressBar {
 public:
  enum class Style { none, bar, lines };
  ProgressBar(std::ostream& out, Style style, std::string stage = {})
      : out_(out), enabled_(style != Style::none), lines_(style == Style::lines), stage_(std::move(stage)) {}
  void update(std::size_t done, std::size_t total, const run::CaseResult&);
  void update(std::size_t done, std::size_t total);
  void finish();

 private:
  void draw(std::size_t done, std::size_t total, const std::string& what);

  std::ostream& out_;
  bool enabled_;
  bool lines_;
  std::size_t tenths_shown_ = 0;
  std::string stage_;
  std::size_t failing_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace conform::cli
