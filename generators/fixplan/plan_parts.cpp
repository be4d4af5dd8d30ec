#include "generators/fixplan/plan_parts.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <set>

#include "generators/core/base_capture.hpp"
#include "generators/core/decision_capture.hpp"
#include "generators/json/style.hpp"
#include "oracles/fixplan/schema.hpp"
#include "parsers/json/build.hpp"
#include "parsers/json/printer.hpp"

namespace conform::fixplan::gen {
namespace {

namespace build = json::build;
using json::Value;

template <typename T>
T pick_from(std::span<const T> items) {
  return items[*rc::gen::inRange<std::size_t>(0, items.size())];
}

std::string text() { return *json_gen::prose_text(); }

// 1 to `most` texts, no two equal.
std::vector<std::string> distinct_texts(std::size_t most) {
  std::vector<std::string> out;
  const std::size_t n = *rc::gen::inRange<std::size_t>(1, most + 1);
  for (std::size_t i = 0; i < n; ++i) {
    std::string t = text();
    if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(std::move(t));
  }
  return out;
}

Value texts(std::size_t most) { return build::strings(distinct_texts(most)); }

Value overview() {
  Value o = build::object({{"primary_issue", build::string(text())},
                           {"risk_level", build::string(std::string(pick_from(risk_levels())))},
                           {"summary", build::string(text())}});
  if (*rc::gen::arbitrary<bool>()) build::set(o, "assumptions", texts(3));
  return o;
}

// "title: Concise imperative summary, e.g., "Import Missing Module in GameScene"": an
// imperative verb, a short object (some in other scripts), sometimes where; one line.
std::string title() {
  static constexpr const char* verbs[] = {"Fix",    "Add",      "Update",    "Remove", "Guard",    "Rename", "Create",
                                          "Document", "Handle", "Refactor", "Implement", "Import", "Replace", "Restore"};
  static constexpr const char* objects[] = {
      "missing delegate stubs", "the nil physics body", "collision masks",    "the launch screen",  "build settings",
      "deprecated API calls",   "force unwraps",        "the retry counter",  "scene transitions",  "unit tests",
      "the Straße label",       "日本語 localization",   "café menu strings",  "naïve cache lookup", "🚀 launch animation",
      "проверка prompt text",   "données export",       "计划 screen title",   "مرحبا greeting",     "שלום banner"};
  static constexpr const char* places[] = {"GameScene", "AppDelegate", "ContentView", "PhysicsWorldDelegate", "NodeFactory",
                                           "Info.plist", "README"};
  std::string out = std::string(pick_from(std::span<const char* const>(verbs))) + " ";
  out += pick_from(std::span<const char* const>(objects));
  if (*rc::gen::arbitrary<bool>()) out += std::string(" in ") + pick_from(std::span<const char* const>(places));
  return out;
}

constexpr const char* extensions[] = {".swift", ".swift", ".plist", ".md", ".json", ".xib"};

// The document's hint for a file: swift, plist, markdown, or other for the rest (.json,
// .xib), so that a hint never contradicts the file it is given for.
std::string target_for(const std::string& path) {
  const auto dot = path.rfind('.');
  const std::string_view ext = dot == std::string::npos ? std::string_view() : std::string_view(path).substr(dot);
  if (ext == ".swift") return "swift";
  if (ext == ".plist") return "plist";
  if (ext == ".md") return "markdown";
  return "other";
}

// A path with the given extension ("" for a drawn one). Folders with a space in their
// name ("Supporting Files") are valid by D21 alone, so only drawn where it may be.
std::string path_with(std::string ext) {
  static constexpr const char* folders[] = {"Sources", "Tests", "Resources", "App", "Physics", "Scenes",
                                            "docs",    "SpaceAdventure", "UI", "Supporting Files"};
  static constexpr const char* files[] = {"GameScene",    "PhysicsWorldDelegate", "AppDelegate", "ContentView",
                                          "Info",         "README",               "Package",     "GameSceneTests",
                                          "NodeFactory",  "CHANGELOG"};
  const std::size_t folder_count = std::size(folders) - (conform::gen::may_rest_on("D21") ? 0 : 1);
  std::string path;
  for (auto depth = *rc::gen::inRange(0, 4); depth > 0; --depth)
    path += std::string(folders[*rc::gen::inRange<std::size_t>(0, folder_count)]) + "/";
  if (ext.empty()) ext = pick_from(std::span<const char* const>(extensions));
  return path + pick_from(std::span<const char* const>(files)) + ext;
}

// The paths a plan's edits use so far. "create_file: Create a new file", "modify_file:
// Apply a patch to an existing file": an edit never takes a path an earlier edit of the
// plan took (no file created twice, nothing changed after it was deleted or renamed away),
// and context files are files no edit touches (a modify_file may also list its own file,
// as the document's example does).
struct PathBook {
  std::set<std::string> edited;  // every edit's path and target_path
  std::set<std::string> read;    // every context file

