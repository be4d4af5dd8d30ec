#include "tools/conform/dialect.hpp"

#include <memory>

namespace conform {

std::unique_ptr<Dialect> make_cpl_dialect();

namespace {

std::vector<std::unique_ptr<Dialect>>& registry() {
  static std::vector<std::unique_ptr<Dialect>> dialects = [] {
    std::vector<std::unique_ptr<Dialect>> out;
    out.push_back(make_cpl_dialect());
    return out;
  }();
  return dialects;
}

bool contains_word_then(std::string_view text, std::string_view word, char next) {
  for (auto at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
    auto after = at + word.size();
    while (after < text.size() && (text[after] == ' ' || text[after] == '\t' || text[after] == '\n' || text[after] == '\r')) ++after;
    if (after < text.size() && text[after] == next) return true;
  }
  return false;
}

}  // namespace

const std::vector<std::string_view>& known_dialects() {
  static const std::vector<std::string_view> ids{"java", "rtfs", "cpl", "stepplan", "fixplan"};
  return ids;
}

Dialect* find_dialect(std::string_view id) {
  for (auto& d : registry())
    if (d->id() == id) return d.get();
  return nullptr;
}

std::vector<std::string_view> implemented_dialects() {
  std::vector<std::string_view> out;
  for (auto& d : registry()) out.push_back(d->id());
  return out;
}

std::string_view detect_dialect(std::string_view text) {
  if (contains_word_then(text, "plan", '{')) return "cpl";
  if (text.find("class Plan") != std::string_view::npos) return "java";
  if (text.find("(plan") != std::string_view::npos) return "rtfs";
  if (text.find("\"plan_version\"") != std::string_view::npos) return "fixplan";
  if (text.find("\"steps\"") != std::string_view::npos) return "stepplan";
  return {};
}

}  // namespace conform
