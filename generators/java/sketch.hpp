#pragma once
// A Java plan as the generators build it: methods as lines of source, which a breaker
// can change one place of before the plan is rendered.
#include <string>
#include <utility>
#include <vector>

namespace conform::java::gen {

struct MethodSketch {
  std::vector<std::string> annotations;  // without '@'
  std::string modifiers = "private";     // "public", "private static", …
  std::string return_type = "void";
  std::string name;
  std::vector<std::pair<std::string, std::string>> params;  // type, name
  std::string throws;                                       // "ToolError", or empty
  bool has_body = true;
  std::vector<std::string> body;  // statements, each complete Java source
};

struct PlanSketch {
  std::string before;                                // text before the source (prose, a fence)
  std::vector<std::string> header;                   // package and imports
  std::string class_head = "public class Plan";
  std::vector<std::string> members;                  // non-method members, as source
  std::vector<MethodSketch> methods;                 // main first
  std::vector<std::string> trailing_classes;
  std::string after;

  MethodSketch& main() { return methods.front(); }
};

std::string render(const PlanSketch&);

}  // namespace conform::java::gen
