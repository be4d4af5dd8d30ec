#include "tests/test_support.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "run/corpus_layout.hpp"

namespace conform::test {

std::filesystem::path corpus_dir(std::string_view dialect) {
  return std::filesystem::path(CONFORM_SOURCE_DIR) / "corpus" / std::string(dialect);
}

std::filesystem::path source_path(std::string_view relative) {
  return std::filesystem::path(CONFORM_SOURCE_DIR) / std::string(relative);
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::vector<std::filesystem::path> files_under(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> out;
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
    if (entry.is_regular_file()) out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::filesystem::path> cases_under(const std::filesystem::path& dir) {
  auto out = files_under(dir);
  std::erase_if(out, [](const std::filesystem::path& p) { return run::is_sidecar(p.string()) || run::is_base_sidecar(p.string()); });
  return out;
}

std::string describe(const SourceText& source, const std::vector<Diagnostic>& diagnostics) {
  if (diagnostics.empty()) return "  (no diagnostics)\n";
  std::string out;
  for (const auto& d : diagnostics) {
    auto pos = source.position(d.offset);
    out += "  " + std::to_string(pos.line) + ":" + std::to_string(pos.column) + ": " +
           std::string(to_string(d.severity)) + ": " + d.message + " [" + d.rule + "]\n";
  }
  return out;
}

std::string describe_text(const std::string& text, const std::vector<Diagnostic>& diagnostics) {
  return text + "\n---\n" + describe(SourceText("generated", text), diagnostics);
}

bool same_diagnostics(const std::vector<Diagnostic>& a, const std::vector<Diagnostic>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Diagnostic& x, const Diagnostic& y) {
    return x.rule == y.rule && x.severity == y.severity && x.offset == y.offset && x.message == y.message;
  });
}

std::set<std::string> rules_of(const std::vector<Diagnostic>& diagnostics) {
  std::set<std::string> out;
  for (const auto& d : diagnostics) out.insert(d.rule);
  return out;
}

std::set<std::string> rules_of(const std::vector<Diagnostic>& diagnostics, Severity severity) {
  std::set<std::string> out;
  for (const auto& d : diagnostics)
    if (d.severity == severity) out.insert(d.rule);
  return out;
}

std::string test_name(std::string_view relative_path) {
  std::string name(relative_path);
  if (auto dot = name.rfind('.'); dot != std::string::npos && name.find('/', dot) == std::string::npos)
    name.erase(dot);
  for (char& c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) c = '_';
  return name;
}

}  // namespace conform::test
