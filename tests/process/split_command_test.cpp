// split_command: a command line into argv with no shell involved.
#include "process/split_command.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace conform::process {
namespace {

using Words = std::vector<std::string>;

TEST(SplitCommand, WhitespaceSeparatesWords) {
  EXPECT_EQ(split_command("./validator --strict  -x\tfile"), (Words{"./validator", "--strict", "-x", "file"}));
  EXPECT_EQ(split_command("  leading and trailing  "), (Words{"leading", "and", "trailing"}));
}

TEST(SplitCommand, EmptyOrBlankGivesNoWords) {
  EXPECT_TRUE(split_command("").empty());
  EXPECT_TRUE(split_command(" \t\n ").empty());
}

TEST(SplitCommand, SingleQuotesAreLiteral) {
  EXPECT_EQ(split_command("echo 'a  b' '$HOME' 'back\\slash' '\"'"), (Words{"echo", "a  b", "$HOME", "back\\slash", "\""}));
}

TEST(SplitCommand, DoubleQuotesGroupAndEscapeOnlyQuoteAndBackslash) {
  EXPECT_EQ(split_command(R"(run "a b" "say \"hi\"" "c:\\dir" "\n")"), (Words{"run", "a b", "say \"hi\"", "c:\\dir", "\\n"}));
  EXPECT_EQ(split_command(R"("it's")"), (Words{"it's"}));
}

TEST(SplitCommand, BackslashEscapesOutsideQuotes) {
  EXPECT_EQ(split_command(R"(a\ b c\'d \"e\" f\\g)"), (Words{"a b", "c'd", "\"e\"", "f\\g"}));
}

TEST(SplitCommand, AdjacentPartsJoinAndEmptyQuotesMakeAnEmptyWord) {
  EXPECT_EQ(split_command(R"(a"b c"'d e'f)"), (Words{"ab cd ef"}));
  EXPECT_EQ(split_command(R"(x "" '' y)"), (Words{"x", "", "", "y"}));
}

TEST(SplitCommand, NothingElseIsSpecial) {
  EXPECT_EQ(split_command("a;b | c > d $(e) `f` *"), (Words{"a;b", "|", "c", ">", "d", "$(e)", "`f`", "*"}));
}

TEST(SplitCommand, UnterminatedQuotesAndTrailingBackslashThrow) {
  EXPECT_THROW(split_command("echo 'open"), std::invalid_argument);
  EXPECT_THROW(split_command("echo \"open"), std::invalid_argument);
  EXPECT_THROW(split_command("echo \"escaped at the end\\\""), std::invalid_argument);
  EXPECT_THROW(split_command("echo \\"), std::invalid_argument);
}

}  // namespace
}  // namespace conform::process
