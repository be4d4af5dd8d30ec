#pragma once
// Turns a command line into argv without a shell.
#include <string>
#include <vector>

namespace conform::process {

// Whitespace separates words; '...' groups literally; "..." groups, and in it a backslash
// escapes only `"` and `\`; outside quotes a backslash escapes any character. Adjacent parts
// join ("a"'b'c is one word), and "" is an empty word. Nothing else is special: no variables,
// globs or redirections. Throws std::invalid_argument on an unterminated quote or a
// trailing backslash.
std::vector<std::string> split_command(const std::string& command);

}  // namespace conform::process
