#include "generators/json/envelope_breakers.hpp"
#include "generators/json/style.hpp"
#include "generators/stepplan/generators.hpp"
#include "parsers/json/build.hpp"

namespace conform::stepplan::gen {
namespace {

namespace b = json::build;
using json_gen::prose_text;

rc::Gen<json::Value> tool_args() {
  return rc::gen::exec([] {
    std::vector<std::pair<std::string, json::Value>> members;
    const int n = *rc::gen::inRange(0, 4);
    for (int i = 0; i < n; ++i) {
      switch (*rc::gen::inRange(0, 5)) {
        case 0: members.emplace_back("message", b::string(*prose_text())); break;
        case 1: members.emplace_back("timezone", b::string(*rc::gen::element<std::string>("UTC", "Europe/Paris", "Asia/Tokyo"))); break;
        case 2: members.emplace_back("count", b::integer(*rc::gen::inRange(0, 1000))); break;
        case 3: members.emplace_back("verbose", b::boolean(*rc::gen::arbitrary<bool>())); break;
        default: members.emplace_back("options", b::object({{"retries", b::integer(3)}, {"tags", b::strings({"a", "b"})}}));
      }
      members.back().first += i == 0 ? "" : "_" + std::to_string(i);  // keys stay unique
    }
    return b::object(std::move(members));
  });
}

rc::Gen<std::vector<std::string>> text_list() {
  return rc::gen::exec([] {
    std::vector<std::string> out;
    const int n = *rc::gen::inRange(0, 4);
    for (int i = 0; i < n; ++i) out.push_back(*prose_text());
    return out;
  });
}

}  // namespace

rc::Gen<json::Value> valid_plan(const Config& config, int min_steps, int max_steps) {
  const std::vector<std::string> tools = config.tools;
  return rc::gen::exec([=] {
    const int n = *rc::gen::inRange(min_steps, max_steps + 1);
    const int shape = *rc::gen::inRange(0, 3);  // 0: one long chain, 1: sparse, 2: independent
    json::List<json::Value> steps;
    for (int k = 1; k <= n; ++k) {
      std::vector<std::string> deps;
      if (shape == 0 && k > 1) deps.push_back("step_" + std::to_string(k - 1));
      if (shape == 1)
        for (int j = 1; j < k; ++j)
          if (*rc::gen::inRange(0, 3) == 0) deps.push_back("step_" + std::to_string(j));
      steps.push_back(b::object({{"step_id", b::string("step_" + std::to_string(k))},
                                 {"title", b::string(*prose_text())},
                                 {"description", b::string(*prose_text())},
                                 {"dependencies", b::strings(deps)},
                                 {"deliverable", b::string(*prose_text())},
                                 {"acceptance", b::string(*prose_text())},
                                 {"tool", b::object({{"name", b::string(*rc::gen::elementOf(tools))}, {"args", *tool_args()}})}}));
    }
    return b::object({{"task_summary", b::string(*prose_text())},
                      {"assumptions", b::strings(*text_list())},
                      {"risks", b::strings(*text_list())},
                      {"steps", b::array(std::move(steps))}});
  });
}

rc::Gen<std::string> valid_text(const Config& config) {
  return rc::gen::mapcat(valid_plan(config), [](const json::Value& plan) { return json_gen::restyled(plan); });
}

std::vector<std::string> shrink_candidates(const std::string& text) { return json_gen::without_one_part(text); }

}  // namespace conform::stepplan::gen
