#include "generators/java/sketch.hpp"

namespace conform::java::gen {

std::string render(const PlanSketch& p) {
  std::string out = p.before;
  for (const auto& h : p.header) out += h + "\n";
  out += p.class_head + " {\n";
  for (const auto& m : p.members) out += "    " + m + "\n";
  for (const auto& m : p.methods) {
    out += "\n";
    for (const auto& a : m.annotations) out += "    @" + a + "\n";
    out += "    " + (m.modifiers.empty() ? std::string() : m.modifiers + " ") + m.return_type + " " + m.name + "(";
    for (std::size_t i = 0; i < m.params.size(); ++i)
      out += (i ? ", " : "") + m.params[i].first + " " + m.params[i].second;
    out += ")";
    if (!m.throws.empty()) out += " throws " + m.throws;
    if (!m.has_body) {
      out += ";\n";
      continue;
    }
    out += " {\n";
    for (const auto& s : m.body) out += "        " + s + "\n";
    out += "    }\n";
  }
  out += "}\n";
  for (const auto& c : p.trailing_classes) out += "\n" + c + "\n";
  out += p.after;
  return out;
}

}  // namespace conform::java::gen
