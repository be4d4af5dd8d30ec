#include "run/corpus.hpp"

#include <optional>
#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "core/bounded_read.hpp"
#include "core/limits.hpp"
#include "core/printable.hpp"
#include "run/corpus_layout.hpp"
#include "core/rule_catalog.hpp"

#ifndef CONFORM_SOURCE_CORPUS_DIR
#define CONFORM_SOURCE_CORPUS_DIR "corpus"
#endif
#ifndef CONFORM_INSTALLED_CORPUS_DIR
#define CONFORM_INSTALLED_CORPUS_DIR "../share/conform/corpus"
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

std::string builtin_corpus_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    // <prefix>/bin/conform -> <prefix>/bin/../share/conform/corpus
    const fs::path installed = (exe.parent_path() / CONFORM_INSTALLED_CORPUS_DIR).lexically_normal();
    if (fs::is_directory(installed, ec)) return installed.string();
  }
  return CONFORM_SOURCE_CORPUS_DIR;
}

namespace {

// Where the pattern goes on after matching `c` with its piece at `p` (a byte, '?', or a
// class `[abc]`, `[a-z]`, `[!a]`/`[^a]`), or nothing when `c` does not match. A '[' that
// never closes is itself.
std::optional<std::size_t> match_one(std::string_view pattern, std::size_t p, char c) {
  if (pattern[p] == '?') return p + 1;
  if (pattern[p] == '[') {
    std::size_t at = p + 1;
    const bool negated = at < pattern.size() && (pattern[at] == '!' || pattern[at] == '^');
    if (negated) ++at;
    const std::size_t close = pattern.find(']', at + 1);  // a ']' first in the class is a member
    if (close != std::string_view::npos) {
      bool member = false;
      for (std::size_t i = at; i < close; ++i) {
        if (i + 2 < close && pattern[i + 1] == '-') {
          member = member || (pattern[i] <= c && c <= pattern[i + 2]);
          i += 2;
        } else {
          member = member || pattern[i] == c;
        }
      }
      return member != negated ? std::optional<std::size_t>(close + 1) : std::nullopt;
    }
  }
  return pattern[p] == c ? std::optional<std::size_t>(p + 1) : std::nullopt;
}

}  // namespace

