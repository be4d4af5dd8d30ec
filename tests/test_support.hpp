#pragma once
// Helpers shared by the test suites: the corpus on disk, and diagnostics as text.
#include <filesystem>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/source_text.hpp"

namespace conform {
// So that GoogleTest prints "3:9" rather than the bytes of a LineColumn.
inline void PrintTo(const LineColumn& p, std::ostream* os) { *os << p.line << ":" << p.column; }
}  // namespace conform

namespace conform::test {

// <source dir>/corpus/<dialect>, from the CONFORM_SOURCE_DIR compile definition.
std::filesystem::path corpus_dir(std::string_view dialect = "cpl");
// <source dir>/<relative>.
std::filesystem::path source_path(std::string_view relative);

// The bytes of a file, exactly; throws std::runtime_error if it cannot be read.
std::string read_file(const std::filesystem::path&);

// Every regular file under `dir` (recursively), sorted by path; empty if `dir` is missing.
std::vector<std::filesystem::path> files_under(const std::filesystem::path& dir);
// The same, without the corpus's sidecars (`<case>.expected`): the cases under `dir`.
std::vector<std::filesystem::path> cases_under(const std::filesystem::path& dir);

// `LINE:COL: severity: message [RULE]`, one per line, for failure messages.
std::string describe(const SourceText&, const std::vector<Diagnostic>&);

// The text, a separator, then describe(): what a property logs about a generated case.
std::string describe_text(const std::string& text, const std::vector<Diagnostic>&);

// The rules of the diagnostics (of one severity), as a set.
std::set<std::string> rules_of(const std::vector<Diagnostic>&);
// Whether two checks found the same: each diagnostic's rule, severity, offset and message, in order.
bool same_diagnostics(const std::vector<Diagnostic>&, const std::vector<Diagnostic>&);
std::set<std::string> rules_of(const std::vector<Diagnostic>&, Severity);

// Turns a path relative to the corpus into a valid GoogleTest name
// ("invalid/CPL-SYNTAX/x-y.cpl" -> "invalid_CPL_SYNTAX_x_y").
std::string test_name(std::string_view relative_path);

}  // namespace conform::test
