#pragma once
// What every round-trip fuzzer asserts of a tree that parsed, for one print style:
//   parse(print(tree, style)) meets the limits, parses, and gives the same tree
//   (operator== ignores positions);
//   print(parse(print(tree, style)), style) == print(tree, style)   (a fixed point).
// Any violation aborts with the printed text, its control bytes shown as \xNN so that a
// NUL does not cut the report short.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz/core/invariants.hpp"

namespace conform::fuzz {

[[noreturn]] inline void fail_round_trip(const char* name, const char* what, const std::string& printed,
                                         const std::string& detail) {
  std::fprintf(stderr, "%s: %s\n--- printed ---\n%s\n--- detail ---\n%s\n", name, what, shown(printed).c_str(),
               shown(detail).c_str());
  std::abort();
}

// `tree_of(result)` is the parse result's tree or nullptr; `noun` names what is printed
// ("plan", "source").
template <typename Tree, typename Style, typename Print, typename Parse, typename TreeOf>
void expect_round_trip(const char* name, const char* noun, const Tree& tree, const Style& style, Print print,
                       Parse parse, TreeOf tree_of) {
  const std::string printed = print(tree, style);
  const auto again = parse(printed);
  const std::string subject = std::string("the printed ") + noun;
  if (again.limit) fail_round_trip(name, (subject + " exceeds a limit").c_str(), printed, again.limit->message);
  const Tree* reparsed = tree_of(again);
  if (!reparsed)
    fail_round_trip(name, (subject + " does not parse").c_str(), printed,
                    again.syntax_error ? again.syntax_error->message : "no " + std::string(noun));
  if (!(*reparsed == tree)) fail_round_trip(name, (subject + " parses into a different tree").c_str(), printed, "");
  const std::string reprinted = print(*reparsed, style);
  if (reprinted != printed) fail_round_trip(name, "printing is not a fixed point", printed, reprinted);
}

}  // namespace conform::fuzz