  bool taken(const std::string& path) const { return edited.count(path) || read.count(path); }

  // `path`, or GameScene2.swift, GameScene3.swift, … when it is taken by `is_taken`.
  template <typename Taken>
  static std::string free_variant(const std::string& path, const Taken& is_taken) {
    if (!is_taken(path)) return path;
    const auto dot = path.rfind('.');
    for (int n = 2;; ++n) {
      std::string variant = path.substr(0, dot) + std::to_string(n) + path.substr(dot);
      if (!is_taken(variant)) return variant;
    }
  }
  std::string new_edited(const std::string& ext) {
    std::string p = free_variant(path_with(ext), [this](const std::string& x) { return taken(x); });
    edited.insert(p);
    return p;
  }
  std::string new_read(const std::vector<std::string>& listed) {
    std::string p = free_variant(path_with(""), [&](const std::string& x) {
      return edited.count(x) || std::find(listed.begin(), listed.end(), x) != listed.end();
    });
    read.insert(p);
    return p;
  }

  // The paths of a plan built so far.
  static PathBook of(const Value& plan) {
    PathBook book;
    if (const Value* tasks = plan.find("tasks"))
      for (const Value& t : tasks->elements)
        if (const Value* edits = t.find("edits"))
          for (const Value& e : edits->elements) {
            for (const char* key : {"path", "target_path"})
              if (const Value* v = e.find(key); v && v->is_string()) book.edited.insert(std::string(v->string));
            if (const Value* files = e.find("context_files"))
              for (const Value& f : files->elements)
                if (f.is_string()) book.read.insert(std::string(f.string));
          }
    return book;
  }
};

Value edit(PathBook& book) {
  const std::string action(pick_from(actions()));
  const std::string path = book.new_edited("");
  Value e = build::object({{"action", build::string(action)},
                           {"path", build::string(path)},
                           {"instructions", build::string(text())}});
  if (*rc::gen::arbitrary<bool>()) build::set(e, "target", build::string(target_for(path)));
  // "Each edit must include" strategy and context_files (decision D1); never empty
  // (an empty context_files is valid only under D18).
  build::set(e, "strategy", build::string(std::string(pick_from(strategies()))));
  // A rename keeps the file's kind, so the hint fits its new path too; onto its own path it
  // is valid by D30 alone.
  if (action == "rename_file") {
    std::string target;
    if (conform::gen::may_rest_on("D30") && *rc::gen::inRange(0, 8) == 0) {
      conform::gen::rests_on("D30");
      target = path;
    } else {
      target = book.new_edited(path.substr(path.rfind('.')));
    }
    build::set(e, "target_path", build::string(target));
  }
  std::vector<std::string> files;
  if (action == "modify_file" && *rc::gen::arbitrary<bool>()) files.push_back(path);
  for (auto n = *rc::gen::inRange(files.empty() ? 1 : 0, 4 - static_cast<int>(files.size())); n > 0; --n)
    files.push_back(book.new_read(files));
  build::set(e, "context_files", build::strings(files));
  if (*rc::gen::arbitrary<bool>()) build::set(e, "notes", build::string(text()));
  return e;
}

// Dependencies of task `index` (0-based) on earlier tasks only: none, the previous one
// (a chain through the whole plan when every task does it), or a few earlier ones.
std::vector<std::string> dependencies(std::size_t index, bool chain) {
  std::vector<std::string> out;
  if (index == 0) return out;
  if (chain) return {"T" + std::to_string(index)};
  for (auto n = *rc::gen::inRange<std::size_t>(1, std::min<std::size_t>(index, 3) + 1); n > 0; --n) {
    std::string id = "T" + std::to_string(*rc::gen::inRange<std::size_t>(1, index + 1));
    if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  }
  // In ascending order: no decision makes the order of a dependency list free.
  std::sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) { return std::stoul(a.substr(1)) < std::stoul(b.substr(1)); });
  return out;
}

Value task(std::size_t index, bool chain, PathBook& book) {
  json::List<Value> edits;
  for (auto n = *rc::gen::inRange(1, 4); n > 0; --n) edits.push_back(edit(book));
  Value t = build::object({{"id", build::string("T" + std::to_string(index + 1))},
                           {"title", build::string(title())},
                           {"rationale", build::string(text())},
                           {"acceptance", texts(3)},
                           {"edits", build::array(std::move(edits))}});
  auto deps = dependencies(index, chain);
  if (!deps.empty() && (chain || *rc::gen::arbitrary<bool>())) build::set(t, "dependencies", build::strings(deps));
  if (*rc::gen::arbitrary<bool>()) build::set(t, "post_checks", texts(2));
  return t;
}

