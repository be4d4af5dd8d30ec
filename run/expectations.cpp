#include "run/expectations.hpp"

#include <sstream>
#include <stdexcept>

#include "core/printable.hpp"
#include "run/corpus.hpp"

namespace conform::run {

Expectations Expectations::parse(const std::string& text, const std::string& file_name) {
  Expectations e;
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    auto end = line.find_first_of(" \t", first);
    std::string pattern = line.substr(first, end == std::string::npos ? std::string::npos : end - first);
    std::string reason;
    if (end != std::string::npos) {
      auto r = line.find_first_not_of(" \t", end);
      if (r != std::string::npos) reason = line.substr(r);
      while (!reason.empty() && (reason.back() == '\r' || reason.back() == ' ')) reason.pop_back();
    }
    if (reason.empty())
      throw std::runtime_error(file_name + ":" + std::to_string(number) + ": '" + printable(pattern) +
                               "' needs a reason after it (PATTERN REASON…)");
    e.entries_.push_back({pattern, reason, number});
  }
  return e;
}

bool Expectations::matches(const Entry& entry, const Case& c) {
  const bool by_case = entry.pattern.find('/') != std::string::npos;
  return by_case ? glob_match(entry.pattern, c.id) : (!c.rule.empty() && glob_match(entry.pattern, c.rule));
}

std::string Expectations::reason_for(const Case& c) const {
  for (const auto& entry : entries_)
    if (matches(entry, c)) return entry.reason;
  return {};
}

std::vector<Expectations::Entry> Expectations::unmatched(const std::vector<Case>& cases) const {
  std::vector<Entry> out;
  for (const auto& entry : entries_) {
    bool any = false;
    for (const auto& c : cases)
      if ((any = matches(entry, c))) break;
    if (!any) out.push_back(entry);
  }
  return out;
}

}  // namespace conform::run