bool glob_match(std::string_view pattern, std::string_view text) {
  std::size_t p = 0, t = 0, star = std::string_view::npos, mark = 0;
  while (t < text.size()) {
    std::optional<std::size_t> next;
    if (p < pattern.size() && pattern[p] != '*' && (next = match_one(pattern, p, text[t]))) {
      p = *next;
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


// What the reference validator reads of a plan by default: a larger case would only be
// HARNESS-INPUT-TOO-LARGE to it, so it is no case to grade a target on.
const std::size_t max_case_bytes = Limits{}.max_bytes;

// The valid case `sidecar` names, as the base of a broken case of `dialect`.
CaseBase base_named_by(const fs::path& sidecar, const fs::path& dialect_dir, const std::string& dialect) {
  std::string name = read_bounded(sidecar.string(), 4096).bytes;
  while (!name.empty() && (name.back() == '\n' || name.back() == '\r' || name.back() == ' ')) name.pop_back();
  const std::string id = dialect + "/" + name;
  const CaseLocation at = classify(id, [](std::string_view, std::string_view) { return false; });
  const fs::path path = dialect_dir / name;
  if (at.kind != CaseKind::valid || name.find("..") != std::string::npos || !fs::is_regular_file(path))
    throw std::runtime_error("'" + sidecar.string() + "' must name a case of " + dialect + "'s valid/ folder, such as valid/NAME");
  BoundedText text = read_bounded(path.string(), max_case_bytes);
  if (text.over_limit) throw std::runtime_error("'" + path.string() + "', the base '" + sidecar.string() + "' names, is larger than a case may be");
  return {id, path.string(), std::move(text.bytes)};
}

bool catalog_rule_of(std::string_view dialect, std::string_view rule) {
  const Rule* r = RuleCatalog::builtin().find(rule);
  return r && r->dialect == dialect;
}

}  // namespace

void warn_of_unknown_dialect_folders(const std::string& root, const std::vector<std::string>& known_dialects,
                                     std::ostream& warnings) {
  std::string list;
  for (const auto& id : known_dialects) list.append(list.empty() ? "" : ", ").append(id);
  std::error_code ec, entry_ec;
  for (auto it = fs::directory_iterator(root, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!it->is_directory(entry_ec) || std::find(known_dialects.begin(), known_dialects.end(), name) != known_dialects.end()) continue;
    const bool laid_out = fs::is_directory(it->path() / "valid", entry_ec) ||
                          fs::is_directory(it->path() / "invalid", entry_ec) ||
                          fs::is_directory(it->path() / "impl-defined", entry_ec);
    if (!laid_out) continue;
    warnings << "conform run: warning: skipping " << printable(it->path().string()) << "/: no dialect is named '"
             << printable(name) << "' (dialects: " << list << ")\n";
  }
}

std::vector<Case> load_corpus(const std::string& root, const std::vector<std::string>& dialects,
                              const std::vector<std::string>& extensions, std::ostream& warnings) {
  std::error_code error;
  if (!fs::exists(root, error)) throw std::runtime_error("corpus '" + root + "' does not exist");
  if (!fs::is_directory(root, error)) throw std::runtime_error("corpus '" + root + "' is not a directory");
  std::vector<Case> cases;
  for (std::size_t d = 0; d < dialects.size(); ++d) {
    fs::path base = fs::path(root) / dialects[d];
    if (!fs::is_directory(base)) continue;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(base, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      // The id as the folder names it: a symbolic link keeps its own name.
      const std::string id = (fs::path(dialects[d]) / it->path().lexically_relative(base)).generic_string();
      const auto skip = [&](const std::string& why) {
        warnings << "conform run: warning: skipping " << printable((fs::path(root) / id).string()) << ": "
                 << why << "\n";
      };
      std::error_code entry_ec;  // a query that fails on one entry must not end the walk
      if (it->is_directory(entry_ec)) continue;
      if (!it->is_regular_file(entry_ec)) {
        const bool link = it->is_symlink(entry_ec);
        skip(link && !fs::exists(it->path(), entry_ec) ? "a symbolic link to no file"
             : link ? "a symbolic link to no regular file (a FIFO, socket or device)"
                    : "not a regular file (a FIFO, socket or device)");
        continue;
      }
      const CaseLocation at = classify(id, catalog_rule_of);
      const auto expectation = graded_expectation(at.kind);
      if (!expectation) {
        if (at.kind == CaseKind::unknown_rule || at.kind == CaseKind::outside_layout) skip(why_outside_layout(at));
        continue;
      }
      if (it->path().extension() != extensions[d]) {
        skip("not a " + extensions[d] + " file, the extension of " + dialects[d] + " cases");
        continue;
      }
      BoundedText text = read_bounded(it->path().string(), max_case_bytes);
      if (text.over_limit) {
        skip("larger than " + std::to_string(max_case_bytes) + " bytes, the most a case may hold (--max-bytes of conform check)");
        continue;
      }
      Case c;
      c.dialect = dialects[d];
      c.expectation = *expectation;
      c.rule = at.kind == CaseKind::invalid_rule ? at.rule : "";
      c.id = id;
      c.path = it->path().string();
      c.text = std::move(text.bytes);
      if (const fs::path sidecar = base_sidecar_of(it->path().string()); fs::exists(sidecar) && c.expectation == Expectation::reject)
        c.base = base_named_by(sidecar, base, dialects[d]);
      cases.push_back(std::move(c));
    }
    if (ec) throw std::runtime_error("cannot read corpus folder '" + base.string() + "': " + ec.message());
  }
  std::sort(cases.begin(), cases.end(), [](const Case& a, const Case& b) { return a.id < b.id; });
  return cases;
}

}  // namespace conform::run
