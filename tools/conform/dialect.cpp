#include "tools/conform/dialect.hpp"

#include <algorithm>
#include <initializer_list>
#include <memory>

namespace conform {

std::unique_ptr<Dialect> make_cpl_dialect();
std::unique_ptr<Dialect> make_stepplan_dialect();
std::unique_ptr<Dialect> make_fixplan_dialect();

namespace {

std::vector<std::unique_ptr<Dialect>>& registry() {
  static std::vector<std::unique_ptr<Dialect>> dialects = [] {
    std::vector<std::unique_ptr<Dialect>> out;
    out.push_back(make_cpl_dialect());
    out.push_back(make_stepplan_dialect());
    out.push_back(make_fixplan_dialect());
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

std::string implemented_list() {
  std::string out;
  for (auto id : implemented_dialects()) out += (out.empty() ? "" : ", ") + std::string(id);
  return out;
}

// How strongly a text looks like each JSON contract: its distinctive key names, counted
// without their quotes so that a plan inside a JSON string or with escaped quotes counts;
// the common words (`tasks`, `steps`, `edits`, `deliverable`) only with a quote, so prose
// that mentions them does not.
int marker_score(std::string_view text, std::initializer_list<std::string_view> markers) {
  int score = 0;
  for (auto m : markers)
    for (auto at = text.find(m); at != std::string_view::npos; at = text.find(m, at + m.size())) ++score;
  return score;
}

std::string_view detect_dialect(std::string_view text) {
  const int fixplan = marker_score(text, {"plan_version", "primary_issue", "risk_level", "fix_attempt", "context_files",
                                          "stop_on_failure", "\"tasks\"", "\"edits\""});
  const int stepplan = marker_score(text, {"task_summary", "step_id", "\"steps\"", "deliverable\""});
  if (fixplan != stepplan && std::max(fixplan, stepplan) >= 2) return fixplan > stepplan ? "fixplan" : "stepplan";
  if (contains_word_then(text, "plan", '{')) return "cpl";
  if (text.find("class Plan") != std::string_view::npos) return "java";
  if (text.find("(plan") != std::string_view::npos) return "rtfs";
  if (fixplan != stepplan) return fixplan > stepplan ? "fixplan" : "stepplan";
  return {};
}

}  // namespace conform
