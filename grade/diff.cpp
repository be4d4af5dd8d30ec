#include "grade/diff.hpp"
#include "core/printable.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "grade/grade_formats.hpp"
#include "grade/grade_report_json.hpp"

namespace conform::grade {
namespace {

std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

std::optional<bool> overlap(const Rate& a, const Rate& b) {
  if (!a.rate || !b.rate) return std::nullopt;
  return *a.low <= *b.high && *b.low <= *a.high;
}

// Two non-empty sides with no id in common: nothing was compared, and a gate must not pass.
void require_common_ids(Diff& d, std::size_t old_count, std::size_t new_count) {
  if (old_count > 0 && new_count > 0 && d.added.size() == new_count)
    d.incomplete.push_back("the two reports share no id: nothing is compared (" + std::to_string(old_count) + " in OLD, " +
                           std::to_string(new_count) + " in NEW)");
}

}  // namespace

Diff diff_grades(const GradeReport& before, const GradeReport& after) {
  Diff d;
  std::map<std::string, const RecordEntry*> old_records, new_records;
  for (const auto& r : before.records) old_records[r.id] = &r;
  for (const auto& r : after.records) new_records[r.id] = &r;
  for (const auto& [id, now] : new_records) {
    auto was = old_records.find(id);
    if (was == old_records.end()) {
      d.added.push_back(id);
      continue;
    }
    const RecordEntry& old = *was->second;
    Change c{id, std::string(to_string(old.status)), std::string(to_string(now->status)), minus(now->rules, old.rules),
             minus(old.rules, now->rules)};
    // A planner error, a timeout and an empty reply all deliver no output: one is no
    // better than another, and a change among them is neither a fix nor a regression.
    const auto delivered_nothing = [](Status s) { return s <= Status::empty; };
    if (delivered_nothing(now->status) && delivered_nothing(old.status)) d.still_failing.push_back(c);
    else if (now->status < old.status || (now->status == old.status && !c.gained.empty())) d.regressions.push_back(c);
    else if (now->status > old.status || (now->status == old.status && !c.lost.empty())) d.fixes.push_back(c);
    else if (!contract_valid(now->status)) d.still_failing.push_back(c);
  }
  for (const auto& [id, was] : old_records)
    if (!new_records.count(id)) {
      d.removed.push_back(id);
      d.removed_passing += contract_valid(was->status);
    }
  require_common_ids(d, old_records.size(), new_records.size());
  for (const auto& g : after.groups)
    for (const auto& o : before.groups)
      if (o.dialect == g.dialect && o.model == g.model) {
        const Rate a = contract_valid_share(o), b = contract_valid_share(g);
        d.rates.push_back({group_title(g), "contract_valid", a, b, overlap(a, b)});
      }
  return d;
}

Diff diff_outcomes(const std::vector<Outcome>& before, const std::vector<Outcome>& after) {
  Diff d;
  std::map<std::string, const Outcome*> old_cases, new_cases;
  for (const auto& o : before) old_cases[o.id] = &o;
  for (const auto& o : after) new_cases[o.id] = &o;
  std::size_t old_pass = 0, new_pass = 0, old_graded = 0, new_graded = 0;
  for (const auto& o : before) {
    old_pass += o.graded && o.passed;
    old_graded += o.graded;
  }
  for (const auto& o : after) {
    new_pass += o.graded && o.passed;
    new_graded += o.graded;
  }
  for (const auto& [id, now] : new_cases) {
    auto was = old_cases.find(id);
    if (was == old_cases.end()) {
      d.added.push_back(id);
      continue;
    }
    if (!was->second->graded || !now->graded) continue;
    Change c{id, was->second->grade, now->grade, {}, {}};
    if (was->second->passed && !now->passed) d.regressions.push_back(c);
    else if (!was->second->passed && now->passed) d.fixes.push_back(c);
    else if (!now->passed) d.still_failing.push_back(c);
  }
  for (const auto& [id, was] : old_cases)
    if (!new_cases.count(id)) {
      d.removed.push_back(id);
      d.removed_passing += was->graded && was->passed;
    }
  require_common_ids(d, old_cases.size(), new_cases.size());
  const Rate a = wilson(old_pass, old_graded), b = wilson(new_pass, new_graded);
  d.rates.push_back({"all cases", "pass", a, b, overlap(a, b)});
  return d;
}

void render_diff_text(std::ostream& out, const Diff& d) {
  auto list = [&](const char* title, const std::vector<Change>& changes) {
    if (changes.empty()) return;
    out << title << " (" << changes.size() << "):\n";
    for (const auto& c : changes) {
      out << "  " << printable(c.id) << ": " << c.before << " -> " << c.after;
      for (const auto& r : c.gained) out << " +" << r;
      for (const auto& r : c.lost) out << " -" << r;
      out << "\n";
    }
  };
  list("regressions", d.regressions);
  list("fixes", d.fixes);
  list("still failing", d.still_failing);
  if (!d.added.empty()) out << "added: " << d.added.size() << "\n";
  if (!d.removed.empty())
    out << "removed: " << d.removed.size()
        << (d.removed_passing ? " (" + std::to_string(d.removed_passing) + " of them passing in OLD: NEW says nothing of them)" : std::string())
        << "\n";
  for (const auto& r : d.rates)
    out << r.group << " " << r.measure << ": " << describe(r.before) << " -> " << describe(r.after)
        << (!r.intervals_overlap ? " (nothing to compare)" : *r.intervals_overlap ? " (intervals overlap)" : " (intervals apart)")
        << "\n";
  for (const auto& why : d.incomplete) out << why << "\n";
  out << (d.regressed() ? "REGRESSED: " : !d.incomplete.empty() ? "INCOMPLETE: " : "NO REGRESSION: ") << d.regressions.size()
      << " regressions, " << d.fixes.size() << " fixes\n";
}

nlohmann::json to_json(const Diff& d) {
  auto changes = [](const std::vector<Change>& list) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& c : list)
      out.push_back({{"id", c.id}, {"before", c.before}, {"after", c.after}, {"gained", c.gained}, {"lost", c.lost}});
    return out;
  };
  nlohmann::json rates = nlohmann::json::array();
  for (const auto& r : d.rates)
    rates.push_back({{"group", r.group}, {"measure", r.measure}, {"before", to_json(r.before)}, {"after", to_json(r.after)},
                     {"intervals_overlap", r.intervals_overlap ? nlohmann::json(*r.intervals_overlap) : nlohmann::json()}});
  return {{"regressed", d.regressed()}, {"incomplete", d.incomplete},   {"regressions", changes(d.regressions)},
          {"fixes", changes(d.fixes)},  {"still_failing", changes(d.still_failing)}, {"added", d.added},
          {"removed", d.removed},       {"removed_passing", d.removed_passing}, {"rates", rates}};
}

}  // namespace conform::grade
