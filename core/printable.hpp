#pragma once
// Names from outside (file names, case ids, a target's messages) on a terminal or in a
// line-oriented message: control bytes (ESC sequences, newlines, carriage returns…) are
// written as \xNN so they can neither drive the terminal nor split a line. Backslash
// itself is left alone; bytes from 0x80 up pass unchanged (UTF-8).
#include <string>
#include <string_view>

namespace conform {

std::string printable(std::string_view text);

}  // namespace conform
