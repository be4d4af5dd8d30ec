// A seed names one plan, whichever compiler built conform: `conform gen --seed S` on a
// GCC release build gives back the case a clang-built CI run reported. C++ leaves the
// order of a call's arguments and of an operator's operands unspecified, and GCC and
// clang take them in different orders, so two draws in one expression give different
// plans. The generators draw into named locals; this test holds every dialect's output
// for fixed seeds to a digest that both compilers' builds must reproduce.
//
// When a generator is changed on purpose, the digest changes: the failure prints the new
// one to put in the table below. A digest that differs between the release (GCC) and the
// asan (clang) build means a draw in an unspecified order.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>

#include "dialects/core/registry.hpp"
#include "tests/dialects/dialect_params.hpp"

namespace conform {
namespace {

const std::map<std::string, std::uint64_t, std::less<>>& expected_generation_digests() {
  static const std::map<std::string, std::uint64_t, std::less<>> digests{
      {"cpl", 0xaf8119018d93f348},
      {"fixplan", 0x26a8e154f5e2303d},
      {"java", 0x02d46dd09792d030},
      {"rtfs", 0x1c6ee3f26d9d3b14},
      {"stepplan", 0x6d8101b696458acb},
  };
  return digests;
}

class GenerationDigest {
 public:
  void add(std::string_view text) {
    for (unsigned char c : text) mix(c);
    mix(0xff);  // no UTF-8 text holds this byte: it ends each text
  }
  std::uint64_t value() const { return value_; }

 private:
  void mix(unsigned char c) {
    value_ ^= c;
    value_ *= 0x100000001b3;  // FNV-1a, 64 bits
  }
  std::uint64_t value_ = 0xcbf29ce484222325;
};

// Valid plans, the same plans relaid, and twelve cases of every breakable rule (a
// breaker picks one of up to nine edits: twelve seeds reach most).
std::uint64_t generation_digest(const dialects::Configured& d) {
  GenerationDigest digest;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const std::string valid = d.generate_valid(seed);
    digest.add(valid);
    digest.add(d.relaid(valid, seed + 100).value_or("(not relaid)"));
  }
  for (const auto& rule : d.breakable_rules())
    for (std::uint64_t seed = 1; seed <= 12; ++seed) digest.add(d.generate_broken(rule, seed));
  return digest.value();
}

std::string hex(std::uint64_t value) {
  char buffer[19];
  std::snprintf(buffer, sizeof buffer, "0x%016llx", static_cast<unsigned long long>(value));
  return buffer;
}

class GenerationDigestTest : public ::testing::TestWithParam<std::string> {};

TEST_P(GenerationDigestTest, FixedSeedsGiveThePlansOfTheTable) {
  const auto d = dialects::find(GetParam())->builtin();
  const std::uint64_t actual = generation_digest(*d);
  const auto expected = expected_generation_digests().find(GetParam());
  ASSERT_NE(expected, expected_generation_digests().end())
      << "no digest for " << GetParam() << " in the table; this build's is " << hex(actual);
  EXPECT_EQ(hex(expected->second), hex(actual))
      << GetParam() << "'s generators give other plans for the same seeds. If they were changed on purpose, put "
      << hex(actual) << " in the table; if the release (GCC) and asan (clang) builds disagree, two draws share "
      << "one expression and their order is the compiler's.";
}

INSTANTIATE_TEST_SUITE_P(EveryDialect, GenerationDigestTest, ::testing::ValuesIn(test::dialect_ids()));

}  // namespace
}  // namespace conform
