#pragma once
// Names from outside (file names, case ids, a target's messages) on a terminal or in a
// line-oriented message: control bytes (ESC sequences, newlines, carriage returns…) and
// bytes that are not UTF-8 are written as \xNN, and the C1 controls and U+2028/U+2029
// as \uNNNN, so they can neither drive the terminal, split a line nor garble what
// follows. Backslash itself is left alone; other well-formed UTF-8 passes unchanged.
#include <string>
#include <string_view>

namespace conform {

std::string printable(std::string_view text);

}  // namespace conform
