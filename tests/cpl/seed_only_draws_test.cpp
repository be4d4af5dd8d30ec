// What `conform gen` files in valid/ and invalid/<RULE>/ rests on seed 002 alone
// (generators/core/decision_capture.hpp): drawn inside a capture that notes nothing, a
// plan holds none of the forms only a decision of spec/cpl/decisions.md allows, and no
// second reading a reader of the document could give it (round 27's reading of the
// generated corpus).
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "generators/core/sample.hpp"
#include "generators/cpl/generators.hpp"

namespace conform::cpl {
namespace {

constexpr std::uint64_t kSeedOnlyDraws = 200;

// The text of a draw that rests on no decision; empty when it rests on one.
std::string seed_only(const rc::Gen<std::string>& gen, std::uint64_t seed) {
  return conform::gen::sample_resting_on_no_decision(gen, seed).value_or("");
}

// `{"k": v}` or `{}` where a value goes: §5 names map literals without a syntax (D16).
const std::regex map_literal(R"re(([=(,]|return)\s*\{\s*("|\}))re");

// Whether some function's body calls the function itself (D18).
bool calls_itself(const std::string& text) {
  static const std::regex function_head(R"(function\s+(\w+)\s*\()");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), function_head); it != std::sregex_iterator(); ++it) {
    const std::string name = (*it)[1];
    const std::size_t body = text.find_first_of("{;", static_cast<std::size_t>(it->position() + it->length()));
    if (body == std::string::npos || text[body] == ';') continue;  // `@Deferred function f() : T;` has no body
    const std::size_t next = text.find("function ", body);
    const std::string own = text.substr(body, (next == std::string::npos ? text.size() : next) - body);
    if (std::regex_search(own, std::regex("(^|[^\\w.])" + name + "\\s*\\("))) return true;
  }
  return false;
}

TEST(CplSeedOnlyDraws, ValidPlansWriteNoMapLiteral) {
  int with_maps = 0;
  for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
    const std::string text = seed_only(gen::valid_text(Whitelist::builtin()), seed);
    EXPECT_FALSE(std::regex_search(text, map_literal)) << "seed " << seed << "\n" << text;
    EXPECT_FALSE(calls_itself(text)) << "seed " << seed << "\n" << text;
    with_maps += text.find("Map<") != std::string::npos;
  }
  EXPECT_GT(with_maps, 0) << "Map values still come from functions";
}

TEST(CplSeedOnlyDraws, BrokenPlansHoldNoDecisionsReading) {
  for (const char* rule : {"CPL-UNSUPPORTED-STATEMENT", "CPL-INVALID-TYPE", "CPL-ARITY-MISMATCH", "CPL-TYPE-MISMATCH"}) {
    int free = 0;
    for (std::uint64_t seed = 0; seed < kSeedOnlyDraws; ++seed) {
      const std::string text = seed_only(gen::broken_text(rule, Whitelist::builtin()), seed);
      if (text.empty()) continue;
      ++free;
      EXPECT_EQ(text.find("else if"), std::string::npos) << rule << " (D11), seed " << seed << "\n" << text;
      EXPECT_FALSE(std::regex_search(text, map_literal)) << rule << " (D16), seed " << seed << "\n" << text;
      EXPECT_FALSE(calls_itself(text)) << rule << " (D18), seed " << seed << "\n" << text;
    }
    EXPECT_GT(free, 0) << rule;
  }
}

}  // namespace
}  // namespace conform::cpl
