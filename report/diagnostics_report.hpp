#pragma once
#include <ostream>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/source_text.hpp"

namespace conform::report {

// `FILE:LINE:COL: error: MESSAGE [RULE-ID]`, one line per diagnostic, as compilers print.
void write_text(std::ostream&, const SourceText&, const std::vector<Diagnostic>&);

// One JSON object on one line:
// {"file", "dialect", "valid", "diagnostics": [{"rule", "severity", "line", "column", "message"}]}
void write_json_line(std::ostream&, const SourceText&, std::string_view dialect, const std::vector<Diagnostic>&);
// The line of a file that could not be checked (unreadable, no dialect told): its name and
// why, {"file": …, "error": …}, so that a reader of the lines misses no file.
void write_json_error_line(std::ostream&, std::string_view file, std::string_view error);

}  // namespace conform::report