Value tests() {
  std::vector<std::string> commands;
  for (auto n = *rc::gen::inRange(1, 4); n > 0; --n) commands.push_back(*test_command());
  Value t = build::object({{"commands", build::strings(commands)}, {"stop_on_failure", build::boolean(*rc::gen::arbitrary<bool>())}});
  if (*rc::gen::arbitrary<bool>()) build::set(t, "max_attempts", build::integer(*rc::gen::inRange(1, 6)));
  return t;
}

// A model and the month it came out: a plan is not dated before its model existed.
struct Model {
  const char* name;
  int year, month;
};
constexpr Model models[] = {{"claude-3.5-sonnet", 2024, 6},
                            {"claude-3-opus-20240229", 2024, 3},
                            {"claude-3-5-haiku-latest", 2024, 11},
                            {"claude-sonnet-4-5", 2025, 10},
                            {"claude-opus-4-1", 2025, 8}};

// "fix_attempt: 1-based index of the orchestrator attempt", within the plan's
// max_attempts ("guardrail for iterative repair loops"; 1 to 5 without one); the first
// attempt most often.
Value metadata(const Value& tests) {
  const Value* max = tests.find("max_attempts");
  const int most = max ? std::stoi(std::string(max->number.view())) : static_cast<int>(max_attempts_limit);
  const Model model = pick_from(std::span<const Model>(models));
  return build::object({{"created_at", build::string(*utc_timestamp(model.year, model.month))},
                        {"model", build::string(model.name)},
                        {"fix_attempt", build::integer(*rc::gen::arbitrary<bool>() ? 1 : *rc::gen::inRange(1, most + 1))}});
}

}  // namespace

rc::Gen<std::string> repo_path() {
  return rc::gen::exec([] { return path_with(""); });
}

rc::Gen<std::string> utc_timestamp(int first_year, int first_month) {
  return rc::gen::exec([first_year, first_month] {
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    // From the given month to November 2026, the last month the project has seen.
    const int year = *rc::gen::inRange(first_year, 2027);
    const int month = *rc::gen::inRange(year == first_year ? first_month : 1, year == 2026 ? 12 : 13);
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const int day = *rc::gen::inRange(1, days[month - 1] + (month == 2 && leap ? 1 : 0) + 1);
    const int hour = *rc::gen::inRange(0, 24);
    const int minute = *rc::gen::inRange(0, 60);
    const int second = *rc::gen::inRange(0, 60);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute, second);
    // No fractional seconds: valid under D5 only, which generated valid plans do not use.
    return std::string(buffer) + "Z";
  });
}

rc::Gen<std::string> test_command() {
  return rc::gen::element<std::string>("swift test", "xcodebuild -scheme SpaceAdventure -configuration Debug build",
                                       "xcodebuild -scheme SpaceAdventure -destination 'platform=iOS Simulator,name=iPhone 15' test",
                                       "swift build -c release", "swiftlint --strict", "plutil -lint Resources/Info.plist");
}

rc::Gen<std::string> model_name() {
  return rc::gen::exec([] { return std::string(pick_from(std::span<const Model>(models)).name); });
}

void add_tasks(Value& plan, std::size_t count) {
  PathBook book = PathBook::of(plan);
  auto& tasks = build::at(plan, "tasks").elements;
  for (std::size_t i = tasks.size(), end = tasks.size() + count; i < end; ++i) tasks.push_back(task(i, false, book));
}

rc::Gen<Value> plan_with_tasks(std::size_t min_tasks, std::size_t max_tasks) {
  return rc::gen::exec([min_tasks, max_tasks] {
    const std::size_t n = *rc::gen::inRange(min_tasks, max_tasks + 1);
    const bool chain = *rc::gen::inRange(0, 3) == 0;
    PathBook book;
    json::List<Value> tasks;
    for (std::size_t i = 0; i < n; ++i) tasks.push_back(task(i, chain, book));
    Value checks = tests();
    Value about = metadata(checks);
    Value plan = build::object({{"plan_version", build::string(std::string(plan_version))},
                                {"overview", overview()},
                                {"tasks", build::array(std::move(tasks))},
                                {"tests", std::move(checks)},
                                {"metadata", std::move(about)}});
    if (conform::gen::BaseCapture::active()) conform::gen::BaseCapture::note(json::print(plan));
    return plan;
  });
}

}  // namespace conform::fixplan::gen
