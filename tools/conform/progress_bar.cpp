#include "tools/conform/progress_bar.hpp"

#include <string>

namespace conform::cli {

void ProgressBar::update(std::size_t done, std::size_t total, const run::CaseResult& r) {
  if (run::is_failure(r.grade)) ++failing_;
  if (!enabled_) return;
  auto now = std::chrono::steady_clock::now();
  if (done != total && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  constexpr std::size_t width = 30;
  std::size_t filled = total ? done * width / total : width;
  out_ << "\r[" << std::string(filled, '#') << std::string(width - filled, '.') << "] " << done << "/" << total
       << " cases, " << failing_ << " failing " << std::flush;
}

void ProgressBar::finish() {
  if (enabled_) out_ << "\r" << std::string(70, ' ') << "\r" << std::flush;
}

}  // namespace conform::cli
