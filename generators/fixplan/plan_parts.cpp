#include "generators/fixplan/plan_parts.hpp"

#include <algorithm>
#include <cstdio>

#include "generators/core/base_capture.hpp"
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

Value edit() {
  const std::string action(pick_from(actions()));
  Value e = build::object({{"action", build::string(action)},
                           {"path", build::string(*repo_path())},
                           {"instructions", build::string(text())}});
  if (*rc::gen::arbitrary<bool>()) build::set(e, "target", build::string(std::string(pick_from(targets()))));
  // "Each edit must include" strategy and context_files (decision D1); never empty
  // (an empty context_files is valid only under D18).
  build::set(e, "strategy", build::string(std::string(pick_from(strategies()))));
  std::vector<std::string> files;
  for (auto n = *rc::gen::inRange(1, 4); n > 0; --n) files.push_back(*repo_path());
  build::set(e, "context_files", build::strings(files));
  if (action == "rename_file") build::set(e, "target_path", build::string(*repo_path()));
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
  return out;
}

Value task(std::size_t index, bool chain) {
  json::List<Value> edits;
  for (auto n = *rc::gen::inRange(1, 4); n > 0; --n) edits.push_back(edit());
  Value t = build::object({{"id", build::string("T" + std::to_string(index + 1))},
                           {"title", build::string(text())},
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

Value metadata() {
  return build::object({{"created_at", build::string(*utc_timestamp())},
                        {"model", build::string(*model_name())},
                        {"fix_attempt", build::integer(*rc::gen::element(1, 1, 2, 3, 5, 12, 1000))}});
}

}  // namespace

rc::Gen<std::string> repo_path() {
  return rc::gen::exec([] {
    static constexpr const char* folders[] = {"Sources", "Tests", "Resources", "App", "Physics", "Scenes",
                                              "Supporting Files", "docs", "SpaceAdventure", "UI"};
    static constexpr const char* files[] = {"GameScene",    "PhysicsWorldDelegate", "AppDelegate", "ContentView",
                                            "Info",         "README",               "Package",     "GameSceneTests",
                                            "NodeFactory",  "CHANGELOG"};
    static constexpr const char* extensions[] = {".swift", ".swift", ".plist", ".md", ".json", ".xib"};
    std::string path;
    for (auto depth = *rc::gen::inRange(0, 4); depth > 0; --depth)
      path += std::string(pick_from(std::span<const char* const>(folders))) + "/";
    return path + pick_from(std::span<const char* const>(files)) + pick_from(std::span<const char* const>(extensions));
  });
}

rc::Gen<std::string> utc_timestamp() {
  return rc::gen::exec([] {
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int year = *rc::gen::inRange(2000, 2100);
    const int month = *rc::gen::inRange(1, 13);
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const int day = *rc::gen::inRange(1, days[month - 1] + (month == 2 && leap ? 1 : 0) + 1);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, *rc::gen::inRange(0, 24),
                  *rc::gen::inRange(0, 60), *rc::gen::inRange(0, 60));
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
  return rc::gen::element<std::string>("claude-3.5-sonnet", "claude-3-opus-20240229", "claude-3-5-haiku-latest",
                                       "claude-sonnet-4-5", "claude-opus-4-1");
}

void add_tasks(Value& plan, std::size_t count) {
  auto& tasks = build::at(plan, "tasks").elements;
  for (std::size_t i = tasks.size(), end = tasks.size() + count; i < end; ++i) tasks.push_back(task(i, false));
}

rc::Gen<Value> plan_with_tasks(std::size_t min_tasks, std::size_t max_tasks) {
  return rc::gen::exec([min_tasks, max_tasks] {
    const std::size_t n = *rc::gen::inRange(min_tasks, max_tasks + 1);
    const bool chain = *rc::gen::inRange(0, 3) == 0;
    json::List<Value> tasks;
    for (std::size_t i = 0; i < n; ++i) tasks.push_back(task(i, chain));
    Value plan = build::object({{"plan_version", build::string(std::string(plan_version))},
                                {"overview", overview()},
                                {"tasks", build::array(std::move(tasks))},
                                {"tests", tests()},
                                {"metadata", metadata()}});
    if (conform::gen::BaseCapture::active()) conform::gen::BaseCapture::note(json::print(plan));
    return plan;
  });
}

}  // namespace conform::fixplan::gen
