#include "conformance/corpus.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#ifndef CONFORM_CORPUS_DIR
#define CONFORM_CORPUS_DIR "corpus"
#endif

namespace conform::run {
namespace fs = std::filesystem;

std::string_view to_string(Expectation e) {
  switch (e) {
    case Expectation::accept: return "accept";
    case Expectation::reject: return "reject";
    case Expectation::impl_defined: return "impl-defined";
  }
  return "accept";
}

std::string builtin_corpus_dir() { return CONFORM_CORPUS_DIR; }

bool glob_match(std::string_view pattern, std::string_view text) {
  std::size_t p = 0, t = 0, star = std::string_view::npos, mark = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p;
      ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      mark = t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

namespace {

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read '" + path.string() + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool has_extension(const fs::path& p, const std::vector<std::string>& extensions) {
  return std::find(extensions.begin(), extensions.end(), p.extension().string()) != extensions.end();
}

}  // namespace

std::vector<Case> load_corpus(const std::string& root, const std::vector<std::string>& dialects,
                              const std::vector<std::string>& extensions) {
  if (!fs::is_directory(root)) throw std::runtime_error("corpus '" + root + "' is not a directory");
  std::vector<Case> cases;
  for (std::size_t d = 0; d < dialects.size(); ++d) {
    fs::path base = fs::path(root) / dialects[d];
    if (!fs::is_directory(base)) continue;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(base, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (!it->is_regular_file() || !has_extension(it->path(), {extensions[d]})) continue;
      fs::path rel = fs::relative(it->path(), base);
      std::vector<std::string> parts;
      for (const auto& part : rel) parts.push_back(part.string());
      Case c;
      c.dialect = dialects[d];
      if (parts.size() == 2 && parts[0] == "valid") c.expectation = Expectation::accept;
      else if (parts.size() == 2 && parts[0] == "impl-defined") c.expectation = Expectation::impl_defined;
      else if (parts.size() == 2 && parts[0] == "invalid") c.expectation = Expectation::reject;
      else if (parts.size() == 3 && parts[0] == "invalid") {
        c.expectation = Expectation::reject;
        c.rule = parts[1];
      } else {
        continue;  // outside the layout (e.g. fuzz regressions): no expectation to grade
      }
      c.id = (fs::path(dialects[d]) / rel).generic_string();
      c.path = it->path().string();
      c.text = read_text(it->path());
      cases.push_back(std::move(c));
    }
    if (ec) throw std::runtime_error("cannot read corpus folder '" + base.string() + "': " + ec.message());
  }
  std::sort(cases.begin(), cases.end(), [](const Case& a, const Case& b) { return a.id < b.id; });
  return cases;
}

}  // namespace conform::run
