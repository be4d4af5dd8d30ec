#include "tools/conform/progress_bar.hpp"

namespace conform::cli {

void ProgressBar::update(std::size_t done, std::size_t total, const run::CaseResult& r) {
  if (run::is_failure(r.grade)) ++failing_;
  draw(done, total, "cases, " + std::to_string(failing_) + " failing");
}

void ProgressBar::update(std::size_t done, std::size_t total) { draw(done, total, stage_); }

void ProgressBar::draw(std::size_t done, std::size_t total, const std::string& what) {
  if (!enabled_) return;
  if (lines_) {
    const std::size_t tenths = total ? done * 10 / total : 10;
    if (tenths <= tenths_shown_ && done != total) return;
    if (done == total && tenths_shown_ > 10) return;
    tenths_shown_ = done == total ? 11 : tenths;
    out_ << "conform: " << done << "/" << total << " " << what << "\n" << std::flush;
    return;
  }
  auto now = std::chrono::steady_clock::now();
  if (done != total && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  constexpr std::size_t width = 30;
  std::size_t filled = total ? done * width / total : width;
  out_ << "\r[" << std::string(filled, '#') << std::string(width - filled, '.') << "] " << done << "/" << total << " "
       << what << " " << std::flush;
}

void ProgressBar::finish() {
  if (enabled_ && !lines_) out_ << "\r" << std::string(70, ' ') << "\r" << std::flush;
}

}  // namespace conform::cli
