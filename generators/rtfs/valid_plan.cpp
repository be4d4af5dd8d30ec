#include <algorithm>
#include <random>

#include "generators/rtfs/draw.hpp"
#include "generators/rtfs/generators.hpp"

namespace conform::rtfs::gen {

rc::Gen<ast::Node> valid_plan(const Capabilities& caps) {
  return rc::gen::exec([&caps] { return Draw(caps).plan(); });
}

rc::Gen<PrintStyle> print_style() {
  return rc::gen::exec([] {
    PrintStyle s;
    s.indent = *rc::gen::inRange(1, 5);
    s.width = *rc::gen::inRange(20, 120);
    s.one_line = *rc::gen::inRange(0, 5) == 0;
    s.map_commas = false;  // commas are whitespace only by decision D16
    s.final_newline = *rc::gen::inRange(0, 4) != 0;
    return s;
  });
}

rc::Gen<std::string> valid_text(const Capabilities& caps) {
  return rc::gen::exec([&caps] {
    const ast::Node plan = *valid_plan(caps);
    return print(plan, *print_style());
  });
}

const std::vector<std::string>& unbound_names() {
  static const std::vector<std::string> names{"undefined-value", "missing_input", "ghost", "user-answer", "previous-result",
                                              "missing", "previous"};
  return names;
}

ast::Node reorder_plan_arguments(const ast::Node& plan, std::uint64_t seed) {
  const auto& items = plan.items;
  if ((items.size() - 1) % 2 != 0) return plan;
  std::vector<std::pair<ast::Node, ast::Node>> pairs;
  for (std::size_t i = 1; i + 1 < items.size(); i += 2) {
    if (!items[i].is(ast::Kind::keyword)) return plan;
    pairs.emplace_back(items[i], items[i + 1]);
  }
  std::mt19937_64 random(seed);
  std::shuffle(pairs.begin(), pairs.end(), random);
  ast::Node out = plan;
  out.items.resize(1);
  for (auto& [k, v] : pairs) {
    out.items.push_back(std::move(k));
    out.items.push_back(std::move(v));
  }
  return out;
}

}  // namespace conform::rtfs::gen
