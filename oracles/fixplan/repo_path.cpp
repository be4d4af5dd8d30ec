#include "oracles/fixplan/repo_path.hpp"

namespace conform::fixplan {
namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The home directory, `~` alone or before a separator. `~notes.md` or `~$Spec.docx` is a
// file's name: POSIX reads a path as relative unless it starts with '/'.
bool is_home(std::string_view p) { return p == "~" || p.starts_with("~/") || p.starts_with("~\\"); }

// `file:///Users/x`, `https://host/x`: a scheme, then "://" (RFC 3986 §3.1). A location
// of its own, not a path from the repository's root.
bool is_url(std::string_view p) {
  const auto colon = p.find("://");
  if (colon == std::string_view::npos || colon == 0 || !is_letter(p[0])) return false;
  for (char c : p.substr(0, colon))
    if (!is_letter(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') return false;
  return true;
}

enum class AbsoluteForm { none, root, network_share, home, drive, url };

AbsoluteForm absolute_form(std::string_view p) {
  if (p.starts_with('/')) return AbsoluteForm::root;
  if (p.starts_with("\\\\")) return AbsoluteForm::network_share;
  if (is_home(p)) return AbsoluteForm::home;
  if (p.size() >= 3 && is_letter(p[0]) && p[1] == ':' && (p[2] == '/' || p[2] == '\\')) return AbsoluteForm::drive;
  if (is_url(p)) return AbsoluteForm::url;
  return AbsoluteForm::none;
}

// Resolves '.', '..' and empty segments left to right.
bool climbs_above_root(std::string_view p) {
  long depth = 0;
  while (true) {
    const auto slash = p.find('/');
    const std::string_view segment = p.substr(0, slash);
    if (segment == "..") {
      if (--depth < 0) return true;
    } else if (!segment.empty() && segment != ".") {
      ++depth;
    }
    if (slash == std::string_view::npos) return false;
    p.remove_prefix(slash + 1);
  }
}

}  // namespace

PathProblem classify_path(std::string_view path) {
  if (path.find('\0') != std::string_view::npos) return PathProblem::nul;
  if (absolute_form(path) != AbsoluteForm::none) return PathProblem::absolute;
  if (path.find('\\') != std::string_view::npos) return PathProblem::backslash;
  if (climbs_above_root(path)) return PathProblem::escapes_root;
  return PathProblem::none;
}

std::string_view why_absolute(std::string_view path) {
  switch (absolute_form(path)) {
    case AbsoluteForm::network_share: return "is a Windows network path";
    case AbsoluteForm::home: return "starts at the home directory ('~')";
    case AbsoluteForm::drive: return "starts with a drive letter, absolute on Windows";
    case AbsoluteForm::url: return "is a URL, not a path from the repository's root";
    case AbsoluteForm::root:
    case AbsoluteForm::none: break;
  }
  return "is absolute";
}

}  // namespace conform::fixplan
