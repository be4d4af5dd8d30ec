// printable(): what reaches a terminal or a one-line message from a name or text the user
// or a target gave.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "core/printable.hpp"

namespace conform {
namespace {

TEST(Printable, ControlBytesAreWrittenAsHex) {
  EXPECT_EQ(printable("a\nb\x1b[2J\r\x7f"), "a\\x0ab\\x1b[2J\\x0d\\x7f");
  EXPECT_EQ(printable(std::string("nul\0here", 8)), "nul\\x00here");
}

TEST(Printable, CharactersThatEndALineOrDriveATerminalAreWrittenAsCodePoints) {
  EXPECT_EQ(printable("a\u0085b"), "a\\u0085b");                    // NEL
  EXPECT_EQ(printable("\u009b2J red"), "\\u009b2J red");             // CSI, the 8-bit ESC [
  EXPECT_EQ(printable("x\u2028y\u2029z"), "x\\u2028y\\u2029z");  // line, paragraph separators
  EXPECT_EQ(printable("\u00a0\u00ff\u2027\u202a"), "\u00a0\u00ff\u2027\u202a");  // their neighbours pass
}

TEST(Printable, WellFormedUtf8PassesUnchanged) {
  for (const char* text : {"plain", "café", "naïve — “quoted”", "日本語", "emoji 😀", "back\\slash"})
    EXPECT_EQ(printable(text), text);
}

TEST(Printable, BytesThatAreNotUtf8AreWrittenAsHex) {
  EXPECT_EQ(printable("lat\xe9.cpl"), "lat\\xe9.cpl");                // Latin-1 é
  EXPECT_EQ(printable("\xff\xfe"), "\\xff\\xfe");                      // never in UTF-8
  EXPECT_EQ(printable("\xc3"), "\\xc3");                               // a lead byte cut short
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");                      // overlong '/'
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");             // an encoded surrogate
  EXPECT_EQ(printable("\x80x\xe2\x82\xac"), "\\x80x\xe2\x82\xac");     // stray continuation, then €
}

RC_GTEST_PROP(Printable, ItsOutputIsPrintableUtf8ThatItLeavesAlone, (const std::string& text)) {
  const std::string once = printable(text);
  for (const char ch : once) {
    const auto byte = static_cast<unsigned char>(ch);
    RC_ASSERT(byte >= 0x20);
    RC_ASSERT(byte != 0x7f);
  }
  RC_ASSERT(once.find("\u0085") == std::string::npos);
  RC_ASSERT(once.find("\u2028") == std::string::npos);
  RC_ASSERT(printable(once) == once);
}

}  // namespace
}  // namespace conform
