#pragma once
// Text from outside (a target's name and messages, case ids, file names, rule messages) in
// a markdown report: its line breaks as spaces, its other control bytes written as \xNN
// (printable()), and what markdown or the HTML around it would read as syntax escaped, so
// that it shows literally on one line and drives no terminal the report is printed on.
#include <string>
#include <string_view>

namespace conform {

std::string markdown_text(std::string_view text);

}  // namespace conform
