// What reports write around outside text: markdown_text() for markdown, counted() for the
// counts every summary prints.
#include <gtest/gtest.h>

#include "core/counted.hpp"
#include "core/markdown_text.hpp"

namespace conform {
namespace {

TEST(MarkdownText, ControlBytesAreHexLineBreaksSpacesAndSyntaxEscaped) {
  EXPECT_EQ(markdown_text("a\x1b[2J"), "a\\\\x1b\\[2J");
  EXPECT_EQ(markdown_text("one\r\ntwo\nthree"), "one two three");
  EXPECT_EQ(markdown_text("a|b <i>*x*</i> & `c` #1"), "a\\|b &lt;i&gt;\\*x\\*&lt;/i&gt; &amp; \\`c\\` \\#1");
  EXPECT_EQ(markdown_text("plain text, café"), "plain text, café");
}

TEST(Counted, OneIsSingular) {
  EXPECT_EQ(counted(0, "case"), "0 cases");
  EXPECT_EQ(counted(1, "case"), "1 case");
  EXPECT_EQ(counted(2, "record"), "2 records");
}

}  // namespace
}  // namespace conform
